import { Router, type RequestHandler } from 'express';
import {
  comandaQuerySchema,
  comandasQuerySchema,
  cupomDaComandaSchema,
  divisaoDaComandaQuerySchema,
  fecharComandaSchema,
  pagamentoDaComandaSchema,
  pagamentoFiadoDaComandaSchema,
  pessoasDaComandaSchema,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import { enviarFolha } from '../../platform/impressao.js';
import { linhasDaConta } from './conta-impressa.js';
import type { ComandasService } from './service.js';

/** /api/comandas: the tables' bills (permission `salao`: the owner, managers and attendants). */
export function comandasRoutes(comandas: ComandasService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.comandas, owner);
  router.get(apiPaths.comandas, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await comandas.list(lojaIdOf(req), parseWith(comandasQuerySchema, req.query)));
  });
  router.get(apiPaths.comanda.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await comandas.get(lojaIdOf(req), req.params.id));
  });
  router.get(apiPaths.comandaDivisao.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await comandas.divisao(lojaIdOf(req), req.params.id, parseWith(divisaoDaComandaQuerySchema, req.query)));
  });
  // The bill on paper, as the order's ticket prints (same query: 58 or 80 mm, text or ESC/POS).
  router.get(apiPaths.comandaImpressao.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    const papel = parseWith(comandaQuerySchema, req.query);
    const conta = await comandas.impressao(lojaIdOf(req), req.params.id);
    enviarFolha(res, papel, `conta-${req.params.id}`, () => linhasDaConta(conta, papel.largura));
  });
  router.post(apiPaths.comandaPagamentos.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    // Paying "fiado" charges a customer's tab (issue 46): its own body, and the tabs' permission too.
    const fiado = (req.body as { forma?: unknown } | undefined)?.forma === 'fiado';
    if (fiado) checkPermissao(req, 'fiado');
    const pagamento = fiado ? parseWith(pagamentoFiadoDaComandaSchema, req.body) : parseWith(pagamentoDaComandaSchema, req.body);
    res.status(201).json(await comandas.pagar(lojaIdOf(req), req.params.id, pagamento, req.sessao!));
  });
  router.post(apiPaths.comandaCupom.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await comandas.aplicarCupom(lojaIdOf(req), req.params.id, parseWith(cupomDaComandaSchema, req.body)));
  });
  router.delete(apiPaths.comandaCupom.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await comandas.removerCupom(lojaIdOf(req), req.params.id));
  });
  router.put(apiPaths.comandaPessoas.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await comandas.mudarPessoas(lojaIdOf(req), req.params.id, parseWith(pessoasDaComandaSchema, req.body)));
  });
  router.post(apiPaths.comandaFechar.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    res.json(await comandas.fechar(lojaIdOf(req), req.params.id, parseWith(fecharComandaSchema, req.body)));
  });
  return router;
}
