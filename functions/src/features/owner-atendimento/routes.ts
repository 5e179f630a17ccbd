import { Router, type RequestHandler } from 'express';
import { atendimentoSchema, pausaSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import type { AtendimentoService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';

/** The signed-in owner's service settings (`owner` is requireOwner: the shop is always the session's). */
export function atendimentoRoutes(atendimento: AtendimentoService, owner: RequestHandler) {
  const router = Router();
  router.use([apiPaths.lojaAtendimento, apiPaths.lojaPausa], owner);
  router.get(apiPaths.lojaAtendimento, async (req, res) => {
    checkPermissao(req, 'leitura');
    res.json(await atendimento.read(lojaIdOf(req)));
  });
  router.put(apiPaths.lojaAtendimento, async (req, res) => {
    checkPermissao(req, 'ajustes');
    res.json(await atendimento.save(lojaIdOf(req), parseWith(atendimentoSchema, req.body)));
  });
  router.put(apiPaths.lojaPausa, async (req, res) => {
    checkPermissao(req, 'pausa');
    res.json(await atendimento.savePausa(lojaIdOf(req), parseWith(pausaSchema, req.body).pausado));
  });
  return router;
}
