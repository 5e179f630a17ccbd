// Bundles the function with the workspace's shared package inlined: Cloud Functions deploy
// installs only the npm dependencies listed in package.json, it cannot resolve workspaces. That is
// also why @vitrine/shared is not listed there, not even as a devDependency: the deploy's builder
// resolves every entry against the npm registry (it writes a lockfile with
// `npm install --package-lock-only`), where the name does not exist or is someone else's. Here it
// resolves through the workspace link in the root node_modules.
// Built for the runtime it is deployed on (firebase.json: nodejs22).
// The web app's server-side render of the catalogue (web/src/public-app/ssr.tsx) is bundled in
// too, under the name the preview feature imports it by (its web-ssr.d.ts says why), on
// preact/compat as the public app runs in the browser (web/build/preact.ts): the first screen is
// drawn and hydrated by the same renderer. esbuild's alias covers the subpaths too
// (react/jsx-runtime, react-dom/server).
// `--watch` rebuilds on change; the Functions emulator then reloads lib/.
import { context } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const ctx = await context({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  alias: {
    '@vitrine/web-ssr': new URL('../web/src/public-app/ssr.tsx', import.meta.url).pathname,
    react: 'preact/compat',
    'react-dom': 'preact/compat',
  },
  jsx: 'automatic',
  logLevel: 'warning',
});

if (process.argv.includes('--watch')) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
