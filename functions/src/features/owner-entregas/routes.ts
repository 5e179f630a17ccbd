import { Router, type RequestHandler } from 'express';
import { entregaStatusSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWithFirstMessage as parseWith } from '../../platform/http/validate.js';
import type { OwnerEntregasService } from './service.js';

/** The driver's phone (issue 46; permission `entregas`, the role entregador alone): their deliveries, "Saí" and "Entreguei". */
export function ownerEntregasRoutes(entregas: OwnerEntregasService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.entregas, owner);
  const rotas = rotasDaLoja(router);
  rotas.get(apiPaths.entregas, 'entregas', (lojaId, req) => entregas.list(lojaId, req.sessao!));
  rotas.get(apiPaths.entrega.pattern, 'entregas', (lojaId, req) => entregas.entrega(lojaId, req.params.id, req.sessao!));
  rotas.put(apiPaths.entregaStatus.pattern, 'entregas', (lojaId, req) =>
    entregas.status(lojaId, req.params.id, parseWith(entregaStatusSchema, req.body).status, req.sessao!),
  );
  return router;
}
