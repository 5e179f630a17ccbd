import { Router } from 'express';
import { chamadoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { parseWith } from '../../platform/http/validate.js';
import { SEM_CACHE, type Disponivel } from '../../platform/public-http.js';
import type { PublicMesaService } from './service.js';

/**
 * GET /api/loja/{slug}/mesa/{id}?c={codigo}: open to anyone who scanned the QR, rate-limited per
 * IP in a budget of its own (app.ts), never cached (a replaced code stops working at once, and the
 * bill it will carry changes), 503 in maintenance.
 */
export function publicMesaRoutes(mesas: PublicMesaService, disponivel: Disponivel) {
  const router = Router();
  router.get(apiPaths.lojaMesa.pattern, disponivel, async (req, res) => {
    res.set('Cache-Control', SEM_CACHE);
    const codigo = typeof req.query.c === 'string' ? req.query.c : undefined;
    res.json(await mesas.read({ slug: req.params.slug }, req.params.id, codigo));
  });
  // "Chamar garçom" / "Pedir a conta" from the table's phone: the QR's code again, in `?c=`.
  router.post(apiPaths.lojaMesaChamado.pattern, disponivel, async (req, res) => {
    const { motivo } = parseWith(chamadoSchema, req.body);
    const codigo = typeof req.query.c === 'string' ? req.query.c : undefined;
    res.status(201).json(await mesas.chamar({ slug: req.params.slug }, req.params.id, codigo, motivo));
  });
  return router;
}
