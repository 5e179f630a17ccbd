import { Router } from 'express';
import { adminLoginSchema, type AdminLoginResponse, type AdminValidateResponse } from '@vitrine/shared';
import { clientIp } from '../../platform/http/client-ip.js';
import { parseWith } from '../../platform/http/validate.js';
import { requireAdmin } from './middleware.js';
import type { AdminAuthService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/** /api/admin/login, /validate and /logout. Refusals carry Retry-After (the app's error handler). */
export function adminAuthRoutes(service: AdminAuthService) {
  const router = Router();

  router.post(apiPaths.admin.login, async (req, res) => {
    const { email, senha, dispositivo } = parseWith(adminLoginSchema, req.body);
    // Per-IP failures are counted on the address the platform reports, not one the client wrote (client-ip.ts).
    const body: AdminLoginResponse = await service.login({ email, senha, ip: clientIp(req), dispositivo });
    res.json(body);
  });

  router.get(apiPaths.admin.validate, requireAdmin(service), (req, res) => {
    const body: AdminValidateResponse = { ok: true, email: req.admin!.email };
    res.json(body);
  });

  router.post(apiPaths.admin.logout, requireAdmin(service), async (req, res) => {
    await service.logout(req.admin!);
    res.json({ ok: true });
  });

  return router;
}
