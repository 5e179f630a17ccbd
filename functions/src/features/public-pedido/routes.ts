import { Router, type Request, type Response } from 'express';
import { apiPaths } from '@vitrine/shared/api-paths';
import { pedidoSchema, rodadaSchema, type PedidoParsed } from '@vitrine/shared';
import type { LojaRef } from '../../model/catalogos.js';
import { readIdempotency } from '../../platform/http/idempotency.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { parseWithFirstMessage } from '../../platform/http/validate.js';
import { SEM_CACHE, type Disponivel } from '../../platform/public-http.js';
import type { PublicAcompanhamentoService } from './acompanhamento-service.js';
import type { PublicRodadaService } from './rodada-service.js';
import type { PublicPedidoService } from './service.js';

/** The order and its Idempotency-Key bound to it (absent without the header). */
function lerPedidoComChave(req: Request) {
  const pedido: PedidoParsed = parseWithFirstMessage(pedidoSchema, req.body);
  return { pedido, idempotency: readIdempotency(req, pedido) };
}

/**
 * POST /api/catalogo/{lojaId}/pedido and /api/loja/{slug}/pedido, a table's round POST
 * /api/loja/{slug}/mesa/{id}/pedido?c={codigo}, and GET /api/pedido/{token} (the customer's
 * tracking): open to anyone; `disponivel` answers 503 in maintenance. `webOrigin` (WEB_ORIGIN) pins
 * the tracking link's origin; without it, the origin the customer used.
 */
export function publicPedidoRoutes(
  {
    pedidos,
    rodadas,
    acompanhamentos,
  }: { pedidos: PublicPedidoService; rodadas: PublicRodadaService; acompanhamentos: PublicAcompanhamentoService },
  disponivel: Disponivel,
  webOrigin: string | null,
) {
  const router = Router();
  router.post(apiPaths.catalogoPedido.pattern, disponivel, async (req, res) => {
    const { lojaId } = req.params;
    const { pedido: input, idempotency } = lerPedidoComChave(req);
    const { criado, pedido } = await pedidos.create({ lojaId }, input, idempotency, publicOrigin(req, webOrigin));
    res.status(criado ? 201 : 200).json(pedido);
  });
  router.post(apiPaths.lojaPedido.pattern, disponivel, async (req, res) => {
    const { slug } = req.params;
    const { pedido: input, idempotency } = lerPedidoComChave(req);
    const { criado, pedido } = await pedidos.create({ slug }, input, idempotency, publicOrigin(req, webOrigin));
    res.status(criado ? 201 : 200).json(pedido);
  });
  const rodada = async (req: Request, res: Response, ref: LojaRef) => {
    const corpo = parseWithFirstMessage(rodadaSchema, req.body);
    const codigo = typeof req.query.c === 'string' ? req.query.c : undefined;
    const resposta = await rodadas.create(ref, String(req.params.id), codigo, corpo, readIdempotency(req, corpo));
    res.status(201).json(resposta);
  };
  router.post(apiPaths.lojaMesaPedido.pattern, disponivel, (req, res) => rodada(req, res, { slug: String(req.params.slug) }));
  // A shop without a link name prints its tables' QR codes under /catalogo/{id} (mesaPath).
  router.post(apiPaths.catalogoMesaPedido.pattern, disponivel, (req, res) => rodada(req, res, { lojaId: String(req.params.lojaId) }));
  // The order changes as the owner moves it along: never cached, not even its 404.
  router.get(apiPaths.pedidoAcompanhamento.pattern, disponivel, async (req, res) => {
    res.set('Cache-Control', SEM_CACHE);
    res.json(await acompanhamentos.read(req.params.token));
  });
  return router;
}
