import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  CHAMADO_REPETIDO,
  MESA_CODIGO_INVALIDO,
  perfilNaoPermite,
  type AnalyticsResponse,
  type DivisaoDaComanda,
  type MesaPublicaResponse,
  type PedidosDoLojistaResponse,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { COMANDA_FECHADA } from '../../src/model/efeitos-do-pedido.js';
import { mesasCollection } from '../../src/model/mesas.js';
import { contaAcimaDoLimite, SALAO_FECHADO } from '../../src/features/public-pedido/rodada-service.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { appWith, as, firestore, newGoogleAccount, newOwner, testApp } from '../../../test/support/api.js';
import { umPedido } from '../../../test/support/pedidos.js';
import { umProdutoPorPeso } from '../../../test/support/produtos.js';
import { api, enviarRodada, estoque, fechar, lerConta, lerMesa, pagar, receita, rodada, rodadaPath, umaSala } from './salao-helpers.js';

/**
 * The dining room's bills (issue 44) through HTTP: rounds sent from a table's QR code, the bill every
 * phone at the table sees, partial payments, splits to the cent, closing (revenue counted then, the
 * table freed), rounds racing each other and the close, and what the staff's roles may do.
 */

describe('Salão: rodadas da mesa e a conta', () => {
  it('when a phone sends a round, then it goes to the kitchen tagged with the table, and every phone at the table sees the same bill', async () => {
    const sala = await umaSala({ taxa: 10, couvert: 5 });
    expect(await lerMesa(sala)).toEqual({ mesa: { id: sala.mesa.id, nome: 'Mesa 7' }, comanda: null, fidelidade: false });
    const { codigo, comanda_id } = await rodada(sala, 2);
    expect(codigo).toMatch(/^[A-Z0-9]{4,}$/);

    const { pedidos } = (await as(sala.dono).get('/api/pedidos')).body as PedidosDoLojistaResponse;
    const enviada = pedidos.find((pedido) => pedido.codigo === codigo)!;
    expect(enviada).toMatchObject({ status: 'confirmado', total: 120, entrega: null, texto_whatsapp: '' });
    expect(enviada.comanda).toEqual({ id: comanda_id, mesa: { id: sala.mesa.id, nome: 'Mesa 7' } });

    const { comanda } = await lerMesa(sala);
    // 2 × 60,00; 10 % of it; one person's couvert.
    expect(comanda).toMatchObject({
      id: comanda_id,
      status: 'aberta',
      subtotal: 120,
      taxa_servico: 12,
      couvert: 5,
      total: 137,
      falta: 137,
    });
    expect(comanda!.rodadas.map((r) => [r.codigo, r.itens.map((item) => [item.linha, item.nome, item.quantidade])])).toEqual([
      [codigo, [[1, 'Pizza grande', 2]]],
    ]);
    expect(comanda!.taxa_servico_opcional).toBe(true);
  });

  it("when the table's page is opened by the shop's id (a shop without a link name), then its rounds and calls go by the id too, and the answer says when the loyalty card is on", async () => {
    const sala = await umaSala({ taxa: 0 });
    const { lojaId } = sala.loja;
    const porId = (path: string) => `${api(path)}?c=${encodeURIComponent(sala.mesa.codigo)}`;
    const enviada = await request(testApp())
      .post(porId(apiPaths.catalogoMesaPedido({ lojaId, id: sala.mesa.id })))
      .send({ produtos: [{ id: sala.loja.produtos[0]!.id, quantidade: 1 }] });
    expect(enviada.status, JSON.stringify(enviada.body)).toBe(201);
    const chamado = await request(testApp())
      .post(porId(apiPaths.catalogoMesaChamado({ lojaId, id: sala.mesa.id })))
      .send({ motivo: 'conta' });
    expect(chamado.status).toBe(201);
    const cartao = { ativo: true, pedidos_necessarios: 5, recompensa: { tipo: 'percentual', valor: 10 }, validade_dias: null };
    expect((await as(sala.dono).put(api(apiPaths.lojaFidelidade), cartao)).status).toBe(200);
    const lida = (await request(testApp()).get(porId(apiPaths.catalogoMesa({ lojaId, id: sala.mesa.id })))).body as MesaPublicaResponse;
    expect(lida.fidelidade).toBe(true);
    expect(lida.comanda).toMatchObject({ id: enviada.body.comanda_id, total: 60 });
  });

  it('when a phone sends a line sold by weight, then the bill every phone sees gives its grams, as the cart does', async () => {
    const sala = await umaSala({ taxa: 0, produtos: [umProdutoPorPeso()] });
    const enviada = await request(testApp())
      .post(rodadaPath(sala))
      .send({ produtos: [{ id: sala.loja.produtos[0]!.id, gramas: 500 }] });
    expect(enviada.status, JSON.stringify(enviada.body)).toBe(201);
    const { comanda } = await lerMesa(sala);
    // 500 g of R$ 39,90 the kg.
    expect(comanda!.rodadas[0]!.itens).toEqual([{ linha: 1, nome: 'Picanha', quantidade: 1, gramas: 500, total: 19.95, observacao: null }]);
  });

  it('when two phones send rounds at the same instant, then both land on one bill with exact totals', async () => {
    const sala = await umaSala({ taxa: 0 });
    const [a, b] = await Promise.all([enviarRodada(sala, 1), enviarRodada(sala, 3)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.comanda_id).toBe(b.body.comanda_id);
    const bill = await lerConta(sala, a.body.comanda_id);
    expect(bill.rodadas).toHaveLength(2);
    expect([bill.subtotal, bill.total]).toEqual([240, 240]);
  });

  it('when the code is wrong or was replaced, then 404 tells the customer to ask the waiter and nothing is ordered', async () => {
    const sala = await umaSala();
    const errado = await enviarRodada(sala, 1, 0, 'nao-e-o-codigo');
    expect([errado.status, errado.body.error]).toEqual([404, MESA_CODIGO_INVALIDO]);
    const trocado = await as(sala.dono).post(api(apiPaths.mesaNovoCodigo({ id: sala.mesa.id })), {});
    expect(trocado.status).toBe(200);
    const antigo = await enviarRodada(sala);
    expect([antigo.status, antigo.body.error]).toEqual([404, MESA_CODIGO_INVALIDO]);
    const { pedidos } = (await as(sala.dono).get('/api/pedidos')).body as PedidosDoLojistaResponse;
    expect(pedidos).toEqual([]);
  });

  it('when the room is off, then a round is refused with a clear message', async () => {
    const sala = await umaSala();
    await as(sala.dono).put(api(apiPaths.lojaSalao), { ativo: false, taxa_servico_percentual: 10, couvert: null });
    const response = await enviarRodada(sala);
    expect([response.status, response.body.error]).toEqual([409, SALAO_FECHADO]);
  });

  it.each([
    [100, 3, [33.34, 33.33, 33.33]],
    [0.01, 2, [0.01, 0]],
    [137.05, 4, [34.27, 34.26, 34.26, 34.26]],
  ])('when a bill of R$ %d is split by %i, then the parts add up to it to the cent', async (preco, pessoas, partes) => {
    const sala = await umaSala({ taxa: 0, produtos: [{ nome: 'Conta', preco }] });
    const { comanda_id } = await rodada(sala);
    const divisao = await as(sala.dono).get(`${api(apiPaths.comandaDivisao({ id: comanda_id }))}?pessoas=${pessoas}`);
    expect(divisao.status).toBe(200);
    expect(divisao.body).toEqual({ falta: preco, partes } satisfies DivisaoDaComanda);
    const centavos = (divisao.body as DivisaoDaComanda).partes.reduce((soma, parte) => soma + Math.round(parte * 100), 0);
    expect(centavos).toBe(Math.round(preco * 100));
  });

  it('when the bill is paid in two ways and closed, then its revenue counts, the table is free and the next round opens a new bill', async () => {
    const sala = await umaSala({ taxa: 10 });
    const { comanda_id } = await rodada(sala, 1);
    const receitaAntes = await receita(sala);
    // 60,00 + 6,00 of fee.
    expect((await pagar(sala, comanda_id, { forma: 'pix', valor: 40 })).status).toBe(201);
    const faltando = await fechar(sala, comanda_id);
    expect([faltando.status, faltando.body.error]).toEqual([400, 'Faltam R$ 26,00 para fechar a conta.']);
    const acima = await pagar(sala, comanda_id, { forma: 'cartao_credito', valor: 30 });
    expect([acima.status, acima.body.error]).toEqual([400, 'O pagamento passa do que falta na conta (R$ 26,00).']);
    const dinheiro = await pagar(sala, comanda_id, { forma: 'dinheiro', valor: 26, recebido: 50 });
    expect(dinheiro.body.pagamentos.at(-1)).toMatchObject({ forma: 'dinheiro', valor: 26, troco: 24 });
    expect(await receita(sala)).toBe(receitaAntes);

    const fechada = await fechar(sala, comanda_id);
    expect(fechada.status, JSON.stringify(fechada.body)).toBe(200);
    expect(fechada.body).toMatchObject({ status: 'fechada', total: 66, pago: 66, falta: 0 });
    expect(await receita(sala)).toBe(receitaAntes + 60);
    expect((await lerMesa(sala)).comanda).toBeNull();
    expect((await mesasCollection(firestore(), sala.loja.lojaId).doc(sala.mesa.id).get()).get('comanda_aberta_id')).toBeNull();
    expect((await fechar(sala, comanda_id)).status).toBe(409);

    const proxima = await rodada(sala);
    expect(proxima.comanda_id).not.toBe(comanda_id);
  });

  it('when the customer declines the optional fee, then the bill closes without it', async () => {
    const sala = await umaSala({ taxa: 10 });
    const { comanda_id } = await rodada(sala);
    expect((await pagar(sala, comanda_id, { forma: 'cartao_debito', valor: 60 })).status).toBe(201);
    const fechada = await fechar(sala, comanda_id, { incluir_taxa_servico: false });
    expect(fechada.body).toMatchObject({ status: 'fechada', taxa_servico: 0, total: 60 });
  });

  it('when a round is cancelled before the bill closes, then its stock and its share of the bill come back; after the close it cannot be', async () => {
    const sala = await umaSala({ taxa: 0, produtos: [{ nome: 'Pizza grande', preco: 60, estoque: 10 } as never] });
    const primeira = await rodada(sala, 2);
    const segunda = await rodada(sala, 1);
    expect(await estoque(sala)).toBe(7);
    const { pedidos } = (await as(sala.dono).get('/api/pedidos')).body as PedidosDoLojistaResponse;
    const id = (codigo: string) => pedidos.find((pedido) => pedido.codigo === codigo)!.id;
    expect((await as(sala.dono).put(`/api/pedidos/${id(segunda.codigo)}`, { status: 'cancelado' })).status).toBe(200);
    expect(await estoque(sala)).toBe(8);
    expect((await lerConta(sala, primeira.comanda_id)).subtotal).toBe(120);

    await pagar(sala, primeira.comanda_id, { forma: 'pix', valor: 120 });
    expect((await fechar(sala, primeira.comanda_id)).status).toBe(200);
    const depois = await as(sala.dono).put(`/api/pedidos/${id(primeira.codigo)}`, { status: 'cancelado' });
    expect([depois.status, depois.body.error]).toEqual([409, COMANDA_FECHADA]);
    expect(await estoque(sala)).toBe(8);
  });

  it('when a round is sent while the bill closes, then it lands on the closing bill or on the next one, never nowhere', async () => {
    const sala = await umaSala({ taxa: 0 });
    const { comanda_id } = await rodada(sala);
    await pagar(sala, comanda_id, { forma: 'pix', valor: 60 });
    const [fechamento, corrida] = await Promise.all([fechar(sala, comanda_id), enviarRodada(sala)]);
    expect(corrida.status).toBe(201);
    const onde = await lerConta(sala, corrida.body.comanda_id);
    expect(onde.rodadas.map((r) => r.codigo)).toContain(corrida.body.codigo);
    if (fechamento.status === 200) {
      // Closed first: the round opened the table's next bill.
      expect(corrida.body.comanda_id).not.toBe(comanda_id);
      expect(onde.status).toBe('aberta');
    } else {
      // The round came first: the bill grew past its payments, and stays open with both rounds.
      expect([fechamento.status, fechamento.body.error]).toEqual([400, 'Faltam R$ 60,00 para fechar a conta.']);
      expect(corrida.body.comanda_id).toBe(comanda_id);
      expect(onde.rodadas).toHaveLength(2);
    }
  });

  it('when rounds race the close again and again, then every round is on exactly one bill, each bill adds up to its rounds and the revenue to the closed ones', async () => {
    const sala = await umaSala({ taxa: 0 });
    const receitaAntes = await receita(sala);
    const primeira = await rodada(sala);
    const enviadas = [primeira.codigo];
    let atual = primeira.comanda_id;
    for (let vez = 0; vez < 8; vez += 1) {
      const { falta } = await lerConta(sala, atual);
      if (falta > 0) expect((await pagar(sala, atual, { forma: 'pix', valor: falta })).status).toBe(201);
      const [fechamento, corrida] = await Promise.all([fechar(sala, atual), enviarRodada(sala)]);
      expect(corrida.status, JSON.stringify(corrida.body)).toBe(201);
      enviadas.push(corrida.body.codigo as string);
      if (fechamento.status === 200) expect(corrida.body.comanda_id).not.toBe(atual);
      else {
        expect([fechamento.status, fechamento.body.error]).toEqual([400, 'Faltam R$ 60,00 para fechar a conta.']);
        expect(corrida.body.comanda_id).toBe(atual);
      }
      atual = corrida.body.comanda_id as string;
    }

    const { comandas } = (await as(sala.dono).get(api(apiPaths.comandas))).body as { comandas: { id: string }[] };
    const contas = await Promise.all(comandas.map(({ id }) => lerConta(sala, id)));
    const naConta = contas.flatMap((conta) => conta.rodadas.map((r) => r.codigo));
    expect(naConta.toSorted()).toEqual(enviadas.toSorted());
    for (const conta of contas) expect([conta.subtotal, conta.total]).toEqual([60 * conta.rodadas.length, 60 * conta.rodadas.length]);
    expect(contas.filter((conta) => conta.status === 'aberta').map((conta) => conta.id)).toEqual([atual]);
    const fechadas = contas.filter((conta) => conta.status === 'fechada');
    expect(await receita(sala)).toBe(receitaAntes + fechadas.reduce((soma, conta) => soma + conta.total, 0));
    expect((await pedidosCollection(firestore(), sala.loja.lojaId).count().get()).data().count).toBe(enviadas.length);
  });

  it("when a round would push the bill past the platform's order maximum, then 400 says so and nothing is written; up to the maximum it goes", async () => {
    // R$ 100.000,00 a order (configuracoes pedido_valor_maximo's default; this file's database keeps it).
    const sala = await umaSala({
      taxa: 10,
      produtos: [{ nome: 'Caviar beluga (1 kg)', preco: 40_000, estoque: 10 } as never, { nome: 'Champanhe safrada', preco: 20_000 }],
    });
    const { comanda_id } = await rodada(sala, 2, 0);
    const pedidosAntes = (await pedidosCollection(firestore(), sala.loja.lojaId).count().get()).data().count;

    const acima = await enviarRodada(sala, 1, 0);
    expect([acima.status, acima.body.error]).toEqual([400, contaAcimaDoLimite(100_000_00)]);
    expect(acima.body.error).toBe('A conta desta mesa passaria de R$ 100.000,00. Chame o garçom para continuar.');
    expect((await pedidosCollection(firestore(), sala.loja.lojaId).count().get()).data().count).toBe(pedidosAntes);
    expect(await estoque(sala)).toBe(8);
    expect(await lerConta(sala, comanda_id)).toMatchObject({ subtotal: 80_000, rodadas: [expect.anything()] });

    // Exactly the maximum is not past it (the optional fee on top is the customer's choice).
    const noLimite = await rodada(sala, 1, 1);
    expect(noLimite.comanda_id).toBe(comanda_id);
    expect((await lerConta(sala, comanda_id)).subtotal).toBe(100_000);
    const alem = await enviarRodada(sala, 1, 1);
    expect([alem.status, alem.body.error]).toEqual([400, contaAcimaDoLimite(100_000_00)]);
  });

  it('when a bill closes, then the report splits the revenue by channel: the room with its bills, the minutes a table stayed, its fee and couvert; delivery the rest', async () => {
    const sala = await umaSala({ taxa: 10, couvert: 5 });
    const { comanda_id } = await rodada(sala, 2);
    await rodada(sala, 1);
    const retirada = await request(testApp())
      .post(api(apiPaths.lojaPedido({ slug: sala.loja.slug })))
      .send(umPedido({ produtos: [{ id: sala.loja.produtos[0]!.id, quantidade: 1 }] }));
    expect(retirada.status, JSON.stringify(retirada.body)).toBe(201);
    const { pedidos } = (await as(sala.dono).get('/api/pedidos')).body as PedidosDoLojistaResponse;
    const delivery = pedidos.find((pedido) => pedido.comanda === null)!;
    expect((await as(sala.dono).put(`/api/pedidos/${delivery.id}`, { status: 'confirmado' })).status).toBe(200);

    // 180,00 of rounds, 18,00 of fee, one couvert; closed 47 minutes after it opened (an instance whose clock is then).
    expect((await pagar(sala, comanda_id, { forma: 'cartao_credito', valor: 203 })).status).toBe(201);
    const depois = appWith({}, undefined, { now: () => new Date(Date.now() + 47 * 60_000) });
    const fechada = await request(depois)
      .post(api(apiPaths.comandaFechar({ id: comanda_id })))
      .set('Cookie', sala.loja.cookie)
      .send({ incluir_taxa_servico: true });
    expect(fechada.status, JSON.stringify(fechada.body)).toBe(200);

    await foldContagens(firestore());
    const relatorio = await as(sala.dono).get('/api/analytics?periodo=7');
    expect(relatorio.status).toBe(200);
    const { canais, resumo_mensal } = relatorio.body as AnalyticsResponse;
    expect(canais).toEqual({
      salao: { receita: 180, pedidos: 2, ticket_medio: 180, comandas: 1, minutos_medios: 47, taxa_servico: 18, couvert: 5 },
      balcao: { receita: 0, pedidos: 0, ticket_medio: 0 },
      delivery: { receita: 60, pedidos: 1, ticket_medio: 60 },
    });
    expect(resumo_mensal).toMatchObject({ receita_mes: 240, pedidos_aceitos_mes: 3 });
  });

  it('when a table calls the waiter twice within a minute, then the second is 429 with the seconds left, while asking for the bill still goes', async () => {
    const sala = await umaSala();
    const chamado = (motivo: string, codigo = sala.mesa.codigo) =>
      request(testApp())
        .post(`${api(apiPaths.lojaMesaChamado({ slug: sala.loja.slug, id: sala.mesa.id }))}?c=${encodeURIComponent(codigo)}`)
        .send({ motivo });
    const primeiro = await chamado('garcom');
    expect(primeiro.status).toBe(201);
    expect(primeiro.body.motivo).toBe('garcom');
    const segundo = await chamado('garcom');
    expect([segundo.status, segundo.body.error]).toEqual([429, CHAMADO_REPETIDO.garcom]);
    expect(Number(segundo.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(segundo.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await chamado('conta')).status).toBe(201);
    const guardado = (await mesasCollection(firestore(), sala.loja.lojaId).doc(sala.mesa.id).get()).data()!;
    expect(Object.keys(guardado)).toEqual(expect.arrayContaining(['chamou_garcom_em', 'pediu_conta_em']));
    expect((await chamado('garcom', 'codigo-errado')).status).toBe(404);
    expect((await chamado('gorjeta')).status).toBe(400);
  });

  it.each([
    ['cozinha', 403],
    ['atendente', 200],
  ] as const)(
    "when a member whose role is %s opens a bill, then %i (the room is the floor staff's, not the kitchen's)",
    async (papel, status) => {
      const sala = await umaSala();
      const { comanda_id } = await rodada(sala);
      const conta = newGoogleAccount('Ivo da Equipe');
      expect((await as(sala.dono).post(api(apiPaths.equipe), { email: conta.email, papel })).status).toBe(201);
      const membro = await newOwner(undefined, conta);
      const rotas = [
        () => as(membro).get(api(apiPaths.comandas)),
        () => as(membro).get(api(apiPaths.comanda({ id: comanda_id }))),
        () => as(membro).get(`${api(apiPaths.comandaDivisao({ id: comanda_id }))}?pessoas=2`),
      ];
      for (const chamar of rotas) {
        const response = await chamar();
        expect(response.status).toBe(status);
        if (status === 403) expect(response.body.error).toBe(perfilNaoPermite(papel));
      }
      if (status === 403) {
        const pagamento = await as(membro).post(api(apiPaths.comandaPagamentos({ id: comanda_id })), { forma: 'pix', valor: 1 });
        expect(pagamento.status).toBe(403);
        expect((await lerConta(sala, comanda_id)).pagamentos).toEqual([]);
      }
    },
  );
});
