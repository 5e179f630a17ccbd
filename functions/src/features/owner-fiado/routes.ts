import { Router, type RequestHandler } from 'express';
import { fiadoClienteSchema, pagamentoDoFiadoSchema, telefoneDoFiadoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWithFirstMessage as parseWith } from '../../platform/http/validate.js';
import type { FiadoService } from './service.js';

/** /api/fiado: customers' tabs (issue 46; permission `fiado`: the owner, managers and attendants). */
export function fiadoRoutes(fiado: FiadoService, owner: RequestHandler) {
  const router = Router();
  router.use([apiPaths.fiadoClientes, apiPaths.fiadoCliente.pattern, apiPaths.fiadoClientePagamentos.pattern], owner);
  // The path's phone in any form a person types ("(11) 98765-4321" encoded, "5511987654321"): 400 when it is none.
  const telefoneDe = (valor: string) => parseWith(telefoneDoFiadoSchema, valor);

  const rotas = rotasDaLoja(router);
  rotas.get(apiPaths.fiadoClientes, 'fiado', (lojaId) => fiado.list(lojaId));
  rotas.put(apiPaths.fiadoCliente.pattern, 'fiado', (lojaId, req) =>
    fiado.save(lojaId, telefoneDe(req.params.telefone), parseWith(fiadoClienteSchema, req.body)),
  );
  rotas.get(apiPaths.fiadoCliente.pattern, 'fiado', (lojaId, req) => fiado.get(lojaId, telefoneDe(req.params.telefone)));
  rotas.post(
    apiPaths.fiadoClientePagamentos.pattern,
    'fiado',
    (lojaId, req) => {
      const telefone = telefoneDe(req.params.telefone);
      const pagamento = parseWith(pagamentoDoFiadoSchema, req.body);
      const { uid, nome } = req.sessao!;
      return fiado.receber(lojaId, telefone, pagamento, { uid, nome });
    },
    201,
  );
  return router;
}
