import { SLUGS_RESERVADOS } from '@vitrine/shared';
import { Router } from 'express';
import { answerPublic, answerPublicSerializado, type Disponivel } from '../../platform/public-http.js';
import type { PublicCatalogoService } from './service.js';

/**
 * The public catalogue (docs/api.md, public-catalogo), open to anyone: no session is read, owner cookies are
 * ignored. `disponivel` answers 503 in maintenance mode. Mounted first, before body and cookie
 * parsing and the owner's routers, since it is the busiest path; a reserved slug
 * (/loja/configuracao) passes on to the owner's routes.
 */
export function publicCatalogoRoutes(catalogo: PublicCatalogoService, disponivel: Disponivel) {
  const router = Router();
  router.param('slug', (_req, _res, next, slug: string) => next(SLUGS_RESERVADOS.has(slug) ? 'route' : undefined));
  router.get('/catalogo/:lojistaId', disponivel, (req, res) =>
    answerPublicSerializado(req, res, catalogo.catalogo({ lojistaId: req.params.lojistaId })),
  );
  router.get('/loja/:slug', disponivel, (req, res) => answerPublicSerializado(req, res, catalogo.catalogo({ slug: req.params.slug })));
  router.get('/catalogo/:lojistaId/produto/:produtoId', disponivel, (req, res) =>
    answerPublic(res, catalogo.produto({ lojistaId: req.params.lojistaId }, req.params.produtoId)),
  );
  router.get('/loja/:slug/produto/:produtoId', disponivel, (req, res) =>
    answerPublic(res, catalogo.produto({ slug: req.params.slug }, req.params.produtoId)),
  );
  router.get('/lojista/:lojistaId/whatsapp', disponivel, (req, res) => answerPublic(res, catalogo.whatsapp(req.params.lojistaId)));
  return router;
}
