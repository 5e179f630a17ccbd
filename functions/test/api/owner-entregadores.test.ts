import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AcertoDoDia,
  AcertoDoEntregador,
  CaixaAbertoResponse,
  EntregadoresResponse,
  PedidoDoLojista,
  PedidosDoLojistaResponse,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { ACERTO_JA_QUITADO, CORRIDA_QUITADA } from '../../src/model/acertos.js';
import { CAIXA_FECHADO } from '../../src/model/caixas.js';
import { PEDIDO_NAO_ENCONTRADO } from '../../src/model/pedidos.js';
import {
  ENTREGADOR_NAO_ENCONTRADO,
  NAO_E_ENTREGADOR,
  SO_ENTREGA,
  entregadorSemConta,
} from '../../src/features/owner-entregadores/service.js';
import { atribuir, com, convidar, entregar, hoje, salvarTaxas, umaEntrega, umaPizzaria, type Pizzaria } from './entregadores-helpers.js';

/**
 * Dispatch and the drivers' settlement (issue 46, owner-entregadores) through HTTP: assigning and
 * taking back a delivery, a trip's stop order, what may not take a driver, the fee rules (fixed,
 * percentage, distance bands) in the day's settlement to the cent, and settling a day once.
 */

const acertoDe = async (p: Pizzaria, membroId: string): Promise<AcertoDoEntregador | undefined> => {
  const response = await p.dono.get(`${apiPaths.entregadoresAcerto}?data=${hoje()}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as AcertoDoDia).entregadores.find((um) => um.membro_id === membroId);
};

describe('Entregadores: despacho', () => {
  let p: Pizzaria;
  beforeAll(async () => {
    p = await umaPizzaria();
  });

  it('when the owner gives a delivery to João and takes it back, then every answer and the list carry the driver, then none', async () => {
    const pedido = await umaEntrega(p);
    expect(pedido.entregador).toBeNull();
    const dado = await atribuir(p, pedido.id, p.joao);
    expect(dado.entregador).toEqual({ membro_id: p.joao.membro.id, nome: 'João Motoboy', ordem: 1, viagem: null });
    const lista = (await p.dono.get(apiPaths.pedidos)).body as PedidosDoLojistaResponse;
    expect(lista.pedidos.find((um) => um.id === pedido.id)!.entregador?.nome).toBe('João Motoboy');
    const ticket = await p.dono.get(apiPaths.pedidoComanda({ id: pedido.id }));
    expect(ticket.text).toContain('Entregador: João Motoboy');
    expect((await atribuir(p, pedido.id, null)).entregador).toBeNull();
    expect((await p.dono.get(apiPaths.pedidos)).body.pedidos.find((um: PedidoDoLojista) => um.id === pedido.id).entregador).toBeNull();
  });

  it('when orders go to a driver one by one, then each goes to the end of their queue; the list of drivers counts them', async () => {
    const [a, b] = [await umaEntrega(p), await umaEntrega(p)];
    const antes = ((await p.dono.get(apiPaths.entregadores)).body as EntregadoresResponse).entregadores.find(
      (um) => um.membro_id === p.rita.membro.id,
    )!;
    expect((await atribuir(p, a.id, p.rita)).entregador?.ordem).toBe(antes.entregas_abertas + 1);
    expect((await atribuir(p, b.id, p.rita)).entregador?.ordem).toBe(antes.entregas_abertas + 2);
    // The same driver again changes nothing.
    expect((await atribuir(p, b.id, p.rita)).entregador?.ordem).toBe(antes.entregas_abertas + 2);
    const depois = ((await p.dono.get(apiPaths.entregadores)).body as EntregadoresResponse).entregadores;
    expect(depois.map((um) => um.nome)).toEqual(['João Motoboy', 'Rita Entregas']);
    expect(depois[1]).toMatchObject({ aceitou: true, entregas_abertas: antes.entregas_abertas + 2 });
  });

  it('when several orders go as one trip, then the stops keep the order given, after nothing else, with one trip id', async () => {
    const p2 = await umaPizzaria();
    const [a, b, c] = [await umaEntrega(p2), await umaEntrega(p2), await umaEntrega(p2)];
    const response = await p2.dono.post(apiPaths.entregadorViagem({ membro_id: p2.joao.membro.id }), { pedido_ids: [c.id, a.id, b.id] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const pedidos = response.body.pedidos as PedidoDoLojista[];
    expect(pedidos.map((um) => [um.id, um.entregador?.ordem])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    expect(new Set(pedidos.map((um) => um.entregador?.viagem)).size).toBe(1);
    expect(pedidos[0]!.entregador?.viagem).toEqual(expect.any(String));
  });

  it('when an order or a member cannot take a driver, then 400, 404 or 409 with a clear message and nothing changes', async () => {
    const entrega = await umaEntrega(p);
    const retirada = await umaEntrega(p, { entrega: { tipo: 'retirada' } });
    const cozinha = await convidar(p.loja, 'Cida Cozinha', 'cozinha');
    const convidado = await convidar(p.loja, 'Beto Novo', 'entregador', false);
    const casos: [string, object, number, string][] = [
      [retirada.id, { membro_id: p.joao.membro.id }, 400, SO_ENTREGA],
      [entrega.id, { membro_id: 'ninguem' }, 404, ENTREGADOR_NAO_ENCONTRADO],
      [entrega.id, { membro_id: cozinha.membro.id }, 400, NAO_E_ENTREGADOR],
      [entrega.id, { membro_id: convidado.membro.id }, 409, entregadorSemConta(convidado.membro.email)],
      [entrega.id, {}, 400, 'Escolha o entregador.'],
      ['nao-existe', { membro_id: p.joao.membro.id }, 404, PEDIDO_NAO_ENCONTRADO],
    ];
    for (const [id, corpo, status, erro] of casos) {
      const response = await p.dono.put(apiPaths.pedidoEntregador({ id }), corpo);
      expect([response.status, response.body.error], JSON.stringify(corpo)).toEqual([status, erro]);
    }
    const trip = await p.dono.post(apiPaths.entregadorViagem({ membro_id: p.joao.membro.id }), { pedido_ids: [entrega.id, retirada.id] });
    expect([trip.status, trip.body.error]).toEqual([400, SO_ENTREGA]);
    const lista = (await p.dono.get(apiPaths.pedidos)).body as PedidosDoLojistaResponse;
    expect(lista.pedidos.find((um) => um.id === entrega.id)!.entregador).toBeNull();

    await atribuir(p, entrega.id, p.joao);
    await entregar(p.joao, entrega.id);
    const depois = await p.dono.put(apiPaths.pedidoEntregador({ id: entrega.id }), { membro_id: p.rita.membro.id });
    expect([depois.status, depois.body.error]).toEqual([
      409,
      `O pedido #${entrega.codigo} já foi entregue: não dá para mudar o entregador.`,
    ]);
  });
});

