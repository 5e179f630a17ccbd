import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MESA_NAO_ENCONTRADA,
  type Comanda,
  type DivisaoDaComanda,
  type Mesa,
  type MesaDoSalao,
  type MesasDoSalaoResponse,
  type MotivoDoChamado,
  type RodadaResponse,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { isolatedApp, newGoogleAccount, asCookie } from '../../../test/support/api.js';
import { abrirCaixa } from '../../../test/support/caixa.js';
import { novaLoja, type LojaDeTeste, planoDaLoja, novoMembro } from '../../../test/support/lojas.js';
import { ate, novoDispositivo, servicoDePush, type ServicoDePush } from '../../../test/support/push.js';

/**
 * The room's screen (issue 44, owner-salao) through HTTP: every table's state, its open bill's total
 * and minutes, its pending calls, which push to the team at once and stay until the team answers
 * them or the bill closes. A clock of the tests' own: the minutes are the server's.
 */
let relogio = Date.parse('2026-11-27T20:00:00-03:00');
const { app, db } = isolatedApp('owner-salao', { now: () => new Date(relogio) });
const passar = (minutos: number) => (relogio += minutos * 60_000);
const api = (path: string) => `/api${path}`;

const dono = (loja: LojaDeTeste) => ({
  get: (path: string) => request(app).get(api(path)).set('Cookie', loja.cookie),
  post: (path: string, body?: object) => request(app).post(api(path)).set('Cookie', loja.cookie).send(body),
  put: (path: string, body?: object) => request(app).put(api(path)).set('Cookie', loja.cookie).send(body),
});

/** A pizzeria with its room on (10 % fee, no couvert) and the named tables. */
async function umaSala(nomes: string[]) {
  const loja = await novaLoja(app, { nome_loja: 'Pizzaria do Salão', produtos: [{ nome: 'Pizza grande', preco: 60 }] });
  expect((await dono(loja).put(apiPaths.lojaSalao, { ativo: true, taxa_servico_percentual: 10, couvert: null })).status).toBe(200);
  const mesas: Record<string, Mesa> = {};
  for (const nome of nomes) {
    const response = await dono(loja).post(apiPaths.mesas, { nome });
    expect(response.status).toBe(201);
    mesas[nome] = response.body as Mesa;
  }
  return { loja, mesas };
}

const naMesa = (loja: LojaDeTeste, mesa: Mesa) => ({
  async rodada(quantidade = 1) {
    const response = await request(app)
      .post(`${api(apiPaths.lojaMesaPedido({ slug: loja.slug, id: mesa.id }))}?c=${encodeURIComponent(mesa.codigo)}`)
      .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade }] });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as RodadaResponse;
  },
  chamar: (motivo: MotivoDoChamado) =>
    request(app)
      .post(`${api(apiPaths.lojaMesaChamado({ slug: loja.slug, id: mesa.id }))}?c=${encodeURIComponent(mesa.codigo)}`)
      .send({ motivo }),
});

async function salao(loja: LojaDeTeste) {
  const response = await dono(loja).get(apiPaths.salao);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as MesasDoSalaoResponse;
}
const mesaNoSalao = async (loja: LojaDeTeste, nome: string) => (await salao(loja)).mesas.find((mesa) => mesa.nome === nome)!;

let servico: ServicoDePush;
beforeAll(async () => {
  servico = await servicoDePush();
});
afterAll(() => servico.close());
// Each test in a minute of its own: the per-minute budgets (orders, calls) start afresh, as they would in a room.
beforeEach(() => {
  passar(2);
});

