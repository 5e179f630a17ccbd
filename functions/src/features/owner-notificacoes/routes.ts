import { Router, type Request, type RequestHandler, type Response } from 'express';
import { inscricaoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import { answerPublic } from '../../platform/public-http.js';
import type { NotificacoesService } from './service.js';

/**
 * GET /api/notificacoes/chave: the deployment's VAPID public key, which a browser needs to subscribe.
 * Public and cacheable like the plans (no session read, no cookie set).
 */
export function notificacoesChaveRoutes(notificacoes: NotificacoesService) {
  const router = Router();
  router.get(apiPaths.notificacoesChave, (_req, res) => answerPublic(res, notificacoes.chave()));
  return router;
}

/**
 * /api/notificacoes/dispositivos and /teste: the caller's own devices (permission `preparo`: every
 * role that sees orders). Writes are same-origin (security.ts, for every cookie route).
 */
export function notificacoesRoutes(notificacoes: NotificacoesService, owner: RequestHandler) {
  const router = Router();
  // The devices' paths until issue 42 (/inscricoes): 308 to the new ones, which keeps the method and
  // the body, for one release. Before `owner`: the answer tells nothing, the new path checks the session.
  const paraONovo = (destino: (req: Request) => string) => (req: Request, res: Response) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.redirect(308, `${req.baseUrl}${destino(req)}${query}`);
  };
  const lista = paraONovo(() => apiPaths.notificacoesDispositivos);
  router.post(apiPaths.notificacoesDispositivosAntigo, lista);
  router.get(apiPaths.notificacoesDispositivosAntigo, lista);
  router.delete(
    apiPaths.notificacoesDispositivoAntigo.pattern,
    paraONovo((req) => apiPaths.notificacoesDispositivo({ id: String(req.params.id) })),
  );
  router.use([apiPaths.notificacoesDispositivos, apiPaths.notificacoesTeste], owner);
  router.post(apiPaths.notificacoesDispositivos, async (req, res) => {
    checkPermissao(req, 'preparo');
    const inscricao = parseWith(inscricaoSchema, req.body);
    res.status(201).json(await notificacoes.subscribe(lojaIdOf(req), req.sessao!.uid, inscricao, req.get('user-agent')));
  });
  router.get(apiPaths.notificacoesDispositivos, async (req, res) => {
    checkPermissao(req, 'preparo');
    res.json(await notificacoes.list(lojaIdOf(req), req.sessao!.uid));
  });
  router.delete(apiPaths.notificacoesDispositivo.pattern, async (req, res) => {
    checkPermissao(req, 'preparo');
    await notificacoes.delete(lojaIdOf(req), req.sessao!.uid, req.params.id);
    res.status(204).end();
  });
  router.post(apiPaths.notificacoesTeste, async (req, res) => {
    checkPermissao(req, 'preparo');
    res.json(await notificacoes.teste(lojaIdOf(req), req.sessao!.uid));
  });
  return router;
}
