import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIADO_NAO_ENCONTRADO,
  fiadoMantidoNoApagamento,
  perfilNaoPermite,
  TELEFONE_INVALIDO,
  type FiadoClientesResponse,
  type FiadoExtrato,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { CAIXA_FECHADO, caixasRepository } from '../../src/model/caixas.js';
import { fiadoCollection, fiadoId, fiadoLancamentosCollection } from '../../src/model/fiado.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { as, firestore, newGoogleAccount, newOwner, testApp, type Owner } from '../../../test/support/api.js';
import { abrirCaixa } from '../../../test/support/caixa.js';
import { configurarAtendimento } from '../../../test/support/lojas.js';
import { novoTelefone, umPedido } from '../../../test/support/pedidos.js';
import { api, lerConta, pagar, rodada, umaSala, type Sala } from './salao-helpers.js';

/**
 * Customers' tabs (issue 46, owner-fiado) through HTTP: turning a tab on, the list (most owed
 * first), the statement, charging a counter order and a bill to it, the limit's refusal (exact
 * words, nothing written), concurrent charges never passing the limit, payments lowering the
 * balance, and the customer's data: the account's export lists the tabs, the customer's erasure
 * removes a settled tab and keeps one with money owed, saying so.
 */

const MARMITA = 0; // R$ 30,00
const PIZZA = 1; // R$ 60,00
const PRODUTOS = [
  { nome: 'Marmita', preco: 30 },
  { nome: 'Pizza grande', preco: 60 },
];

/** "(11) 9…" as the owner types it, and the stored form the API answers. */
const umTelefone = () => {
  const digitado = novoTelefone();
  return { digitado, guardado: `55${digitado}` };
};

const ligar = (dono: Owner, telefone: string, corpo: object) => as(dono).put(api(apiPaths.fiadoCliente({ telefone })), corpo);

async function fiado(sala: Sala, nome = 'Maria', limite = 200) {
  const telefone = umTelefone();
  const response = await ligar(sala.dono, telefone.digitado, { nome, limite });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return telefone.guardado;
}

const extrato = async (sala: Sala, telefone: string) => {
  const response = await as(sala.dono).get(api(apiPaths.fiadoCliente({ telefone })));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as FiadoExtrato;
};

const balcao = (sala: Sala, produtos: { indice: number; quantidade: number }[], telefone?: string, quem: Owner = sala.dono) =>
  as(quem)
    .post(api(apiPaths.balcaoPedidos))
    .send({
      cliente: { nome: 'Maria' },
      consumo: 'retirada',
      produtos: produtos.map(({ indice, quantidade }) => ({ id: sala.loja.produtos[indice]!.id, quantidade })),
      ...(telefone && { fiado: { telefone } }),
    });

const receber = (sala: Sala, telefone: string, corpo: object) =>
  as(sala.dono).post(api(apiPaths.fiadoClientePagamentos({ telefone })), corpo);

/** The owner's open till (issue 46, branch caixa's route): a tab's payment lands on it. Answers its id. */
async function abrirCaixaDoDono({ dono }: Sala): Promise<string> {
  const response = await abrirCaixa(dono.cookie);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { id: string }).id;
}
const movimentosDoCaixa = (sala: Sala, caixaId: string) => caixasRepository(firestore()).movimentos(sala.loja.lojaId, caixaId);

let sala: Sala;
let caixaId: string;
beforeAll(async () => {
  sala = await umaSala({ taxa: 0, produtos: PRODUTOS });
  caixaId = await abrirCaixaDoDono(sala);
});

