import { randomInt } from 'node:crypto';
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { lojistaDoc, type Lojista } from './lojistas.js';

const numero = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * lojistas/{lojaId}/contadores/{0..9}: the owner's order counts and values as a distributed counter
 * (Firebase's documented pattern). A Firestore document takes about one write per second; one
 * shop's orders and status changes each increment one shard drawn at random instead of the
 * lojistas document, so a busy shop spreads its writes over ten documents. Each shard holds the
 * deltas not yet folded: the exact total at any moment is the lojistas document's total_pedidos /
 * valor_total_pedidos_centavos / total_pedidos_aceitos / receita_total_centavos plus the sum of
 * the shards (owner-dashboard, 11 reads). The fold
 * (jobs/fold-contagens) moves the shards into the lojistas document within a minute and deletes them.
 */
export const CONTADORES_SHARDS = 10;

export interface Contador {
  /** Orders received (placed), not yet folded into lojistas/{lojaId}.total_pedidos. */
  pedidos: number;
  /** Their totals, not yet folded into valor_total_pedidos_centavos: what customers asked for, accepted or not. */
  valor_centavos: number;
  /** Orders the shop accepted (model/pedidos.ts STATUS_ACEITOS), less those taken back; folded into total_pedidos_aceitos. */
  pedidos_aceitos: number;
  /** Their totals, the revenue; folded into receita_total_centavos. */
  receita_centavos: number;
}

/** The lojistas/{lojaId} total each shard field is folded into. */
export const TOTAL_DO_CONTADOR = {
  pedidos: 'total_pedidos',
  valor_centavos: 'valor_total_pedidos_centavos',
  pedidos_aceitos: 'total_pedidos_aceitos',
  receita_centavos: 'receita_total_centavos',
} as const satisfies Record<keyof Contador, keyof Lojista>;

/** A shop's exact totals: its lojistas document plus its shards (missing ones count zero). */
export function somarContadores(lojista: Partial<Lojista>, shards: DocumentSnapshot[]): Contador {
  const soma = (campo: keyof Contador) =>
    numero(lojista[TOTAL_DO_CONTADOR[campo]]) + shards.reduce((total, shard) => total + numero(shard.get(campo)), 0);
  return {
    pedidos: soma('pedidos'),
    valor_centavos: soma('valor_centavos'),
    pedidos_aceitos: soma('pedidos_aceitos'),
    receita_centavos: soma('receita_centavos'),
  };
}

export const contadoresCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('contadores');

/** Every shard of the shop, '0' to '9', in order: what the dashboard reads with one getAll. */
export const contadorDocs = (db: Firestore, lojaId: string) =>
  Array.from({ length: CONTADORES_SHARDS }, (_, shard) => contadoresCollection(db, lojaId).doc(String(shard)));

/** Adds the deltas to one shard drawn at random, in the caller's transaction (merge: the shard may not exist). */
export function incrementContador(db: Firestore, tx: Transaction, lojaId: string, delta: Partial<Contador>): void {
  const campos = Object.fromEntries(Object.entries(delta).map(([campo, valor]) => [campo, FieldValue.increment(valor)]));
  tx.set(contadoresCollection(db, lojaId).doc(String(randomInt(CONTADORES_SHARDS))), campos, { merge: true });
}
