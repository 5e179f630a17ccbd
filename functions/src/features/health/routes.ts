import { Router } from 'express';
import type { Env } from '../../config/env.js';
import type { ConfiguracoesRepository } from '../../model/configuracoes.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/** GET /api/health: whether Firestore answers, and which version is deployed. */
export function healthRoutes({ configuracoes }: { configuracoes: ConfiguracoesRepository }, env: Env) {
  const router = Router();
  router.get(apiPaths.health, async (_req, res) => {
    const firestore = await configuracoes.firestoreDisponivel();
    res.status(firestore ? 200 : 503).json({ ok: firestore, firestore, versao: env.version });
  });
  return router;
}
