import { Router, type RequestHandler } from 'express';
import { mesaInputSchema, mesaLoteSchema, salaoSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import type { OwnerMesasService } from './service.js';

/**
 * /api/mesas: the dining room's tables and their QR codes, and /api/loja/salao, the room's
 * settings (permission `ajustes`: the owner and the managers set the room up; every member reads
 * the settings, as they read the atendimento).
 */
export function ownerMesasRoutes(mesas: OwnerMesasService, owner: RequestHandler, webOrigin: string | null) {
  const router = Router();
  router.use([apiPaths.mesas, apiPaths.lojaSalao], owner);
  router.get(apiPaths.mesas, async (req, res) => {
    checkPermissao(req, 'ajustes');
    res.json(await mesas.list(lojaIdOf(req)));
  });
  router.post(apiPaths.mesas, async (req, res) => {
    checkPermissao(req, 'ajustes');
    res.status(201).json(await mesas.create(lojaIdOf(req), parseWith(mesaInputSchema, req.body)));
  });
  router.post(apiPaths.mesasLote, async (req, res) => {
    checkPermissao(req, 'ajustes');
    res.status(201).json(await mesas.createLote(lojaIdOf(req), parseWith(mesaLoteSchema, req.body)));
  });
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
  router.put(apiPaths.mesa.pattern, async (req, res) => {
    checkPermissao(req, 'ajustes');
    res.json(await mesas.update(lojaIdOf(req), req.params.id, parseWith(mesaInputSchema, req.body)));
  });
  router.delete(apiPaths.mesa.pattern, async (req, res) => {
    checkPermissao(req, 'ajustes');
    await mesas.delete(lojaIdOf(req), req.params.id);
    res.status(204).end();
  });
  router.post(apiPaths.mesaNovoCodigo.pattern, async (req, res) => {
    checkPermissao(req, 'ajustes');
    res.json(await mesas.replaceCodigo(lojaIdOf(req), req.params.id));
  });
  router.get(apiPaths.lojaSalao, async (req, res) => {
    checkPermissao(req, 'leitura');
    res.json(await mesas.readSalao(lojaIdOf(req)));
  });
  router.put(apiPaths.lojaSalao, async (req, res) => {
    checkPermissao(req, 'ajustes');
    res.json(await mesas.saveSalao(lojaIdOf(req), parseWith(salaoSchema, req.body)));
  });
  return router;
}