describe('Fiado: ligar, listar e o extrato', () => {
  it('when the owner turns a tab on by a typed phone, then it is kept by the stored phone with its limit and nothing owed', async () => {
    const { digitado, guardado } = umTelefone();
    const formatado = `(${digitado.slice(0, 2)}) ${digitado.slice(2, 7)}-${digitado.slice(7)}`;
    const response = await ligar(sala.dono, formatado, { nome: ' Maria Clara ', limite: 200 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ telefone: guardado, nome: 'Maria Clara', limite: 200, saldo: 0, disponivel: 200, ativo: true });
    const { cliente, lancamentos } = await extrato(sala, guardado);
    expect(cliente.nome).toBe('Maria Clara');
    expect(lancamentos).toEqual([]);
  });

  it('when the phone, the name or the limit is wrong, then 400 in Portuguese and no tab', async () => {
    const invalido = await ligar(sala.dono, '123', { nome: 'Maria', limite: 200 });
    expect([invalido.status, invalido.body.error]).toEqual([400, TELEFONE_INVALIDO]);
    const { digitado } = umTelefone();
    const negativo = await ligar(sala.dono, digitado, { nome: 'Maria', limite: -1 });
    expect([negativo.status, negativo.body.error]).toEqual([400, 'O limite não pode ser negativo.']);
    const centavos = await ligar(sala.dono, digitado, { nome: 'Maria', limite: 10.001 });
    expect([centavos.status, centavos.body.error]).toEqual([400, 'Use no máximo dois decimais.']);
    const semNome = await ligar(sala.dono, digitado, { nome: '  ', limite: 10 });
    expect([semNome.status, semNome.body.error]).toEqual([400, 'Informe o nome do cliente.']);
    const lido = await as(sala.dono).get(api(apiPaths.fiadoCliente({ telefone: digitado })));
    expect([lido.status, lido.body.error]).toEqual([404, FIADO_NAO_ENCONTRADO]);
  });

  it('when a waiter asks for the tabs or charges one, then 403 with the role message', async () => {
    const conta = newGoogleAccount('Gil Garçom');
    expect((await as(sala.dono).post(api(apiPaths.equipe), { email: conta.email, papel: 'garcom' })).status).toBe(201);
    const garcom = await newOwner(undefined, conta);
    const lista = await as(garcom).get(api(apiPaths.fiadoClientes));
    expect([lista.status, lista.body.error]).toEqual([403, perfilNaoPermite('garcom')]);
    const telefone = await fiado(sala, 'Rita', 100);
    const venda = await balcao(sala, [{ indice: MARMITA, quantidade: 1 }], telefone, garcom);
    expect([venda.status, venda.body.error]).toEqual([403, perfilNaoPermite('garcom')]);
    expect((await extrato(sala, telefone)).cliente.saldo).toBe(0);
  });

  it('when tabs owe different amounts, then the list shows the most owed first', async () => {
    const propria = await umaSala({ taxa: 0, produtos: PRODUTOS });
    const pouco = await fiado(propria, 'Pouco', 500);
    const muito = await fiado(propria, 'Muito', 500);
    const nada = await fiado(propria, 'Nada', 500);
    expect((await balcao(propria, [{ indice: MARMITA, quantidade: 1 }], pouco)).status).toBe(201);
    expect((await balcao(propria, [{ indice: PIZZA, quantidade: 2 }], muito)).status).toBe(201);
    const { clientes } = (await as(propria.dono).get(api(apiPaths.fiadoClientes))).body as FiadoClientesResponse;
    expect(clientes.map(({ nome, saldo }) => [nome, saldo])).toEqual([
      ['Muito', 120],
      ['Pouco', 30],
      ['Nada', 0],
    ]);
    expect(clientes.find((um) => um.telefone === nada)?.disponivel).toBe(500);
  });
});

