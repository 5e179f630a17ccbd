import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app and its service worker (src/pwa/sw.ts, served as /sw.js, built by vite-plugin-pwa
 * with the precache manifest injected). `precached` is the public app's list (build/public-app.ts):
 * of the JavaScript, only those files are precached; the owner and admin chunks are cached on
 * first use by the worker's /assets/ rule.
 */
export function pwa(precached: Set<string>) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    registerType: 'prompt',
    // Registered by the update prompt (src/pwa/PwaUpdatePrompt.tsx), not by an injected script.
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
    injectManifest: {
      // The app shell: index.html, CSS, icons and the public app's chunks.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      manifestTransforms: [
        async (entries) => ({ manifest: entries.filter((entry) => !entry.url.endsWith('.js') || precached.has(entry.url)) }),
      ],
    },
  });
}
