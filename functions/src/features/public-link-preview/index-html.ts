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
 * Hosting serves web/dist at the origin the request came through.
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
      const lido = await response.text();
      if (!response.ok || !/<\/head>/i.test(lido)) throw new Error(`${url}: HTTP ${response.status}`);
      const html = await estilosNaPagina(lido, url, fetchImpl);
      cache.set(url, { at: Date.now(), html });
      return html;
    } catch (error) {
      if (guardado) return guardado.html;
      throw error;
    }
  };
}

/** The app's stylesheets, as Vite links them from index.html. */
const FOLHA = /<link\s+rel="stylesheet"(?:\s+crossorigin)?\s+href="(\/assets\/[\w.-]+\.css)"\s*\/?>/g;

/**
 * index.html with its stylesheets inside it: the pages this function answers (a catalogue's first
 * screen above all, issue 14) paint as soon as their HTML arrives, without the round trip of a
 * render-blocking request. The CSS (about 13 KB gzipped) rides in the answer the CDN keeps. A
 * stylesheet that cannot be read stays linked, as it was.
 */
async function estilosNaPagina(html: string, url: string, fetchImpl: typeof fetch): Promise<string> {
  const folhas = [...html.matchAll(FOLHA)];
  const estilos = await Promise.all(
    folhas.map(async ([, href]) => {
      try {
        const response = await fetchImpl(new URL(href!, url), { headers: { Accept: 'text/css' }, signal: AbortSignal.timeout(3_000) });
        const css = await response.text();
        return response.ok && !/<\/style/i.test(css) ? css : null;
      } catch {
        return null;
      }
    }),
  );
  return folhas.reduce((pagina, [tag], indice) => {
    const css = estilos[indice];
    return css === null || css === undefined ? pagina : pagina.replace(tag, () => `<style>${css}</style>`);
  }, html);
}
