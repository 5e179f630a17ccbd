import { Router, type RequestHandler } from 'express';
import { atendimentoSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import type { AtendimentoService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/** The signed-in owner's service settings (`owner` is requireOwner: the shop is always the session's). */
export function atendimentoRoutes(atendimento: AtendimentoService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.lojaAtendimento, owner);
  router.get(apiPaths.lojaAtendimento, async (req, res) => {
    res.json(await atendimento.read(req.ownerId!));
  });
  router.put(apiPaths.lojaAtendimento, async (req, res) => {
    res.json(await atendimento.save(req.ownerId!, parseWith(atendimentoSchema, req.body)));
  });
  return router;
}
