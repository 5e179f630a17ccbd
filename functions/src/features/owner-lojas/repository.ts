import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Loja } from '@vitrine/shared';
import { lojistaDoc, lojistasCollection, type Lojista } from '../../model/lojistas.js';
import { limiteDeLojas, planoDoc } from '../../model/planos.js';

/** The account's shops' own reads and writes (issue 47, filiais); the account's list is model/lojistas.ts's. */
export function ownerLojasRepository(db: Firestore) {
  return {
    /** A new shop's id: a Firestore id of its own, never a person's uid (model/lojistas.ts). */
    novoId: (): string => lojistasCollection(db).doc().id,
    /** The shops the account's plan allows; in the opening's transaction, its read is the transaction's. */
    async limiteDeLojas(planoId: number, tx?: Transaction): Promise<number> {
      const ref = planoDoc(db, planoId);
      return limiteDeLojas(await (tx ? tx.get(ref) : ref.get()));
    },
    /** The filial's record: its owner's account, name, e-mail and plan, its own page settings. */
    create(tx: Transaction, lojaId: string, dono: { uid: string; lojista: Lojista }, loja: Loja): void {
      const { nome, email, google_user_data, plano_id } = dono.lojista;
      const filial: Lojista = {
        dono_uid: dono.uid,
        nome,
        email,
        ...(google_user_data ? { google_user_data } : {}),
        status: 'ativo',
        plano_id,
        loja,
      };
      tx.create(lojistaDoc(db, lojaId), { ...filial, criado_em: FieldValue.serverTimestamp() });
    },
  };
}

export type OwnerLojasRepository = ReturnType<typeof ownerLojasRepository>;
