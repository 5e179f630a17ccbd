import { Router, type RequestHandler } from 'express';
import { moverComandaSchema, moverLinhaSchema, pedidoDeBalcaoSchema, rodadaSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { readIdempotency } from '../../platform/http/idempotency.js';
import { checkPermissao, rotasDaLoja } from '../../platform/http/sessao.js';
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
  const rotas = rotasDaLoja(router);
  rotas.get(apiPaths.garcomMesas, 'salao', (lojaId) => garcom.mesas(lojaId));
  rotas.post(
    apiPaths.mesaPedido.pattern,
    'salao',
    (lojaId, req) => {
      const rodada = parseWith(rodadaSchema, req.body);
      return garcom.rodada(lojaId, req.params.id, rodada, req.sessao!.nome, readIdempotency(req, rodada));
    },
    201,
  );
  rotas.post(
    apiPaths.balcaoPedidos,
    'salao',
    (lojaId, req) => {
      const pedido = parseWith(pedidoDeBalcaoSchema, req.body);
      // Paying "fiado" charges a customer's tab: the tabs' permission too (a waiter has none).
      if (pedido.fiado) checkPermissao(req, 'fiado');
      return garcom.balcao(lojaId, pedido, req.sessao!.nome, readIdempotency(req, pedido));
    },
    201,
  );
  rotas.post(apiPaths.comandaMover.pattern, 'salao', (lojaId, req) =>
    garcom.moverComanda(lojaId, req.params.id, parseWith(moverComandaSchema, req.body)),
  );
  rotas.post(apiPaths.comandaLinhasMover.pattern, 'salao', (lojaId, req) =>
    garcom.moverLinha(lojaId, req.params.id, parseWith(moverLinhaSchema, req.body), req.sessao!.nome),
  );
  rotas.post(apiPaths.comandaPedirConta.pattern, 'salao', (lojaId, req) => garcom.pedirConta(lojaId, req.params.id));
  return router;
}