describe('Fiado: pagar um pedido de balcão e uma conta', () => {
  it('when a counter order is paid fiado, then its total is on the tab and the statement names the order', async () => {
    const telefone = await fiado(sala);
    const response = await balcao(sala, [{ indice: PIZZA, quantidade: 2 }], telefone);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { id, codigo } = response.body as { id: string; codigo: string };
    const { cliente, lancamentos } = await extrato(sala, telefone);
    expect(cliente).toMatchObject({ saldo: 120, disponivel: 80 });
    expect(lancamentos).toMatchObject([
      { tipo: 'compra', valor: 120, saldo: 120, descricao: `Pedido ${codigo} (balcão)`, origem: { tipo: 'pedido', id }, forma: null },
    ]);
    expect(lancamentos[0]!.por).toBe('Ana Souza');
    // Paid on the tab as it was placed: no till takes it again.
    const outra = await as(sala.dono).post(api(apiPaths.pedidoPagamentos({ id })), { forma: 'dinheiro', valor: 1 });
    expect([outra.status, outra.body.error]).toEqual([400, 'Este pedido já está pago.']);
  });

  it('when a bill is paid partly fiado, then the tab owes that part and the bill shows the payment with the phone', async () => {
    const telefone = await fiado(sala);
    const { comanda_id } = await rodada(sala, 3, MARMITA);
    const response = await pagar(sala, comanda_id, { forma: 'fiado', telefone, valor: 50.5 });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const conta = await lerConta(sala, comanda_id);
    expect(conta.pagamentos).toMatchObject([{ forma: 'fiado', telefone, valor: 50.5, troco: 0 }]);
    expect(conta.falta).toBe(39.5);
    const { cliente, lancamentos } = await extrato(sala, telefone);
    expect(cliente.saldo).toBe(50.5);
    expect(lancamentos).toMatchObject([
      { tipo: 'compra', valor: 50.5, saldo: 50.5, descricao: 'Conta da Mesa 7', origem: { tipo: 'comanda', id: comanda_id } },
    ]);
  });

  it('when the charge passes the limit, then 400 with the exact words and neither the order nor the payment is recorded', async () => {
    const telefone = await fiado(sala, 'Maria', 200);
    expect((await balcao(sala, [{ indice: PIZZA, quantidade: 3 }], telefone)).status).toBe(201);
    const pedidosAntes = (await pedidosCollection(firestore(), sala.loja.lojaId).count().get()).data().count;

    const venda = await balcao(sala, [{ indice: MARMITA, quantidade: 1 }], telefone);
    expect([venda.status, venda.body.error]).toEqual([400, 'Limite do fiado de Maria: R$ 200,00; em aberto R$ 180,00.']);
    expect((await pedidosCollection(firestore(), sala.loja.lojaId).count().get()).data().count).toBe(pedidosAntes);

    const { comanda_id } = await rodada(sala, 1, MARMITA);
    const antes = (await lerConta(sala, comanda_id)).pagamentos;
    const pagamento = await pagar(sala, comanda_id, { forma: 'fiado', telefone, valor: 30 });
    expect([pagamento.status, pagamento.body.error]).toEqual([400, 'Limite do fiado de Maria: R$ 200,00; em aberto R$ 180,00.']);
    expect((await lerConta(sala, comanda_id)).pagamentos).toEqual(antes);
    // Exactly the limit still fits.
    expect((await pagar(sala, comanda_id, { forma: 'fiado', telefone, valor: 20 })).status).toBe(201);
    expect((await extrato(sala, telefone)).cliente).toMatchObject({ saldo: 200, disponivel: 0 });
  });

  it('when the phone has no tab or its tab is off, then 400 and nothing is charged', async () => {
    const semFiado = await balcao(sala, [{ indice: MARMITA, quantidade: 1 }], umTelefone().guardado);
    expect([semFiado.status, semFiado.body.error]).toEqual([400, FIADO_NAO_ENCONTRADO]);
    const telefone = await fiado(sala, 'Joana', 100);
    expect((await ligar(sala.dono, telefone, { nome: 'Joana', limite: 0 })).body).toMatchObject({ ativo: false, limite: 0 });
    const desligado = await balcao(sala, [{ indice: MARMITA, quantidade: 1 }], telefone);
    expect([desligado.status, desligado.body.error]).toEqual([
      400,
      'O fiado de Joana está desligado: aumente o limite para vender fiado de novo.',
    ]);
    const invalido = await balcao(sala, [{ indice: MARMITA, quantidade: 1 }], '123');
    expect([invalido.status, invalido.body.error]).toEqual([400, TELEFONE_INVALIDO]);
  });

  it('when 10 counter orders of R$ 30 are charged at once to a R$ 200 tab, then exactly 6 pass and the balance is R$ 180', async () => {
    const telefone = await fiado(sala, 'Maria', 200);
    const respostas = await Promise.all(Array.from({ length: 10 }, () => balcao(sala, [{ indice: MARMITA, quantidade: 1 }], telefone)));
    const status = respostas.map((response) => response.status).sort();
    expect(status).toEqual([201, 201, 201, 201, 201, 201, 400, 400, 400, 400]);
    for (const recusada of respostas.filter((response) => response.status === 400)) {
      expect(recusada.body.error).toBe('Limite do fiado de Maria: R$ 200,00; em aberto R$ 180,00.');
    }
    const { cliente, lancamentos } = await extrato(sala, telefone);
    expect(cliente.saldo).toBe(180);
    expect(lancamentos.map((lancamento) => lancamento.saldo)).toEqual([30, 60, 90, 120, 150, 180]);
  });

  it('when the customer tries to choose fiado in the public checkout, then the order is refused', async () => {
    await configurarAtendimento(testApp(), sala.loja, {
      retirada: true,
      entrega: false,
      bairros: [],
      formas_pagamento: ['dinheiro'],
    });
    const response = await request(testApp())
      .post(api(apiPaths.lojaPedido({ slug: sala.loja.slug })))
      .send({
        produtos: [{ id: sala.loja.produtos[MARMITA]!.id, quantidade: 1 }],
        cliente: { nome: 'Maria', telefone: novoTelefone() },
        entrega: { tipo: 'retirada' },
        pagamento: { forma: 'fiado' },
      });
    expect(response.status).toBe(400);
  });
});

