import { createHash } from 'node:crypto';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { requireSameBody, type IdempotencyKey } from '../platform/http/idempotency.js';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{lojaId}/idempotencia/{id}: what an owner's create answered for an Idempotency-Key, so a
 * retry (a timeout, a double tap, a flaky network) answers it again instead of creating twice. The
 * id is a hash of the operation and the key: the same key names one record per operation. Kept a
 * day (`expira_em`, a TTL policy deletes it; an expired one counts as absent before that).
 */
export interface RegistroDeIdempotencia {
  /** bodyHash of the body the key came with. */
  corpo: string;
  /** The first answer's body, as JSON. */
  resposta: string;
  expira_em: Timestamp;
}

export const IDEMPOTENCIA_VALIDADE_MS = 24 * 60 * 60 * 1000;

export const idempotenciaCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('idempotencia');
const idempotenciaDoc = (db: Firestore, lojaId: string, operacao: string, chave: string) =>
  idempotenciaCollection(db, lojaId).doc(createHash('sha256').update(`${operacao}\n${chave}`).digest('hex').slice(0, 40));

export function idempotenciaRepository(db: Firestore, now: () => Date = () => new Date()) {
  return {
    /**
     * Runs `create` in the caller's transaction unless `idempotency` names a record already: then
     * answers its stored result (criado false) without running it, or 422 for another body. It reads,
     * so it comes before the transaction's writes; it records the result in the same transaction, so
     * the create and its record commit together or not at all. Without a key, `create` simply runs.
     */
    async createOnce<T>(
      tx: Transaction,
      lojaId: string,
      operacao: string,
      idempotency: IdempotencyKey | undefined,
      create: () => Promise<T>,
    ): Promise<{ criado: boolean; resultado: T }> {
      if (!idempotency) return { criado: true, resultado: await create() };
      const ref = idempotenciaDoc(db, lojaId, operacao, idempotency.chave);
      const registro = (await tx.get(ref)).data() as RegistroDeIdempotencia | undefined;
      if (registro && registro.expira_em.toMillis() > now().getTime()) {
        requireSameBody(registro.corpo, idempotency.corpo);
        return { criado: false, resultado: JSON.parse(registro.resposta) as T };
      }
      const resultado = await create();
      const novo: RegistroDeIdempotencia = {
        corpo: idempotency.corpo,
        resposta: JSON.stringify(resultado),
        expira_em: Timestamp.fromMillis(now().getTime() + IDEMPOTENCIA_VALIDADE_MS),
      };
      tx.set(ref, novo);
      return { criado: true, resultado };
    },
  };
}

export type IdempotenciaRepository = ReturnType<typeof idempotenciaRepository>;
