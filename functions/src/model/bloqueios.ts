import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { TelefoneBloqueado } from '@vitrine/shared';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{lojaId}/bloqueios/{telefone} {criado_em}: a customer's phone (DDD and number, digits only,
 * as orders keep it) the owner blocked; the shop's public orders from it are refused
 * (public-pedido reads the one document in the order's transaction). Deleted with the account.
 */
export const bloqueiosCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('bloqueios');
export const bloqueioDoc = (db: Firestore, lojaId: string, telefone: string) => bloqueiosCollection(db, lojaId).doc(telefone);

export function bloqueiosRepository(db: Firestore) {
  return {
    /** Newest first, at most `limite`. */
    async list(lojaId: string, limite: number): Promise<TelefoneBloqueado[]> {
      const snapshot = await bloqueiosCollection(db, lojaId).orderBy('criado_em', 'desc').limit(limite).get();
      return snapshot.docs.map((doc) => ({
        telefone: doc.id,
        criado_em: (doc.get('criado_em') as Timestamp).toDate().toISOString(),
      }));
    },
    async count(lojaId: string): Promise<number> {
      return (await bloqueiosCollection(db, lojaId).count().get()).data().count;
    },
    /** Blocking again keeps the first date. */
    async create(lojaId: string, telefone: string, agora: Date): Promise<TelefoneBloqueado> {
      const ref = bloqueioDoc(db, lojaId, telefone);
      const criado_em = await db.runTransaction(async (tx) => {
        const atual = await tx.get(ref);
        if (atual.exists) return (atual.get('criado_em') as Timestamp).toDate();
        tx.create(ref, { criado_em: Timestamp.fromDate(agora) });
        return agora;
      });
      return { telefone, criado_em: criado_em.toISOString() };
    },
    async delete(lojaId: string, telefone: string): Promise<void> {
      await bloqueioDoc(db, lojaId, telefone).delete();
    },
  };
}

export type BloqueiosRepository = ReturnType<typeof bloqueiosRepository>;
