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
import { checkPermissao, lojaIdOf, rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWith } from '../../platform/http/validate.js';
import { enviarFolha } from '../../platform/impressao.js';
import { linhasDaConta } from './conta-impressa.js';
import type { ComandasService } from './service.js';

/** /api/comandas: the tables' bills (permission `salao`: the owner, managers and attendants). */
export function comandasRoutes(comandas: ComandasService, owner: RequestHandler) {
  const router = Router();
  const rotas = rotasDaLoja(router);
  router.use(apiPaths.comandas, owner);
  rotas.get(apiPaths.comandas, 'salao', (lojaId, req) => comandas.list(lojaId, parseWith(comandasQuerySchema, req.query)));
  rotas.get(apiPaths.comanda.pattern, 'salao', (lojaId, req) => comandas.get(lojaId, req.params.id));
  rotas.get(apiPaths.comandaDivisao.pattern, 'salao', (lojaId, req) =>
    comandas.divisao(lojaId, req.params.id, parseWith(divisaoDaComandaQuerySchema, req.query)),
  );
  // The bill on paper, as the order's ticket prints (same query: 58 or 80 mm, text or ESC/POS).
  router.get(apiPaths.comandaImpressao.pattern, async (req, res) => {
    checkPermissao(req, 'salao');
    const papel = parseWith(comandaQuerySchema, req.query);
    const conta = await comandas.impressao(lojaIdOf(req), req.params.id);
    enviarFolha(res, papel, `conta-${req.params.id}`, () => linhasDaConta(conta, papel.largura));
  });
  rotas.post(
    apiPaths.comandaPagamentos.pattern,
    'salao',
    (lojaId, req) => {
      // Paying "fiado" charges a customer's tab (issue 46): its own body, and the tabs' permission too.
      const fiado = (req.body as { forma?: unknown } | undefined)?.forma === 'fiado';
      if (fiado) checkPermissao(req, 'fiado');
      const pagamento = fiado ? parseWith(pagamentoFiadoDaComandaSchema, req.body) : parseWith(pagamentoDaComandaSchema, req.body);
      return comandas.pagar(lojaId, req.params.id, pagamento, req.sessao!);
    },
    201,
  );
  rotas.post(apiPaths.comandaCupom.pattern, 'salao', (lojaId, req) =>
    comandas.aplicarCupom(lojaId, req.params.id, parseWith(cupomDaComandaSchema, req.body)),
  );
  rotas.delete(apiPaths.comandaCupom.pattern, 'salao', (lojaId, req) => comandas.removerCupom(lojaId, req.params.id));
  rotas.put(apiPaths.comandaPessoas.pattern, 'salao', (lojaId, req) =>
    comandas.mudarPessoas(lojaId, req.params.id, parseWith(pessoasDaComandaSchema, req.body)),
  );
  rotas.post(apiPaths.comandaFechar.pattern, 'salao', (lojaId, req) =>
    comandas.fechar(lojaId, req.params.id, parseWith(fecharComandaSchema, req.body)),
  );
  return router;
}
