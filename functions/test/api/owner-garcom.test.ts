import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  CARRINHO_VAZIO,
  MESA_NAO_ENCONTRADA,
  perfilNaoPermite,
  type Comanda,
  type Mesa,
  type MesasDoGarcomResponse,
  type MoverLinhaResponse,
  type PedidoDoLojista,
  type PedidosDoLojistaResponse,
  type RodadaResponse,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { mesasCollection } from '../../src/model/mesas.js';
import { produtoDoc } from '../../src/model/produtos.js';
import { JA_ESTA_NA_MESA, mesaOcupada, quantidadeAlemDaLinha } from '../../src/features/owner-garcom/service.js';
import { as, firestore, newGoogleAccount, newOwner, testApp, type Owner } from '../../../test/support/api.js';
import { abrirCaixa } from '../../../test/support/caixa.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';

/**
 * The floor staff (issue 44, owner-garcom) through HTTP: the waiter's role and what it may not do,
 * a waiter's round for a table, moving a line, a round or the whole bill to another table (totals
 * to the cent, stock held once), asking for the bill, and counter orders.
 */

const api = (path: string) => `/api${path}`;

interface Sala {
  loja: LojaDeTeste;
  dono: Owner;
  garcom: Owner;
  mesas: Mesa[];
}

/** A shop with its room on (no fee, so the sums read plainly), three tables, and a waiter signed in. */
async function umaSala({
  produtos = [
    { nome: 'Pizza grande', preco: 33.33, estoque: 20 },
    { nome: 'Refrigerante', preco: 7.5 },
  ] as object[],
  ativo = true,
} = {}): Promise<Sala> {
  const loja = await novaLoja(testApp(), { nome_loja: 'Pizzaria do Garçom', produtos: produtos as never });
  const { dono } = loja;
  expect((await as(dono).put(api(apiPaths.lojaSalao), { ativo, taxa_servico_percentual: 0, couvert: null })).status).toBe(200);
  expect((await as(dono).post(api(apiPaths.mesasLote), { de: 1, ate: 3 })).status).toBe(201);
  const { mesas } = (await as(dono).get(api(apiPaths.mesas))).body as { mesas: Mesa[] };
  const conta = newGoogleAccount('Gil Garçom');
  expect((await as(dono).post(api(apiPaths.equipe), { email: conta.email, papel: 'garcom' })).status).toBe(201);
  return { loja, dono, garcom: await newOwner(undefined, conta), mesas };
}

const linha = (sala: Sala, indice: number, quantidade = 1) => ({ id: sala.loja.produtos[indice]!.id, quantidade });

const lancar = (sala: Sala, mesa: number, produtos: object[], quem: Owner = sala.garcom) =>
  as(quem).post(api(apiPaths.mesaPedido({ id: sala.mesas[mesa]!.id })), { produtos });

async function rodada(sala: Sala, mesa: number, produtos: object[]): Promise<RodadaResponse> {
  const response = await lancar(sala, mesa, produtos);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as RodadaResponse;
}

const conta = async (sala: Sala, id: string) => {
  const response = await as(sala.garcom).get(api(apiPaths.comanda({ id })));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Comanda;
};
const mesasDoGarcom = async (sala: Sala) => ((await as(sala.garcom).get(api(apiPaths.garcomMesas))).body as MesasDoGarcomResponse).mesas;
const pedidos = async (sala: Sala) => ((await as(sala.dono).get(api(apiPaths.pedidos))).body as PedidosDoLojistaResponse).pedidos;
const pedido = async (sala: Sala, codigo: string) => (await pedidos(sala)).find((um) => um.codigo === codigo) as PedidoDoLojista;
const estoque = async (sala: Sala) =>
  (await produtoDoc(firestore(), sala.loja.lojaId, sala.loja.produtos[0]!.id).get()).get('estoque') as number;
