import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Modules whose chunks every visitor may need: the app shell, the public catalogue, the landing
 * page, and workbox-window (the update prompt loads it to register the service worker).
 */
const PUBLIC_MODULES = /\/src\/(app|features\/catalogo|features\/landing)\/|\/node_modules\/workbox-window\//;

/**
 * Finds the chunks the service worker precaches: the entry with its imports, and the chunks of
 * PUBLIC_MODULES with theirs. The owner and admin chunks (Firebase Auth SDK, zod, the owner's
 * screens) are left out, so a customer's phone never downloads them in the background; an owner
 * gets them cached on first use (the /assets/ rule below).
 */
function publicChunks(): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  return {
    name: 'vitrine:public-chunks',
    apply: 'build',
    files,
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const isPublic = (fileName: string) => {
        const chunk = chunks.get(fileName);
        return !!chunk && (chunk.isEntry || PUBLIC_MODULES.test(chunk.facadeModuleId ?? ''));
      };
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        chunk.imports.forEach(visit);
        chunk.dynamicImports.filter(isPublic).forEach(visit);
      };
      [...chunks.keys()].filter(isPublic).forEach(visit);
    },
  };
}

const precache = publicChunks();

/** The public pages' chunk: main.tsx imports it for a catalogue or product link. */
const PAGINAS_PUBLICAS = /\/src\/features\/catalogo\/PaginasPublicas\.tsx$/;
/** What main.tsx runs before React loads: the route, the first read, what they import (no React), Vite's preload helper. */
const INICIO = /\/src\/(lib\/api|features\/catalogo\/(caminhos|leituras|dados|busca))\.ts$|vite\/preload-helper/;

/**
 * index.html preloads the public pages' chunk and what it imports (React among them): the entry is
 * tiny and starts the catalogue's read at once, and this code downloads meanwhile instead of after
 * it. Other pages need React too; only the public pages' own code (a few KB) is extra for them.
 */
function preloadPublicPages(): Plugin {
  let base = '/';
  return {
    name: 'vitrine:preload-public-pages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle)
            .filter((output) => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const publica = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => PAGINAS_PUBLICAS.test(id)));
        if (!publica) throw new Error('vitrine:preload-public-pages: PaginasPublicas.tsx chunk not found');
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || fileName === entry?.fileName || entry?.imports.includes(fileName)) return;
          files.add(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        visit(publica.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The service worker's message to the pages (features/catalogo/offline.ts listens for it). */
interface WindowClients {
  clients: { matchAll(options: { type: 'window' }): Promise<Array<{ postMessage(message: unknown): void }>> };
}

/**
 * Stale-while-revalidate answers from the cache first, then asks the network: this plugin tells
 * the open pages when that answer differed (they read it again), and drops a cached catalogue whose
 * shop is gone, suspended or in maintenance (403, 404, 503), so the next read shows why.
 * Workbox copies these functions into sw.js as source: they use nothing from this file.
 */
const catalogoAtualizado = {
  cacheDidUpdate: async ({
    request,
    oldResponse,
    newResponse,
  }: {
    request: Request;
    oldResponse?: Response | null;
    newResponse: Response;
  }) => {
    if (!oldResponse) return;
    const same = (name: string) => oldResponse.headers.get(name) === newResponse.headers.get(name);
    if (same('etag') && same('content-length')) return;
    const pages = await (self as unknown as WindowClients).clients.matchAll({ type: 'window' });
    pages.forEach((page) => page.postMessage({ type: 'vitrine:catalogo-atualizado', url: request.url }));
  },
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 403 || response.status === 404 || response.status === 503) {
      const cache = await caches.open('vitrine-catalogo');
      if (await cache.delete(request)) {
        const pages = await (self as unknown as WindowClients).clients.matchAll({ type: 'window' });
        pages.forEach((page) => page.postMessage({ type: 'vitrine:catalogo-atualizado', url: request.url }));
      }
    }
    return response;
  },
};

const DAY = 24 * 60 * 60;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    precache,
    preloadPublicPages(),
    VitePWA({
      registerType: 'prompt',
      // Registered by the update prompt (src/app/PwaUpdatePrompt.tsx), not by an injected script.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Vitrine — catálogo e pedidos pelo WhatsApp',
        short_name: 'Vitrine',
        lang: 'pt-BR',
        dir: 'ltr',
        description: 'Monte seu catálogo online e receba pedidos pelo WhatsApp.',
        theme_color: '#2563EB',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        categories: ['shopping', 'business'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: index.html, CSS, icons and the public chunks (see publicChunks).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => !entry.url.endsWith('.js') || precache.files.has(entry.url)) }),
        ],
        navigateFallback: 'index.html',
        // The API and Firebase's reserved URLs are never answered by the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
        // Control the first visit's page at once, so a catalogue opened once opens again offline.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Public catalogue and product reads; never the owner's /api/loja/configuracao.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              (url.pathname.startsWith('/api/catalogo/') ||
                (url.pathname.startsWith('/api/loja/') && !url.pathname.startsWith('/api/loja/configuracao'))),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'vitrine-catalogo',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * DAY },
              plugins: [catalogoAtualizado],
            },
          },
          {
            // Product pictures and logos: the local store's and Cloud Storage's (opaque, hence status 0).
            urlPattern: ({ url, sameOrigin }) =>
              (sameOrigin && url.pathname.startsWith('/api/imagens/')) || url.hostname === 'firebasestorage.googleapis.com',
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'vitrine-imagens',
              cacheableResponse: { statuses: [0, 200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
            },
          },
          {
            // Owner and admin chunks, not precached: content-hashed, so the first copy is good for ever.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'vitrine-assets',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 100, maxAgeSeconds: 60 * DAY },
            },
          },
        ],
      },
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // npm run dev: the API is the Functions emulator behind the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The public pages and everything they import (React, the UI kit's pieces, their icons) in one
        // chunk: a phone opening a catalogue downloads the entry and this, not dozens of small files.
        // What main.tsx itself runs (the route and the first read) stays out of it, in a small chunk
        // the entry loads with it, so the read does not wait for React.
        codeSplitting: {
          groups: [
            { name: 'inicio', test: INICIO, priority: 2 },
            { name: 'publico', test: PAGINAS_PUBLICAS, priority: 1 },
          ],
        },
      },
    },
  },
});
