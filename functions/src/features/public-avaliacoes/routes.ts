import { Router } from 'express';
import { avaliacaoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { parseWith } from '../../platform/http/validate.js';
import { answerPublic, CACHE_CURTO, SEM_CACHE, type Disponivel } from '../../platform/public-http.js';
import type { PublicAvaliacoesService } from './service.js';

/**
 * POST /api/pedido/{token}/avaliacao (201, the review as customers read it): open to whoever holds
 * the tracking link; same-origin like every write, rate-limited per IP with the orders (app.ts), once
 * per order by construction (model/avaliacoes.ts), 503 in maintenance.
 * GET /api/loja/{slug}/avaliacoes?antes=: public and briefly cacheable (a new review shows within a minute).
 */
export function publicAvaliacoesRoutes(avaliacoes: PublicAvaliacoesService, disponivel: Disponivel) {
  const router = Router();
  router.post(apiPaths.pedidoAvaliacao.pattern, disponivel, async (req, res) => {
    res.set('Cache-Control', SEM_CACHE);
    res.status(201).json(await avaliacoes.create(req.params.token, parseWith(avaliacaoSchema, req.body)));
  });
  router.get(apiPaths.lojaAvaliacoes.pattern, disponivel, (req, res) =>
    answerPublic(res, avaliacoes.list(req.params.slug, typeof req.query.antes === 'string' ? req.query.antes : undefined), CACHE_CURTO),
  );
  return router;
}
