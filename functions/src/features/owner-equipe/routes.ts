import { Router, type RequestHandler } from 'express';
import { membroConviteSchema, membroUpdateSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { EquipeService } from './service.js';

/** /api/equipe: the shop's team, the owner's alone (permission `equipe`). */
export function equipeRoutes(equipe: EquipeService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.equipe, owner);
  router.get(apiPaths.equipe, async (req, res) => {
    checkPermissao(req, 'equipe');
    res.json(await equipe.list(lojaIdOf(req)));
  });
  router.post(apiPaths.equipe, async (req, res) => {
    checkPermissao(req, 'equipe');
    res.status(201).json(await equipe.invite(lojaIdOf(req), parseWith(membroConviteSchema, req.body)));
  });
  router.put(apiPaths.membro.pattern, async (req, res) => {
    checkPermissao(req, 'equipe');
    res.json(await equipe.update(lojaIdOf(req), req.params.id, parseWith(membroUpdateSchema, req.body).papel));
  });
  router.delete(apiPaths.membro.pattern, async (req, res) => {
    checkPermissao(req, 'equipe');
    await equipe.delete(lojaIdOf(req), req.params.id);
    res.status(204).end();
  });
  return router;
}