describe('GET /api/salao', () => {
  it('when tables are free, occupied, calling the waiter and asking for the bill, then each says so, in the room’s order, with its bill’s total and minutes', async () => {
    const { loja, mesas } = await umaSala(['Mesa 10', 'Mesa 2', 'Mesa 3', 'Mesa 1']);
    const { comanda_id } = await naMesa(loja, mesas['Mesa 2']!).rodada(2);
    await naMesa(loja, mesas['Mesa 3']!).rodada(1);
    passar(12);
    await naMesa(loja, mesas['Mesa 2']!).rodada(1);
    passar(5);
    expect((await naMesa(loja, mesas['Mesa 3']!).chamar('garcom')).status).toBe(201);
    expect((await naMesa(loja, mesas['Mesa 10']!).chamar('conta')).status).toBe(201);

    const { mesas: lidas, agora } = await salao(loja);
    expect(agora).toBe(new Date(relogio).toISOString());
    expect(lidas.map((mesa) => [mesa.nome, mesa.estado])).toEqual([
      ['Mesa 1', 'livre'],
      ['Mesa 2', 'ocupada'],
      ['Mesa 3', 'chamou_garcom'],
      ['Mesa 10', 'pediu_conta'],
    ]);
    const [livre, ocupada, chamando, pedindo] = lidas as [MesaDoSalao, MesaDoSalao, MesaDoSalao, MesaDoSalao];
    expect(livre).toEqual({
      id: mesas['Mesa 1']!.id,
      nome: 'Mesa 1',
      estado: 'livre',
      chamados: { garcom: null, conta: null },
      comanda: null,
    });
    // 3 × 60,00 and 10 %; opened 17 minutes ago, its last round 5 minutes ago.
    expect(ocupada.comanda).toEqual({
      id: comanda_id,
      total: 198,
      falta: 198,
      pessoas: 1,
      aberta_em: expect.any(String),
      ultima_rodada_em: expect.any(String),
      minutos_aberta: 17,
      minutos_desde_ultima_rodada: 5,
    });
    expect(chamando.chamados).toEqual({ garcom: new Date(relogio).toISOString(), conta: null });
    expect(chamando.comanda).toMatchObject({ total: 66, minutos_desde_ultima_rodada: 17 });
    // A table may ask before its first round reached the bill: the call shows, with no bill.
    expect(pedindo).toMatchObject({ chamados: { garcom: null, conta: expect.any(String) }, comanda: null });
  });

  it.each([
    ['cozinha', 403],
    ['atendente', 200],
  ] as const)('when a member whose role is %s opens the room or answers a call, then %i', async (papel, status) => {
    const { loja, mesas } = await umaSala(['Mesa 1']);
    await planoDaLoja(db, loja.lojaId, { id: 111, nome: 'Equipe do salão' });
    const { cookie } = await novoMembro(app, loja, papel, newGoogleAccount('Bia Equipe'));
    expect((await asCookie(app, cookie).get(apiPaths.salao)).status).toBe(status);
    const atender = await asCookie(app, cookie).post(apiPaths.salaoChamadoAtendido({ id: mesas['Mesa 1']!.id }), {});
    expect(atender.status).toBe(status);
  });

  it('when there is no session, then 401', async () => {
    expect((await request(app).get(api(apiPaths.salao))).status).toBe(401);
    expect(
      (
        await request(app)
          .post(api(apiPaths.salaoChamadoAtendido({ id: 'x' })))
          .send({})
      ).status,
    ).toBe(401);
  });
});

