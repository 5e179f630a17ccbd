import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * acompanhamentos/{token}: where a customer's tracking link leads, `{ lojista_id, pedido_id }`.
 * Written with the order, in its transaction (public-pedido); read by GET /api/pedido/{token}.
 * The token is the only key: an order's short code never finds it.
 */
export const acompanhamentosCollection = (db: Firestore) => db.collection('acompanhamentos');
export const acompanhamentoDoc = (db: Firestore, token: string) => acompanhamentosCollection(db).doc(token);

export interface Acompanhamento {
  lojista_id: string;
  pedido_id: string;
}

/** 128 random bits, base64url: 22 characters, unguessable, safe in a URL path. */
export const novoTokenAcompanhamento = () => randomBytes(16).toString('base64url');

/** What novoTokenAcompanhamento makes: anything else is answered 404 without a read. */
export const TOKEN_ACOMPANHAMENTO = /^[A-Za-z0-9_-]{22}$/;
