import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { produtoDoc } from './produtos.js';

/**
 * The `estoque` field of lojistas/{uid}/produtos/{id} as orders move it: an integer ≥ 0, or null
 * when the owner does not track it. Placing an order takes it (public-pedido), cancelling gives it
 * back and reinstating takes it again (owner-pedidos), always inside that operation's transaction,
 * so concurrent orders never sell more than there is.
 */

/** A stored stock: a whole number of units, or null (not tracked) for anything else, a product written before included. */
export const estoqueOf = (valor: unknown): number | null =>
  typeof valor === 'number' && Number.isInteger(valor) && valor >= 0 ? valor : null;

/**
 * The catalogue shows "Esgotado" from a stock of 0, so it is republished only when a stock reaches
 * 0 or leaves it: never on every order, which would make the catalogue a hot document.
 */
export const cruzaZero = (antes: number, depois: number) => (antes === 0) !== (depois === 0);

export interface EstoqueDoProduto {
  nome: string;
  estoque: number | null;
}

export function estoquesRepository(db: Firestore) {
  return {
    /** The products among `ids` that still exist, with their stock (a deleted one is simply absent). */
    async read(tx: Transaction, uid: string, ids: string[]): Promise<Map<string, EstoqueDoProduto>> {
      if (ids.length === 0) return new Map();
      const snapshots = await tx.getAll(...ids.map((id) => produtoDoc(db, uid, id)));
      return new Map(
        snapshots
          .filter((snapshot) => snapshot.exists)
          .map((snapshot) => [snapshot.id, { nome: String(snapshot.get('nome') ?? ''), estoque: estoqueOf(snapshot.get('estoque')) }]),
      );
    },
    /** Sets a tracked product's stock to what the transaction computed from its read. */
    update(tx: Transaction, uid: string, id: string, estoque: number): void {
      tx.update(produtoDoc(db, uid, id), { estoque });
    },
  };
}

export type EstoquesRepository = ReturnType<typeof estoquesRepository>;