describe('Chamados: push to the team and clearing', () => {
  it('when a table calls the waiter and asks for the bill, then the team’s devices get "Mesa 7 chamou o garçom" and "Mesa 7 pediu a conta" at once, urgent, opening the room', async () => {
    const { loja, mesas } = await umaSala(['Mesa 7']);
    const celular = novoDispositivo(servico, 'salao-celular');
    const inscrito = await dono(loja).post(apiPaths.notificacoesDispositivos, celular.inscricao);
    expect(inscrito.status, JSON.stringify(inscrito.body)).toBe(201);

    expect((await naMesa(loja, mesas['Mesa 7']!).chamar('garcom')).status).toBe(201);
    // The call's answer waits for the push (ESPERA_AVISO_MS at most): it has left by then.
    expect(servico.de(celular.caminho)).toHaveLength(1);
    expect((await naMesa(loja, mesas['Mesa 7']!).chamar('conta')).status).toBe(201);
    const recebidos = await ate(
      () => servico.de(celular.caminho),
      (lista) => lista.length > 1,
    );
    expect(recebidos.map((push) => celular.abrir(push))).toEqual([
      { tipo: 'chamado_mesa', titulo: 'Mesa 7 chamou o garçom', corpo: expect.any(String), url: '/salao' },
      { tipo: 'chamado_mesa', titulo: 'Mesa 7 pediu a conta', corpo: expect.any(String), url: '/salao' },
    ]);
    expect(recebidos.map((push) => push.headers.urgency)).toEqual(['high', 'high']);

    // Refused within the minute (429): no second push.
    expect((await naMesa(loja, mesas['Mesa 7']!).chamar('garcom')).status).toBe(429);
    expect(servico.de(celular.caminho)).toHaveLength(2);
  });

  it('when the team answers the waiter’s call, then only that call clears; once the bill closes, the table is free with no call pending', async () => {
    const { loja, mesas } = await umaSala(['Mesa 7']);
    const mesa = mesas['Mesa 7']!;
    const { comanda_id } = await naMesa(loja, mesa).rodada(1);
    await naMesa(loja, mesa).chamar('garcom');
    await naMesa(loja, mesa).chamar('conta');
    expect((await mesaNoSalao(loja, 'Mesa 7')).estado).toBe('pediu_conta');

    const atendido = await dono(loja).post(apiPaths.salaoChamadoAtendido({ id: mesa.id }), { motivo: 'garcom' });
    expect(atendido.status, JSON.stringify(atendido.body)).toBe(200);
    expect(atendido.body).toMatchObject({ estado: 'pediu_conta', chamados: { garcom: null, conta: expect.any(String) } });
    expect((await mesaNoSalao(loja, 'Mesa 7')).chamados.garcom).toBeNull();
    // Answered, the waiter may be called again at once (the minute's rule is for calls nobody answered).
    expect((await naMesa(loja, mesa).chamar('garcom')).status).toBe(201);

    expect((await abrirCaixa(loja.cookie, 0, app)).status).toBe(201);
    const pago = await dono(loja).post(apiPaths.comandaPagamentos({ id: comanda_id }), { forma: 'pix', valor: 66 });
    expect(pago.status).toBe(201);
    const fechada = await dono(loja).post(apiPaths.comandaFechar({ id: comanda_id }), { incluir_taxa_servico: true });
    expect((fechada.body as Comanda).status).toBe('fechada');
    expect(await mesaNoSalao(loja, 'Mesa 7')).toMatchObject({ estado: 'livre', chamados: { garcom: null, conta: null }, comanda: null });
  });

  it('when the answer names no call, then both clear; an unknown table is 404 and a made-up reason 400', async () => {
    const { loja, mesas } = await umaSala(['Mesa 8']);
    const mesa = mesas['Mesa 8']!;
    await naMesa(loja, mesa).chamar('garcom');
    await naMesa(loja, mesa).chamar('conta');
    const atendido = await dono(loja).post(apiPaths.salaoChamadoAtendido({ id: mesa.id }));
    expect(atendido.status, JSON.stringify(atendido.body)).toBe(200);
    expect(atendido.body).toMatchObject({ estado: 'livre', chamados: { garcom: null, conta: null } });

    const outra = await dono(loja).post(apiPaths.salaoChamadoAtendido({ id: 'nao-existe' }), {});
    expect([outra.status, outra.body.error]).toEqual([404, MESA_NAO_ENCONTRADA]);
    expect((await dono(loja).post(apiPaths.salaoChamadoAtendido({ id: mesa.id }), { motivo: 'gorjeta' })).status).toBe(400);
  });
});

describe('A conta na tela do salão: a taxa de serviço dispensada', () => {
  it('when the split says incluir_taxa_servico=false, then the parts leave the optional fee out, by people and by lines', async () => {
    const { loja, mesas } = await umaSala(['Mesa 9']);
    const { comanda_id } = await naMesa(loja, mesas['Mesa 9']!).rodada(2);
    await naMesa(loja, mesas['Mesa 9']!).rodada(1);
    const dividir = async (query: string) => {
      const response = await dono(loja).get(`${apiPaths.comandaDivisao({ id: comanda_id })}?${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as DivisaoDaComanda;
    };
    // Line 1: 2 × 60,00; line 2: 60,00; 10 %: 198,00 with the fee, 180,00 without.
    expect(await dividir('pessoas=2')).toEqual({ falta: 198, partes: [99, 99] });
    expect(await dividir('pessoas=2&incluir_taxa_servico=false')).toEqual({ falta: 180, partes: [90, 90] });
    // One person's line: its own price, and its share of the fee when taken.
    expect(await dividir('itens=1&incluir_taxa_servico=false')).toEqual({ falta: 180, partes: [120] });
    expect(await dividir('itens=1')).toEqual({ falta: 198, partes: [132] });
    expect(await dividir('itens=1,2')).toEqual({ falta: 198, partes: [198] });
    expect((await dono(loja).get(`${apiPaths.comandaDivisao({ id: comanda_id })}?pessoas=2&incluir_taxa_servico=talvez`)).status).toBe(400);
  });
});
