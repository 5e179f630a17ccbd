import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';

/**
 * pedidos_parados/{lojaId}_{pedidoId} {lojista_id, pedido_id, avisar_em}: an order to push again to
 * the shop's team if it is still `novo` at `avisar_em` (the shop's alerta_pedido_parado_min after
 * it was placed). The order's transaction creates it; the job avisarPedidosParados (every minute,
 * jobs/pedidos-parados.ts) takes the due ones and deletes each in the transaction that decides its
 * push, so an order is pushed once however many runs overlap. A top-level collection: the job
 * finds what is due across every shop with one ordinary query by `avisar_em` (automatic
 * single-field index), no collection-group query (which the local emulator lacks). It holds no
 * customer data. An order id never has a `_` (auto ids are alphanumeric, keyed ones hex), so the id
 * is unique.
 */
export interface PedidoParado {
  lojista_id: string;
  pedido_id: string;
  avisar_em: Timestamp;
  /**
   * 'agendado' (issue 31): not a waiting order but a scheduled one whose slot is near, pushed at
   * the shop's antecedencia_min before it unless it was cancelled or delivered. Absent: waiting.
   */
  motivo?: 'agendado';
}

export const pedidosParadosCollection = (db: Firestore) => db.collection('pedidos_parados');
export const pedidoParadoDoc = (db: Firestore, lojaId: string, pedidoId: string) =>
  pedidosParadosCollection(db).doc(`${lojaId}_${pedidoId}`);

/** The scheduled order's mark, beside its waiting one: `{lojaId}_{pedidoId}_agendado`. */
export const pedidoAgendadoDoc = (db: Firestore, lojaId: string, pedidoId: string) =>
  pedidosParadosCollection(db).doc(`${lojaId}_${pedidoId}_agendado`);

/** In the order's transaction: push its slot to the team at `avisarEm` (issue 31). */
export function markPedidoAgendado(db: Firestore, tx: Transaction, lojaId: string, pedidoId: string, avisarEm: Date): void {
  const marca: PedidoParado = { lojista_id: lojaId, pedido_id: pedidoId, avisar_em: Timestamp.fromDate(avisarEm), motivo: 'agendado' };
  tx.create(pedidoAgendadoDoc(db, lojaId, pedidoId), marca);
}

/** In the order's transaction: push it again at `avisarEm` if nobody has opened it by then. */
export function markPedidoParado(db: Firestore, tx: Transaction, lojaId: string, pedidoId: string, avisarEm: Date): void {
  const marca: PedidoParado = { lojista_id: lojaId, pedido_id: pedidoId, avisar_em: Timestamp.fromDate(avisarEm) };
  tx.create(pedidoParadoDoc(db, lojaId, pedidoId), marca);
}
