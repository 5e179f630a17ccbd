import type { RequestHandler } from 'express';
import type { CatalogosRepository } from '../../model/catalogos.js';
import { readIdempotencyKey } from '../../platform/http/idempotency.js';
import { LimiteExcedido } from '../../platform/http/rate-limit.js';
import { pedidoIdDaChave } from './codigo.js';
import type { PublicPedidoRepository } from './repository.js';
import { LOJA_OCUPADA } from './service.js';

/**
 * An order's first check, before the per-client limit counts it: a shop this instance already
 * knows to be at its orders-a-minute limit answers the 429 the order would get further on, from
 * memory. A flood at a full shop (the shop's own limit is what stops one spread over many
 * addresses) then costs no Firestore operation per request and spends no customer's own budget;
 * an order whose Idempotency-Key names one already placed goes on, to be answered as a retry
 * (one read). Anything this cannot tell (an unknown shop, a window not yet known full) goes on.
 */
export function lojaCheiaPrimeiro({
  catalogos,
  pedidos,
  now,
}: {
  catalogos: Pick<CatalogosRepository, 'lojistaId'>;
  pedidos: Pick<PublicPedidoRepository, 'janelaJaCheia' | 'existe'>;
  now: () => Date;
}): RequestHandler {
  return async (req, _res, next) => {
    const { slug, lojistaId } = req.params as { slug?: string; lojistaId?: string };
    const uid = await catalogos.lojistaId(lojistaId === undefined ? { slug: slug ?? '' } : { lojistaId });
    const cheia = uid && (await pedidos.janelaJaCheia(uid, now()));
    if (!uid || !cheia) return next();
    const chave = readIdempotencyKey(req);
    if (chave !== undefined && (await pedidos.existe(uid, pedidoIdDaChave(uid, chave)))) return next();
    next(new LimiteExcedido(LOJA_OCUPADA, cheia.retryAfterSeconds));
  };
}
