import { Router, type RequestHandler } from 'express';
import { chamadoAtendidoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { OwnerSalaoService } from './service.js';

/** /api/salao: the room's screen and its calls answered (permission `salao`: the owner, managers and attendants). */
export function ownerSalaoRoutes(salao: OwnerSalaoService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.salao, owner);
  router.get(apiPaths.salao, async (req, res) => {
    checkPermissao(req, 'salao');
    // Read every few seconds by the screen: always the room as it is now.
    res.set('Cache-Control', 'private, no-store');
    res.json(await salao.read(lojaIdOf(req)));
  });
  router.post(apiPaths.salaoChamadoAtendido.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await salao.atender(lojaIdOf(req), req.params.id, parseWith(chamadoAtendidoSchema, req.body ?? {})));
  });
  return router;
}
