import { Router, type RequestHandler } from 'express';
import { categoriaSchema, ordemSchema } from '@vitrine/shared';
import { readIdempotency } from '../../platform/http/idempotency.js';
import { parseWith } from '../../platform/http/validate.js';
import type { CategoriasService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf, rotasDaLoja } from '../../platform/http/sessao.js';

/**
 * /api/categorias: the signed-in owner's categories (`owner` is requireOwner: the shop is always
 * the session's). /categorias/ordem is registered before /categorias/:id, which would take it for an id.
 */
export function categoriasRoutes(categorias: CategoriasService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use(apiPaths.categorias, owner);
  rotas.get(apiPaths.categorias, 'leitura', (lojaId) => categorias.list(lojaId));
  // 201 created; 200 a retry with the same Idempotency-Key and body, answered the category it created.
  router.post(apiPaths.categorias, async (req, res) => {
    checkPermissao(req, 'catalogo');
    const nova = parseWith(categoriaSchema, req.body);
    const { criado, categoria } = await categorias.create(lojaIdOf(req), nova.nome, readIdempotency(req, nova));
    res.status(criado ? 201 : 200).json(categoria);
  });
  rotas.put(apiPaths.categoriasOrdem, 'catalogo', async (lojaId, req) => {
    await categorias.reorder(lojaId, parseWith(ordemSchema, req.body).ids);
    return { ok: true };
  });
  rotas.put(apiPaths.categoria.pattern, 'catalogo', (lojaId, req) =>
    categorias.rename(lojaId, req.params.id, parseWith(categoriaSchema, req.body).nome),
  );
  rotas.delete(apiPaths.categoria.pattern, 'catalogo', async (lojaId, req) => {
    await categorias.delete(lojaId, req.params.id);
    return { ok: true };
  });
  return router;
}
