// Bundles the function with the workspace's shared package inlined: Cloud Functions deploy
// installs only the npm dependencies listed in package.json, it cannot resolve workspaces. That is
// also why @vitrine/shared is not listed there, not even as a devDependency: the deploy's builder
// resolves every entry against the npm registry (it writes a lockfile with
// `npm install --package-lock-only`), where the name does not exist or is someone else's. Here it
// resolves through the workspace link in the root node_modules.
// Built for the runtime it is deployed on (firebase.json: nodejs22).
// The web app's server-side render of the catalogue (web/src/public-app/ssr.tsx, with React) is
// bundled in too, under the name the preview feature imports it by (its web-ssr.d.ts says why).
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
  alias: { '@vitrine/web-ssr': new URL('../web/src/public-app/ssr.tsx', import.meta.url).pathname },
  jsx: 'automatic',
  logLevel: 'warning',
});

if (process.argv.includes('--watch')) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
