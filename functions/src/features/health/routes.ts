import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Env } from '../../config/env.js';

/** GET /api/health: whether Firestore answers, and which version is deployed. */
export function healthRoutes(db: Firestore, env: Env) {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const firestore = await db
      .collection('configuracoes')
      .limit(1)
      .get()
      .then(() => true)
      .catch(() => false);
    res.status(firestore ? 200 : 503).json({ ok: firestore, firestore, versao: env.version });
  });
  return router;
}
