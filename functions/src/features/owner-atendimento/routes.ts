import { Router, type RequestHandler } from 'express';
import { atendimentoSchema, pausaSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import type { AtendimentoService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja } from '../../platform/http/sessao.js';

/** The signed-in owner's service settings (`owner` is requireOwner: the shop is always the session's). */
export function atendimentoRoutes(atendimento: AtendimentoService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use([apiPaths.lojaAtendimento, apiPaths.lojaPausa], owner);
  rotas.get(apiPaths.lojaAtendimento, 'leitura', (lojaId) => atendimento.read(lojaId));
  rotas.put(apiPaths.lojaAtendimento, 'ajustes', (lojaId, req) => atendimento.save(lojaId, parseWith(atendimentoSchema, req.body)));
  rotas.put(apiPaths.lojaPausa, 'pausa', (lojaId, req) => atendimento.savePausa(lojaId, parseWith(pausaSchema, req.body).pausado));
  return router;
}
