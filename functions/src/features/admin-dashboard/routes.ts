import { Router } from 'express';
import type { AdminDashboardService } from './service.js';

/** /api/admin/dashboard/stats, /sistema and /atividades, behind requireAdmin. */
export function adminDashboardRoutes(dashboard: AdminDashboardService) {
  const router = Router();
  router.get('/dashboard/stats', async (_req, res) => {
    res.json(await dashboard.stats());
  });
  router.get('/sistema', async (_req, res) => {
    res.json(await dashboard.sistema());
  });
  router.get('/atividades', async (_req, res) => {
    res.json(await dashboard.atividades());
  });
  return router;
}
