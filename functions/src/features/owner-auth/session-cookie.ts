import type { CookieOptions, Request, RequestHandler } from 'express';
import { SESSION_COOKIE } from '@vitrine/shared';
import type { AuthService } from './service.js';
import { SESSION_DURATION_MS } from './service.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** HttpOnly, SameSite=Lax; Secure everywhere except plain http on this machine. */
export function sessionCookieOptions(req: Request): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure || !LOCAL_HOSTS.has(req.hostname),
    path: '/',
    maxAge: SESSION_DURATION_MS,
  };
}

export function readSessionCookie(req: Request): string | undefined {
  const value: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in owner's uid, set by requireOwner: the only source of the shop for owner routes. */
    ownerId?: string;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every owner route runs this: the session's uid, and for a write, a shop that is active (AuthService.requireActiveShop). */
export function requireOwner(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    req.ownerId = await auth.verifySession(readSessionCookie(req));
    if (!READS.has(req.method)) await auth.requireActiveShop(req.ownerId);
    next();
  };
}
