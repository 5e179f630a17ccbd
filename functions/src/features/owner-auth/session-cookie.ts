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

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session's person, shop and role (AuthService.sessaoOf) from the request's cookie. */
async function sessaoDaRequisicao(auth: AuthService, req: Request) {
  const cookie = readSessionCookie(req);
  return auth.sessaoOf(await auth.verifySession(cookie), cookie!);
}

/**
 * The session alone, without requireOwner's active-shop rule: for what a suspended shop's owner
 * may still do (delete the account, move the session to another of the account's shops).
 */
export function requireSession(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    req.sessao = await sessaoDaRequisicao(auth, req);
    next();
  };
}

/**
 * Every owner route runs this first: the session's person, shop and role (AuthService.sessaoOf),
 * and for a write, a shop that is active (AuthService.requireActiveShop). Each route then names the
 * permission it needs (platform/http/sessao.ts `checkPermissao`).
 */
export function requireOwner(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    req.sessao = await sessaoDaRequisicao(auth, req);
    if (!READS.has(req.method)) await auth.requireActiveShop(req.sessao.lojaId, req.sessao);
    next();
  };
}
