import { Router } from 'express';
import { apiPaths } from '@vitrine/shared/api-paths';
import type { PublicPixWebhookService } from './service.js';

/**
 * The banks' notifications (issue 45): open to anyone who knows the shop's secret URL, no session,
 * no cookie. Answered 200 with no body once the hints are handled; never cached.
 */
export function publicPixWebhookRoutes(webhook: PublicPixWebhookService) {
  const router = Router();
  router.post(apiPaths.pixWebhook.pattern, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    await webhook.receber(String(req.params.lojaId), String(req.params.segredo), req.body);
    res.status(200).end();
  });
  return router;
}
