import { Router } from 'express';
import { apiPaths } from '@vitrine/shared/api-paths';
import { SEM_CACHE, type Disponivel } from '../../platform/public-http.js';
import type { PublicPedidoDadosService } from './dados-service.js';

/**
 * DELETE /api/pedido/{token}/dados: open to whoever holds the tracking link, as GET /api/pedido/{token}
 * is; rate-limited per IP with the orders (app.ts), 503 in maintenance. 200 `{ ok: true }`, with
 * `fiado` when the phone's tab was kept for what it owes.
 */
export function publicPedidoDadosRoutes(dados: PublicPedidoDadosService, disponivel: Disponivel) {
  const router = Router();
  router.delete(apiPaths.pedidoDados.pattern, disponivel, async (req, res) => {
    res.set('Cache-Control', SEM_CACHE);
    res.json(await dados.delete(req.params.token));
  });
  return router;
}
