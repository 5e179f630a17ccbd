import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      manifest: {
        name: 'Vitrine — catálogo e pedidos pelo WhatsApp',
        short_name: 'Vitrine',
        lang: 'pt-BR',
        description: 'Monte seu catálogo online e receba pedidos pelo WhatsApp.',
        theme_color: '#2563EB',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The API and Firebase's reserved URLs are never answered by the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
      },
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // npm run dev: the API is the Functions emulator behind the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: { target: 'es2022' },
});
