import { Router, type RequestHandler } from 'express';
import { cupomInputSchema, cupomUpdateSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { CuponsService } from './service.js';

/** /api/cupons: the shop's discount coupons (permission `cupons`: the owner and the managers). */
export function cuponsRoutes(cupons: CuponsService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use(apiPaths.cupons, owner);
  rotas.get(apiPaths.cupons, 'cupons', (lojaId) => cupons.list(lojaId));
  rotas.post(apiPaths.cupons, 'cupons', (lojaId, req) => cupons.create(lojaId, parseWith(cupomInputSchema, req.body)), 201);
  rotas.put(apiPaths.cupom.pattern, 'cupons', (lojaId, req) =>
    cupons.update(lojaId, req.params.id, parseWith(cupomUpdateSchema, req.body)),
  );
  rotas.delete(apiPaths.cupom.pattern, 'cupons', (lojaId, req) => cupons.delete(lojaId, req.params.id), 204);
  return router;
}
