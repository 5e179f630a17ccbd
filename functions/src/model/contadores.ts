import { randomInt } from 'node:crypto';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{uid}/contadores/{0..9}: the owner's order count and revenue as a distributed counter
 * (Firebase's documented pattern). A Firestore document takes about one write per second; one
 * shop's orders and status changes each increment one shard drawn at random instead of the
 * lojistas document, so a busy shop spreads its writes over ten documents. Each shard holds the
 * deltas not yet folded: the exact total at any moment is the lojistas document's total_pedidos /
 * valor_total_pedidos_centavos plus the sum of the shards (owner-dashboard, 11 reads). The fold
 * (jobs/fold-contagens) moves the shards into the lojistas document within a minute and deletes them.
 */
export const CONTADORES_SHARDS = 10;

export interface Contador {
  /** Orders placed, not yet folded into lojistas/{uid}.total_pedidos. */
  pedidos: number;
  /** Revenue change (negative after a cancellation), not yet folded into valor_total_pedidos_centavos. */
  valor_centavos: number;
}

export const contadoresCollection = (db: Firestore, uid: string) => lojistaDoc(db, uid).collection('contadores');

/** Every shard of the shop, '0' to '9', in order: what the dashboard reads with one getAll. */
export const contadorDocs = (db: Firestore, uid: string) =>
  Array.from({ length: CONTADORES_SHARDS }, (_, shard) => contadoresCollection(db, uid).doc(String(shard)));

/** Adds the deltas to one shard drawn at random, in the caller's transaction (merge: the shard may not exist). */
export function incrementContador(db: Firestore, tx: Transaction, uid: string, delta: Partial<Contador>): void {
  const campos = Object.fromEntries(Object.entries(delta).map(([campo, valor]) => [campo, FieldValue.increment(valor)]));
  tx.set(contadoresCollection(db, uid).doc(String(randomInt(CONTADORES_SHARDS))), campos, { merge: true });
}
