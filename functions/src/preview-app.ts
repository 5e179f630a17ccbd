import express from 'express';
import { readEnv, type Env } from './config/env.js';
import { avaliacoesRepository } from './model/avaliacoes.js';
import { linkPreviewRoutes, paginaIndisponivel, type PrimeiraTelaDoCatalogo } from './features/public-link-preview/routes.js';
import { indexHtmlFromHosting, type IndexHtmlSource } from './features/public-link-preview/index-html.js';
import { feedsRepository } from './features/public-feeds/repository.js';
import { feedsRoutes } from './features/public-feeds/routes.js';
import { publicCatalogoService } from './features/public-catalogo/service.js';
import { cardapioRoutes } from './features/public-cardapio/routes.js';
import { publicCardapioService, type RenderCardapio } from './features/public-cardapio/service.js';
import { catalogosRepository } from './model/catalogos.js';
import { produtosRepository } from './model/produtos.js';
import { firebase, type Firebase } from './platform/firebase.js';
import { trustProxyHops } from './platform/http/client-ip.js';
import { deadline } from './platform/http/deadline.js';
import { cspPaginas, securityHeaders } from './platform/http/security.js';
import { createImageStore } from './platform/images/create-image-store.js';

/**
 * Builds the `preview` function's app (public-link-preview) without listening, so tests can run it
 * in-process. `primeiraTela` draws a catalogue's first screen into its HTML (index.ts gives the web
 * app's; without it the app draws the page itself). `renderCardapio`: the printed menu's renderer
 * (the API tests count its drawings); `now`: the clock of its per-minute limit (a test's requests in one minute).
 */
export function createPreviewApp(
  env: Env = readEnv(),
  { db }: Pick<Firebase, 'db'> = firebase(),
  indexHtml: IndexHtmlSource = indexHtmlFromHosting(env),
  primeiraTela: PrimeiraTelaDoCatalogo | null = null,
  { renderCardapio, now }: { renderCardapio?: RenderCardapio; now?: () => Date } = {},
) {
  const app = express();
  app.disable('x-powered-by');
  trustProxyHops(app, env.trustProxyHops);
  // These are the web app's pages: its CSP, not the API's.
  app.use(securityHeaders({ isEmulated: env.isEmulated, csp: cspPaginas(env.authEmulatorHost) }));
  // The same deadline as the API's: with Firestore unreachable a visitor (or a crawler) hears 503
  // with Retry-After in REQUEST_DEADLINE_MS, not after the SDK's 40 s of retries.
  app.use(deadline(env.requestDeadlineMs, paginaIndisponivel));
  const catalogo = publicCatalogoService({ catalogos: catalogosRepository(db), produtos: produtosRepository(db) });
  // Before the pages' routes, whose /loja/{slug}/... would otherwise answer these paths with HTML.
  app.use(feedsRoutes({ catalogos: catalogo, feeds: feedsRepository(db) }, env));
  const images = createImageStore(env);
  app.use(cardapioRoutes({ cardapio: publicCardapioService({ catalogos: catalogo, images, render: renderCardapio }), db }, env, now));
  app.use(
    linkPreviewRoutes(
      {
        catalogo,
        indexHtml,
        primeiraTela,
        images,
        notas: avaliacoesRepository(db).resumoPublico,
      },
      env,
    ),
  );
  return app;
}
