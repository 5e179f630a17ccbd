import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsResponse, FormaPagamento, PedidoDoLojista, PedidoResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { txidDoPedido } from '../../src/model/cobrancas-pix.js';
import { firestore, type TestApp } from '../../../test/support/api.js';
import { ATENDIMENTO_DOS_DESCONTOS } from '../../../test/support/atendimento.js';
import { conectarAoPsp, configurarAtendimento, novaLoja, type LojaConectadaAoPsp } from '../../../test/support/lojas.js';
import { novoTelefone, umPedido } from '../../../test/support/pedidos.js';
import { umProduto } from '../../../test/support/produtos.js';
import { appComPspLocal, relogioDeTeste } from '../../../test/support/psp-local/com-app.js';
import type { PspLocal } from '../../../test/support/psp-local/psp.js';

/**
 * The report's payments (issue 45, GET /api/analytics): real orders through HTTP, a PIX paid through
 * the shop's bank (the local PSP) and one confirmed by hand, cash and card, accepted or cancelled;
 * revenue by method, PIX automatic against manual, and the minutes from order to payment.
 */

const { now, avancar } = relogioDeTeste();
const ambiente = appComPspLocal({ pasta: 'pix-relatorio', env: { PIX_COBRANCA_PRAZO_MS: '2500' }, now });
let psp: PspLocal;
let app: TestApp;
beforeAll(() => ({ psp, app } = ambiente));

/** One R$ 12,30 coffee, paid as `forma`; its id (the owner's list). */
async function pedir(loja: LojaConectadaAoPsp, forma: FormaPagamento): Promise<string> {
  const response = await request(app)
    .post(`/api${apiPaths.lojaPedido({ slug: loja.slug })}`)
    .send(
      umPedido({
        produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }],
        cliente: { nome: 'Maria Clara', telefone: novoTelefone() },
        pagamento: { forma },
      }),
    );
  expect(response.status, response.text).toBe(201);
  const { codigo } = response.body as PedidoResponse;
  const lista = await request(app).get('/api/pedidos').set('Cookie', loja.cookie);
  return (lista.body.pedidos as PedidoDoLojista[]).find((pedido) => pedido.codigo === codigo)!.id;
}

const mover = async (loja: LojaConectadaAoPsp, id: string, status: string) => {
  const response = await request(app)
    .put(`/api${apiPaths.pedido({ id })}`)
    .set('Cookie', loja.cookie)
    .send({ status });
  expect(response.status, response.text).toBe(200);
};

describe('Relatório: pagamentos (GET /api/analytics)', () => {
  it('when orders are paid by PIX through the bank and by hand, cash and card, then the methods add up to the revenue to the cent', async () => {
    const semConexao = await novaLoja(app, { produtos: [umProduto({ nome: 'Café coado', preco: 12.3, estoque: 20 })] });
    await configurarAtendimento(app, semConexao, { ...ATENDIMENTO_DOS_DESCONTOS, formas_pagamento: ['pix', 'dinheiro', 'cartao'] });
    const loja = await conectarAoPsp(app, semConexao, psp);

    // A PIX through the bank, paid 3 minutes after the order, accepted.
    const automatico = await pedir(loja, 'pix');
    avancar(3 * 60_000);
    psp.pagar(txidDoPedido(loja.lojaId, automatico), { clientId: loja.clientId });
    await psp.aguardarEntregas();
    await mover(loja, automatico, 'confirmado');
    // A PIX placed while the bank was down: confirmed by hand, accepted.
    psp.foraDoAr({ modo: 503 });
    const manual = await pedir(loja, 'pix');
    psp.noAr();
    await mover(loja, manual, 'confirmado');
    // Cash and card accepted (card twice); a cash order cancelled counts nowhere.
    for (const forma of ['dinheiro', 'cartao', 'cartao'] as const) await mover(loja, await pedir(loja, forma), 'entregue');
    await mover(loja, await pedir(loja, 'dinheiro'), 'cancelado');
    // A PIX paid through the bank and then cancelled: not revenue, but the bank did confirm it (1 minute).
    const devolvido = await pedir(loja, 'pix');
    avancar(60_000);
    psp.pagar(txidDoPedido(loja.lojaId, devolvido), { clientId: loja.clientId });
    await psp.aguardarEntregas();
    await mover(loja, devolvido, 'cancelado');

    await foldContagens(firestore());
    const response = await request(app).get(`/api${apiPaths.analytics}?periodo=7`).set('Cookie', loja.cookie);
    expect(response.status, response.text).toBe(200);
    const { resumo_mensal, pagamentos } = response.body as AnalyticsResponse;
    expect(resumo_mensal).toMatchObject({ receita_mes: 61.5, pedidos_aceitos_mes: 5 });
    expect(pagamentos.formas).toEqual([
      { forma: 'pix', receita: 24.6, pedidos: 2 },
      { forma: 'dinheiro', receita: 12.3, pedidos: 1 },
      { forma: 'cartao', receita: 24.6, pedidos: 2 },
      { forma: 'mesa', receita: 0, pedidos: 0 },
      { forma: 'nao_registrada', receita: 0, pedidos: 0 },
    ]);
    expect(pagamentos.pix).toEqual({
      automatica: { receita: 12.3, pedidos: 1 },
      manual: { receita: 12.3, pedidos: 1 },
      pagos_pelo_banco: 2,
      minutos_ate_pagar: 2,
    });
    // To the cent: the lines' cents sum to the revenue's.
    const centavos = (reais: number) => Math.round(reais * 100);
    expect(pagamentos.formas.reduce((total, { receita }) => total + centavos(receita), 0)).toBe(centavos(resumo_mensal.receita_mes));
    expect(pagamentos.formas.reduce((total, { pedidos }) => total + pedidos, 0)).toBe(resumo_mensal.pedidos_aceitos_mes);
  });
});
