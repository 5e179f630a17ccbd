import { gzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { corValida, formatBRL, reaisToCents, type CatalogoResponse, type LojaPublica, type ProdutoPublicoResponse } from '@vitrine/shared';
import { lojaRefPath, pagePaths } from '@vitrine/shared/api-paths';
import { pageFilePaths } from '@vitrine/shared/page-file-paths';
import type { Env } from '../../config/env.js';
import type { LojaRef } from '../../model/catalogos.js';
import { AppError, describeError, INDISPONIVEL_RETRY_AFTER_SEGUNDOS } from '../../platform/http/errors.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { CACHE_NAO_ENCONTRADO, CACHE_PUBLICO, SEM_CACHE } from '../../platform/public-http.js';
import { dadosDaLoja, dadosDoProduto, urlDaLoja, urlDoProduto, type NotasDaLoja } from './dados-estruturados.js';
import { injectApp, injectBusca, injectMeta, injectPrimeiraTela, resumo, type PreviewMeta, type PrimeiraTela } from './html.js';
import { drawIcone, ehIcone, iconeUrl, manifestoDaLoja, nomeCurto } from './manifesto.js';
import type { ImageStore } from '../../platform/images/image-store.js';
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
 * The web app's server-side render of a catalogue's first screen (web/src/public-app/ssr.tsx, given
 * by index.ts): its markup, and the id of the JSON script the page then reads the catalogue from.
 */
export type PrimeiraTelaDoCatalogo = (catalogo: CatalogoResponse, ref: LojaRef) => PrimeiraTela;

/** A page's tags, the shop it installs as, and, for a catalogue, its first screen and the catalogue it was drawn from. */
interface Pagina {
  meta: PreviewMeta;
  /** Its canonical URL and schema.org data, for search engines (issue 32). */
  busca?: { canonical: string; jsonLd: object };
  app?: { loja: LojaPublica; ref: LojaRef };
  primeiraTela?: PrimeiraTela & { json: CatalogoResponse };
}

/** The icons' URLs change with the logo and colour (manifesto.ts): the CDN may keep each a week. */
const CACHE_ICONE = 'public, max-age=86400, s-maxage=604800';
/**
 * The `preview` function's pages (preview-app.ts): Hosting rewrites the public catalogue and
 * product pages (/loja/**, /catalogo/**) to it so that a link pasted into WhatsApp, Instagram or
 * Facebook shows the shop or product. It answers the web app's own index.html with that page's title, description and
 * OpenGraph/Twitter tags, every text escaped; the single-page app then starts as usual. Unknown
 * shop or product: the generic tags with 404 (the app shows its error screen). One read by id,
 * two by slug, like the API; the CDN keeps the answer as long as the API's.
 */
export function linkPreviewRoutes(
  {
    catalogo,
    indexHtml,
    primeiraTela,
    images,
    notas,
  }: {
    catalogo: CatalogoPages;
    indexHtml: IndexHtmlSource;
    primeiraTela: PrimeiraTelaDoCatalogo | null;
    images: Pick<ImageStore, 'read'>;
    /** The shop's public review figures for its JSON-LD (issue 47): one read beside the catalogue's; a failed read leaves them out. */
    notas?: (lojaId: string) => Promise<NotasDaLoja>;
  },
  env: Env,
) {
  const router = Router();

  async function responder(req: Request, res: Response, pagina: (origem: string, url: string) => Promise<Pagina>) {
    const origem = origemPublica(req, env);
    const url = `${origem}${req.path}`;
    let status = 200;
    let resposta: Pagina;
    try {
      resposta = await pagina(origem, url);
    } catch (error) {
      status = error instanceof AppError ? error.status : 503;
      if (!(error instanceof AppError)) logger.error('Prévia do link', { erro: describeError(error) });
      resposta = { meta: { ...GENERICO, image: absoluta(origem, IMAGEM_PADRAO), url, type: 'website' } };
    }
    let html: string;
    try {
      html = injectMeta(await indexHtml(origem), resposta.meta);
      if (resposta.app) {
        const { loja, ref } = resposta.app;
        html = injectApp(html, {
          manifest: lojaRefPath(ref, pageFilePaths.lojaManifesto, pageFilePaths.catalogoManifesto),
          cor: corValida(loja.cor_principal),
          icone: iconeUrl(ref, loja, '192'),
          nome: nomeCurto(loja.nome_loja),
        });
      }
      if (resposta.primeiraTela) html = injectPrimeiraTela(html, resposta.primeiraTela);
      if (resposta.busca) html = injectBusca(html, resposta.busca);
    } catch (error) {
      logger.error('Prévia do link: index.html indisponível', { erro: describeError(error) });
      if (res.headersSent) return;
      res.status(503).set({ 'Cache-Control': SEM_CACHE, 'Retry-After': String(INDISPONIVEL_RETRY_AFTER_SEGUNDOS) });
      paginaIndisponivel(res);
      return;
    }
    // The request deadline (preview-app.ts) may have answered while Firestore kept us waiting.
    if (res.headersSent) return;
    const cache = status === 200 ? CACHE_PUBLICO : status === 404 ? CACHE_NAO_ENCONTRADO : SEM_CACHE;
    if (status === 503) res.set('Retry-After', String(INDISPONIVEL_RETRY_AFTER_SEGUNDOS));
    res.status(status).set('Cache-Control', cache).type('html').vary('Accept-Encoding');
    // Gzipped here, as the API's reads are: a catalogue page carries its first screen and catalogue
    // (~35 KB, ~5 KB gzipped), and the Hosting emulator sends a function's answer as it gets it.
    if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(gzipSync(html));
    else res.send(html);
  }

  // A catalogue with products also paints its first screen before any JavaScript (issue 14), from the same read.
  const paginaDoCatalogo = (req: Request, res: Response, ref: LojaRef) =>
    responder(req, res, async (origem, url) => {
      const lido = await catalogo.catalogo(ref);
      const notasDaLoja = notas ? await notas(lido.loja.lojista_id).catch(() => null) : null;
      return {
        meta: metaDoCatalogo(lido, origem, url),
        app: { loja: lido.loja, ref },
        busca: { canonical: urlDaLoja(origem, lido.loja), jsonLd: dadosDaLoja(lido, origem, notasDaLoja) },
        ...(primeiraTela && lido.produtos.length > 0 && { primeiraTela: { ...primeiraTela(lido, ref), json: lido } }),
      };
    });
  // "Meus pedidos" (the device's orders) and a table's page: the shop's tags and app, drawn by the app alone.
  const paginaDoApp = (req: Request, res: Response, ref: LojaRef) =>
    responder(req, res, async (origem, url) => {
      const lido = await catalogo.catalogo(ref);
      return { meta: metaDoCatalogo(lido, origem, url), app: { loja: lido.loja, ref } };
    });
  const paginaDoProduto = (req: Request, res: Response, ref: LojaRef, produtoId: string) =>
    responder(req, res, async (origem, url) => {
      const lido = await catalogo.produto(ref, produtoId);
      return {
        meta: metaDoProduto(lido, origem, url),
        app: { loja: lido.loja, ref },
        busca: {
          canonical: urlDoProduto(origem, lido.loja, lido.produto.id),
          jsonLd: dadosDoProduto(lido, origem),
        },
      };
    });

  /** The shop's manifest and icons: 404 or 403 as JSON for a shop that is not there (a browser only reads them). */
  async function daLoja(res: Response, ref: LojaRef, responder: (loja: LojaPublica) => Promise<void>) {
    let loja: LojaPublica;
    try {
      loja = (await catalogo.catalogo(ref)).loja;
    } catch (error) {
      const status = error instanceof AppError ? error.status : 503;
      if (res.headersSent) return;
      res
        .status(status)
        .set('Cache-Control', status === 404 ? CACHE_NAO_ENCONTRADO : SEM_CACHE)
        .json({ error: error instanceof AppError ? error.message : 'Não foi possível abrir a loja agora.' });
      return;
    }
    if (!res.headersSent) await responder(loja);
  }
  const manifesto = (res: Response, ref: LojaRef) =>
    daLoja(res, ref, async (loja) => {
      res
        .set('Cache-Control', CACHE_PUBLICO)
        .type('application/manifest+json')
        .send(JSON.stringify(manifestoDaLoja(loja, ref)));
    });
  const icone = (res: Response, ref: LojaRef, nome: string) => {
    if (!ehIcone(nome)) {
      res.status(404).set('Cache-Control', CACHE_NAO_ENCONTRADO).json({ error: 'Ícone não encontrado' });
      return;
    }
    return daLoja(res, ref, async (loja) => {
      // The shop's own stored logo, read from the store: never a URL fetched (an owner could name any
      // address, a loopback one included); a logo elsewhere draws the initial instead.
      const png = await drawIcone(loja, nome, loja.logo_url ? await images.read(loja.logo_url) : null);
      if (!res.headersSent) res.set('Cache-Control', CACHE_ICONE).type('png').send(png);
    });
  };

  const porLink = (req: Request) => ({ slug: String(req.params.slug) });
  const porId = (req: Request) => ({ lojaId: String(req.params.lojaId) });
  router.get(pageFilePaths.lojaManifesto.pattern, (req, res) => manifesto(res, porLink(req)));
  router.get(pageFilePaths.catalogoManifesto.pattern, (req, res) => manifesto(res, porId(req)));
  router.get(pageFilePaths.lojaIcone.pattern, (req, res) => icone(res, porLink(req), String(req.params.nome)));
  router.get(pageFilePaths.catalogoIcone.pattern, (req, res) => icone(res, porId(req), String(req.params.nome)));
  // A table's page (the QR code's): the shop's tags and app, drawn by the app alone (its code is the app's to check).
  router.get(pagePaths.lojaMesa.pattern, (req, res) => paginaDoApp(req, res, porLink(req)));
  router.get(pagePaths.catalogoMesa.pattern, (req, res) => paginaDoApp(req, res, porId(req)));
  router.get(pagePaths.lojaPedidos.pattern, (req, res) => paginaDoApp(req, res, porLink(req)));
  router.get(pagePaths.catalogoPedidos.pattern, (req, res) => paginaDoApp(req, res, porId(req)));
  router.get(pagePaths.loja.pattern, (req, res) => paginaDoCatalogo(req, res, porLink(req)));
  router.get(pagePaths.catalogo.pattern, (req, res) => paginaDoCatalogo(req, res, porId(req)));
  router.get(pagePaths.lojaProduto.pattern, (req, res) => paginaDoProduto(req, res, porLink(req), String(req.params.produtoId)));
  router.get(pagePaths.catalogoProduto.pattern, (req, res) => paginaDoProduto(req, res, porId(req), String(req.params.produtoId)));
  // Any other path Hosting sends here is no page of the app: the generic tags, 404.
  router.get('/{*resto}', (req, res) =>
    responder(req, res, () => {
      throw new AppError(404, 'Página não encontrada');
    }),
  );
  return router;
}
