import type { Firestore, Timestamp } from 'firebase-admin/firestore';

/**
 * publicacoes_pendentes/{lojaId}: the shop's catalogue is to be published. Every write that customers
 * can see sets it in its own transaction (model/publish.ts markPublish); the request then publishes
 * and deletes it, and the job publishCatalogosPendentes (every minute) publishes what a failed or
 * cut request left. A top-level collection keyed by the shop: the job finds the marks with one
 * ordinary query, no collection-group query or cursor (which the local emulator lacks).
 *
 * Marks merge field by field (a set with merge, never a read): `tudo`, `loja` and each product's
 * field only ever turn on, so two writes' marks add up whatever their order. A product's field is
 * `produto_` and its id in hex: a field name that needs no quoting whatever the id (a digit first,
 * a `-`), because the local emulator drops a quoted field path from a merge.
 */
export interface PublicacaoPendente {
  /** A random id of the last mark: whoever published deletes the document only while it is still this mark. */
  marca: string;
  /** From when the job takes it: the last mark's time (its request is publishing it), or a failed run's retry time. */
  publicar_em: Timestamp;
  /** Everything from the records. */
  tudo?: true;
  /** The shop's settings, status or categories. */
  loja?: true;
  /** These products: campoProduto(id) set to true for each. */
  [produto: `produto_${string}`]: true;
}

const PREFIXO_PRODUTO = 'produto_';
export const campoProduto = (produtoId: string) => `${PREFIXO_PRODUTO}${Buffer.from(produtoId).toString('hex')}` as const;
/** The products a mark names. */
export const produtosDaMarca = (pendente: PublicacaoPendente) =>
  Object.keys(pendente)
    .filter((campo) => campo.startsWith(PREFIXO_PRODUTO))
    .map((campo) => Buffer.from(campo.slice(PREFIXO_PRODUTO.length), 'hex').toString());

export const publicacoesPendentesCollection = (db: Firestore) => db.collection('publicacoes_pendentes');
export const publicacaoPendenteDoc = (db: Firestore, lojaId: string) => publicacoesPendentesCollection(db).doc(lojaId);
