import { Router, type RequestHandler } from 'express';
import { mesaInputSchema, mesaLoteSchema, salaoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { checkPermissao, lojaIdOf, rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { OwnerMesasService } from './service.js';

/**
 * /api/mesas: the dining room's tables and their QR codes, and /api/loja/salao, the room's
 * settings (permission `ajustes`: the owner and the managers set the room up; every member reads
 * the settings, as they read the atendimento).
 */
export function ownerMesasRoutes(mesas: OwnerMesasService, owner: RequestHandler, webOrigin: string | null) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use([apiPaths.mesas, apiPaths.lojaSalao], owner);
  rotas.get(apiPaths.mesas, 'ajustes', (lojaId) => mesas.list(lojaId));
  rotas.post(apiPaths.mesas, 'ajustes', (lojaId, req) => mesas.create(lojaId, parseWith(mesaInputSchema, req.body)), 201);
  rotas.post(apiPaths.mesasLote, 'ajustes', (lojaId, req) => mesas.createLote(lojaId, parseWith(mesaLoteSchema, req.body)), 201);
  // Before /mesas/:id, which would otherwise take "qrcodes.pdf" for an id (no GET there today, but one may come).
  router.get(apiPaths.mesasQrcodes, async (req, res) => {
    checkPermissao(req, 'ajustes');
    const pdf = await mesas.qrcodesPdf(lojaIdOf(req), publicOrigin(req, webOrigin));
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="qrcodes-das-mesas.pdf"',
      'Cache-Control': 'private, no-store',
    });
    res.send(pdf);
  });
  rotas.put(apiPaths.mesa.pattern, 'ajustes', (lojaId, req) => mesas.update(lojaId, req.params.id, parseWith(mesaInputSchema, req.body)));
  rotas.delete(apiPaths.mesa.pattern, 'ajustes', (lojaId, req) => mesas.delete(lojaId, req.params.id), 204);
  rotas.post(apiPaths.mesaNovoCodigo.pattern, 'ajustes', (lojaId, req) => mesas.replaceCodigo(lojaId, req.params.id));
  rotas.get(apiPaths.lojaSalao, 'leitura', (lojaId) => mesas.readSalao(lojaId));
  rotas.put(apiPaths.lojaSalao, 'ajustes', (lojaId, req) => mesas.saveSalao(lojaId, parseWith(salaoSchema, req.body)));
  return router;
}
