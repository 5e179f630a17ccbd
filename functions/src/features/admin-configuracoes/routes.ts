import { Router } from 'express';
import { configuracoesSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import type { ConfiguracoesService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/** GET /api/status: public, no session. */
export function statusRoutes(configuracoes: ConfiguracoesService) {
  const router = Router();
  router.get(apiPaths.status, async (_req, res) => {
    // Every catalogue visit may ask: let the CDN answer for 30 s, so a toggle shows up within that.
    res.set('Cache-Control', 'public, max-age=0, s-maxage=30');
    res.json(await configuracoes.status());
  });
  return router;
}

/** /api/admin/configuracoes, behind requireAdmin. */
export function adminConfiguracoesRoutes(configuracoes: ConfiguracoesService) {
  const router = Router();
  router.get(apiPaths.admin.configuracoes, async (_req, res) => {
    res.json(await configuracoes.list());
  });
  router.put(apiPaths.admin.configuracoes, async (req, res) => {
    const { configuracoes: itens } = parseWith(configuracoesSchema, req.body);
    res.json(await configuracoes.save(itens));
  });
  return router;
}
