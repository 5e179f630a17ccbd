import { describe, expect, it } from 'vitest';
import type { PagamentosDoPedidoResponse, PedidoDoLojista, PedidosDoLojistaResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { CAIXA_FECHADO } from '../../src/model/caixas.js';
import {
  pagamentoAcimaDoQueFaltaNoPedido,
  PEDIDO_CANCELADO_NAO_RECEBE,
  RODADA_PAGA_NA_CONTA,
} from '../../src/features/owner-pedidos/pagamentos.js';
import { as } from '../../../test/support/api.js';
import { abrir, lerCaixa, pedidoDeBalcao, receber, umaLoja } from './caixa-helpers.js';
import { api, rodada } from './salao-helpers.js';

/**
 * POST /api/pedidos/{id}/pagamentos (issue 46) through HTTP: an order paid at the counter or on
 * delivery, in one or several payments, each recorded on the order (who, when, form, value, change)
 * and on the receiver's open till; never more than what is left, never without an open till.
 */

const pedidoNaLista = async (loja: Awaited<ReturnType<typeof umaLoja>>, id: string): Promise<PedidoDoLojista> =>
  ((await as(loja.dono).get(api(apiPaths.pedidos))).body as PedidosDoLojistaResponse).pedidos.find((pedido) => pedido.id === id)!;

describe('Pedidos: receber o pagamento no balcão ou na entrega', () => {
  it('when an order is paid in two payments, then the order records both and what is left reaches 0; more than what is left is 400', async () => {
    const loja = await umaLoja();
    const caixa = await abrir(loja.garcom, 0);
    const pedido = await pedidoDeBalcao(loja, 1, 2); // 60 + 2 × 7,50 = 75,00

    const primeiro = await receber(loja.garcom, pedido.id, { forma: 'cartao_credito', valor: 25.01 });
    expect(primeiro.status, JSON.stringify(primeiro.body)).toBe(201);
    expect((primeiro.body as PagamentosDoPedidoResponse).falta).toBe(49.99);
    const demais = await receber(loja.garcom, pedido.id, { forma: 'dinheiro', valor: 50 });
    expect([demais.status, demais.body.error]).toEqual([400, pagamentoAcimaDoQueFaltaNoPedido(4_999)]);

    const segundo = await receber(loja.garcom, pedido.id, { forma: 'dinheiro', valor: 49.99, troco: 0.01 });
    expect(segundo.status).toBe(201);
    expect(segundo.body).toMatchObject({
      falta: 0,
      recebimentos: [
        { forma: 'cartao_credito', valor: 25.01, troco: 0, por: 'Gil Garçom', caixa_id: caixa, em: expect.any(String) },
        { forma: 'dinheiro', valor: 49.99, troco: 0.01, por: 'Gil Garçom', caixa_id: caixa },
      ],
    });
    expect((await pedidoNaLista(loja, pedido.id)).recebimentos.map(({ valor }) => valor)).toEqual([25.01, 49.99]);
    const pago = await receber(loja.garcom, pedido.id, { forma: 'pix', valor: 0.01 });
    expect([pago.status, pago.body.error]).toEqual([400, pagamentoAcimaDoQueFaltaNoPedido(0)]);

    expect((await lerCaixa(loja.garcom, caixa)).figuras).toMatchObject({
      entradas: { dinheiro: 49.99, cartao_credito: 25.01 },
      troco: 0.01,
    });
  });

  it('when the receiver has no open till, then the payment is 409 and the order stays unpaid', async () => {
    const loja = await umaLoja();
    const pedido = await pedidoDeBalcao(loja, 1);
    const response = await receber(loja.dono, pedido.id, { forma: 'dinheiro', valor: 60 });
    expect([response.status, response.body.error]).toEqual([409, CAIXA_FECHADO]);
    expect((await pedidoNaLista(loja, pedido.id)).recebimentos).toEqual([]);
  });

  it("when the order is cancelled, a table's round, unknown, or the body is wrong, then each is refused with its message", async () => {
    const loja = await umaLoja();
    await abrir(loja.dono, 0);
    const cancelado = await pedidoDeBalcao(loja, 1);
    expect((await as(loja.dono).put(api(apiPaths.pedido({ id: cancelado.id })), { status: 'cancelado' })).status).toBe(200);
    const { codigo } = await rodada(loja, 1);
    const daMesa = ((await as(loja.dono).get(api(apiPaths.pedidos))).body as PedidosDoLojistaResponse).pedidos.find(
      (pedido) => pedido.codigo === codigo,
    )!;
    const pedido = await pedidoDeBalcao(loja, 1);
    for (const [id, corpo, status, erro] of [
      [cancelado.id, { forma: 'dinheiro', valor: 1 }, 409, PEDIDO_CANCELADO_NAO_RECEBE],
      [daMesa.id, { forma: 'dinheiro', valor: 1 }, 409, RODADA_PAGA_NA_CONTA],
      ['naoexiste', { forma: 'dinheiro', valor: 1 }, 404, 'Pedido não encontrado'],
      [pedido.id, { forma: 'pix', valor: 1, troco: 1 }, 400, 'Só o pagamento em dinheiro tem troco.'],
      [pedido.id, { forma: 'cheque', valor: 1 }, 400, 'Escolha a forma de pagamento.'],
      [pedido.id, { forma: 'dinheiro', valor: -1 }, 400, 'O valor deve ser maior que zero.'],
    ] as const) {
      const response = await receber(loja.dono, id, corpo);
      expect([response.status, response.body.error], JSON.stringify(corpo)).toEqual([status, erro]);
    }
  });
});
