import { Router } from 'express';
import type { AdminDashboardService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/** /api/admin/dashboard/stats, /sistema and /atividades, behind requireAdmin. */
export function adminDashboardRoutes(dashboard: AdminDashboardService) {
  const router = Router();
  router.get(apiPaths.admin.dashboardStats, async (_req, res) => {
    res.json(await dashboard.stats());
  });
  router.get(apiPaths.admin.sistema, async (_req, res) => {
    res.json(await dashboard.sistema());
  });
  router.get(apiPaths.admin.atividades, async (_req, res) => {
    res.json(await dashboard.atividades());
  });
  return router;
}
