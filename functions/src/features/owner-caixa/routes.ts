import { Router, type RequestHandler } from 'express';
import { abrirCaixaSchema, comandaQuerySchema, fecharCaixaSchema, movimentoDoCaixaSchema } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { enviarFolha } from '../../platform/impressao.js';
import { checkPermissao, lojaIdOf, rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWithFirstMessage } from '../../platform/http/validate.js';
import { linhasDoCaixa } from './relatorio-impresso.js';
import type { CaixaService } from './service.js';

/**
 * /api/caixa: the person's till (permission `caixa`: dono, gerente, atendente, garçom). Each acts on
 * their own till; the roles with the reports (dono, gerente) also see every till and may close one
 * someone left open (service.ts).
 */
export function caixaRoutes(caixa: CaixaService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.caixas, owner);
  const rotas = rotasDaLoja(router);
  rotas.get(apiPaths.caixas, 'caixa', (lojaId, req) => caixa.list(lojaId, req.sessao!));
  rotas.post(
    apiPaths.caixaAbrir,
    'caixa',
    (lojaId, req) => caixa.abrir(lojaId, req.sessao!, parseWithFirstMessage(abrirCaixaSchema, req.body)),
    201,
  );
  // Before /caixa/:id, which would take "aberto" for an id.
  rotas.get(apiPaths.caixaAberto, 'caixa', (lojaId, req) => caixa.aberto(lojaId, req.sessao!));
  rotas.get(apiPaths.caixa.pattern, 'caixa', (lojaId, req) => caixa.get(lojaId, req.sessao!, req.params.id));
  rotas.post(
    apiPaths.caixaMovimentos.pattern,
    'caixa',
    (lojaId, req) => caixa.movimentar(lojaId, req.sessao!, req.params.id, parseWithFirstMessage(movimentoDoCaixaSchema, req.body)),
    201,
  );
  rotas.post(apiPaths.caixaFechar.pattern, 'caixa', (lojaId, req) =>
    caixa.fechar(lojaId, req.sessao!, req.params.id, parseWithFirstMessage(fecharCaixaSchema, req.body)),
  );
  // The till's report on paper, as the order's ticket prints (same query: 58 or 80 mm, text or ESC/POS).
  router.get(apiPaths.caixaImpressao.pattern, async (req, res) => {
    checkPermissao(req, 'caixa');
    const papel = parseWithFirstMessage(comandaQuerySchema, req.query);
    const relatorio = await caixa.impressao(lojaIdOf(req), req.sessao!, req.params.id);
    enviarFolha(res, papel, `caixa-${req.params.id}`, () => linhasDoCaixa(relatorio, papel.largura));
  });
  return router;
}
