import { Router } from 'express';
import { exclusaoContaSchema, lojistaAdminSchema, lojistaStatusSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import type { AdminLojistasService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/** /api/admin/lojistas, behind requireAdmin. */
export function adminLojistasRoutes(lojistas: AdminLojistasService) {
  const router = Router();
  router.get(apiPaths.admin.lojistas, async (_req, res) => {
    res.json(await lojistas.list());
  });
  router.put(apiPaths.admin.lojistaStatus.pattern, async (req, res) => {
    const { status } = parseWith(lojistaStatusSchema, req.body);
    res.json(await lojistas.updateStatus(req.params.id, status));
  });
  router.put(apiPaths.admin.lojista.pattern, async (req, res) => {
    res.json(await lojistas.update(req.params.id, parseWith(lojistaAdminSchema, req.body)));
  });
  router.delete(apiPaths.admin.lojista.pattern, async (req, res) => {
    const { confirmacao } = parseWith(exclusaoContaSchema, req.body);
    await lojistas.delete(req.params.id, confirmacao);
    res.json({ ok: true });
  });
  return router;
}