describe('Fiado: receber pagamentos', () => {
  it('when the customer pays part and then the rest, then the balance goes to zero and the statement keeps the running balance', async () => {
    const telefone = await fiado(sala);
    expect((await balcao(sala, [{ indice: PIZZA, quantidade: 2 }], telefone)).status).toBe(201);
    const parte = await receber(sala, telefone, { valor: 50.25, forma: 'pix' });
    expect(parte.status, JSON.stringify(parte.body)).toBe(201);
    expect((parte.body as FiadoExtrato).cliente.saldo).toBe(69.75);
    const demais = await receber(sala, telefone, { valor: 69.76, forma: 'dinheiro' });
    expect([demais.status, demais.body.error]).toEqual([400, 'O pagamento passa do que está em aberto no fiado (R$ 69,75).']);
    expect((await receber(sala, telefone, { valor: 69.75, forma: 'dinheiro' })).status).toBe(201);
    const { cliente, lancamentos } = await extrato(sala, telefone);
    expect(cliente).toMatchObject({ saldo: 0, disponivel: 200 });
    expect(lancamentos.map(({ tipo, valor, saldo, descricao, forma }) => ({ tipo, valor, saldo, descricao, forma }))).toEqual([
      expect.objectContaining({ tipo: 'compra', valor: 120, saldo: 120 }),
      { tipo: 'pagamento', valor: 50.25, saldo: 69.75, descricao: 'Pagamento em PIX', forma: 'pix' },
      { tipo: 'pagamento', valor: 69.75, saldo: 0, descricao: 'Pagamento em Dinheiro', forma: 'dinheiro' },
    ]);
    const nada = await receber(sala, telefone, { valor: 1, forma: 'dinheiro' });
    expect([nada.status, nada.body.error]).toEqual([400, 'Não há nada em aberto neste fiado.']);
  });

  it("when a tab's payment is received, then it lands on the receiver's open till as a fiado movement", async () => {
    const telefone = await fiado(sala, 'Clara', 200);
    expect((await balcao(sala, [{ indice: MARMITA, quantidade: 1 }], telefone)).status).toBe(201);
    expect((await receber(sala, telefone, { valor: 12.34, forma: 'cartao_debito' })).status).toBe(201);
    const movimento = (await movimentosDoCaixa(sala, caixaId)).find((um) => um.origem?.id === fiadoId(sala.loja.lojaId, telefone));
    expect(movimento).toMatchObject({
      tipo: 'recebimento',
      forma: 'cartao_debito',
      valor_centavos: 1234,
      origem: { tipo: 'fiado', descricao: 'Fiado de Clara' },
      por: sala.dono.uid,
    });
  });

  it('when the receiver has no open till, then a payment of the tab is 409 and the balance stays, while selling fiado needs no till', async () => {
    const semCaixa = await umaSala({ taxa: 0, produtos: PRODUTOS });
    const telefone = await fiado(semCaixa, 'Maria', 200);
    expect((await balcao(semCaixa, [{ indice: MARMITA, quantidade: 1 }], telefone)).status).toBe(201);
    const response = await receber(semCaixa, telefone, { valor: 10, forma: 'dinheiro' });
    expect([response.status, response.body.error]).toEqual([409, CAIXA_FECHADO]);
    // Selling fiado is no money in the till: a bill paid on the tab needs none.
    const { comanda_id } = await rodada(semCaixa, 1, MARMITA);
    const conta = await as(semCaixa.dono).post(api(apiPaths.comandaPagamentos({ id: comanda_id })), {
      forma: 'fiado',
      telefone,
      valor: 30,
    });
    expect(conta.status, JSON.stringify(conta.body)).toBe(201);
    const { cliente, lancamentos } = await extrato(semCaixa, telefone);
    expect(cliente.saldo).toBe(60);
    expect(lancamentos.map((lancamento) => lancamento.tipo)).toEqual(['compra', 'compra']);
  });

  it('when the payment is malformed or the phone has no tab, then 400 or 404 and nothing changes', async () => {
    const telefone = await fiado(sala);
    const forma = await receber(sala, telefone, { valor: 10, forma: 'fiado' });
    expect([forma.status, forma.body.error]).toEqual([400, 'Escolha a forma de pagamento.']);
    const zero = await receber(sala, telefone, { valor: 0, forma: 'pix' });
    expect([zero.status, zero.body.error]).toEqual([400, 'O valor deve ser maior que zero.']);
    const outro = await receber(sala, umTelefone().guardado, { valor: 10, forma: 'pix' });
    expect([outro.status, outro.body.error]).toEqual([404, FIADO_NAO_ENCONTRADO]);
  });
});

