import { Router, type ErrorRequestHandler } from 'express';
import { adminLoginSchema, type AdminLoginResponse, type AdminValidateResponse } from '@vitrine/shared';
import { clientIp } from '../../platform/http/client-ip.js';
import { parseWith } from '../../platform/http/validate.js';
import { requireAdmin } from './middleware.js';
import { LoginBloqueado, type AdminAuthService } from './service.js';

/** /api/admin/login, /validate and /logout. */
export function adminAuthRoutes(service: AdminAuthService) {
  const router = Router();

  router.post('/login', async (req, res) => {
    const { email, senha } = parseWith(adminLoginSchema, req.body);
    // Per-IP failures are counted on the address the platform reports, not one the client wrote (client-ip.ts).
    const body: AdminLoginResponse = { token: await service.login(email, senha, clientIp(req)) };
    res.json(body);
  });

  router.get('/validate', requireAdmin(service), (req, res) => {
    const body: AdminValidateResponse = { ok: true, email: req.admin!.email };
    res.json(body);
  });

  router.post('/logout', requireAdmin(service), async (req, res) => {
    await service.logout(req.admin!);
    res.json({ ok: true });
  });

  // Tells a throttled client when to come back; the app's error handler writes the body.
  const retryAfter: ErrorRequestHandler = (error, _req, res, next) => {
    if (error instanceof LoginBloqueado) res.set('Retry-After', String(error.retryAfterSeconds));
    next(error);
  };
  router.use(retryAfter);

  return router;
}
