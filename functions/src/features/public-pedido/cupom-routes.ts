import { Router } from 'express';
import { cupomCheckQuerySchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { parseWith } from '../../platform/http/validate.js';
import { SEM_CACHE, type Disponivel } from '../../platform/public-http.js';
import type { PublicCupomService } from './cupom-service.js';

/**
 * GET /api/loja/{slug}/cupom/{codigo} and /api/catalogo/{lojaId}/cupom/{codigo}: open to anyone
 * like the order, rate-limited per IP in a budget of its own (app.ts: codes cannot be guessed by
 * the thousand), never cached (uses change), 503 in maintenance.
 */
export function publicCupomRoutes(cupons: PublicCupomService, disponivel: Disponivel) {
  const router = Router();
  router.get(apiPaths.lojaCupom.pattern, disponivel, async (req, res) => {
    res.set('Cache-Control', SEM_CACHE);
    const query = parseWith(cupomCheckQuerySchema, req.query);
    res.json(await cupons.check({ slug: req.params.slug }, req.params.codigo, query));
  });
  router.get(apiPaths.catalogoCupom.pattern, disponivel, async (req, res) => {
    res.set('Cache-Control', SEM_CACHE);
    const query = parseWith(cupomCheckQuerySchema, req.query);
    res.json(await cupons.check({ lojaId: req.params.lojaId }, req.params.codigo, query));
  });
  return router;
}
