import { Router } from 'express';
import { apiPaths } from '@vitrine/shared/api-paths';
import { inscricaoSchema } from '@vitrine/shared';
import { parseWith } from '../../platform/http/validate.js';
import { SEM_CACHE, type Disponivel } from '../../platform/public-http.js';
import type { PublicPedidoNotificacoesService } from './notificacoes-service.js';

/**
 * POST /api/pedido/{token}/notificacoes: open to whoever holds the tracking link, as GET
 * /api/pedido/{token} is; the body is the browser's PushSubscription.toJSON(), strict (the owner's
 * devices' schema). Same-origin like every write, rate-limited per IP with the orders (app.ts),
 * 503 in maintenance. 201 `{ id }`.
 */
export function publicPedidoNotificacoesRoutes(notificacoes: PublicPedidoNotificacoesService, disponivel: Disponivel) {
  const router = Router();
  router.post(apiPaths.pedidoNotificacoes.pattern, disponivel, async (req, res) => {
    res.set('Cache-Control', SEM_CACHE);
    const inscricao = parseWith(inscricaoSchema, req.body);
    res.status(201).json(await notificacoes.subscribe(req.params.token, inscricao));
  });
  return router;
}
