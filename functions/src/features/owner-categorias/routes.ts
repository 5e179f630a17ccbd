import { Router, type RequestHandler } from 'express';
import { categoriaSchema, ordemSchema } from '@vitrine/shared';
import { readIdempotency } from '../../platform/http/idempotency.js';
import { parseWith } from '../../platform/http/validate.js';
import type { CategoriasService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';

/**
 * /api/categorias: the signed-in owner's categories (`owner` is requireOwner: the shop is always
 * the session's). /categorias/ordem is registered before /categorias/:id, which would take it for an id.
 */
export function categoriasRoutes(categorias: CategoriasService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.categorias, owner);
  router.get(apiPaths.categorias, async (req, res) => {
    checkPermissao(req, 'leitura');
    res.json(await categorias.list(lojaIdOf(req)));
  });
  // 201 created; 200 a retry with the same Idempotency-Key and body, answered the category it created.
  router.post(apiPaths.categorias, async (req, res) => {
    checkPermissao(req, 'catalogo');
    const nova = parseWith(categoriaSchema, req.body);
    const { criado, categoria } = await categorias.create(lojaIdOf(req), nova.nome, readIdempotency(req, nova));
    res.status(criado ? 201 : 200).json(categoria);
  });
  router.put(apiPaths.categoriasOrdem, async (req, res) => {
    checkPermissao(req, 'catalogo');
    await categorias.reorder(lojaIdOf(req), parseWith(ordemSchema, req.body).ids);
    res.json({ ok: true });
  });
  router.put(apiPaths.categoria.pattern, async (req, res) => {
    checkPermissao(req, 'catalogo');
    const { nome } = parseWith(categoriaSchema, req.body);
    res.json(await categorias.rename(lojaIdOf(req), req.params.id, nome));
  });
  router.delete(apiPaths.categoria.pattern, async (req, res) => {
    checkPermissao(req, 'catalogo');
    await categorias.delete(lojaIdOf(req), req.params.id);
    res.json({ ok: true });
  });
  return router;
}
