import { FieldValue, type Firestore, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Atividade, AtividadeTipo } from '@vitrine/shared';

/**
 * atividades/{id} {tipo, descricao, lojista_id, criado_em}: the platform's event log (new merchants,
 * orders, status changes) shown to the admin. lojista_id names the shop it tells about, so that
 * deleting the account deletes its lines (model/conta.ts): the recent activity never shows a shop that is gone.
 */
export const atividadesCollection = (db: Firestore) => db.collection('atividades');

export function atividadesRepository(db: Firestore) {
  const collection = atividadesCollection(db);
  return {
    /** Appends an event about the shop `lojaId`; given a transaction, it is written together with the change it tells about. */
    async create(tipo: AtividadeTipo, descricao: string, lojaId: string, tx?: Transaction): Promise<void> {
      const ref = collection.doc();
      const data = { tipo, descricao, lojista_id: lojaId, criado_em: FieldValue.serverTimestamp() };
      if (tx) tx.create(ref, data);
      else await ref.create(data);
    },

    async listRecent(limite: number): Promise<Atividade[]> {
      const snapshot = await collection.orderBy('criado_em', 'desc').limit(limite).get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        tipo: doc.get('tipo') as AtividadeTipo,
        descricao: String(doc.get('descricao') ?? ''),
        criado_em: (doc.get('criado_em') as Timestamp).toDate().toISOString(),
      }));
    },

    /** When the last order was placed: the order feature logs a 'pedido' event for each order. */
    async lastPedidoAt(): Promise<Date | null> {
      const snapshot = await collection.where('tipo', '==', 'pedido').orderBy('criado_em', 'desc').limit(1).get();
      return (snapshot.docs[0]?.get('criado_em') as Timestamp | undefined)?.toDate() ?? null;
    },
  };
}

export type AtividadesRepository = ReturnType<typeof atividadesRepository>;
