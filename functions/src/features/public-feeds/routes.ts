import { Router, type Request, type Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { catalogoPath, lojaRefOf, produtoPagePath, type CatalogoResponse } from '@vitrine/shared';
import { lojaRefPath } from '@vitrine/shared/api-paths';
import { pageFilePaths } from '@vitrine/shared/page-file-paths';
import type { Env } from '../../config/env.js';
import type { LojaRef } from '../../model/catalogos.js';
import { detalhesDosProdutos, todosOsProdutos, umaVezPorDocumento, type LeiturasDoCatalogo } from '../../model/catalogo-inteiro.js';
import { AppError, describeError, INDISPONIVEL_RETRY_AFTER_SEGUNDOS } from '../../platform/http/errors.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { answerPageFileError, CACHE_PUBLICO, SEM_CACHE } from '../../platform/public-http.js';
import { escapeXml, feedGoogle, feedMeta, itensDoFeed, precisaDoDetalhe } from './feeds.js';
import type { FeedsRepository } from './repository.js';

const FEED_DESLIGADO = 'Feed desligado pela loja';
/** A sitemap holds at most 50,000 URLs (sitemaps.org); a shop's pages beyond it are left out. */
const SITEMAP_MAX = 50_000;

const urlset = (urls: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.slice(0, SITEMAP_MAX).map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/**
 * Where a shop is found besides its link (issue 32), served by the `preview` function under the
 * shop's pages (Hosting rewrites /loja/**, /catalogo/** and /sitemap.xml to it): the Meta and
 * Google product feeds and the sitemaps. robots.txt naming the sitemap is Hosting's own file
 * (web/build/robots.ts): the Functions runtime answers that path itself.
 * Cached at the CDN as the catalogue is (a publish shows within its s-maxage); a suspended or
 * unavailable shop, or one that turned its feeds off, answers 404 so the channels drop its items.
 */
export function feedsRoutes({ catalogos, feeds }: { catalogos: LeiturasDoCatalogo; feeds: FeedsRepository }, env: Env) {
  const router = Router();

  /** Runs `gerar` for an available shop, answering its text, or the error's status as plain text. */
  async function responder(
    req: Request,
    res: Response,
    ref: LojaRef,
    tipo: string,
    gerar: (catalogo: CatalogoResponse) => Promise<string>,
  ) {
    try {
      const catalogo = await catalogos.catalogo(ref);
      const corpo = await gerar(catalogo);
      if (res.headersSent) return;
      res.set('Cache-Control', CACHE_PUBLICO).type(tipo).send(corpo);
    } catch (error) {
      answerPageFileError(res, error, { oQue: 'Feed ou sitemap', indisponivel: 'Não foi possível abrir a loja agora.' });
    }
  }

  async function gerarFeed(catalogo: CatalogoResponse, formato: 'meta' | 'google', origem: string): Promise<string> {
    const produtos = await todosOsProdutos(catalogos, catalogo);
    const detalhes = await detalhesDosProdutos(catalogos, catalogo.loja.lojista_id, produtos, precisaDoDetalhe);
    const itens = itensDoFeed(catalogo, produtos, origem, detalhes);
    if (formato === 'meta') return feedMeta(itens);
    const { loja } = catalogo;
    return feedGoogle(itens, {
      titulo: loja.nome_loja,
      link: `${origem}${catalogoPath(loja.lojista_id, loja.subdominio)}`,
      descricao: loja.mensagem_personalizada || `Catálogo de ${loja.nome_loja}`,
    });
  }

  /*
   * Each feed made from one answer of the catalogue's document, by format and origin. The CDN keeps
   * a feed 60 s, but a query string passes it, and a feed costs a read per later page and per
   * product with a grade or priced by its choices: here one is made at most once per document this
   * instance holds (umaVezPorDocumento), whatever the URL asked.
   */
  const feitos = umaVezPorDocumento<string>();

  const feed = (req: Request, res: Response, ref: LojaRef, formato: 'meta' | 'google') =>
    responder(req, res, ref, formato === 'meta' ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8', async (catalogo) => {
      if (!(await feeds.feedsAtivos(catalogo.loja.lojista_id))) throw new AppError(404, FEED_DESLIGADO);
      const origem = publicOrigin(req, env.webOrigin);
      return feitos(catalogo, `${formato} ${origem}`, () => gerarFeed(catalogo, formato, origem));
    });

  /** A shop's sitemap: its catalogue and every product page, by its slug when it has one (the canonical URLs). */
  const sitemapDaLoja = (req: Request, res: Response, ref: LojaRef) =>
    responder(req, res, ref, 'application/xml; charset=utf-8', async (catalogo) => {
      const origem = publicOrigin(req, env.webOrigin);
      const { lojista_id, subdominio } = catalogo.loja;
      const produtos = await todosOsProdutos(catalogos, catalogo);
      return urlset([
        `${origem}${catalogoPath(lojista_id, subdominio)}`,
        ...produtos.map((produto) => `${origem}${produtoPagePath(lojista_id, subdominio, produto.id)}`),
      ]);
    });

  // Each by the shop's link and by its id, as its pages are.
  for (const [paths, ref] of [
    [
      { meta: pageFilePaths.lojaFeedMeta, google: pageFilePaths.lojaFeedGoogle, sitemap: pageFilePaths.lojaSitemap },
      (req: Request) => ({ slug: String(req.params.slug) }),
    ],
    [
      { meta: pageFilePaths.catalogoFeedMeta, google: pageFilePaths.catalogoFeedGoogle, sitemap: pageFilePaths.catalogoSitemap },
      (req: Request) => ({ lojaId: String(req.params.lojaId) }),
    ],
  ] as const) {
    router.get(paths.meta.pattern, (req, res) => feed(req, res, ref(req), 'meta'));
    router.get(paths.google.pattern, (req, res) => feed(req, res, ref(req), 'google'));
    router.get(paths.sitemap.pattern, (req, res) => sitemapDaLoja(req, res, ref(req)));
  }

  /** The platform's sitemap index: one sitemap per available shop (each within sitemaps.org's 50,000 URLs). */
  router.get(pageFilePaths.sitemap, async (req, res) => {
    const origem = publicOrigin(req, env.webOrigin);
    let lojas: { lojaId: string; subdominio: string | null }[];
    try {
      lojas = await feeds.lojasAtivas();
    } catch (error) {
      logger.error('Sitemap', { erro: describeError(error) });
      if (!res.headersSent)
        res
          .status(503)
          .set({ 'Cache-Control': SEM_CACHE, 'Retry-After': String(INDISPONIVEL_RETRY_AFTER_SEGUNDOS) })
          .end();
      return;
    }
    const sitemaps = lojas
      .slice(0, SITEMAP_MAX)
      .map(
        ({ lojaId, subdominio }) =>
          `  <sitemap><loc>${escapeXml(`${origem}${lojaRefPath(lojaRefOf(lojaId, subdominio), pageFilePaths.lojaSitemap, pageFilePaths.catalogoSitemap)}`)}</loc></sitemap>`,
      );
    const corpo = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...sitemaps,
      '</sitemapindex>',
      '',
    ].join('\n');
    if (!res.headersSent) res.set('Cache-Control', CACHE_PUBLICO).type('application/xml; charset=utf-8').send(corpo);
  });

  return router;
}
