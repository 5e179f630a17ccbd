import { Router } from 'express';
import { SESSION_COOKIE, sessionRequestSchema, trocaDeLojaSchema, type AuthClientConfig } from '@vitrine/shared';
import type { Env } from '../../config/env.js';
import { parseWith } from '../../platform/http/validate.js';
import type { AuthService } from './service.js';
import { readSessionCookie, requireOwner, requireSession, sessionCookieOptions } from './session-cookie.js';
import { apiPaths } from '@vitrine/shared/api-paths';

export function authRoutes(auth: AuthService, env: Env) {
  const router = Router();

  router.get(apiPaths.authConfig, (req, res) => {
    const config: AuthClientConfig = {
      apiKey: env.webApiKey,
      authDomain: env.webAuthDomain ?? req.hostname,
      projectId: env.projectId,
      emulatorUrl: env.authEmulatorHost ? `http://${env.authEmulatorHost}` : null,
    };
    res.json(config);
  });

  router.post(apiPaths.sessions, async (req, res) => {
    const { idToken } = parseWith(sessionRequestSchema, req.body);
    const cookie = await auth.startSession(idToken);
    res.cookie(SESSION_COOKIE, cookie, sessionCookieOptions(req));
    res.status(201).json({ ok: true });
  });

  router.get(apiPaths.usersMe, requireOwner(auth), async (req, res) => {
    res.json(await auth.currentUser(req.sessao!));
  });

  // Another of the account's shops (issue 47, filiais): allowed from a suspended shop too, to leave it.
  // Answers the session as GET /api/users/me will from now on.
  router.post(apiPaths.sessionsLoja, requireSession(auth), async (req, res) => {
    const { loja_id } = parseWith(trocaDeLojaSchema, req.body);
    await auth.escolherLoja(req.sessao!, readSessionCookie(req)!, loja_id);
    res.json(await auth.currentUser({ ...req.sessao!, lojaId: loja_id }));
  });

  // A POST, never a GET: a GET can be fired by any <img> or link on any page (a shop's logo set to
  // /api/logout logged out every owner who opened it); a POST carries Origin, which sameOriginWrites checks.
  router.post(apiPaths.logout, async (req, res) => {
    await auth.endSession(readSessionCookie(req));
    const { maxAge: _maxAge, ...options } = sessionCookieOptions(req);
    res.clearCookie(SESSION_COOKIE, options);
    res.json({ ok: true });
  });

  return router;
}
