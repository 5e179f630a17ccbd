import { Router, type Request, type Response } from 'express';
import { formatBRL, reaisToCents, type CatalogoResponse, type ProdutoPublicoResponse } from '@vitrine/shared';
import type { Env } from '../../config/env.js';
import type { LojaRef } from '../../model/catalogos.js';
import { AppError, INDISPONIVEL_RETRY_AFTER_SEGUNDOS } from '../../platform/http/errors.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { CACHE_NAO_ENCONTRADO, CACHE_PUBLICO, SEM_CACHE } from '../../platform/public-http.js';
import { injectMeta, resumo, type PreviewMeta } from './html.js';
import type { IndexHtmlSource } from './index-html.js';

/** The public catalogue's answers, with its 404 and 403 (public-catalogo's service, given by preview-app.ts). */
export interface CatalogoPages {
  catalogo(ref: LojaRef): Promise<CatalogoResponse>;
  produto(ref: LojaRef, produtoId: string): Promise<ProdutoPublicoResponse>;
}

const GENERICO = {
  title: 'Vitrine — catálogo online com pedidos pelo WhatsApp',
  description: 'Monte seu catálogo online e receba pedidos pelo WhatsApp. Sem cartão de crédito.',
};
const IMAGEM_PADRAO = '/icons/icon-512.png';

const INDISPONIVEL_HTML =
  '<!doctype html><html lang="pt-BR"><meta charset="UTF-8" /><title>Vitrine</title>' +
  '<p>Não foi possível abrir a página agora. <a href="">Tentar de novo</a></p></html>';

/** The body of a 503 page: also the request deadline's answer for these pages (preview-app.ts). */
export function paginaIndisponivel(res: Response): void {
  res.type('html').send(INDISPONIVEL_HTML);
}

/** The origin the visitor used (Hosting forwards its host); http only for this machine. */
const origemPublica = (req: Request, env: Env) => publicOrigin(req, env.webOrigin);

/** Absolute, for crawlers: the local image store serves paths like /api/imagens/...; http(s) URLs are kept. */
const absoluta = (origem: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origem}${url.startsWith('/') ? '' : '/'}${url}`);

function metaDoCatalogo({ loja }: CatalogoResponse, origem: string, url: string): PreviewMeta {
  return {
    title: loja.nome_loja,
    description: resumo(loja.mensagem_personalizada || `Veja o catálogo de ${loja.nome_loja} e faça seu pedido pelo WhatsApp.`),
    image: absoluta(origem, loja.logo_url || IMAGEM_PADRAO),
    url,
    type: 'website',
  };
}

function metaDoProduto({ produto, loja }: ProdutoPublicoResponse, origem: string, url: string): PreviewMeta {
  const preco = formatBRL(reaisToCents(produto.preco)).replace(/\s/g, ' ');
  return {
    title: `${produto.nome} — ${loja.nome_loja}`,
    description: resumo(produto.descricao ? `${preco} · ${produto.descricao}` : `${preco} em ${loja.nome_loja}. Peça pelo WhatsApp.`),
    image: absoluta(origem, produto.imagem_url || loja.logo_url || IMAGEM_PADRAO),
    url,
    type: 'product',
  };
}

/**
 * The `preview` function's pages (preview-app.ts): Hosting rewrites the public catalogue and
 * product pages (/loja/**, /catalogo/**) to it so that a link pasted into WhatsApp, Instagram or
 * Facebook shows the shop or product. It answers the web app's own index.html with that page's title, description and
 * OpenGraph/Twitter tags, every text escaped; the single-page app then starts as usual. Unknown
 * shop or product: the generic tags with 404 (the app shows its error screen). One read by id,
 * two by slug, like the API; the CDN keeps the answer as long as the API's.
 */
export function linkPreviewRoutes({ catalogo, indexHtml }: { catalogo: CatalogoPages; indexHtml: IndexHtmlSource }, env: Env) {
  const router = Router();

  async function responder(req: Request, res: Response, meta: (origem: string, url: string) => Promise<PreviewMeta>) {
    const origem = origemPublica(req, env);
    const url = `${origem}${req.path}`;
    let status = 200;
    let pagina: PreviewMeta;
    try {
      pagina = await meta(origem, url);
    } catch (error) {
      status = error instanceof AppError ? error.status : 503;
      if (!(error instanceof AppError)) console.error('Prévia do link:', error instanceof Error ? error.message : error);
      pagina = { ...GENERICO, image: absoluta(origem, IMAGEM_PADRAO), url, type: 'website' };
    }
    let html: string;
    try {
      html = injectMeta(await indexHtml(origem), pagina);
    } catch (error) {
      console.error('Prévia do link: index.html indisponível:', error instanceof Error ? error.message : error);
      if (res.headersSent) return;
      res.status(503).set({ 'Cache-Control': SEM_CACHE, 'Retry-After': String(INDISPONIVEL_RETRY_AFTER_SEGUNDOS) });
      paginaIndisponivel(res);
      return;
    }
    // The request deadline (preview-app.ts) may have answered while Firestore kept us waiting.
    if (res.headersSent) return;
    const cache = status === 200 ? CACHE_PUBLICO : status === 404 ? CACHE_NAO_ENCONTRADO : SEM_CACHE;
    if (status === 503) res.set('Retry-After', String(INDISPONIVEL_RETRY_AFTER_SEGUNDOS));
    res.status(status).set('Cache-Control', cache).type('html').send(html);
  }

  const paginaDoCatalogo = (req: Request, res: Response, ref: LojaRef) =>
    responder(req, res, async (origem, url) => metaDoCatalogo(await catalogo.catalogo(ref), origem, url));
  const paginaDoProduto = (req: Request, res: Response, ref: LojaRef, produtoId: string) =>
    responder(req, res, async (origem, url) => metaDoProduto(await catalogo.produto(ref, produtoId), origem, url));

  router.get('/loja/:slug', (req, res) => paginaDoCatalogo(req, res, { slug: req.params.slug }));
  router.get('/catalogo/:lojistaId', (req, res) => paginaDoCatalogo(req, res, { lojistaId: req.params.lojistaId }));
  router.get('/loja/:slug/produto/:produtoId', (req, res) => paginaDoProduto(req, res, { slug: req.params.slug }, req.params.produtoId));
  router.get('/catalogo/:lojistaId/produto/:produtoId', (req, res) =>
    paginaDoProduto(req, res, { lojistaId: req.params.lojistaId }, req.params.produtoId),
  );
  // Any other path Hosting sends here is no page of the app: the generic tags, 404.
  router.get('/{*resto}', (req, res) =>
    responder(req, res, () => {
      throw new AppError(404, 'Página não encontrada');
    }),
  );
  return router;
}
