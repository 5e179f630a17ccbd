import { Router } from 'express';
import { answerPublic } from '../../platform/public-http.js';
import type { PublicPlanosService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/**
 * GET /api/planos (docs/api.md, public-planos): the plans and prices for the landing page, open to
 * anyone. No session is read and no cookie set, so Hosting's CDN answers repeats; an administrator's
 * change shows within the cache's few minutes. Not behind maintenance: the landing page still says
 * what Vitrine costs while the catalogues are down.
 */
export function publicPlanosRoutes(planos: PublicPlanosService) {
  const router = Router();
  router.get(apiPaths.planos, (_req, res) => answerPublic(res, planos.list()));
  return router;
}
