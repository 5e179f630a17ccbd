import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{uid}/limites/pedidos-{minuto} {pedidos, expira_em}: how many public orders the shop
 * took in one clock minute (`minuto` counts minutes since the epoch), across every instance. The
 * order's transaction reads it with the order's other documents and writes it back one higher, so
 * the count is exact and costs one read and one write per order; a refused order writes nothing,
 * so junk requests cannot spend the shop's budget. At a limit of 60 a minute it takes one write a
 * second, Firestore's sustained rate for one document. `expira_em` (an hour after the minute) lets
 * the Firestore TTL policy on `limites` delete old windows; account deletion removes the rest.
 */
export const limitesCollection = (db: Firestore, uid: string) => lojistaDoc(db, uid).collection('limites');

const MINUTO_MS = 60_000;
const GUARDA_MS = 60 * MINUTO_MS;

export interface JanelaDePedidos {
  ref: DocumentReference;
  /** When the window closes: what Retry-After counts down to. */
  fim: Date;
}

export function janelaDePedidos(db: Firestore, uid: string, agora: Date): JanelaDePedidos {
  const minuto = Math.floor(agora.getTime() / MINUTO_MS);
  return { ref: limitesCollection(db, uid).doc(`pedidos-${minuto}`), fim: new Date((minuto + 1) * MINUTO_MS) };
}

/** The orders the window's document holds; 0 when absent. */
export const pedidosNaJanela = (snapshot: DocumentSnapshot | undefined): number => {
  const pedidos: unknown = snapshot?.get('pedidos');
  return typeof pedidos === 'number' && Number.isInteger(pedidos) && pedidos >= 0 ? pedidos : 0;
};

/** Counts one more order in the window (set, not increment: the transaction read the count it raises). */
export function contarPedido(tx: Transaction, janela: JanelaDePedidos, antes: number): void {
  tx.set(janela.ref, { pedidos: antes + 1, expira_em: Timestamp.fromMillis(janela.fim.getTime() + GUARDA_MS) });
}
