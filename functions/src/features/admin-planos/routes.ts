import { Router } from 'express';
import { planoSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import type { AdminPlanosService } from './service.js';

/** /api/admin/planos, behind requireAdmin. */
export function adminPlanosRoutes(planos: AdminPlanosService) {
  const router = Router();
  router.get('/planos', async (_req, res) => {
    res.json(await planos.list());
  });
  router.post('/planos', async (req, res) => {
    res.status(201).json(await planos.create(parseWith(planoSchema, req.body)));
  });
  router.put('/planos/:id', async (req, res) => {
    res.json(await planos.update(req.params.id, parseWith(planoSchema, req.body)));
  });
  router.delete('/planos/:id', async (req, res) => {
    await planos.remove(req.params.id);
    res.json({ ok: true });
  });
  return router;
}