describe('Entregadores: taxas e acerto do dia', () => {
  it('when three deliveries pay 12% of their R$ 7,00 fee, then the driver earns R$ 0,84 each, R$ 2,52 in all, to the cent', async () => {
    const p = await umaPizzaria();
    expect(await salvarTaxas(p, { modo: 'percentual', percentual: 12 })).toEqual({ modo: 'percentual', percentual: 12 });
    const pedidos = [await umaEntrega(p), await umaEntrega(p), await umaEntrega(p, { pagamento: { forma: 'pix' } })];
    for (const pedido of pedidos) {
      await atribuir(p, pedido.id, p.joao);
      await entregar(p.joao, pedido.id);
    }
    const acerto = await acertoDe(p, p.joao.membro.id);
    // Two cash orders of R$ 47,00 (pizza R$ 40 + fee R$ 7); the PIX one is no cash in the driver's hand.
    expect(acerto).toMatchObject({ nome: 'João Motoboy', entregas: 3, taxas: 2.52, dinheiro: 94, saldo: 91.48, quitado: null });
    expect(acerto!.corridas.map((corrida) => corrida.taxa)).toEqual([0.84, 0.84, 0.84]);
    expect(await acertoDe(p, p.rita.membro.id)).toBeUndefined();
  });

  it('when the fee is fixed, then each delivery earns it and the shop owes the driver when no cash was taken', async () => {
    const p = await umaPizzaria();
    await salvarTaxas(p, { modo: 'fixa', valor: 6.5 });
    for (const pedido of [await umaEntrega(p, { pagamento: { forma: 'pix' } }), await umaEntrega(p, { pagamento: { forma: 'pix' } })]) {
      await atribuir(p, pedido.id, p.rita);
      await entregar(p.rita, pedido.id);
    }
    expect(await acertoDe(p, p.rita.membro.id)).toMatchObject({ entregas: 2, taxas: 13, dinheiro: 0, saldo: -13 });
    // Settled, the shop pays Rita out of the till: a negative cash movement.
    expect((await p.dono.post(apiPaths.caixaAbrir, { valor_inicial: 50 })).status).toBe(201);
    const quitado = await p.dono.post(apiPaths.entregadorAcertoQuitar({ membro_id: p.rita.membro.id }), { data: hoje() });
    expect(quitado.status, JSON.stringify(quitado.body)).toBe(200);
    const { caixa } = (await p.dono.get(apiPaths.caixaAberto)).body as CaixaAbertoResponse;
    expect(caixa!.figuras.esperado.dinheiro).toBe(37);
  });

  it('when a till took part of a cash order before it left, then the driver collects and settles only the rest', async () => {
    const p = await umaPizzaria();
    await salvarTaxas(p, { modo: 'fixa', valor: 5 });
    const pedido = await umaEntrega(p);
    expect((await p.dono.post(apiPaths.caixaAbrir, { valor_inicial: 0 })).status).toBe(201);
    const pago = await p.dono.post(apiPaths.pedidoPagamentos({ id: pedido.id }), { forma: 'dinheiro', valor: 20 });
    expect(pago.status, JSON.stringify(pago.body)).toBe(201);
    await atribuir(p, pedido.id, p.joao);
    const naPorta = await com(p.joao.cookie).get(apiPaths.entrega({ id: pedido.id }));
    // R$ 47,00 less the R$ 20,00 the counter took.
    expect(naPorta.body).toMatchObject({ total: 47, a_cobrar: 27 });
    await entregar(p.joao, pedido.id);
    expect(await acertoDe(p, p.joao.membro.id)).toMatchObject({ entregas: 1, taxas: 5, dinheiro: 27, saldo: 22 });
  });

  it('when the fee is by distance band, then each delivery earns its band, a longer one the last band', async () => {
    const SE = { lat: -23.5503, lng: -46.6339 };
    const aoNorte = (km: number) => ({ lat: SE.lat + km / 111.195, lng: SE.lng });
    const p = await umaPizzaria({
      bairros: [],
      localizacao: SE,
      faixas_distancia: [
        { ate_km: 3, taxa: 5 },
        { ate_km: 10, taxa: 9 },
      ],
    });
    await salvarTaxas(p, {
      modo: 'faixas',
      faixas: [
        { ate_km: 5, valor: 8.4 },
        { ate_km: 2, valor: 4.1 },
      ],
    });
    expect((await p.dono.get(apiPaths.entregadoresTaxas)).body.faixas.map((faixa: { ate_km: number }) => faixa.ate_km)).toEqual([2, 5]);
    for (const km of [1.5, 4, 8]) {
      const pedido = await umaEntrega(p, { entrega: { tipo: 'entrega', endereco: 'Rua A, 1', localizacao: aoNorte(km) } });
      await atribuir(p, pedido.id, p.joao);
      await entregar(p.joao, pedido.id);
    }
    const acerto = await acertoDe(p, p.joao.membro.id);
    expect(acerto!.corridas.map((corrida) => [corrida.distancia_km, corrida.taxa])).toEqual([
      [1.5, 4.1],
      [4, 8.4],
      [8, 8.4],
    ]);
    expect(acerto!.taxas).toBe(20.9);
  });

  it('when a bad fee rule or day is sent, then 400 with the field said', async () => {
    const p = await umaPizzaria();
    const casos: [object, string][] = [
      [{ modo: 'percentual', percentual: 120 }, 'Use uma porcentagem de 0 a 100.'],
      [{ modo: 'fixa', valor: -1 }, 'Informe o valor por entrega.'],
      [{ modo: 'faixas', faixas: [] }, 'Informe ao menos uma faixa de distância.'],
      [{ modo: 'outro' }, 'Escolha como pagar os entregadores: fixa, percentual ou faixas.'],
    ];
    for (const [corpo, erro] of casos) {
      const response = await p.dono.put(apiPaths.entregadoresTaxas, corpo);
      expect([response.status, response.body.error], JSON.stringify(corpo)).toEqual([400, erro]);
    }
    for (const data of ['2026-02-30', 'ontem', '']) {
      const response = await p.dono.get(`${apiPaths.entregadoresAcerto}?data=${data}`);
      expect(response.status, data).toBe(400);
    }
  });
});

