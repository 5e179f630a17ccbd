import { Router, type RequestHandler } from 'express';
import { lojaSchema, whatsappSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import type { LojaService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/** The signed-in owner's shop settings and WhatsApp number (`owner` is requireOwner: the shop is always the session's). */
export function lojaRoutes(loja: LojaService, owner: RequestHandler) {
  const router = Router();
  router.use([apiPaths.lojaConfiguracao, apiPaths.lojistaConfiguracao, apiPaths.lojistaWhatsapp], owner);
  router.get(apiPaths.lojaConfiguracao, async (req, res) => {
    res.json(await loja.configuracao(req.ownerId!));
  });
  router.put(apiPaths.lojaConfiguracao, async (req, res) => {
    res.json(await loja.saveConfiguracao(req.ownerId!, parseWith(lojaSchema, req.body)));
  });
  router.get(apiPaths.lojistaConfiguracao, async (req, res) => {
    res.json(await loja.whatsapp(req.ownerId!));
  });
  router.put(apiPaths.lojistaWhatsapp, async (req, res) => {
    const { telefone_whatsapp } = parseWith(whatsappSchema, req.body);
    res.json(await loja.saveWhatsapp(req.ownerId!, telefone_whatsapp));
  });
  return router;
}
