import type { Env } from '../../config/env.js';

/** The built web app's index.html for a request made to `origin` (protocol and host). */
export type IndexHtmlSource = (origin: string) => Promise<string>;

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/**
 * index.html as Hosting serves it, fetched and kept for `ttlMs` (then the last good copy while a
 * fetch fails). Why fetch rather than read a file: Hosting's files are not in the function's
 * bundle, and a copy bundled with the function would name another build's hashed assets; the file
 * Hosting serves always matches the deployed app. /index.html is a static file, so Hosting serves
 * it directly and never rewrites it back to this function.
 *
 * Where from: WEB_ORIGIN if set, else the project's default site https://{project}.web.app. The
 * request's host is never trusted for that in production (anyone can call the function's own URL
 * with any X-Forwarded-Host); only in the emulator, when it is this machine: the local stack's
 * Hosting emulator serves web/dist at the origin the request came through.
 */
export function indexHtmlFromHosting(env: Env, fetchImpl: typeof fetch = fetch, ttlMs = 30_000): IndexHtmlSource {
  const cache = new Map<string, { at: number; html: string }>();
  const origemDoIndex = (origin: string) =>
    env.webOrigin ?? (env.isEmulated && LOOPBACK.test(origin) ? origin : `https://${env.projectId}.web.app`);

  return async (origin) => {
    const url = `${origemDoIndex(origin)}/index.html`;
    const guardado = cache.get(url);
    if (guardado && Date.now() - guardado.at < ttlMs) return guardado.html;
    try {
      const response = await fetchImpl(url, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(3_000) });
      const html = await response.text();
      if (!response.ok || !/<\/head>/i.test(html)) throw new Error(`${url}: HTTP ${response.status}`);
      cache.set(url, { at: Date.now(), html });
      return html;
    } catch (error) {
      if (guardado) return guardado.html;
      throw error;
    }
  };
}
