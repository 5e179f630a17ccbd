import { apiPath } from './api-paths.js';

/**
 * The files beside the shop's pages, from the same `preview` function: the shop's installable app and
 * its channels (the product feeds and sitemaps). A module apart from api-paths.ts so that the public app,
 * which links to the pages only, does not carry these (the bundler keeps a module whole in the chunk
 * its importers share).
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
  /** The platform's sitemap index, one sitemap per shop. */
  sitemap: '/sitemap.xml',
  /** Hosting's own file, written at the web app's build (web/build/robots.ts): the Functions runtime answers this path itself. */
  robots: '/robots.txt',
} as const;
