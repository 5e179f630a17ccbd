import { Router, type RequestHandler } from 'express';
import { lojaSchema, whatsappSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import { manifestoDoGestor } from './manifesto.js';
import type { LojaService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf, rotasDaLoja } from '../../platform/http/sessao.js';

/** The signed-in owner's shop settings and WhatsApp number (`owner` is requireOwner: the shop is always the session's). */
export function lojaRoutes(loja: LojaService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use([apiPaths.lojaConfiguracao, apiPaths.lojistaConfiguracao, apiPaths.lojistaWhatsapp, apiPaths.gestorManifesto], owner);
  rotas.get(apiPaths.lojaConfiguracao, 'leitura', (lojaId) => loja.configuracao(lojaId));
  rotas.put(apiPaths.lojaConfiguracao, 'ajustes', (lojaId, req) => loja.saveConfiguracao(lojaId, parseWith(lojaSchema, req.body)));
  rotas.get(apiPaths.lojistaConfiguracao, 'leitura', (lojaId) => loja.whatsapp(lojaId));
  rotas.put(apiPaths.lojistaWhatsapp, 'ajustes', (lojaId, req) =>
    loja.saveWhatsapp(lojaId, parseWith(whatsappSchema, req.body).telefone_whatsapp),
  );
  // The Gestor app's manifest, named after the session's shop (the browser sends the cookie: the
  // owner app links it with crossorigin="use-credentials"); private, so no CDN keeps one shop's name for another.
  router.get(apiPaths.gestorManifesto, async (req, res) => {
    checkPermissao(req, 'leitura');
    const { nome_loja } = await loja.configuracao(lojaIdOf(req));
    res
      .set('Cache-Control', 'private, no-cache')
      .type('application/manifest+json')
      .send(JSON.stringify(manifestoDoGestor(nome_loja)));
  });
  return router;
}
