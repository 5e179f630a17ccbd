import { Router, type RequestHandler } from 'express';
import { categoriaSchema, ordemSchema } from '@vitrine/shared';
import { readIdempotency } from '../../platform/http/idempotency.js';
import { parseWith } from '../../platform/http/validate.js';
import type { CategoriasService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/**
 * /api/categorias: the signed-in owner's categories (`owner` is requireOwner: the shop is always
 * the session's). /categorias/ordem is registered before /categorias/:id, which would take it for an id.
 */
export function categoriasRoutes(categorias: CategoriasService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.categorias, owner);
  router.get(apiPaths.categorias, async (req, res) => {
    res.json(await categorias.list(req.ownerId!));
  });
  // 201 created; 200 a retry with the same Idempotency-Key and body, answered the category it created.
  router.post(apiPaths.categorias, async (req, res) => {
    const nova = parseWith(categoriaSchema, req.body);
    const { criado, categoria } = await categorias.create(req.ownerId!, nova.nome, readIdempotency(req, nova));
    res.status(criado ? 201 : 200).json(categoria);
  });
  router.put(apiPaths.categoriasOrdem, async (req, res) => {
    await categorias.reorder(req.ownerId!, parseWith(ordemSchema, req.body).ids);
    res.json({ ok: true });
  });
  router.put(apiPaths.categoria.pattern, async (req, res) => {
    const { nome } = parseWith(categoriaSchema, req.body);
    res.json(await categorias.rename(req.ownerId!, req.params.id, nome));
  });
  router.delete(apiPaths.categoria.pattern, async (req, res) => {
    await categorias.delete(req.ownerId!, req.params.id);
    res.json({ ok: true });
  });
  return router;
}
