import { Router, type RequestHandler } from 'express';
import { fidelidadeSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { FidelidadeService } from './service.js';

/** /api/loja/fidelidade: the loyalty card, beside the coupons (permission `cupons`: the owner and the managers). */
export function fidelidadeRoutes(fidelidade: FidelidadeService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.lojaFidelidade, owner);
  router.get(apiPaths.lojaFidelidade, async (req, res) => {
    checkPermissao(req, 'cupons');
    res.json(await fidelidade.read(lojaIdOf(req)));
  });
  router.put(apiPaths.lojaFidelidade, async (req, res) => {
    checkPermissao(req, 'cupons');
    res.json(await fidelidade.save(lojaIdOf(req), parseWith(fidelidadeSchema, req.body)));
  });
  return router;
}
