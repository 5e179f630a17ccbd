import { Router, type RequestHandler } from 'express';
import {
  bloqueioSchema,
  comandaQuerySchema,
  FILTRO_AGENDADOS,
  FILTRO_EM_ABERTO,
  pedidosCancelarSchema,
  pedidoStatusSchema,
  protecaoPedidosSchema,
  STATUS_PEDIDO,
  type FiltroPedidos,
  type StatusPedido,
} from '@vitrine/shared';
import { AppError } from '../../platform/http/errors.js';
import { cabeNoFirestore, parseInstante, parseWithFirstMessage } from '../../platform/http/validate.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { comandaEscpos, formatComanda } from './comanda.js';
import type { OwnerPedidosService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';

const STATUS_INVALIDO = `Status inválido: use ${[...STATUS_PEDIDO, FILTRO_EM_ABERTO, FILTRO_AGENDADOS].join(', ')}.`;
const instanteInvalido = (parametro: string) => `Parâmetro ${parametro} inválido: use uma data e hora ISO 8601.`;
const foraDoIntervalo = (parametro: string) => `Parâmetro ${parametro} fora do intervalo: use uma data entre os anos 0001 e 9999.`;

/** ?status= one of STATUS_PEDIDO, em_aberto (the open ones) or agendados (the open scheduled ones); absent or empty means all. */
function lerStatus(valor: unknown): FiltroPedidos | undefined {
  if (valor === undefined || valor === '') return undefined;
  if (valor === FILTRO_EM_ABERTO || valor === FILTRO_AGENDADOS || STATUS_PEDIDO.includes(valor as StatusPedido))
    return valor as FiltroPedidos;
  throw new AppError(400, STATUS_INVALIDO);
}

/**
 * ?antes= (the previous page's `proximo`) and ?desde= (the live poll's newest order): an ISO 8601
 * instant with its offset that exists and that Firestore can compare; absent or empty means no bound.
 */
function lerInstante(parametro: 'antes' | 'desde', valor: unknown): Date | undefined {
  if (valor === undefined || valor === '') return undefined;
  const instante = typeof valor === 'string' ? parseInstante(valor) : null;
  if (!instante) throw new AppError(400, instanteInvalido(parametro));
  if (!cabeNoFirestore(instante)) throw new AppError(400, foraDoIntervalo(parametro));
  return instante;
}

/**
 * GET /api/pedidos?status=&antes=&desde=, GET /api/pedidos/contagem, PUT /api/pedidos/{id}, POST /api/pedidos/cancelar,
 * the order's printed ticket (GET /api/pedidos/{id}/comanda) and the shop's protection (GET/PUT
 * /api/pedidos/protecao, POST /api/pedidos/bloqueios, DELETE /api/pedidos/bloqueios/{telefone})
 * for the signed-in owner (`owner` is requireOwner). `webOrigin`: the tracking link's origin on the ticket's QR code.
 */
export function ownerPedidosRoutes(pedidos: OwnerPedidosService, owner: RequestHandler, webOrigin: string | null = null) {
  const router = Router();
  router.use(apiPaths.pedidos, owner);
  router.get(apiPaths.pedidos, async (req, res) => {
    checkPermissao(req, 'preparo');
    const { status, antes, desde } = req.query;
    res.json(
      await pedidos.list(lojaIdOf(req), {
        status: lerStatus(status),
        antes: lerInstante('antes', antes),
        desde: lerInstante('desde', desde),
      }),
    );
  });
  router.get(apiPaths.pedidosContagem, async (req, res) => {
    checkPermissao(req, 'preparo');
    res.json(await pedidos.count(lojaIdOf(req)));
  });
  router.post(apiPaths.pedidosCancelar, async (req, res) => {
    checkPermissao(req, 'pedidos');
    res.json(await pedidos.cancelar(lojaIdOf(req), parseWithFirstMessage(pedidosCancelarSchema, req.body).ids, req.sessao!));
  });
  router.get(apiPaths.pedidosProtecao, async (req, res) => {
    checkPermissao(req, 'pedidos');
    res.json(await pedidos.protecao(lojaIdOf(req)));
  });
  // Before PUT /pedidos/:id, which would take 'protecao' for an order's id.
  router.put(apiPaths.pedidosProtecao, async (req, res) => {
    checkPermissao(req, 'ajustes');
    res.json(await pedidos.savePedidosPorMinuto(lojaIdOf(req), parseWithFirstMessage(protecaoPedidosSchema, req.body).pedidos_por_minuto));
  });
  router.post(apiPaths.pedidosBloqueios, async (req, res) => {
    checkPermissao(req, 'pedidos');
    res.status(201).json(await pedidos.bloquear(lojaIdOf(req), parseWithFirstMessage(bloqueioSchema, req.body).telefone));
  });
  router.delete(apiPaths.pedidosBloqueio.pattern, async (req, res) => {
    checkPermissao(req, 'pedidos');
    // The path takes the phone as the list gives it (digits); anything that is not a phone was never blocked.
    const lido = bloqueioSchema.safeParse({ telefone: req.params.telefone });
    if (lido.success) await pedidos.desbloquear(lojaIdOf(req), lido.data.telefone);
    res.status(204).end();
  });
  // The ticket's path until issue 42 (a cupom is a discount coupon): 308 to the new one, query kept, for one release.
  router.get(apiPaths.pedidoComandaAntiga.pattern, (req, res) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.redirect(308, `${req.baseUrl}${apiPaths.pedidoComanda({ id: req.params.id })}${query}`);
  });
  // The printed ticket (the comanda): text lines for 58 or 80 mm paper, or the same as ESC/POS bytes.
  // Whoever sees the orders prints them: the kitchen cooks from the paper ticket.
  router.get(apiPaths.pedidoComanda.pattern, async (req, res) => {
    checkPermissao(req, 'preparo');
    const { largura, formato } = parseWithFirstMessage(comandaQuerySchema, req.query);
    const { comanda, acompanhamento } = await pedidos.comanda(lojaIdOf(req), req.params.id);
    res.set('Cache-Control', 'private, no-store');
    if (formato === 'escpos') {
      const url = acompanhamento && `${publicOrigin(req, webOrigin)}${acompanhamento}`;
      res
        .type('application/octet-stream')
        .set('Content-Disposition', `attachment; filename="pedido-${comanda.codigo}.bin"`)
        .send(Buffer.from(comandaEscpos(comanda, largura, url)));
      return;
    }
    res.type('text/plain; charset=utf-8').send(formatComanda(comanda, largura));
  });
  // "Devolver o PIX" (issue 45): money leaves the shop's account, so the owner or a manager only.
  router.post(apiPaths.pedidoPixDevolucao.pattern, async (req, res) => {
    checkPermissao(req, 'devolucoes');
    res.json(await pedidos.devolverPix(lojaIdOf(req), req.params.id));
  });
  router.put(apiPaths.pedido.pattern, async (req, res) => {
    const { status } = parseWithFirstMessage(pedidoStatusSchema, req.body);
    // Which move the role may make depends on the order's status, which the service reads in the move's transaction.
    checkPermissao(req, 'preparo');
    res.json(await pedidos.updateStatus(lojaIdOf(req), req.params.id, status, req.sessao!));
  });
  return router;
}
