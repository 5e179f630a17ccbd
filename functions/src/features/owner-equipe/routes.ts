import { Router, type RequestHandler } from 'express';
import { membroConviteSchema, membroUpdateSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { EquipeService } from './service.js';

/** /api/equipe: the shop's team, the owner's alone (permission `equipe`). */
export function equipeRoutes(equipe: EquipeService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use(apiPaths.equipe, owner);
  rotas.get(apiPaths.equipe, 'equipe', (lojaId) => equipe.list(lojaId));
  rotas.post(apiPaths.equipe, 'equipe', (lojaId, req) => equipe.invite(lojaId, parseWith(membroConviteSchema, req.body)), 201);
  rotas.put(apiPaths.membro.pattern, 'equipe', (lojaId, req) =>
    equipe.update(lojaId, req.params.id, parseWith(membroUpdateSchema, req.body).papel),
  );
  rotas.delete(apiPaths.membro.pattern, 'equipe', (lojaId, req) => equipe.delete(lojaId, req.params.id), 204);
  return router;
}