const receita = async (sala: Sala) => (await as(sala.dono).get('/api/dashboard/stats')).body.receita_total as number;
const centavos = (reais: number) => Math.round(reais * 100);
/** The waiter moves a line of the bill `comandaId` (all of it, or `quantidade` units) to the second table, as the Garçom screen does. */
const moverParaAMesa2 = (sala: Sala, comandaId: string, linhaDoPedido: { pedido_id: string; item_index?: number; quantidade?: number }) =>
  as(sala.garcom).post(api(apiPaths.comandaLinhasMover({ id: comandaId })), { ...linhaDoPedido, mesa_id: sala.mesas[1]!.id });

describe('Garçom: o papel e o que ele não pode', () => {
  it('when a waiter asks for the catalogue, settings, coupons, team or reports writes and reads, then 403 with the role’s message', async () => {
    const sala = await umaSala();
    const { garcom } = sala;
    const proibidas = [
      () => as(garcom).post(api(apiPaths.produtos), { nome: 'Nova pizza', preco: 10 }),
      () => as(garcom).put(api(apiPaths.produto({ id: sala.loja.produtos[0]!.id })), { nome: 'Outra', preco: 1 }),
      () => as(garcom).get(api(apiPaths.produtos)),
      () => as(garcom).post(api(apiPaths.categorias), { nome: 'Doces' }),
      () => as(garcom).put(api(apiPaths.lojaSalao), { ativo: false }),
      () => as(garcom).put('/api/loja/atendimento', {}),
      () => as(garcom).get(api(apiPaths.mesas)),
      () => as(garcom).get(api(apiPaths.cupons)),
      () => as(garcom).post(api(apiPaths.cupons), { codigo: 'GARCOM10', tipo: 'percentual', valor: 10 }),
      () => as(garcom).get(api(apiPaths.equipe)),
      () => as(garcom).post(api(apiPaths.equipe), { email: 'outro@exemplo.com.br', papel: 'gerente' }),
      () => as(garcom).get(api(apiPaths.dashboardStats)),
      () => as(garcom).get(api(apiPaths.analytics)),
      () => as(garcom).get(api(apiPaths.pedidos)),
    ];
    for (const [indice, chamar] of proibidas.entries()) {
      const response = await chamar();
      expect([response.status, response.body.error], `chamada ${indice}`).toEqual([403, perfilNaoPermite('garcom')]);
    }
    // What the waiter does open: the room's tables and bills, and the categories every member reads.
    expect((await as(garcom).get(api(apiPaths.garcomMesas))).status).toBe(200);
    expect((await as(garcom).get(api(apiPaths.comandas))).status).toBe(200);
    expect((await as(garcom).get(api(apiPaths.categorias))).status).toBe(200);
    expect((await as(garcom).get(api(apiPaths.lojaSalao))).status).toBe(200);
  });

  it('when the kitchen takes a counter order or sends a round, then 403: the floor is the waiters’ and the counter’s', async () => {
    const sala = await umaSala();
    // The plan holds one member: the waiter becomes the cook (their next request has the new role).
    const { membros } = (await as(sala.dono).get(api(apiPaths.equipe))).body as { membros: { id: string }[] };
    expect((await as(sala.dono).put(api(apiPaths.membro({ id: membros[0]!.id })), { papel: 'cozinha' })).status).toBe(200);
    const cozinha = sala.garcom;
    const balcao = await as(cozinha).post(api(apiPaths.balcaoPedidos), {
      cliente: { nome: 'Rui' },
      consumo: 'local',
      produtos: [linha(sala, 0)],
    });
    expect([balcao.status, balcao.body.error]).toEqual([403, perfilNaoPermite('cozinha')]);
    const mesa = await lancar(sala, 0, [linha(sala, 0)], cozinha);
    expect([mesa.status, mesa.body.error]).toEqual([403, perfilNaoPermite('cozinha')]);
    expect(await pedidos(sala)).toEqual([]);
  });
});

