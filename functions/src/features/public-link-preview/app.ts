import express, { type Request, type Response } from 'express';
import { formatBRL, reaisToCents, type CatalogoResponse, type ProdutoPublicoResponse } from '@vitrine/shared';
import { readEnv, type Env } from '../../config/env.js';
import { firebase, type Firebase } from '../../platform/firebase.js';
import { AppError } from '../../platform/http/errors.js';
import { trustProxyHops } from '../../platform/http/client-ip.js';
import { cspPaginas, securityHeaders } from '../../platform/http/security.js';
import { CACHE_NAO_ENCONTRADO, CACHE_PUBLICO, SEM_CACHE } from '../public-catalogo/http.js';
import { publicCatalogoRepository, type LojaRef } from '../public-catalogo/repository.js';
import { publicCatalogoService } from '../public-catalogo/service.js';
import { injectMeta, resumo, type PreviewMeta } from './html.js';
import { indexHtmlFromHosting, type IndexHtmlSource } from './index-html.js';

const GENERICO = {
  title: 'Vitrine — catálogo online com pedidos pelo WhatsApp',
  description: 'Monte seu catálogo online e receba pedidos pelo WhatsApp. Sem cartão de crédito.',
};
const IMAGEM_PADRAO = '/icons/icon-512.png';

const INDISPONIVEL_HTML =
  '<!doctype html><html lang="pt-BR"><meta charset="UTF-8" /><title>Vitrine</title>' +
  '<p>Não foi possível abrir a página agora. <a href="">Tentar de novo</a></p></html>';

/** The origin the visitor used (Hosting forwards its host); http only for this machine. */
function origemPublica(req: Request, env: Env): string {
  return env.webOrigin ?? `${req.protocol}://${req.host}`;
}

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
 * The `preview` function: Hosting rewrites the public catalogue and product pages (/loja/**,
 * /catalogo/**) to it so that a link pasted into WhatsApp, Instagram or Facebook shows the shop or
 * product. It answers the web app's own index.html with that page's title, description and
 * OpenGraph/Twitter tags, every text escaped; the single-page app then starts as usual. Unknown
 * shop or product: the generic tags with 404 (the app shows its error screen). One read by id,
 * two by slug, like the API; the CDN keeps the answer as long as the API's.
 */
export function createPreviewApp(
  env: Env = readEnv(),
  { db }: Pick<Firebase, 'db'> = firebase(),
  indexHtml: IndexHtmlSource = indexHtmlFromHosting(env),
) {
  const catalogo = publicCatalogoService(publicCatalogoRepository(db));
  const app = express();
  app.disable('x-powered-by');
  trustProxyHops(app, env.trustProxyHops);
  // These are the web app's pages: its CSP, not the API's.
  app.use(securityHeaders({ isEmulated: env.isEmulated, csp: cspPaginas(env.authEmulatorHost) }));

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
      res.status(503).set({ 'Cache-Control': SEM_CACHE, 'Retry-After': '30' }).type('html').send(INDISPONIVEL_HTML);
      return;
    }
    const cache = status === 200 ? CACHE_PUBLICO : status === 404 ? CACHE_NAO_ENCONTRADO : SEM_CACHE;
    res.status(status).set('Cache-Control', cache).type('html').send(html);
  }

  const paginaDoCatalogo = (req: Request, res: Response, ref: LojaRef) =>
    responder(req, res, async (origem, url) => metaDoCatalogo(await catalogo.catalogo(ref), origem, url));
  const paginaDoProduto = (req: Request, res: Response, ref: LojaRef, produtoId: string) =>
    responder(req, res, async (origem, url) => metaDoProduto(await catalogo.produto(ref, produtoId), origem, url));

  app.get('/loja/:slug', (req, res) => paginaDoCatalogo(req, res, { slug: req.params.slug }));
  app.get('/catalogo/:lojistaId', (req, res) => paginaDoCatalogo(req, res, { lojistaId: req.params.lojistaId }));
  app.get('/loja/:slug/produto/:produtoId', (req, res) => paginaDoProduto(req, res, { slug: req.params.slug }, req.params.produtoId));
  app.get('/catalogo/:lojistaId/produto/:produtoId', (req, res) =>
    paginaDoProduto(req, res, { lojistaId: req.params.lojistaId }, req.params.produtoId),
  );
  // Any other path Hosting sends here is no page of the app: the generic tags, 404.
  app.get('/{*resto}', (req, res) =>
    responder(req, res, () => {
      throw new AppError(404, 'Página não encontrada');
    }),
  );
  return app;
}