describe('Entregadores: quitar o acerto', () => {
  it('when two people settle the same day at once, then one settles it (200) and the other gets 409; the day is settled for good', async () => {
    const p = await umaPizzaria();
    await salvarTaxas(p, { modo: 'fixa', valor: 5 });
    const pedido = await umaEntrega(p);
    await atribuir(p, pedido.id, p.joao);
    await entregar(p.joao, pedido.id);
    const quitar = () => p.dono.post(apiPaths.entregadorAcertoQuitar({ membro_id: p.joao.membro.id }), { data: hoje() });
    // No open till: nothing settled.
    const semCaixa = await quitar();
    expect([semCaixa.status, semCaixa.body.error]).toEqual([409, CAIXA_FECHADO]);
    expect((await acertoDe(p, p.joao.membro.id))!.quitado).toBeNull();
    expect((await p.dono.post(apiPaths.caixaAbrir, { valor_inicial: 100 })).status).toBe(201);
    const respostas = await Promise.all([quitar(), quitar()]);
    expect(respostas.map((response) => response.status).sort()).toEqual([200, 409]);
    const quitado = respostas.find((response) => response.status === 200)!.body as AcertoDoEntregador;
    expect(quitado.quitado).toMatchObject({ entregas: 1, taxas: 5, dinheiro: 47, saldo: 42, por: 'Ana Souza' });
    expect(respostas.find((response) => response.status === 409)!.body.error).toBe(ACERTO_JA_QUITADO);
    expect((await quitar()).status).toBe(409);
    expect((await acertoDe(p, p.joao.membro.id))!.quitado).toMatchObject({ saldo: 42 });
    // The net lands once on the settler's till, in cash: João handed over R$ 42,00.
    const { caixa } = (await p.dono.get(apiPaths.caixaAberto)).body as CaixaAbertoResponse;
    expect(caixa!.movimentos!.filter((movimento) => movimento.origem?.tipo === 'acerto_entregador')).toMatchObject([
      { forma: 'dinheiro', valor: 42, origem: { id: `${hoje()}_${p.joao.membro.id}`, descricao: expect.stringContaining('João Motoboy') } },
    ]);
    expect(caixa!.figuras.esperado.dinheiro).toBe(142);

    // Its deliveries are money handed over: the order can no longer leave entregue.
    const volta = await p.dono.put(apiPaths.pedido({ id: pedido.id }), { status: 'saiu_para_entrega' });
    expect([volta.status, volta.body.error]).toEqual([409, CORRIDA_QUITADA]);
    const impresso = await p.dono.get(`${apiPaths.entregadorAcertoImpressao({ membro_id: p.joao.membro.id })}?data=${hoje()}&largura=58`);
    expect(impresso.status).toBe(200);
    expect(impresso.text).toContain('Entregador: João Motoboy');
    expect(impresso.text).toContain('ENTREGADOR PAGA À LOJA');
    expect(impresso.text.split('\n').every((linha) => [...linha].length <= 32)).toBe(true);
  });

  it('when a driver has no delivery that day, then settling answers 409 and nothing is written', async () => {
    const p = await umaPizzaria();
    const response = await p.dono.post(apiPaths.entregadorAcertoQuitar({ membro_id: p.rita.membro.id }), { data: hoje() });
    expect([response.status, response.body.error]).toEqual([409, 'Este entregador não tem entregas nesse dia para acertar.']);
    expect((await p.dono.get(`${apiPaths.entregadoresAcerto}?data=${hoje()}`)).body.entregadores).toEqual([]);
  });
});
