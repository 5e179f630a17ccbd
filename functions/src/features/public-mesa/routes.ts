import { Router, type Request } from 'express';
import { chamadoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { parseWith } from '../../platform/http/validate.js';
import { SEM_CACHE, type Disponivel } from '../../platform/public-http.js';
import type { PublicMesaService } from './service.js';

/**
 * GET /api/loja/{slug}/mesa/{id}?c={codigo} (and /api/catalogo/{lojaId}/mesa/{id}): open to anyone who scanned the QR, rate-limited per
 * IP in a budget of its own (app.ts), never cached (a replaced code stops working at once, and the
 * bill it will carry changes), 503 in maintenance.
 */
export function publicMesaRoutes(mesas: PublicMesaService, disponivel: Disponivel) {
  const router = Router();
  const codigoDe = (req: Request) => (typeof req.query.c === 'string' ? req.query.c : undefined);
  router.get(apiPaths.lojaMesa.pattern, disponivel, async (req, res) => {
    res.set('Cache-Control', SEM_CACHE);
    res.json(await mesas.read({ slug: req.params.slug }, req.params.id, codigoDe(req)));
  });
  // A shop without a link name prints its tables' QR codes under /catalogo/{id} (mesaPath).
  router.get(apiPaths.catalogoMesa.pattern, disponivel, async (req, res) => {
    res.set('Cache-Control', SEM_CACHE);
    res.json(await mesas.read({ lojaId: req.params.lojaId }, req.params.id, codigoDe(req)));
  });
  // "Chamar garçom" / "Pedir a conta" from the table's phone: the QR's code again, in `?c=`.
  router.post(apiPaths.lojaMesaChamado.pattern, disponivel, async (req, res) => {
    const { motivo } = parseWith(chamadoSchema, req.body);
    res.status(201).json(await mesas.chamar({ slug: req.params.slug }, req.params.id, codigoDe(req), motivo));
  });
  router.post(apiPaths.catalogoMesaChamado.pattern, disponivel, async (req, res) => {
    const { motivo } = parseWith(chamadoSchema, req.body);
    res.status(201).json(await mesas.chamar({ lojaId: req.params.lojaId }, req.params.id, codigoDe(req), motivo));
  });
  return router;
}
