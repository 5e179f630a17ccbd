import { imagemSrcset } from '@vitrine/shared/imagens';
import { SLUGS_RESERVADOS } from '@vitrine/shared/loja';
import type { CatalogoResponse, ProdutoPublico, ProdutoPublicoDetalhe, ProdutoPublicoResponse } from '@vitrine/shared';
import { api, ApiError } from '../../lib/api';
import { SIZES_CARD, SIZES_PAGINA_PRODUTO } from '../components/imagem-sizes';
import { catalogoApiPath, produtoApiPath, type LojaRef, type PublicRoute } from '../../lib/public-paths';
import { cachedData, prime, read, type ReadDefinition } from '../read-cache';
import { PRIMEIRA_TELA_ID } from '../primeira-tela';
import { CATALOGO_NA_PAGINA_ID, produtosNaTela } from './secoes';

/**
 * The public pages' two reads, and what the boot entry starts before React has loaded: the page's
 * read and, once it answers, the pictures the first screen shows. No React here (read-cache.ts
 * says why).
 */

/** Cards whose pictures load at once: the first rows, on screen when the page opens. */
export const FIRST_CARDS = 4;

/**
 * 404, 403 (suspended shop) and 503 (maintenance) are answers, not hiccups: asking again at once
 * would only keep the customer longer on the skeleton. A lost connection or a 5xx is retried once.
 */
function canRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status < 500 || error.status === 503)) return false;
  return failures < 1;
}

/**
 * The product page's product from the catalogue's listing, until (or when offline, instead of) its
 * own read: the cover as its only picture and no options, grade or weight steps yet.
 * `opcoesPendentes` tells the page that such a product cannot be added from this alone.
 */
export const detalheDoCatalogo = (produto: ProdutoPublico): ProdutoPublicoDetalhe => ({
  ...produto,
  imagens: produto.imagem_url ? [produto.imagem_url] : [],
  opcoes: [],
  variacoes: null,
  passo_gramas: null,
  minimo_gramas: null,
});

/**
 * The product page is showing the listing's copy of a product with something to choose: its
 * groups, its grade or its weight steps (issue 30; the server always gives a weighed product its
 * step), or a combo's items, are still on their way.
 */
export const opcoesPendentes = (produto: ProdutoPublicoDetalhe) =>
  // A combo (issue 47) waits for its items, which only its own read lists (its own options may be none).
  produto.combo === true
    ? produto.itens_do_combo === undefined
    : produto.tem_opcoes === true && produto.opcoes.length === 0 && produto.variacoes == null && produto.passo_gramas == null;

/**
 * Both public reads send no cookie (an owner's session would only split the CDN's cache), and they
 * always ask, even offline: the service worker may have the answer.
 */
export const catalogoRead = (ref: LojaRef): ReadDefinition<CatalogoResponse | null> => ({
  key: catalogoApiPath(ref),
  canRetry,
  fetch: () => {
    // /api/loja/configuracao and /api/loja/atendimento are the owner's own settings, not shops of those names.
    if ('slug' in ref && SLUGS_RESERVADOS.has(ref.slug)) throw new ApiError(404, 'Loja não encontrada', { error: 'Loja não encontrada' });
    return api<CatalogoResponse | null>(catalogoApiPath(ref), { credentials: 'omit' });
  },
});

export const produtoRead = (ref: LojaRef, produtoId: string): ReadDefinition<ProdutoPublicoResponse | null> => ({
  key: produtoApiPath(ref, produtoId),
  canRetry,
  fetch: async () => {
    try {
      return await api<ProdutoPublicoResponse | null>(produtoApiPath(ref, produtoId), { credentials: 'omit' });
    } catch (error) {
      // No connection and this page never visited: the catalogue (kept by the service worker) has the product too.
      if (!(error instanceof TypeError)) throw error;
      const catalogo = await read(catalogoRead(ref)).catch(() => null);
      const produto = catalogo?.produtos.find((candidate) => candidate.id === produtoId);
      if (!catalogo || !produto) throw error;
      return { produto: detalheDoCatalogo(produto), loja: catalogo.loja };
    }
  },
});

/** The product as the catalogue already read has it: the product page shows it at once when opened from the grid. */
export function produtoFromCatalogo(ref: LojaRef, produtoId: string): ProdutoPublicoResponse | undefined {
  const catalogo = cachedData<CatalogoResponse | null>(catalogoApiPath(ref));
  const produto = catalogo?.produtos.find((candidate) => candidate.id === produtoId);
  return catalogo && produto ? { produto: detalheDoCatalogo(produto), loja: catalogo.loja } : undefined;
}

/**
 * Fetches a picture now, first among the page's requests: the <img> the page renders later finds it
 * ready. With the same srcset and sizes as that <img>, so the browser preloads the copy it will pick.
 */
function preloadImage(url: string, sizes: string) {
  const { src, srcSet } = imagemSrcset(url);
  if (!url || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(src)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * Called by the boot entry for a public path, while the page's code is still downloading: its read
 * goes out now, and the pictures of the first cards (or the product's) as soon as it answers, so
 * the biggest thing on the first screen does not wait for React.
 */
export function startPublicRead({ lojaRef, produtoId }: PublicRoute) {
  if (produtoId) {
    void read(produtoRead(lojaRef, produtoId))
      .then((answer) => preloadImage(answer?.produto.imagem_url ?? '', SIZES_PAGINA_PRODUTO))
      .catch(() => {});
    return;
  }
  // The `preview` function's HTML may carry the catalogue it drew (public-link-preview): no request then.
  const naPagina = document.getElementById(CATALOGO_NA_PAGINA_ID)?.textContent;
  if (naPagina) prime(catalogoRead(lojaRef), JSON.parse(naPagina) as CatalogoResponse);
  // Its first screen too, whose <img> elements the parser has already asked for: nothing to preload.
  if (naPagina && document.getElementById(PRIMEIRA_TELA_ID)) return;
  void read(catalogoRead(lojaRef))
    .then((catalogo) => {
      if (!catalogo) return;
      // The same filters and sections the page will show (the filters live in the URL).
      const params = new URLSearchParams(location.search);
      const categoria = catalogo.categorias.find((candidate) => candidate.id === params.get('categoria'));
      const visible = produtosNaTela(catalogo, params.get('q') ?? '', categoria?.id ?? null);
      visible.slice(0, FIRST_CARDS).forEach((produto) => preloadImage(produto.imagem_url, SIZES_CARD));
    })
    .catch(() => {});
}
