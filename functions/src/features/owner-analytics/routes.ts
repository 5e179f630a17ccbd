import { Router, type RequestHandler } from 'express';
import { PERIODO_INVALIDO, PERIODOS_ANALYTICS, type PeriodoAnalytics } from '@vitrine/shared';
import { AppError } from '../../platform/http/errors.js';
import type { AnalyticsService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';

/** ?periodo= exactly 7, 30 or 90: missing, repeated, '07' or anything else is a 400. */
function lerPeriodo(valor: unknown): PeriodoAnalytics {
  const periodo = PERIODOS_ANALYTICS.find((candidato) => String(candidato) === valor);
  if (periodo === undefined) throw new AppError(400, PERIODO_INVALIDO);
  return periodo;
}

/** GET /api/analytics?periodo=7|30|90 for the signed-in owner (`owner` is requireOwner: the shop is always the session's). */
export function analyticsRoutes(analytics: AnalyticsService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.analytics, owner);
  router.get(apiPaths.analytics, async (req, res) => {
    checkPermissao(req, 'relatorios');
    res.json(await analytics.relatorio(lojaIdOf(req), lerPeriodo(req.query.periodo)));
  });
  return router;
}
