import { Router, type RequestHandler } from 'express';
import { exclusaoContaSchema, SESSION_COOKIE } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import type { OwnerContaService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';

/**
 * GET /api/conta/exportar behind `owner`; DELETE /api/conta behind `session` alone: the owner of a
 * suspended shop, who may change nothing else, may still have their account deleted.
 */
export function ownerContaRoutes(conta: OwnerContaService, owner: RequestHandler, session: RequestHandler) {
  const router = Router();
  router.get(apiPaths.contaExportar, owner, async (req, res) => {
    checkPermissao(req, 'conta');
    const { arquivo, dados } = await conta.exportar(lojaIdOf(req));
    res.set('Cache-Control', 'no-store');
    res.attachment(arquivo);
    res.json(dados);
  });
  router.delete(apiPaths.conta, session, async (req, res) => {
    checkPermissao(req, 'conta');
    const { confirmacao } = parseWith(exclusaoContaSchema, req.body);
    await conta.delete(lojaIdOf(req), confirmacao);
    // The account is gone with its Auth user, so the cookie no longer opens anything: the browser drops it too.
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    res.json({ ok: true });
  });
  return router;
}
