import { Router, type RequestHandler } from 'express';
import { avaliacaoUpdateSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { OwnerAvaliacoesService } from './service.js';

/**
 * /api/avaliacoes: the shop's reviews (issue 47), permission `relatorios` (the owner and the
 * managers, who read the dashboard's figures): reading them all, answering one publicly and hiding it
 * are one area, the shop's reputation; the counter's staff neither read nor answer them.
 */
export function ownerAvaliacoesRoutes(avaliacoes: OwnerAvaliacoesService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use(apiPaths.avaliacoes, owner);
  rotas.get(apiPaths.avaliacoes, 'relatorios', (lojaId, req) =>
    avaliacoes.list(lojaId, typeof req.query.antes === 'string' ? req.query.antes : undefined),
  );
  rotas.put(apiPaths.avaliacao.pattern, 'relatorios', (lojaId, req) =>
    avaliacoes.update(lojaId, req.params.id, parseWith(avaliacaoUpdateSchema, req.body)),
  );
  return router;
}
