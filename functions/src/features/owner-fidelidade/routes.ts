import { Router, type RequestHandler } from 'express';
import { fidelidadeSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { FidelidadeService } from './service.js';

/** /api/loja/fidelidade: the loyalty card, beside the coupons (permission `cupons`: the owner and the managers). */
export function fidelidadeRoutes(fidelidade: FidelidadeService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use(apiPaths.lojaFidelidade, owner);
  rotas.get(apiPaths.lojaFidelidade, 'cupons', (lojaId) => fidelidade.read(lojaId));
  rotas.put(apiPaths.lojaFidelidade, 'cupons', (lojaId, req) => fidelidade.save(lojaId, parseWith(fidelidadeSchema, req.body)));
  return router;
}