describe('Garçom: rodadas, mudar de mesa e pedir a conta', () => {
  it('when a waiter sends a round, then it opens the table’s bill, goes to the kitchen tagged with the table and records who sent it', async () => {
    // The room's switch is the QR codes': with it off, the waiter still serves the tables.
    const sala = await umaSala({ ativo: false });
    expect((await mesasDoGarcom(sala)).map((mesa) => [mesa.nome, mesa.estado])).toEqual([
      ['Mesa 1', 'livre'],
      ['Mesa 2', 'livre'],
      ['Mesa 3', 'livre'],
    ]);
    const { codigo, comanda_id } = await rodada(sala, 0, [{ ...linha(sala, 0, 2), observacao: 'sem cebola' }, linha(sala, 1)]);
    const enviada = await pedido(sala, codigo);
    expect(enviada).toMatchObject({ status: 'confirmado', total: 74.16, comanda: { id: comanda_id, mesa: { nome: 'Mesa 1' } } });
    expect(enviada.historico).toEqual([{ status: 'confirmado', em: expect.any(String), por: 'Gil Garçom' }]);
    expect(await estoque(sala)).toBe(18);

    const [mesa1] = await mesasDoGarcom(sala);
    expect(mesa1).toMatchObject({ estado: 'ocupada', comanda_id, total: 74.16, pediu_conta_em: null });
    const segunda = await rodada(sala, 0, [linha(sala, 1)]);
    expect(segunda.comanda_id).toBe(comanda_id);
    expect((await conta(sala, comanda_id)).subtotal).toBe(81.66);

    const pedida = await as(sala.garcom).post(api(apiPaths.comandaPedirConta({ id: comanda_id })), {});
    expect(pedida.status).toBe(200);
    expect((await mesasDoGarcom(sala))[0]!.pediu_conta_em).toBe(pedida.body.em);
  });

  it('when a waiter moves one unit of a line to another table, then both bills add up to what the round was, to the cent, and its stock is held once', async () => {
    const sala = await umaSala();
    const { codigo, comanda_id } = await rodada(sala, 0, [linha(sala, 0, 3), linha(sala, 1)]);
    expect(await estoque(sala)).toBe(17);
    const origem = await pedido(sala, codigo);

    const movida = await moverParaAMesa2(sala, comanda_id, { pedido_id: origem.id, item_index: 0, quantidade: 1 });
    expect(movida.status, JSON.stringify(movida.body)).toBe(200);
    const { origem: daMesa1, destino: daMesa2 } = movida.body as MoverLinhaResponse;
    // 3 × 33,33 + 7,50 = 107,49: 74,16 stay, 33,33 go.
    expect([daMesa1.subtotal, daMesa1.total, daMesa2.subtotal, daMesa2.total]).toEqual([74.16, 74.16, 33.33, 33.33]);
    expect(centavos(daMesa1.total) + centavos(daMesa2.total)).toBe(10_749);
    expect(daMesa1.rodadas.flatMap((r) => r.itens.map((item) => [item.nome, item.quantidade]))).toEqual([
      ['Pizza grande', 2],
      ['Refrigerante', 1],
    ]);
    expect(daMesa2.mesa.nome).toBe('Mesa 2');
    expect(daMesa2.rodadas.flatMap((r) => r.itens.map((item) => [item.nome, item.quantidade, item.total]))).toEqual([
      ['Pizza grande', 1, 33.33],
    ]);
    expect(await estoque(sala)).toBe(17);

    // The kitchen sees the moved unit under Mesa 2, with the source round's status; cancelling it gives its one unit back.
    const naCozinha = (await pedidos(sala)).find((um) => um.comanda?.mesa.nome === 'Mesa 2')!;
    expect(naCozinha).toMatchObject({ status: 'confirmado', total: 33.33 });
    expect((await as(sala.dono).get(api(apiPaths.pedidoComanda({ id: naCozinha.id })))).text).toContain('MESA 2');
    expect((await as(sala.dono).put(api(apiPaths.pedido({ id: naCozinha.id })), { status: 'cancelado' })).status).toBe(200);
    expect(await estoque(sala)).toBe(18);
    expect((await conta(sala, daMesa2.id)).total).toBe(0);
    expect((await conta(sala, comanda_id)).total).toBe(74.16);

    // Both bills closed: the revenue is what stayed, once.
    const antes = await receita(sala);
    expect((await abrirCaixa(sala.dono.cookie)).status).toBe(201);
    await as(sala.dono).post(api(apiPaths.comandaPagamentos({ id: comanda_id })), { forma: 'pix', valor: 74.16 });
    expect((await as(sala.dono).post(api(apiPaths.comandaFechar({ id: comanda_id })), { incluir_taxa_servico: true })).status).toBe(200);
    expect(centavos(await receita(sala)) - centavos(antes)).toBe(7_416);
  });

  it('when a waiter moves a whole round, then the source bill left empty closes at zero and its table is free', async () => {
    const sala = await umaSala();
    const { codigo, comanda_id } = await rodada(sala, 0, [linha(sala, 0, 2)]);
    const destino = await rodada(sala, 1, [linha(sala, 1)]);
    const origem = await pedido(sala, codigo);
    const alem = await moverParaAMesa2(sala, comanda_id, { pedido_id: origem.id, item_index: 0, quantidade: 3 });
    expect([alem.status, alem.body.error]).toEqual([400, quantidadeAlemDaLinha(2)]);

    const movida = await moverParaAMesa2(sala, comanda_id, { pedido_id: origem.id });
    expect(movida.status, JSON.stringify(movida.body)).toBe(200);
    const { origem: vazia, destino: junta } = movida.body as MoverLinhaResponse;
    expect(junta.id).toBe(destino.comanda_id);
    expect([junta.rodadas.length, junta.subtotal]).toEqual([2, 74.16]);
    expect([vazia.status, vazia.total, vazia.rodadas]).toEqual(['fechada', 0, []]);
    expect((await mesasDoGarcom(sala)).map((mesa) => mesa.estado)).toEqual(['livre', 'ocupada', 'livre']);
    expect((await pedido(sala, codigo)).comanda).toEqual({ id: junta.id, mesa: { id: sala.mesas[1]!.id, nome: 'Mesa 2' } });
  });

  it("when a waiter moves the whole bill, then a free table takes it with its rounds and its table's pending calls, and a table with an open bill is refused", async () => {
    const sala = await umaSala();
    const { codigo, comanda_id } = await rodada(sala, 0, [linha(sala, 0)]);
    await rodada(sala, 2, [linha(sala, 1)]);
    // The table asked for the bill before it moved.
    expect((await as(sala.garcom).post(api(apiPaths.comandaPedirConta({ id: comanda_id })), {})).status).toBe(200);
    const mover = (mesa: number) => as(sala.garcom).post(api(apiPaths.comandaMover({ id: comanda_id })), { mesa_id: sala.mesas[mesa]!.id });

    const ocupada = await mover(2);
    expect([ocupada.status, ocupada.body.error]).toEqual([409, mesaOcupada('Mesa 3')]);
    const mesma = await mover(0);
    expect([mesma.status, mesma.body.error]).toEqual([400, JA_ESTA_NA_MESA]);

    const movida = await mover(1);
    expect(movida.status, JSON.stringify(movida.body)).toBe(200);
    expect(movida.body).toMatchObject({ id: comanda_id, mesa: { nome: 'Mesa 2' }, total: 33.33, status: 'aberta' });
    expect((await mesasDoGarcom(sala)).map((mesa) => [mesa.estado, mesa.comanda_id === comanda_id, mesa.pediu_conta_em !== null])).toEqual([
      ['livre', false, false],
      ['ocupada', true, true],
      ['ocupada', false, false],
    ]);
    // The table it left keeps no call of the bill's people, even once its next customers open a bill.
    const deixada = await mesasCollection(firestore(), sala.loja.lojaId).doc(sala.mesas[0]!.id).get();
    expect([deixada.get('pediu_conta_em'), deixada.get('chamou_garcom_em'), deixada.get('comanda_aberta_id')]).toEqual([null, null, null]);
    expect((await pedido(sala, codigo)).comanda!.mesa.nome).toBe('Mesa 2');
    // The table it left takes a new bill with its next round.
    expect((await rodada(sala, 0, [linha(sala, 1)])).comanda_id).not.toBe(comanda_id);
  });

  it.each([
    ['a round with no lines', (sala: Sala) => lancar(sala, 0, []), 400, CARRINHO_VAZIO],
    [
      'a round for a table that does not exist',
      (sala: Sala) => as(sala.garcom).post(api(apiPaths.mesaPedido({ id: 'nao-existe' })), { produtos: [linha(sala, 0)] }),
      404,
      MESA_NAO_ENCONTRADA,
    ],
    [
      'a move without the table',
      (sala: Sala) => as(sala.garcom).post(api(apiPaths.comandaMover({ id: 'qualquer' })), {}),
      400,
      'Escolha a mesa de destino.',
    ],
    [
      'a counter order without the name',
      (sala: Sala) => as(sala.garcom).post(api(apiPaths.balcaoPedidos), { consumo: 'local', produtos: [linha(sala, 0)] }),
      400,
      'Informe o nome do cliente.',
    ],
    [
      'a counter order without how it is eaten',
      (sala: Sala) => as(sala.garcom).post(api(apiPaths.balcaoPedidos), { cliente: { nome: 'Rui' }, produtos: [linha(sala, 0)] }),
      400,
      'Diga se o cliente come aqui ou leva para viagem.',
    ],
    [
      'a counter order with a delivery address',
      (sala: Sala) =>
        as(sala.garcom).post(api(apiPaths.balcaoPedidos), {
          cliente: { nome: 'Rui' },
          consumo: 'local',
          produtos: [linha(sala, 0)],
          entrega: { tipo: 'entrega' },
        }),
      400,
      undefined,
    ],
  ])('when the body is %s, then it is refused with a message in Portuguese', async (_caso, chamar, status, mensagem) => {
    const sala = await umaSala();
    const response = await chamar(sala);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (mensagem) expect(response.body.error).toBe(mensagem);
    else expect(response.body.error).toMatch(/[a-zçãé]/);
    expect(await pedidos(sala)).toEqual([]);
  });
});

