import type { RequestHandler } from 'express';
import type { CatalogosRepository } from '../../model/catalogos.js';
import { readIdempotencyKey } from '../../platform/http/idempotency.js';
import { LimiteExcedido } from '../../platform/http/rate-limit.js';
import { pedidoIdDaChave } from '../../model/codigo-do-pedido.js';
import type { PedidosNovosRepository } from '../../model/pedidos-novos.js';
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
  catalogos: Pick<CatalogosRepository, 'lojaId'>;
  pedidos: Pick<PedidosNovosRepository, 'janelaJaCheia' | 'existe'>;
  now: () => Date;
}): RequestHandler {
  return async (req, _res, next) => {
    const { slug, lojaId: idDaUrl } = req.params as { slug?: string; lojaId?: string };
    const lojaId = await catalogos.lojaId(idDaUrl === undefined ? { slug: slug ?? '' } : { lojaId: idDaUrl });
    const cheia = lojaId && (await pedidos.janelaJaCheia(lojaId, now()));
    if (!lojaId || !cheia) return next();
    const chave = readIdempotencyKey(req);
    if (chave !== undefined && (await pedidos.existe(lojaId, pedidoIdDaChave(lojaId, chave)))) return next();
    next(new LimiteExcedido(LOJA_OCUPADA, cheia.retryAfterSeconds));
  };
}