describe('Fiado: os dados do cliente (LGPD)', () => {
  /** A customer's public order with their phone, and its tracking token. */
  async function pedidoPublico(telefone: string) {
    const response = await request(testApp())
      .post(api(apiPaths.lojaPedido({ slug: sala.loja.slug })))
      .send(umPedido({ produtos: [{ id: sala.loja.produtos[MARMITA]!.id, quantidade: 1 }], cliente: { nome: 'Maria', telefone } }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return (response.body as { acompanhamento: string }).acompanhamento.split('/').at(-1)!;
  }

  beforeAll(async () => {
    await configurarAtendimento(testApp(), sala.loja, { retirada: true, entrega: false, bairros: [], formas_pagamento: ['dinheiro'] });
  });

  it('when the owner exports the account, then each tab is there with its statement', async () => {
    const telefone = await fiado(sala, 'Exportada', 300);
    expect((await balcao(sala, [{ indice: MARMITA, quantidade: 1 }], telefone)).status).toBe(201);
    expect((await receber(sala, telefone, { valor: 10, forma: 'pix' })).status).toBe(201);
    const response = await request(testApp()).get(api(apiPaths.contaExportar)).set('Cookie', sala.loja.cookie);
    expect(response.status).toBe(200);
    const tab = (response.body.fiado as { telefone: string }[]).find((um) => um.telefone === telefone);
    expect(tab).toMatchObject({
      nome: 'Exportada',
      limite_centavos: 30000,
      saldo_centavos: 2000,
      lancamentos: [
        { tipo: 'compra', valor_centavos: 3000, saldo_centavos: 3000 },
        { tipo: 'pagamento', valor_centavos: 1000, saldo_centavos: 2000, forma: 'pix' },
      ],
    });
  });

  it('when a customer with nothing owed erases their data, then their tab and its statement are gone', async () => {
    const { digitado, guardado } = umTelefone();
    await ligar(sala.dono, digitado, { nome: 'Quitada', limite: 100 });
    expect((await balcao(sala, [{ indice: MARMITA, quantidade: 1 }], guardado)).status).toBe(201);
    expect((await receber(sala, guardado, { valor: 30, forma: 'dinheiro' })).status).toBe(201);
    const token = await pedidoPublico(digitado);
    const response = await request(testApp()).delete(api(apiPaths.pedidoDados({ token })));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const id = fiadoId(sala.loja.lojaId, guardado);
    expect((await fiadoCollection(firestore(), sala.loja.lojaId).doc(id).get()).exists).toBe(false);
    expect((await fiadoLancamentosCollection(firestore(), sala.loja.lojaId).where('fiado_id', '==', id).get()).size).toBe(0);
  });

  it('when a customer who owes erases their data, then the tab is kept whole and the answer says why in Portuguese', async () => {
    const { digitado, guardado } = umTelefone();
    await ligar(sala.dono, digitado, { nome: 'Devedora', limite: 100 });
    expect((await balcao(sala, [{ indice: MARMITA, quantidade: 2 }], guardado)).status).toBe(201);
    const token = await pedidoPublico(digitado);
    const response = await request(testApp()).delete(api(apiPaths.pedidoDados({ token })));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, fiado: { mantido: true, em_aberto: 60, mensagem: fiadoMantidoNoApagamento(6000) } });
    expect(response.body.fiado.mensagem).toBe(
      'Seu fiado nesta loja tem R$ 60,00 em aberto: o telefone, o nome e os valores do fiado ficam guardados até a dívida ser paga, como a LGPD permite (Lei 13.709/2018, art. 7º, II, V e IX, e art. 16). O resto dos seus dados foi apagado.',
    );
    const { cliente, lancamentos } = await extrato(sala, guardado);
    expect(cliente).toMatchObject({ nome: 'Devedora', saldo: 60 });
    expect(lancamentos).toHaveLength(1);
  });
});
