import { Router, type RequestHandler } from 'express';
import { canaisSchema, type Canais } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import type { LojistasRepository } from '../../model/lojistas.js';
import type { RunTransaction } from '../../model/transaction.js';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';

/**
 * /api/loja/canais (issue 32; permission `ajustes`): whether the shop's product feeds answer. The
 * feeds read the switch themselves (public-feeds), so a save publishes nothing; the CDN may keep a
 * feed until its s-maxage runs out.
 */
export function canaisRoutes(
  { lojistas, runTransaction }: { lojistas: LojistasRepository; runTransaction: RunTransaction },
  owner: RequestHandler,
) {
  const router = Router();
  router.use(apiPaths.lojaCanais, owner);
  router.get(apiPaths.lojaCanais, async (req, res) => {
    checkPermissao(req, 'leitura');
    const lojista = await lojistas.require(lojaIdOf(req));
    res.json({ feeds_ativos: lojista.feeds_ativos !== false } satisfies Canais);
  });
  router.put(apiPaths.lojaCanais, async (req, res) => {
    checkPermissao(req, 'ajustes');
    const canais = parseWith(canaisSchema, req.body);
    const lojaId = lojaIdOf(req);
    await runTransaction((tx) => lojistas.requireAndUpdate(tx, lojaId, { feeds_ativos: canais.feeds_ativos }));
    res.json(canais satisfies Canais);
  });
  return router;
}