describe('Balcão', () => {
  it('when the counter takes an order to go, then it reaches the kitchen as "Balcão · para viagem", takes its stock and counts its revenue at once', async () => {
    const sala = await umaSala();
    const antes = await receita(sala);
    const response = await as(sala.garcom).post(api(apiPaths.balcaoPedidos), {
      cliente: { nome: 'Rui' },
      consumo: 'retirada',
      produtos: [linha(sala, 0, 2)],
      observacao: 'bem passada',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const feito = await pedido(sala, response.body.codigo);
    expect(feito).toMatchObject({
      id: response.body.id,
      status: 'confirmado',
      total: 66.66,
      balcao: { consumo: 'retirada' },
      comanda: null,
      entrega: null,
      cliente: { nome: 'Rui' },
      observacao: 'bem passada',
    });
    expect(feito.historico[0]!.por).toBe('Gil Garçom');
    expect(await estoque(sala)).toBe(18);
    expect(centavos(await receita(sala)) - centavos(antes)).toBe(6_666);
    const ticket = await as(sala.dono).get(api(apiPaths.pedidoComanda({ id: feito.id })));
    expect(ticket.status).toBe(200);
    expect(ticket.text).toContain('BALCÃO · PARA VIAGEM');
    expect(ticket.text).toContain('Rui');

    const local = await as(sala.dono).post(api(apiPaths.balcaoPedidos), {
      cliente: { nome: 'Lia' },
      consumo: 'local',
      produtos: [linha(sala, 1)],
    });
    expect(local.status).toBe(201);
    const texto = await as(sala.dono).get(api(apiPaths.pedidoComanda({ id: local.body.id })));
    expect(texto.text).toMatch(/BALCÃO(?! ·)/);
  });

  it('when the counter sends the same order twice with one Idempotency-Key, then one order stands', async () => {
    const sala = await umaSala();
    const corpo = { cliente: { nome: 'Rui' }, consumo: 'local', produtos: [linha(sala, 1)] };
    const enviar = () =>
      request(testApp())
        .post(api(apiPaths.balcaoPedidos))
        .set('Cookie', sala.garcom.cookie!)
        .set('Idempotency-Key', 'balcao-1')
        .send(corpo);
    const [a, b] = [await enviar(), await enviar()];
    expect(a.status).toBe(201);
    expect(b.body.codigo).toBe(a.body.codigo);
    expect(await pedidos(sala)).toHaveLength(1);
  });
});
