/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { ContagemPedidos } from '@vitrine/shared';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';
import { ehImagemLocal, ehLeituraDaLoja } from '../lib/offline-reads';
import { caminhoSeguro, ehAvisoDaLoja, chooseJanela, readAviso, notificacaoDoAviso } from './notificacoes';

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

/**
 * Web Push (issue 28): every push shows a notification (browsers require it of a subscription made
 * with userVisibleOnly), built from its JSON payload by notificacoes.ts: the shop's devices' new and
 * waiting orders and tests, and a customer's status changes. An order's pushes share a tag, so the
 * newest replaces the last. For the shop's pushes the installed app's badge shows the orders still
 * novo, read from the API with this device's session (none, or no Badging API: left as it is).
 */
self.addEventListener('push', (event) => {
  const aviso = readAviso(event.data?.text());
  const { titulo, opcoes } = notificacaoDoAviso(aviso, self.location.origin);
  event.waitUntil(Promise.all([self.registration.showNotification(titulo, opcoes), ehAvisoDaLoja(aviso) && updateBadge()]));
});

async function updateBadge(): Promise<void> {
  const navegador = self.navigator as WorkerNavigator & { setAppBadge?: (contents?: number) => Promise<void> };
  if (!navegador.setAppBadge) return;
  try {
    const resposta = await fetch(`${API_BASE}${apiPaths.pedidosContagem}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!resposta.ok) return;
    const { por_status } = (await resposta.json()) as ContagemPedidos;
    await navegador.setAppBadge(por_status.novo);
  } catch {
    // Offline, signed out or not installed: the badge is set again when Pedidos opens.
  }
}

/**
 * A tap on a notification: an open window of the same side (the owner's area for the shop's
 * pushes) is brought forward and taken to the notification's URL (the order on Pedidos, the
 * customer's tracking page); with none open, the URL opens in a new one.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = caminhoSeguro((event.notification.data as { url?: string } | null)?.url, self.location.origin, '/pedidos');
  event.waitUntil(abrir(url));
});

async function abrir(url: string): Promise<void> {
  const janelas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const janela =
    janelas[
      chooseJanela(
        janelas.map((aberta) => aberta.url),
        url,
        self.location.origin,
      )
    ];
  if (!janela) {
    await self.clients.openWindow(url);
    return;
  }
  // Focus first: the tap's permission to bring a window forward does not outlast a navigation. A
  // window the browser will not bring forward is still taken to the order.
  const focada = await janela.focus().catch(() => janela);
  const aberta = new URL(focada.url);
  if (aberta.pathname + aberta.search === url) return;
  try {
    await focada.navigate(url);
  } catch {
    // A window this worker does not control cannot be navigated: the URL in a window of its own.
    await self.clients.openWindow(url);
  }
}

precacheAndRoute(self.__WB_MANIFEST, {});
cleanupOutdatedCaches();
/** A shop's catalogue, product and "Meus pedidos" pages: the preview function's HTML, not the shell's. */
const PAGINA_DA_LOJA = /^\/(loja|catalogo)\/[^/]+(\/produto\/[^/]+|\/pedidos)?\/?$/;

// The API and Firebase's reserved URLs are never answered by the app shell, nor are a shop's pages (below).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [new RegExp(`^${API_BASE}/`), /^\/__\//, PAGINA_DA_LOJA] }),
);

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

// Public catalogue and product reads; never the owner's settings, always from the network (lib/offline-reads.ts).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && ehLeituraDaLoja(url.pathname),
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
  ({ url, sameOrigin }) => (sameOrigin && ehImagemLocal(url.pathname)) || url.hostname === 'firebasestorage.googleapis.com',
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
