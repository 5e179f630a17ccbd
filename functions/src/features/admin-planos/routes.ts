import { Router } from 'express';
import { planoSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import type { AdminPlanosService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/** /api/admin/planos, behind requireAdmin. */
export function adminPlanosRoutes(planos: AdminPlanosService) {
  const router = Router();
  router.get(apiPaths.admin.planos, async (_req, res) => {
    res.json(await planos.list());
  });
  router.post(apiPaths.admin.planos, async (req, res) => {
    res.status(201).json(await planos.create(parseWith(planoSchema, req.body)));
  });
  router.put(apiPaths.admin.plano.pattern, async (req, res) => {
    res.json(await planos.update(req.params.id, parseWith(planoSchema, req.body)));
  });
  router.delete(apiPaths.admin.plano.pattern, async (req, res) => {
    await planos.remove(req.params.id);
    res.json({ ok: true });
  });
  return router;
}
