import { Router, type Request } from 'express';
import { pontoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { AppError } from '../../platform/http/errors.js';
import { SEM_CACHE, type Disponivel } from '../../platform/public-http.js';
import type { PublicMarcaService } from './service.js';

/** `?lat=&lng=`: both, as numbers on the map, or neither. */
function pontoDe(req: Request) {
  const { lat, lng } = req.query;
  if (lat === undefined && lng === undefined) return null;
  const ponto = pontoSchema.safeParse({ lat: Number(lat), lng: Number(lng) });
  if (!ponto.success || typeof lat !== 'string' || typeof lng !== 'string') throw new AppError(400, 'Localização inválida.');
  return ponto.data;
}

/**
 * GET /api/marca/{slug}: public, rate-limited per IP (app.ts), never cached (whether a shop is open
 * changes by the minute, and the answer depends on the customer's point), 503 in maintenance.
 */
export function publicMarcaRoutes(marcas: PublicMarcaService, disponivel: Disponivel) {
  const router = Router();
  router.get(apiPaths.marca.pattern, disponivel, async (req, res) => {
    res.set('Cache-Control', SEM_CACHE);
    res.json(await marcas.read(req.params.slug, pontoDe(req)));
  });
  return router;
}
