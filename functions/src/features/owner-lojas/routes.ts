import { Router, type RequestHandler } from 'express';
import { novaLojaSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { OwnerLojasService } from './service.js';

/**
 * /api/lojas: the account's shops (issue 47, filiais). Everyone signed in reads the list (a member
 * sees only their shop); opening another is the owner's (`conta`, like the plan).
 */
export function ownerLojasRoutes(lojas: OwnerLojasService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use(apiPaths.lojas, owner);
  rotas.get(apiPaths.lojas, 'leitura', (_lojaId, req) => lojas.list(req.sessao!));
  rotas.post(apiPaths.lojas, 'conta', (_lojaId, req) => lojas.create(req.sessao!, parseWith(novaLojaSchema, req.body)), 201);
  return router;
}
