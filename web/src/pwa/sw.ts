/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

/**
 * The service worker, built by vite-plugin-pwa (build/pwa.ts), which injects the precache list:
 * the public app and the shell (build/public-app.ts). Public catalogues open offline once seen.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** Posted to the open pages (src/public-app/offline.ts listens) when a cached catalogue changed or went away. */
const CATALOGO_UPDATED = 'vitrine:catalogo-atualizado';
const CATALOGO_CACHE = 'vitrine-catalogo';
const DAY = 24 * 60 * 60;

// registerType 'prompt': a new version waits until the update prompt's 'Atualizar' asks it to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Control the first visit's page at once, so a catalogue opened once opens again offline.
clientsClaim();

// A tap on a new-order notification (features/owner-pedidos/avisos.ts) brings Pedidos forward, or opens it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/pedidos';
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const aberta = pages.find((page) => new URL(page.url).pathname === url);
      if (aberta) await aberta.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});

precacheAndRoute(self.__WB_MANIFEST, {});
cleanupOutdatedCaches();
/** A shop's catalogue, product and "Meus pedidos" pages: the preview function's HTML, not the shell's. */
const PAGINA_DA_LOJA = /^\/(loja|catalogo)\/[^/]+(\/produto\/[^/]+|\/pedidos)?\/?$/;

// The API and Firebase's reserved URLs are never answered by the app shell, nor are a shop's pages (below).
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/__\//, PAGINA_DA_LOJA] }));

/**
 * A shop's pages from the network first: their HTML links the shop's own manifest and colour (a
 * customer who installs it gets the shop, not Vitrine: issue 14) and draws its first screen. After
 * 3 s without an answer, or offline, the last copy seen; never seen, the shell (the app then reads
 * the catalogue this worker kept).
 */
const paginasDaLoja = new NetworkFirst({
  cacheName: 'vitrine-paginas',
  networkTimeoutSeconds: 3,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY })],
});
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && PAGINA_DA_LOJA.test(url.pathname),
  async (opcoes) => {
    try {
      return await paginasDaLoja.handle(opcoes);
    } catch {
      return (await matchPrecache('index.html')) ?? Response.error();
    }
  },
);

async function tellPages(url: string) {
  const pages = await self.clients.matchAll({ type: 'window' });
  pages.forEach((page) => page.postMessage({ type: CATALOGO_UPDATED, url }));
}

/**
 * Stale-while-revalidate answers from the cache first, then asks the network: this plugin tells
 * the open pages when that answer differed (they read it again), and drops a cached catalogue whose
 * shop is gone, suspended or in maintenance (403, 404, 503), so the next read shows why.
 */
const catalogoUpdated: WorkboxPlugin = {
  async cacheDidUpdate({ request, oldResponse, newResponse }) {
    if (!oldResponse) return;
    const same = (name: string) => oldResponse.headers.get(name) === newResponse.headers.get(name);
    if (same('etag') && same('content-length')) return;
    await tellPages(request.url);
  },
  async fetchDidSucceed({ request, response }) {
    if (response.status === 403 || response.status === 404 || response.status === 503) {
      const cache = await caches.open(CATALOGO_CACHE);
      if (await cache.delete(request)) await tellPages(request.url);
    }
    return response;
  },
};

// The owner's settings under /api/loja/ (the reserved slugs, SLUGS_RESERVADOS): always from the network, never a stale copy.
const OWNER_LOJA_PATHS = ['/api/loja/configuracao', '/api/loja/atendimento'];

// Public catalogue and product reads; never the owner's settings.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    (url.pathname.startsWith('/api/catalogo/') ||
      (url.pathname.startsWith('/api/loja/') && !OWNER_LOJA_PATHS.some((path) => url.pathname.startsWith(path)))),
  new StaleWhileRevalidate({
    cacheName: CATALOGO_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY }),
      catalogoUpdated,
    ],
  }),
  'GET',
);

// Product pictures and logos: the local store's and Cloud Storage's (opaque, hence status 0).
registerRoute(
  ({ url, sameOrigin }) => (sameOrigin && url.pathname.startsWith('/api/imagens/')) || url.hostname === 'firebasestorage.googleapis.com',
  new StaleWhileRevalidate({
    cacheName: 'vitrine-imagens',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

// Owner and admin chunks, not precached: content-hashed, so the first copy is good for ever.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'vitrine-assets',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 60 * DAY })],
  }),
  'GET',
);
