import { Router, type RequestHandler } from 'express';
import { lojaSchema, whatsappSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import type { LojaService } from './service.js';

/** The signed-in owner's shop settings and WhatsApp number (`owner` is requireOwner: the shop is always the session's). */
export function lojaRoutes(loja: LojaService, owner: RequestHandler) {
  const router = Router();
  router.use(['/loja/configuracao', '/lojista/configuracao', '/lojista/whatsapp'], owner);
  router.get('/loja/configuracao', async (req, res) => {
    res.json(await loja.configuracao(req.ownerId!));
  });
  router.put('/loja/configuracao', async (req, res) => {
    res.json(await loja.saveConfiguracao(req.ownerId!, parseWith(lojaSchema, req.body)));
  });
  router.get('/lojista/configuracao', async (req, res) => {
    res.json(await loja.whatsapp(req.ownerId!));
  });
  router.put('/lojista/whatsapp', async (req, res) => {
    const { telefone_whatsapp } = parseWith(whatsappSchema, req.body);
    res.json(await loja.saveWhatsapp(req.ownerId!, telefone_whatsapp));
  });
  return router;
}
