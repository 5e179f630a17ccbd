import { Router, type RequestHandler } from 'express';
import { ordemSchema, produtoSchema, produtoUpdateSchema } from '@vitrine/shared';
import { readIdempotency } from '../../platform/http/idempotency.js';
import { parseWith } from '../../platform/http/validate.js';
import type { ProdutosService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';

/**
 * /api/produtos: the signed-in owner's products (`owner` is requireOwner: the shop is always the
 * session's). /produtos/ordem is registered before /produtos/:id, which would take it for an id.
 */
export function produtosRoutes(produtos: ProdutosService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.produtos, owner);
  router.get(apiPaths.produtos, async (req, res) => {
    res.json(await produtos.list(req.ownerId!));
  });
  // 201 created; 200 a retry with the same Idempotency-Key and body, answered the product it created.
  router.post(apiPaths.produtos, async (req, res) => {
    const novo = parseWith(produtoSchema, req.body);
    const { criado, produto } = await produtos.create(req.ownerId!, novo, readIdempotency(req, novo));
    res.status(criado ? 201 : 200).json(produto);
  });
  router.put(apiPaths.produtosOrdem, async (req, res) => {
    await produtos.reorder(req.ownerId!, parseWith(ordemSchema, req.body).ids);
    res.json({ ok: true });
  });
  router.put(apiPaths.produto.pattern, async (req, res) => {
    res.json(await produtos.update(req.ownerId!, req.params.id, parseWith(produtoUpdateSchema, req.body)));
  });
  router.delete(apiPaths.produto.pattern, async (req, res) => {
    await produtos.delete(req.ownerId!, req.params.id);
    res.json({ ok: true });
  });
  return router;
}
