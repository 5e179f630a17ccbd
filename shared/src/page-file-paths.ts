import { apiPath, lojaRefPath } from './api-paths.js';

/**
 * The files beside the shop's pages, from the same `preview` function: the shop's installable app,
 * its channels (the product feeds and sitemaps) and its printed menu. A module apart from api-paths.ts
 * so that the public app, which links to the pages and to the large-print menu only, carries these
 * few paths and not the API's (the bundler keeps a module whole in the chunk its importers share).
 */
export const pageFilePaths = {
  /** The shop's installable app: its manifest and icons (`nome`: 192, 512 or maskable). */
  lojaManifesto: apiPath('/loja/:slug/manifest.webmanifest'),
  catalogoManifesto: apiPath('/catalogo/:lojaId/manifest.webmanifest'),
  lojaIcone: apiPath('/loja/:slug/icone-:nome.png'),
  catalogoIcone: apiPath('/catalogo/:lojaId/icone-:nome.png'),
  /** The product feeds Meta and Google read (issue 32), and the shop's sitemap. */
  lojaFeedMeta: apiPath('/loja/:slug/feed/meta.csv'),
  catalogoFeedMeta: apiPath('/catalogo/:lojaId/feed/meta.csv'),
  lojaFeedGoogle: apiPath('/loja/:slug/feed/google.xml'),
  catalogoFeedGoogle: apiPath('/catalogo/:lojaId/feed/google.xml'),
  lojaSitemap: apiPath('/loja/:slug/sitemap.xml'),
  catalogoSitemap: apiPath('/catalogo/:lojaId/sitemap.xml'),
  /** The printed menu (issue 47): the published catalogue as an A4 PDF; `?formato=ampliado` in large print. */
  lojaCardapio: apiPath('/loja/:slug/cardapio.pdf'),
  catalogoCardapio: apiPath('/catalogo/:lojaId/cardapio.pdf'),
  /** The platform's sitemap index, one sitemap per shop. */
  sitemap: '/sitemap.xml',
  /** Hosting's own file, written at the web app's build (web/build/robots.ts): the Functions runtime answers this path itself. */
  robots: '/robots.txt',
} as const;

/** The printed menu's formats: `padrao` (two columns, the shop's colour) and `ampliado` (large print: 28 pt and more, black on white, one column). */
export const FORMATOS_DO_CARDAPIO = ['padrao', 'ampliado'] as const;
export type FormatoDoCardapio = (typeof FORMATOS_DO_CARDAPIO)[number];
export const FORMATO_AMPLIADO = 'ampliado' satisfies FormatoDoCardapio;
export const FORMATO_INVALIDO = 'Formato inválido: use formato=ampliado para o cardápio em letra grande, ou nenhum.';

/** The printed menu's link, by the shop's link or id: the standard one without a query, the large print with `?formato=ampliado`. */
export const cardapioPath = (ref: { slug: string } | { lojaId: string }, formato: FormatoDoCardapio = 'padrao') =>
  `${lojaRefPath(ref, pageFilePaths.lojaCardapio, pageFilePaths.catalogoCardapio)}${formato === FORMATO_AMPLIADO ? `?formato=${FORMATO_AMPLIADO}` : ''}`;
