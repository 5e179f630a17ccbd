import { Router, type RequestHandler } from 'express';
import { cupomInputSchema, cupomUpdateSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { CuponsService } from './service.js';

/** /api/cupons: the shop's discount coupons (permission `cupons`: the owner and the managers). */
export function cuponsRoutes(cupons: CuponsService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.cupons, owner);
  router.get(apiPaths.cupons, async (req, res) => {
    checkPermissao(req, 'cupons');
    res.json(await cupons.list(lojaIdOf(req)));
  });
  router.post(apiPaths.cupons, async (req, res) => {
    checkPermissao(req, 'cupons');
    res.status(201).json(await cupons.create(lojaIdOf(req), parseWith(cupomInputSchema, req.body)));
  });
  router.put(apiPaths.cupom.pattern, async (req, res) => {
    checkPermissao(req, 'cupons');
    res.json(await cupons.update(lojaIdOf(req), req.params.id, parseWith(cupomUpdateSchema, req.body)));
  });
  router.delete(apiPaths.cupom.pattern, async (req, res) => {
    checkPermissao(req, 'cupons');
    await cupons.delete(lojaIdOf(req), req.params.id);
    res.status(204).end();
  });
  return router;
}
