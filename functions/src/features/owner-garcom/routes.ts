import { Router, type RequestHandler } from 'express';
import { moverComandaSchema, moverLinhaSchema, pedidoDeBalcaoSchema, rodadaSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { readIdempotency } from '../../platform/http/idempotency.js';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';
import { parseWithFirstMessage as parseWith } from '../../platform/http/validate.js';
import type { GarcomService } from './service.js';

/**
 * The floor staff's routes (issue 44; permission `salao`: the owner, managers, attendants and
 * waiters): the tables as a waiter picks them, a round for a table, moving a bill or a line,
 * asking for the bill, and counter orders. Mounted before owner-mesas and owner-comandas, whose
 * prefixes these paths share, so the owner guard runs once.
 */
export function garcomRoutes(garcom: GarcomService, owner: RequestHandler) {
  const router = Router();
  const caminhos = [
    apiPaths.garcomMesas,
    apiPaths.balcaoPedidos,
    apiPaths.mesaPedido.pattern,
    apiPaths.comandaMover.pattern,
    apiPaths.comandaLinhasMover.pattern,
    apiPaths.comandaPedirConta.pattern,
  ];
  router.use(caminhos, owner);
  router.get(apiPaths.garcomMesas, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await garcom.mesas(lojaIdOf(req)));
  });
  router.post(apiPaths.mesaPedido.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    const rodada = parseWith(rodadaSchema, req.body);
    res.status(201).json(await garcom.rodada(lojaIdOf(req), req.params.id, rodada, req.sessao!.nome, readIdempotency(req, rodada)));
  });
  router.post(apiPaths.balcaoPedidos, async (req, res) => {
    checkPermissao(req, 'salao');
    const pedido = parseWith(pedidoDeBalcaoSchema, req.body);
    // Paying "fiado" charges a customer's tab: the tabs' permission too (a waiter has none).
    if (pedido.fiado) checkPermissao(req, 'fiado');
    res.status(201).json(await garcom.balcao(lojaIdOf(req), pedido, req.sessao!.nome, readIdempotency(req, pedido)));
  });
  router.post(apiPaths.comandaMover.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await garcom.moverComanda(lojaIdOf(req), req.params.id, parseWith(moverComandaSchema, req.body)));
  });
  router.post(apiPaths.comandaLinhasMover.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await garcom.moverLinha(lojaIdOf(req), req.params.id, parseWith(moverLinhaSchema, req.body), req.sessao!.nome));
  });
  router.post(apiPaths.comandaPedirConta.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await garcom.pedirConta(lojaIdOf(req), req.params.id));
  });
  return router;
}
