import { BUSCA_TERMO_MAX, SLUGS_RESERVADOS, TIPOS_ENTREGA, type TipoEntrega } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { Router, type Request, type Response } from 'express';
import { AppError } from '../../platform/http/errors.js';
import type { LojaRef } from '../../model/catalogos.js';
import { answerPublic, answerPublicSerializado, CACHE_CURTO, type Disponivel } from '../../platform/public-http.js';
import type { PublicCatalogoService } from './service.js';

/** ?q=…&categoria=…&inicio=…: a malformed term or offset is a 400, said in Portuguese. */
function buscaDe(query: Request['query']): { q: string; categoria: string | null; inicio: number } {
  const texto = (valor: unknown) => (typeof valor === 'string' ? valor : '');
  const q = texto(query.q).trim();
  if (q.length > BUSCA_TERMO_MAX) throw new AppError(400, `Busque com no máximo ${BUSCA_TERMO_MAX} caracteres.`);
  const inicio = texto(query.inicio) === '' ? 0 : Number(query.inicio);
  if (!Number.isInteger(inicio) || inicio < 0 || inicio > 100_000) throw new AppError(400, 'Início da busca inválido.');
  return { q, categoria: texto(query.categoria).trim() || null, inicio };
}

/** ?tipo=entrega|retirada|envio: how the order is received; anything else is a 400. */
function tipoDe(tipo: unknown): TipoEntrega {
  if (!TIPOS_ENTREGA.includes(tipo as TipoEntrega)) throw new AppError(400, 'Informe o tipo: entrega, retirada ou envio.');
  return tipo as TipoEntrega;
}

/**
 * The public catalogue (docs/api.md, public-catalogo), open to anyone: no session is read, owner cookies are
 * ignored. `disponivel` answers 503 in maintenance mode. Mounted first, before body and cookie
 * parsing and the owner's routers, since it is the busiest path; a reserved slug
 * (/loja/configuracao) passes on to the owner's routes.
 */
export function publicCatalogoRoutes(catalogo: PublicCatalogoService, disponivel: Disponivel) {
  const router = Router();
  router.param('slug', (_req, _res, next, slug: string) => next(SLUGS_RESERVADOS.has(slug) ? 'route' : undefined));
  router.get(apiPaths.catalogo.pattern, disponivel, (req, res) =>
    answerPublicSerializado(req, res, catalogo.catalogo({ lojaId: req.params.lojaId })),
  );
  router.get(apiPaths.lojaCatalogo.pattern, disponivel, (req, res) =>
    answerPublicSerializado(req, res, catalogo.catalogo({ slug: req.params.slug })),
  );
  router.get(apiPaths.catalogoProduto.pattern, disponivel, (req, res) =>
    answerPublic(res, catalogo.produto({ lojaId: req.params.lojaId }, req.params.produtoId)),
  );
  router.get(apiPaths.lojaProduto.pattern, disponivel, (req, res) =>
    answerPublic(res, catalogo.produto({ slug: req.params.slug }, req.params.produtoId)),
  );
  router.get(apiPaths.catalogoPagina.pattern, disponivel, (req, res) =>
    answerPublicSerializado(req, res, catalogo.pagina(req.params.lojaId, req.params.paginaId)),
  );
  router.get(apiPaths.catalogoBusca.pattern, disponivel, (req, res) =>
    answerPublic(
      res,
      Promise.resolve().then(() => catalogo.busca(req.params.lojaId, buscaDe(req.query))),
    ),
  );
  // Issue 31: a scheduled order's slots, for delivery or pickup (?tipo=), as the shop's hours and settings give them now.
  const horarios = (req: Request, res: Response, ref: LojaRef) =>
    answerPublic(
      res,
      Promise.resolve().then(() => catalogo.horariosDisponiveis(ref, tipoDe(req.query.tipo))),
      CACHE_CURTO,
    );
  router.get(apiPaths.lojaHorariosDisponiveis.pattern, disponivel, (req, res) => horarios(req, res, { slug: req.params.slug }));
  router.get(apiPaths.catalogoHorariosDisponiveis.pattern, disponivel, (req, res) => horarios(req, res, { lojaId: req.params.lojaId }));
  router.get(apiPaths.lojistaWhatsappPublico.pattern, disponivel, (req, res) => answerPublic(res, catalogo.whatsapp(req.params.lojaId)));
  return router;
}
