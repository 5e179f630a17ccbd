import { Router, type RequestHandler } from 'express';
import { ordemSchema, produtoSchema, produtoUpdateSchema } from '@vitrine/shared';
import { readIdempotency } from '../../platform/http/idempotency.js';
import { parseWith } from '../../platform/http/validate.js';
import type { ProdutosService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf, rotasDaLoja } from '../../platform/http/sessao.js';

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
  const rotas = rotasDaLoja(router);
  router.use(apiPaths.produtos, owner);
  rotas.get(apiPaths.produtos, 'estoque', (lojaId) => produtos.list(lojaId));
  // 201 created; 200 a retry with the same Idempotency-Key and body, answered the product it created.
  router.post(apiPaths.produtos, async (req, res) => {
    checkPermissao(req, 'catalogo');
    const novo = parseWith(produtoSchema, req.body);
    const { criado, produto } = await produtos.create(lojaIdOf(req), novo, readIdempotency(req, novo));
    res.status(criado ? 201 : 200).json(produto);
  });
  rotas.put(apiPaths.produtosOrdem, 'catalogo', async (lojaId, req) => {
    await produtos.reorder(lojaId, parseWith(ordemSchema, req.body).ids);
    return { ok: true };
  });
  // Esgotado and stock alone are the counter's (estoque); any other field is the catalogue's.
  rotas.put(
    apiPaths.produto.pattern,
    (req) => (soEstoque(req.body) ? 'estoque' : 'catalogo'),
    (lojaId, req) => produtos.update(lojaId, req.params.id, parseWith(produtoUpdateSchema, req.body)),
  );
  rotas.delete(apiPaths.produto.pattern, 'catalogo', async (lojaId, req) => {
    await produtos.delete(lojaId, req.params.id);
    return { ok: true };
  });
  return router;
}
