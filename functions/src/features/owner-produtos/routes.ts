import { Router, type RequestHandler } from 'express';
import { ordemSchema, produtoSchema, produtoUpdateSchema } from '@vitrine/shared';
import { readIdempotency } from '../../platform/http/idempotency.js';
import { parseWith } from '../../platform/http/validate.js';
import type { ProdutosService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';

/** A body that changes only Esgotado and the stock count: what the counter (atendente) may do to a product. */
const soEstoque = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  Object.keys(body).length > 0 &&
  Object.keys(body).every((campo) => campo === 'esgotado' || campo === 'estoque');

/**
 * /api/produtos: the signed-in owner's products (`owner` is requireOwner: the shop is always the
 * session's). /produtos/ordem is registered before /produtos/:id, which would take it for an id.
 */
export function produtosRoutes(produtos: ProdutosService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.produtos, owner);
  router.get(apiPaths.produtos, async (req, res) => {
    checkPermissao(req, 'estoque');
    res.json(await produtos.list(lojaIdOf(req)));
  });
  // 201 created; 200 a retry with the same Idempotency-Key and body, answered the product it created.
  router.post(apiPaths.produtos, async (req, res) => {
    checkPermissao(req, 'catalogo');
    const novo = parseWith(produtoSchema, req.body);
    const { criado, produto } = await produtos.create(lojaIdOf(req), novo, readIdempotency(req, novo));
    res.status(criado ? 201 : 200).json(produto);
  });
  router.put(apiPaths.produtosOrdem, async (req, res) => {
    checkPermissao(req, 'catalogo');
    await produtos.reorder(lojaIdOf(req), parseWith(ordemSchema, req.body).ids);
    res.json({ ok: true });
  });
  router.put(apiPaths.produto.pattern, async (req, res) => {
    // Esgotado and stock alone are the counter's (estoque); any other field is the catalogue's.
    checkPermissao(req, soEstoque(req.body) ? 'estoque' : 'catalogo');
    res.json(await produtos.update(lojaIdOf(req), req.params.id, parseWith(produtoUpdateSchema, req.body)));
  });
  router.delete(apiPaths.produto.pattern, async (req, res) => {
    checkPermissao(req, 'catalogo');
    await produtos.delete(lojaIdOf(req), req.params.id);
    res.json({ ok: true });
  });
  return router;
}
