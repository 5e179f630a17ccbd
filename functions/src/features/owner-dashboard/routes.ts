import { Router, type RequestHandler } from 'express';
import type { DashboardService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja } from '../../platform/http/sessao.js';

/** GET /api/dashboard/stats for the signed-in owner (`owner` is requireOwner: the shop is always the session's). */
export function dashboardRoutes(dashboard: DashboardService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use(apiPaths.dashboardStats, owner);
  rotas.get(apiPaths.dashboardStats, 'relatorios', (lojaId) => dashboard.stats(lojaId));
  return router;
}
