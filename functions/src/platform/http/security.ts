import type { RequestHandler } from 'express';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The Content-Security-Policy of the web app's HTML pages: Hosting sends it with index.html
 * (firebase.json, kept equal to this by a unit test) and the link-preview function with the
 * catalogue and product pages it answers. What each source is for:
 *  - script-src: the app's own bundles only (the built index.html has no inline script), plus
 *    apis.google.com, which Firebase Auth's sign-in with a popup loads (gapi) in the owner's page;
 *  - style-src 'unsafe-inline': build tools may inline critical CSS; styles cannot run code;
 *  - img-src https: data: blob: — product pictures and logos are any https URL the owner pastes,
 *    or Cloud Storage; the image input previews a picked file as a blob:/data: URL;
 *  - connect-src: the API ('self'), Firebase Auth (identitytoolkit, securetoken: *.googleapis.com);
 *  - frame-src: Firebase Auth's hidden iframe on the auth domain (the site itself, or
 *    {project}.firebaseapp.com / .web.app);
 *  - locally, the Auth emulator's own origin joins connect-src and frame-src (cspPaginas(host));
 *    deployed pages never name a loopback origin;
 *  - frame-ancestors 'none': no site may frame the app (clickjacking); object-src, base-uri and
 *    form-action closed.
 */
export function cspPaginas(authEmulatorHost?: string | null): string {
  const emulador = authEmulatorHost ? ` http://${authEmulatorHost}` : '';
  return [
    "default-src 'self'",
    "script-src 'self' https://apis.google.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' https://*.googleapis.com${emulador}`,
    `frame-src 'self' https://*.firebaseapp.com https://*.web.app${emulador}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The deployed pages' policy: firebase.json sends exactly this (a unit test keeps them equal). */
export const CSP_PAGINAS = cspPaginas();

/** API answers are data, never a document: nothing may load from them, nothing may frame them. */
export const CSP_API = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Two years; no includeSubDomains: a shop's custom domain may have subdomains we do not run. */
export const HSTS = 'max-age=63072000';

/**
 * Headers every answer carries, errors included. API answers are private and uncached unless a
 * route says otherwise.
 *
 * HSTS: always once deployed (Hosting and the function URLs only ever answer https, and Google's
 * front end redirects http there), and locally only on https (req.secure, from the trusted
 * proxy's X-Forwarded-Proto) so that http://127.0.0.1 is never pinned.
 */
export function securityHeaders({ isEmulated, csp = CSP_API }: { isEmulated: boolean; csp?: string }): RequestHandler {
  return (req, res, next) => {
    // Cloud Functions' runtime serves the function from an Express app of its own, which (in the
    // emulator) says so before ours runs; app.disable('x-powered-by') only stops ours adding it.
    res.removeHeader('X-Powered-By');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', csp);
    if (!isEmulated || req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    // 'private' also tells Hosting's CDN to keep Set-Cookie (it drops it from cacheable answers).
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  };
}

/**
 * Refuses a state-changing request that a browser sent from another site. Browsers always send
 * Origin on cross-site POST/PUT/DELETE and a page cannot forge it or the Host header, so comparing
 * the two stops CSRF with the session cookie. Requests without Origin (curl, server to server)
 * carry no ambient browser credentials worth protecting and pass.
 */
export function sameOriginWrites(extraOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    const origin = req.get('origin');
    if (SAFE_METHODS.has(req.method) || !origin) return next();
    const host = req.get('x-forwarded-host') ?? req.get('host');
    const originHost = URL.canParse(origin) ? new URL(origin).host : null;
    if ((originHost && originHost === host) || extraOrigins.includes(origin)) return next();
    throw new AppError(403, 'Origem da requisição não permitida.');
  };
}
