import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// By its file, not the package: Vite loads its config with Node, which runs no TypeScript out of node_modules.
import { API_BASE } from '../../shared/src/api-paths.js';
import { pageFilePaths } from '../../shared/src/page-file-paths.js';

const ROOT = join(import.meta.dirname, '../..');

/** KEY=value lines of a dotenv file (the Firebase CLI's functions/.env*), nothing when it is missing. */
function dotenv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const pares = readFileSync(file, 'utf8')
    .split('\n')
    .map((linha) => /^\s*([A-Z0-9_]+)\s*=\s*["']?(.*?)["']?\s*$/.exec(linha))
    .filter((par) => par !== null)
    .map(([, nome, valor]) => [nome!, valor!]);
  return Object.fromEntries(pares);
}

/**
 * The site's origin, for robots.txt's Sitemap line, as the deploy configures it: WEB_ORIGIN (from
 * the environment, else from functions/.env.{project} or functions/.env, where docs/deploy.md sets
 * it for the function), else the project's default site https://{project}.web.app (`firebase
 * deploy` runs this build with GCLOUD_PROJECT set). A build for no real project (none, or a
 * `demo-` one: the emulators') names `npm start`'s origin, firebase.json's Hosting port.
 */
export function origemDoSite(env: NodeJS.ProcessEnv = process.env, root = ROOT): string {
  const projeto = env.GCLOUD_PROJECT && !env.GCLOUD_PROJECT.startsWith('demo-') ? env.GCLOUD_PROJECT : null;
  const doDeploy = projeto ? { ...dotenv(join(root, 'functions/.env')), ...dotenv(join(root, `functions/.env.${projeto}`)) } : {};
  const webOrigin = env.WEB_ORIGIN ?? doDeploy.WEB_ORIGIN;
  if (webOrigin) return webOrigin;
  if (projeto) return `https://${projeto}.web.app`;
  const { host, port } = (
    JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { emulators: { hosting: { host: string; port: number } } }
  ).emulators.hosting;
  return `http://${host}:${port}`;
}

/** The owner's and administrator's screens and the API are no search result; the shops are (their pages, the sitemap). */
export const robotsTxt = (origem: string) =>
  ['User-agent: *', 'Allow: /', `Disallow: ${API_BASE}/`, 'Disallow: /admin', '', `Sitemap: ${origem}${pageFilePaths.sitemap}`, ''].join(
    '\n',
  );

/**
 * robots.txt as one of Hosting's files, written at build. Not the function's: Cloud Functions'
 * runtime answers /robots.txt (and /favicon.ico) with a 404 of its own before the app sees it, in
 * the emulator and deployed alike, so a rewrite of it to the `preview` function never reached it.
 */
export function robots(): Plugin {
  return {
    name: 'vitrine-robots',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: pageFilePaths.robots.slice(1), source: robotsTxt(origemDoSite()) });
    },
  };
}
