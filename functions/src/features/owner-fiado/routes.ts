import { Router, type RequestHandler } from 'express';
import { fiadoClienteSchema, pagamentoDoFiadoSchema, telefoneDoFiadoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';
import { parseWithFirstMessage as parseWith } from '../../platform/http/validate.js';
import type { FiadoService } from './service.js';

/** /api/fiado: customers' tabs (issue 46; permission `fiado`: the owner, managers and attendants). */
export function fiadoRoutes(fiado: FiadoService, owner: RequestHandler) {
  const router = Router();
  router.use([apiPaths.fiadoClientes, apiPaths.fiadoCliente.pattern, apiPaths.fiadoClientePagamentos.pattern], owner);
  // The path's phone in any form a person types ("(11) 98765-4321" encoded, "5511987654321"): 400 when it is none.
  const telefoneDe = (valor: string) => parseWith(telefoneDoFiadoSchema, valor);

  router.get(apiPaths.fiadoClientes, async (req, res) => {
    checkPermissao(req, 'fiado');
    res.json(await fiado.list(lojaIdOf(req)));
  });
  router.put(apiPaths.fiadoCliente.pattern, async (req, res) => {
    checkPermissao(req, 'fiado');
    const telefone = telefoneDe(req.params.telefone);
    res.json(await fiado.save(lojaIdOf(req), telefone, parseWith(fiadoClienteSchema, req.body)));
  });
  router.get(apiPaths.fiadoCliente.pattern, async (req, res) => {
    checkPermissao(req, 'fiado');
    res.json(await fiado.get(lojaIdOf(req), telefoneDe(req.params.telefone)));
  });
  router.post(apiPaths.fiadoClientePagamentos.pattern, async (req, res) => {
    checkPermissao(req, 'fiado');
    const telefone = telefoneDe(req.params.telefone);
    const pagamento = parseWith(pagamentoDoFiadoSchema, req.body);
    const { uid, nome } = req.sessao!;
    res.status(201).json(await fiado.receber(lojaIdOf(req), telefone, pagamento, { uid, nome }));
  });
  return router;
}
