import { Router, type RequestHandler } from 'express';
import { copiaDeCatalogoSchema, novaLojaSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { CopiaDeCatalogoService } from './copia.js';
import type { OwnerLojasService } from './service.js';

/**
 * /api/lojas: the account's shops (issue 47, filiais). Everyone signed in reads the list (a member
 * sees only their shop); opening another is the owner's (`conta`, like the plan).
 */
export function ownerLojasRoutes(lojas: OwnerLojasService, copia: CopiaDeCatalogoService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use([apiPaths.lojas, apiPaths.lojaCopiarCatalogo.pattern], owner);
  rotas.get(apiPaths.lojas, 'leitura', (_lojaId, req) => lojas.list(req.sessao!));
  // Every shop's figures: the owner's alone, like opening one (a manager's figures are their shop's dashboard).
  rotas.get(apiPaths.lojasResumo, 'conta', (_lojaId, req) => lojas.resumo(req.sessao!));
  rotas.post(apiPaths.lojas, 'conta', (_lojaId, req) => lojas.create(req.sessao!, parseWith(novaLojaSchema, req.body)), 201);
  // Copying another shop's catalogue into {id} (the owner's, like opening a shop), and the copy's progress.
  rotas.post(apiPaths.lojaCopiarCatalogo.pattern, 'conta', (_lojaId, req) =>
    copia.copiar(req.sessao!, req.params.id, parseWith(copiaDeCatalogoSchema, req.body).de_loja_id),
  );
  rotas.get(apiPaths.lojaCopiarCatalogo.pattern, 'conta', (_lojaId, req) => copia.progresso(req.sessao!, req.params.id));
  return router;
}
