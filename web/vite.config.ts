import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { painelChunks } from './build/painel-chunks.ts';
import { preactForPublicApp } from './build/preact.ts';
import { primeiraDobra } from './build/primeira-dobra.ts';
import { publicApp } from './build/public-app.ts';
import { pwa } from './build/pwa.ts';
import { robots } from './build/robots.ts';

const app = publicApp({
  boot: 'src/main.tsx',
  entry: 'src/public-app/main.tsx',
  // Precached too: the owner app's shell and the landing page ('/' offline), the update prompt and
  // the workbox-window it loads to register the service worker.
  shell: [
    'src/app/App.tsx',
    'src/app/NotFoundPage.tsx',
    'src/features/landing/LandingPage.tsx',
    'src/pwa/PwaUpdatePrompt.tsx',
    'workbox-window',
  ],
});

export default defineConfig({
  plugins: [
    preactForPublicApp({ publicDir: 'src/public-app', boot: 'src/main.tsx' }),
    react(),
    tailwindcss(),
    primeiraDobra([
      { marca: 'primeira-dobra', module: 'src/features/landing/primeira-dobra.tsx' },
      { marca: 'admin-login', module: 'src/features/admin-auth/primeira-dobra.tsx' },
    ]),
    ...app.plugins,
    painelChunks({
      app: 'src/app/App.tsx',
      shells: [
        'src/features/owner-auth/RequireOwner.tsx',
        'src/features/owner-shell/OwnerLayout.tsx',
        'src/features/admin-auth/RequireAdmin.tsx',
        'src/features/admin-shell/AdminLayout.tsx',
      ],
      publico: app.reach,
    }),
    pwa(app.precached),
    robots(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // npm run dev: the API is the Functions emulator behind the stack's Hosting (scripts/lib/hosting-process.ts).
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  // The one CSV writer (shared/src/csv.ts) runs in the admin's browser too: csv-stringify's own
  // browser build, which carries the Buffer its Node build expects from the platform.
  resolve: { alias: { 'csv-stringify/sync': 'csv-stringify/browser/esm/sync' } },
  build: { target: 'es2022' },
});
