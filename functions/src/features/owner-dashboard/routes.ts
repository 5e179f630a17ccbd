import { Router, type RequestHandler } from 'express';
import type { DashboardService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';

/** GET /api/dashboard/stats for the signed-in owner (`owner` is requireOwner: the shop is always the session's). */
export function dashboardRoutes(dashboard: DashboardService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.dashboardStats, owner);
  router.get(apiPaths.dashboardStats, async (req, res) => {
    checkPermissao(req, 'relatorios');
    res.json(await dashboard.stats(lojaIdOf(req)));
  });
  return router;
}
