import type { Firestore, Transaction } from 'firebase-admin/firestore';

/**
 * contagens/{autoId}: write-behind counting (the pattern of Firebase's firestore-counter
 * extension). Every counted event (a visit, a product view, an order received, the shop accepting
 * an order or taking that back) creates ONE new document with a random id in the same transaction that records
 * the event, instead of incrementing the shared daily documents people read: a new document is
 * never a hot spot, and nothing is shared with other shops. The fold (jobs/fold-contagens, every
 * minute) sums them into lojistas/{lojaId}/estatisticas/{dia} and the platform's
 * estatisticas_mensais, and deletes them in the same transaction, so each counts exactly once.
 *
 * Besides lojista_id and dia, every field is an increment for that shop's day, named as in
 * EstatisticaDaLoja (visitas_unicas, origem_{origem}, visualizacoes, produto_{id}, pedidos,
 * valor_centavos, pedidos_aceitos, receita_centavos, vendidos_{id}), except nome_{id}: a product's
 * name when viewed or sold, the latest wins.
 */
export interface Contagem {
  lojista_id: string;
  /** The São Paulo day the increments belong to (an order's day for its acceptance or cancellation). */
  dia: string;
  [campo: string]: string | number;
}

export const contagensCollection = (db: Firestore) => db.collection('contagens');

/** Records one counted event's increments, in the caller's transaction. */
export function createContagem(db: Firestore, tx: Transaction, lojaId: string, dia: string, campos: Record<string, string | number>): void {
  const contagem: Contagem = { ...campos, lojista_id: lojaId, dia };
  tx.create(contagensCollection(db).doc(), contagem);
}
