import { Router, type RequestHandler } from 'express';
import { pixApiPreferenciasSchema, pixApiSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { parseWith } from '../../platform/http/validate.js';
import { rotasDaLoja } from '../../platform/http/sessao.js';
import type { OwnerPixApiService } from './service.js';

/**
 * GET/PUT/PATCH/DELETE /api/loja/pix-api (issue 45): the shop's bank connection, the owner's alone
 * (permission `conta`, like the account and the plan): a manager or a member never sees or changes
 * where the shop's money is confirmed. Answers are never cached: they name the shop's bank and key.
 */
export function ownerPixApiRoutes(pixApi: OwnerPixApiService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use(apiPaths.lojaPixApi, owner, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  rotas.get(apiPaths.lojaPixApi, 'conta', (lojaId) => pixApi.read(lojaId));
  rotas.put(apiPaths.lojaPixApi, 'conta', (lojaId, req) => pixApi.save(lojaId, parseWith(pixApiSchema, req.body)));
  rotas.patch(apiPaths.lojaPixApi, 'conta', (lojaId, req) =>
    pixApi.savePreferencias(lojaId, parseWith(pixApiPreferenciasSchema, req.body)),
  );
  rotas.delete(apiPaths.lojaPixApi, 'conta', (lojaId) => pixApi.delete(lojaId));
  return router;
}
