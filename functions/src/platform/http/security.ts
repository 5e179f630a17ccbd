import type { RequestHandler } from 'express';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Headers every answer carries, errors included. API answers are private and uncached unless a route says otherwise. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  // 'private' also tells Hosting's CDN to keep Set-Cookie (it drops it from cacheable answers).
  res.setHeader('Cache-Control', 'private, no-store');
  next();
};

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
