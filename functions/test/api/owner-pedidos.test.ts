import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsResponse, PedidoDoLojista, PedidosDoLojistaResponse } from '@vitrine/shared';
import { dayKey } from '../../src/platform/calendar.js';
import { isolatedApp } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { estatisticaMensalDocs, readEstatisticaMensal } from '../../src/model/estatisticas.js';
import { pedidoDoc } from '../../src/model/pedidos.js';
import { CAFE_E_BOLO } from '../../../test/support/produtos.js';

const STATUS_INVALIDO = 'Status inválido: use novo, confirmado, preparando, saiu_para_entrega, pronto_para_retirada, entregue, cancelado.';
/** The list's filter also takes the open orders together. */
const FILTRO_INVALIDO =
  'Status inválido: use novo, confirmado, preparando, saiu_para_entrega, pronto_para_retirada, entregue, cancelado, em_aberto, agendados.';

/** A database of its own: cancelling moves the platform's daily revenue, which this file checks exactly. */
const { app, db } = isolatedApp('pedidos-lojista');

let ana: LojaDeTeste;
let bruno: LojaDeTeste;
beforeAll(async () => {
  ana = await novaLoja(app, { produtos: CAFE_E_BOLO });
  bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno', produtos: [{ nome: 'Pão francês', preco: 0.9 }] });
});

const dono = (loja: LojaDeTeste) => ({
  get: (path: string) => request(app).get(path).set('Cookie', loja.cookie),
  put: (path: string, body: unknown) =>
    request(app)
      .put(path)
      .set('Cookie', loja.cookie)
      .send(body as object),
});

/** A customer's order through the public API, as the catalogue places it. */
async function pedir(loja: LojaDeTeste, linhas: Array<[index: number, quantidade: number]>): Promise<{ codigo: string; total: number }> {
  const response = await request(app)
    .post(`/api/catalogo/${loja.lojaId}/pedido`)
    .send({ produtos: linhas.map(([index, quantidade]) => ({ id: loja.produtos[index]!.id, quantidade })) });
  expect(response.status).toBe(201);
  return response.body as { codigo: string; total: number };
}

async function listar(loja: LojaDeTeste, query = ''): Promise<PedidosDoLojistaResponse> {
  const response = await dono(loja).get(`/api/pedidos${query}`);
  expect(response.status).toBe(200);
  return response.body as PedidosDoLojistaResponse;
}

/**
 * Every revenue and order figure an order touches: the dashboard at once (exact before any fold),
 * then, once the minute's fold (jobs/fold-contagens.ts) has run, analytics (today) and the platform's day.
 */
async function figuras(loja: LojaDeTeste) {
  const dashboard = await dono(loja).get('/api/dashboard/stats');
  await foldContagens(db);
  const hoje = dayKey(new Date());
  const [analytics, mes] = await Promise.all([
    dono(loja).get('/api/analytics?periodo=7'),
    db.getAll(...estatisticaMensalDocs(db, hoje.slice(0, 7))),
  ]);
  const { dia: plataforma } = readEstatisticaMensal(mes, hoje);
  return {
    dashboard: {
      pedidos: dashboard.body.total_pedidos as number,
      valor: dashboard.body.valor_total_pedidos as number,
      aceitos: dashboard.body.total_pedidos_aceitos as number,
      receita: dashboard.body.receita_total as number,
    },
    analytics: {
      pedidos: analytics.body.resumo_mensal.pedidos_mes as number,
      receita: analytics.body.resumo_mensal.receita_mes as number,
      hoje: analytics.body.pedidos_por_dia.at(-1),
    },
    plataforma,
  };
}

describe('Pedidos do lojista: lista', () => {
  it('when customers order, then the owner lists the orders newest first with code, time, items, total, status and WhatsApp text', async () => {
    const carla = await novaLoja(app, { nome_loja: 'Doces da Carla', produtos: [{ nome: 'Brigadeiro', preco: 2.5 }] });
    const primeiro = await pedir(carla, [[0, 4]]);
    const segundo = await pedir(carla, [[0, 1]]);

    const { pedidos, proximo } = await listar(carla);
    expect(proximo).toBeNull();
    expect(pedidos.map((pedido) => pedido.codigo)).toEqual([segundo.codigo, primeiro.codigo]);
    expect(pedidos[1]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      codigo: primeiro.codigo,
      criado_em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      itens: [
        {
          produto_id: carla.produtos[0]!.id,
          nome: 'Brigadeiro',
          preco: 2.5,
          quantidade: 4,
          total: 10,
          opcoes: [],
          observacao: null,
          gramas: null,
        },
      ],
      subtotal: 10,
      taxa_entrega: 0,
      desconto: 0,
      cupom: null,
      fidelidade: { selo: false, recompensa: false },
      total: 10,
      status: 'novo',
      texto_whatsapp: expect.stringContaining(`*Pedido #${primeiro.codigo}*`),
      cliente: null,
      entrega: null,
      pagamento: null,
      recebimentos: [],
      observacao: null,
      pix_copia_e_cola: null,
      acompanhamento: expect.stringMatching(/^\/pedido\/[A-Za-z0-9_-]{22}$/),
      dados_apagados_em: null,
      dados_apagados_por: null,
      historico: [{ status: 'novo', em: pedidos[1]!.criado_em, por: null }],
      agendado_para: null,
      distancia_km: null,
      frete_a_combinar: false,
      comanda: null,
      balcao: null,
    } satisfies PedidoDoLojista);
    expect(Date.parse(pedidos[0]!.criado_em)).toBeGreaterThanOrEqual(Date.parse(pedidos[1]!.criado_em));
  });

  it('when an order is placed, then the shop counts it in its day for analytics, as the dashboard and the platform do', async () => {
    const antes = await figuras(ana);
    const { total } = await pedir(ana, [
      [0, 2],
      [1, 1],
    ]);
    expect(total).toBe(25);
    // Received everywhere; no revenue until the shop accepts it (issue 24).
    const depois = await figuras(ana);
    expect(depois.dashboard).toEqual({ ...antes.dashboard, pedidos: antes.dashboard.pedidos + 1, valor: antes.dashboard.valor + 25 });
    expect(depois.analytics.pedidos).toBe(antes.analytics.pedidos + 1);
    expect(depois.analytics.receita).toBe(antes.analytics.receita);
    expect(depois.analytics.hoje).toEqual({
      data: dayKey(new Date()),
      pedidos: antes.analytics.hoje.pedidos + 1,
      valor_total: antes.analytics.hoje.valor_total,
    });
    expect(depois.plataforma).toEqual({
      ...antes.plataforma,
      pedidos: antes.plataforma.pedidos + 1,
      valor_centavos: antes.plataforma.valor_centavos + 2500,
    });
  });

  it('when filtered by status, then only orders in that status', async () => {
    const dani = await novaLoja(app, { nome_loja: 'Empório da Dani', produtos: [{ nome: 'Queijo', preco: 30 }] });
    const a = await pedir(dani, [[0, 1]]);
    const b = await pedir(dani, [[0, 2]]);
    const c = await pedir(dani, [[0, 3]]);
    const id = async (codigo: string) => (await listar(dani)).pedidos.find((pedido) => pedido.codigo === codigo)!.id;
    expect((await dono(dani).put(`/api/pedidos/${await id(b.codigo)}`, { status: 'confirmado' })).status).toBe(200);
    expect((await dono(dani).put(`/api/pedidos/${await id(c.codigo)}`, { status: 'cancelado' })).status).toBe(200);

    expect((await listar(dani, '?status=confirmado')).pedidos.map((pedido) => pedido.codigo)).toEqual([b.codigo]);
    expect((await listar(dani, '?status=cancelado')).pedidos.map((pedido) => pedido.codigo)).toEqual([c.codigo]);
    expect((await listar(dani, '?status=novo')).pedidos.map((pedido) => pedido.codigo)).toEqual([a.codigo]);
    expect((await listar(dani, '?status=entregue')).pedidos).toEqual([]);
    expect((await listar(dani, '?status=')).pedidos).toHaveLength(3);
  });

  it('when filtered by em_aberto, then the orders from novo to saiu_para_entrega and pronto_para_retirada, and the counts say how many each status has', async () => {
    const elis = await novaLoja(app, { nome_loja: 'Mercearia da Elis', produtos: [{ nome: 'Arroz', preco: 25 }] });
    const statuses = ['novo', 'confirmado', 'preparando', 'saiu_para_entrega', 'pronto_para_retirada', 'entregue', 'cancelado', 'novo'];
    const codigos: string[] = [];
    for (const status of statuses) {
      const { codigo } = await pedir(elis, [[0, 1]]);
      codigos.push(codigo);
      if (status === 'novo') continue;
      const { id } = (await listar(elis)).pedidos.find((pedido) => pedido.codigo === codigo)!;
      expect((await dono(elis).put(`/api/pedidos/${id}`, { status })).status).toBe(200);
    }

    const abertos = (await listar(elis, '?status=em_aberto')).pedidos;
    expect(abertos.map((pedido) => pedido.codigo)).toEqual([codigos[7], codigos[4], codigos[3], codigos[2], codigos[1], codigos[0]]);

    const contagem = await dono(elis).get('/api/pedidos/contagem');
    expect(contagem.status).toBe(200);
    expect(contagem.body).toEqual({
      por_status: { novo: 2, confirmado: 1, preparando: 1, saiu_para_entrega: 1, pronto_para_retirada: 1, entregue: 1, cancelado: 1 },
      em_aberto: 6,
      agendados: 0,
      total: 8,
    });
    // Another shop's orders never count: Elis's counts are hers only, and a shop without orders has zeros.
    const vazia = await novaLoja(app, { nome_loja: 'Loja Vazia' });
    expect((await dono(vazia).get('/api/pedidos/contagem')).body).toEqual({
      por_status: { novo: 0, confirmado: 0, preparando: 0, saiu_para_entrega: 0, pronto_para_retirada: 0, entregue: 0, cancelado: 0 },
      em_aberto: 0,
      agendados: 0,
      total: 0,
    });
    expect((await request(app).get('/api/pedidos/contagem')).status).toBe(401);
  });

  it.each([
    ['an unknown status', '?status=pago', FILTRO_INVALIDO],
    ['a status in capitals', '?status=NOVO', FILTRO_INVALIDO],
    ['two statuses', '?status=novo&status=cancelado', FILTRO_INVALIDO],
    ['a date without time', '?antes=2026-01-01', 'Parâmetro antes inválido: use uma data e hora ISO 8601.'],
    ['a time without offset', '?antes=2026-01-01T10:00:00', 'Parâmetro antes inválido: use uma data e hora ISO 8601.'],
    ['an impossible date', '?antes=2026-13-45T10:00:00Z', 'Parâmetro antes inválido: use uma data e hora ISO 8601.'],
    ['a word', '?antes=ontem', 'Parâmetro antes inválido: use uma data e hora ISO 8601.'],
    ['the 31st of February', '?antes=2026-02-31T10:00:00Z', 'Parâmetro antes inválido: use uma data e hora ISO 8601.'],
    ['the 29th of February of a common year', '?antes=2026-02-29T10:00:00Z', 'Parâmetro antes inválido: use uma data e hora ISO 8601.'],
    ['the 31st of April', '?antes=2026-04-31T10:00:00-03:00', 'Parâmetro antes inválido: use uma data e hora ISO 8601.'],
    ['hour 24', '?antes=2026-01-01T24:00:00Z', 'Parâmetro antes inválido: use uma data e hora ISO 8601.'],
    ['an offset of 24 hours', '?antes=2026-01-01T10:00:00%2B24:00', 'Parâmetro antes inválido: use uma data e hora ISO 8601.'],
    ['year 0000', '?antes=0000-01-01T00:00:00Z', 'Parâmetro antes fora do intervalo: use uma data entre os anos 0001 e 9999.'],
    [
      'an instant before year 1 in UTC',
      '?antes=0001-01-01T00:00:00%2B01:00',
      'Parâmetro antes fora do intervalo: use uma data entre os anos 0001 e 9999.',
    ],
    [
      'an instant after year 9999 in UTC',
      '?antes=9999-12-31T23:00:00-03:00',
      'Parâmetro antes fora do intervalo: use uma data entre os anos 0001 e 9999.',
    ],
  ])('when the list is asked with %s, then 400 with the message', async (_caso, query, mensagem) => {
    const response = await dono(ana).get(`/api/pedidos${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(mensagem);
  });

  it.each([
    ['the first instant Firestore stores', '0001-01-01T00:00:00Z'],
    ['the last instant Firestore stores', '9999-12-31T23:59:59.999Z'],
    ['the 29th of February of a leap year', '2024-02-29T10:00:00-03:00'],
  ])('when the list is asked before %s, then 200', async (_caso, antes) => {
    const response = await dono(ana).get(`/api/pedidos?antes=${encodeURIComponent(antes)}`);
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body.pedidos)).toBe(true);
  });

  it('when there are more than 50 orders, then pages of 50 chained by `antes`, with no order lost or repeated, a same-millisecond pair kept together', async () => {
    const eva = await novaLoja(app, { nome_loja: 'Loja da Eva' });
    const base = Date.parse('2026-03-01T12:00:00.000Z');
    // 120 orders one minute apart, newest first by index; orders 49 and 50 share a millisecond, across the first page's edge.
    const instantes = Array.from({ length: 120 }, (_, index) => base - index * 60_000);
    instantes[50] = instantes[49]!;
    const batch = db.batch();
    instantes.forEach((instante, index) => {
      batch.set(pedidoDoc(db, eva.lojaId, `pedido${String(index).padStart(3, '0')}`), {
        codigo: `P${index}`,
        itens: [],
        total_centavos: 100,
        texto_whatsapp: '',
        idempotencia: null,
        status: index % 3 === 0 ? 'entregue' : 'novo',
        criado_em: Timestamp.fromMillis(instante),
      });
    });
    await batch.commit();

    const paginas: PedidosDoLojistaResponse[] = [await listar(eva)];
    while (paginas.at(-1)!.proximo) paginas.push(await listar(eva, `?antes=${encodeURIComponent(paginas.at(-1)!.proximo!)}`));

    expect(paginas.map((pagina) => pagina.pedidos.length)).toEqual([49, 50, 21]);
    expect(paginas[0]!.proximo).toBe(new Date(instantes[49]! + 1).toISOString());
    const todos = paginas.flatMap((pagina) => pagina.pedidos.map((pedido) => pedido.codigo));
    expect(new Set(todos).size).toBe(120);
    expect(todos.slice(0, 49)).toEqual(Array.from({ length: 49 }, (_, index) => `P${index}`));
    expect(todos.slice(49, 51).sort()).toEqual(['P49', 'P50']);
    expect(todos.slice(51)).toEqual(Array.from({ length: 69 }, (_, index) => `P${index + 51}`));

    // A status filter pages the same way (40 delivered orders: one page).
    const entregues = await listar(eva, '?status=entregue');
    expect(entregues.pedidos).toHaveLength(40);
    expect(entregues.proximo).toBeNull();
    expect(entregues.pedidos.every((pedido) => pedido.status === 'entregue')).toBe(true);
    const depois = await listar(eva, `?status=novo&antes=${encodeURIComponent(new Date(instantes[100]!).toISOString())}`);
    expect(depois.pedidos.map((pedido) => pedido.codigo)).toEqual([
      'P101',
      'P103',
      'P104',
      'P106',
      'P107',
      'P109',
      'P110',
      'P112',
      'P113',
      'P115',
      'P116',
      'P118',
      'P119',
    ]);
  });
});

describe('Pedidos do lojista: checkout e novos pedidos', () => {
  it('when a customer ordered through the checkout, then the list carries who, how it goes, how it is paid, the note, subtotal, fee and tracking', async () => {
    const fabi = await novaLoja(app, { nome_loja: 'Mercearia da Fabi', produtos: [{ nome: 'Azeite', preco: 40 }] });
    const configurado = await dono(fabi).put('/api/loja/atendimento', {
      retirada: true,
      entrega: true,
      bairros: [{ nome: 'Centro', taxa: 6 }],
      formas_pagamento: ['dinheiro'],
    });
    expect(configurado.status).toBe(200);
    const response = await request(app)
      .post(`/api/catalogo/${fabi.lojaId}/pedido`)
      .send({
        produtos: [{ id: fabi.produtos[0]!.id, quantidade: 1 }],
        cliente: { nome: 'Maria Clara', telefone: '11912345678' },
        entrega: { tipo: 'entrega', bairro: 'CENTRO', endereco: 'Rua das Flores, 123', referencia: 'portão azul' },
        pagamento: { forma: 'dinheiro', troco_para: 50 },
        observacao: 'Tocar a campainha',
      });
    expect(response.status).toBe(201);

    const [pedido] = (await listar(fabi)).pedidos;
    expect(pedido).toMatchObject({
      codigo: response.body.codigo,
      subtotal: 40,
      taxa_entrega: 6,
      total: 46,
      cliente: { nome: 'Maria Clara', telefone: '5511912345678' },
      entrega: { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123', referencia: 'portão azul' },
      pagamento: { forma: 'dinheiro', troco_para: 50 },
      observacao: 'Tocar a campainha',
      acompanhamento: response.body.acompanhamento,
    });
  });

  it('when an order was stored before the checkout, then its new fields read as null and its subtotal as its total', async () => {
    const gil = await novaLoja(app, { nome_loja: 'Loja do Gil' });
    await pedidoDoc(db, gil.lojaId, 'antigo').set({
      codigo: 'OLD1',
      itens: [],
      total_centavos: 1500,
      texto_whatsapp: 'Olá',
      idempotencia: null,
      status: 'confirmado',
      criado_em: Timestamp.fromMillis(Date.parse('2026-01-10T12:00:00Z')),
    });
    expect((await listar(gil)).pedidos).toEqual([
      expect.objectContaining({
        codigo: 'OLD1',
        subtotal: 15,
        taxa_entrega: 0,
        total: 15,
        status: 'confirmado',
        cliente: null,
        entrega: null,
        pagamento: null,
        observacao: null,
        acompanhamento: null,
      }),
    ]);
    // Changing it starts its timeline from the derived start: placed as novo, then its status.
    expect((await dono(gil).put('/api/pedidos/antigo', { status: 'entregue' })).status).toBe(200);
    const historico = (await pedidoDoc(db, gil.lojaId, 'antigo').get()).get('historico') as Array<{ status: string }>;
    expect(historico.map((mudanca) => mudanca.status)).toEqual(['novo', 'confirmado', 'entregue']);
  });

  it('when the open screen polls with ?desde=, then only orders placed after that instant, newest first', async () => {
    const hugo = await novaLoja(app, { nome_loja: 'Café do Hugo', produtos: [{ nome: 'Pingado', preco: 4 }] });
    const primeiro = await pedir(hugo, [[0, 1]]);
    const desde = (await listar(hugo)).pedidos[0]!.criado_em;
    expect((await listar(hugo, `?desde=${encodeURIComponent(desde)}`)).pedidos).toEqual([]);

    const segundo = await pedir(hugo, [[0, 2]]);
    const terceiro = await pedir(hugo, [[0, 3]]);
    const novos = await listar(hugo, `?desde=${encodeURIComponent(desde)}`);
    expect(novos.pedidos.map((pedido) => pedido.codigo)).toEqual([terceiro.codigo, segundo.codigo]);
    expect(novos.pedidos.some((pedido) => pedido.codigo === primeiro.codigo)).toBe(false);
    expect(novos.proximo).toBeNull();
  });

  it.each([
    ['a word', '?desde=agora', 'Parâmetro desde inválido: use uma data e hora ISO 8601.'],
    ['a time without offset', '?desde=2026-01-01T10:00:00', 'Parâmetro desde inválido: use uma data e hora ISO 8601.'],
    ['year 0000', '?desde=0000-01-01T00:00:00Z', 'Parâmetro desde fora do intervalo: use uma data entre os anos 0001 e 9999.'],
  ])('when the poll has %s as desde, then 400 with the message', async (_caso, query, mensagem) => {
    const response = await dono(ana).get(`/api/pedidos${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(mensagem);
  });

  it('when the owner moves an order through every status, then each is accepted, listed, and added to its timeline with the time it changed', async () => {
    const { codigo } = await pedir(ana, [[0, 1]]);
    const { id } = (await listar(ana)).pedidos.find((pedido) => pedido.codigo === codigo)!;
    const caminho = ['confirmado', 'preparando', 'pronto_para_retirada', 'saiu_para_entrega', 'entregue'] as const;
    for (const status of caminho) {
      const antes = Date.now();
      const response = await dono(ana).put(`/api/pedidos/${id}`, { status });
      expect(response.status).toBe(200);
      expect(response.body.status).toBe(status);
      const guardado = await pedidoDoc(db, ana.lojaId, id).get();
      expect(guardado.get('atualizado_em').toMillis()).toBeGreaterThanOrEqual(antes - 1000);
      expect((await listar(ana, `?status=${status}`)).pedidos.map((pedido) => pedido.id)).toContain(id);
    }
    const guardado = await pedidoDoc(db, ana.lojaId, id).get();
    const historico = guardado.get('historico') as Array<{ status: string; em: Timestamp }>;
    expect(historico.map((mudanca) => mudanca.status)).toEqual(['novo', ...caminho]);
    expect(historico.at(-1)!.em.toMillis()).toBe(guardado.get('atualizado_em').toMillis());
    const tempos = historico.map((mudanca) => mudanca.em.toMillis());
    expect([...tempos].sort((a, b) => a - b)).toEqual(tempos);
  });
});

describe('Pedidos do lojista: status e receita', () => {
  it('when the shop accepts orders, then Analytics ranks the products by units in them; an order still novo, or cancelled after it was accepted, counts no unit', async () => {
    const fabi = await novaLoja(app, {
      nome_loja: 'Doceria da Fabi',
      produtos: [
        { nome: 'Brigadeiro', preco: 3 },
        { nome: 'Beijinho', preco: 3 },
        { nome: 'Cajuzinho', preco: 3 },
      ],
    });
    const maisVendidos = async () => {
      await foldContagens(db);
      const response = await dono(fabi).get('/api/analytics?periodo=7');
      expect(response.status).toBe(200);
      return (response.body as AnalyticsResponse).produtos_mais_vendidos;
    };
    const mudar = async (codigo: string, status: string) => {
      const { id } = (await listar(fabi)).pedidos.find((pedido) => pedido.codigo === codigo)!;
      expect((await dono(fabi).put(`/api/pedidos/${id}`, { status })).status).toBe(200);
    };

    const primeiro = await pedir(fabi, [
      [0, 10],
      [1, 2],
    ]);
    const segundo = await pedir(fabi, [
      [1, 5],
      [0, 1],
      [1, 1],
    ]);
    await pedir(fabi, [[2, 50]]); // never accepted: received, not sold
    expect(await maisVendidos()).toEqual([]);

    await mudar(primeiro.codigo, 'confirmado');
    await mudar(segundo.codigo, 'preparando');
    await mudar(segundo.codigo, 'entregue'); // moves among accepted statuses count once
    expect(await maisVendidos()).toEqual([
      { produto_nome: 'Brigadeiro', quantidade: 11 },
      { produto_nome: 'Beijinho', quantidade: 8 },
    ]);

    await mudar(primeiro.codigo, 'cancelado');
    expect(await maisVendidos()).toEqual([
      { produto_nome: 'Beijinho', quantidade: 6 },
      { produto_nome: 'Brigadeiro', quantidade: 1 },
    ]);
    // Reinstated, it sells again.
    await mudar(primeiro.codigo, 'confirmado');
    expect(await maisVendidos()).toEqual([
      { produto_nome: 'Brigadeiro', quantidade: 11 },
      { produto_nome: 'Beijinho', quantidade: 8 },
    ]);
  });

  it('when the shop accepts an order, then the revenue counts it everywhere once; cancelled, it is taken back while the received figures stay; reinstated, it counts again', async () => {
    const { codigo, total } = await pedir(ana, [[1, 2]]);
    expect(total).toBe(24);
    const id = (await listar(ana)).pedidos.find((pedido) => pedido.codigo === codigo)!.id;
    const mudar = async (status: string) => {
      const response = await dono(ana).put(`/api/pedidos/${id}`, { status });
      expect(response.status).toBe(200);
      return response;
    };
    const inicio = await figuras(ana);

    await mudar('confirmado');
    const aceito = await figuras(ana);
    expect(aceito.dashboard).toEqual({
      ...inicio.dashboard,
      aceitos: inicio.dashboard.aceitos + 1,
      receita: inicio.dashboard.receita + 24,
    });
    expect(aceito.analytics.pedidos).toBe(inicio.analytics.pedidos);
    expect(aceito.analytics.receita).toBeCloseTo(inicio.analytics.receita + 24, 2);
    expect(aceito.analytics.hoje.valor_total).toBeCloseTo(inicio.analytics.hoje.valor_total + 24, 2);
    expect(aceito.plataforma).toEqual({
      ...inicio.plataforma,
      pedidos_aceitos: inicio.plataforma.pedidos_aceitos + 1,
      receita_centavos: inicio.plataforma.receita_centavos + 2400,
    });

    // confirmado → preparando → entregue moves no money.
    await mudar('preparando');
    await mudar('entregue');
    expect(await figuras(ana)).toEqual(aceito);

    const cancelado = await mudar('cancelado');
    expect(cancelado.body).toMatchObject({ id, codigo, status: 'cancelado', total: 24 });
    expect(await figuras(ana)).toEqual(inicio);
    // Cancelling again takes nothing more.
    await mudar('cancelado');
    expect(await figuras(ana)).toEqual(inicio);

    expect((await mudar('confirmado')).body.status).toBe('confirmado');
    expect(await figuras(ana)).toEqual(aceito);
  });

  it('when the status is set, then the answer is the whole updated order, as the list shows it, its history naming who set it', async () => {
    const { codigo } = await pedir(ana, [[0, 1]]);
    const antes = (await listar(ana)).pedidos.find((pedido) => pedido.codigo === codigo)!;
    const response = await dono(ana).put(`/api/pedidos/${antes.id}`, { status: 'confirmado' });
    expect(response.body).toEqual({
      ...antes,
      status: 'confirmado',
      historico: [...antes.historico, { status: 'confirmado', em: expect.any(String), por: 'Ana Souza' }],
    });
    expect((await listar(ana)).pedidos.find((pedido) => pedido.codigo === codigo)).toEqual(response.body);
  });

  it.each([
    ['an unknown status', { status: 'pago' }, STATUS_INVALIDO],
    ['no status', {}, STATUS_INVALIDO],
    ['an unknown field', { status: 'confirmado', total: 0 }, undefined],
  ])('when the change has %s, then 400 and the order is unchanged', async (_caso, body, mensagem) => {
    const { codigo } = await pedir(ana, [[0, 1]]);
    const pedido = (await listar(ana)).pedidos.find((candidato) => candidato.codigo === codigo)!;
    const response = await dono(ana).put(`/api/pedidos/${pedido.id}`, body);
    expect(response.status).toBe(400);
    if (mensagem) expect(response.body.error).toBe(mensagem);
    else expect(typeof response.body.error).toBe('string');
    expect((await listar(ana)).pedidos.find((candidato) => candidato.id === pedido.id)).toEqual(pedido);
  });

  it.each([
    ['an unknown id', 'naoExiste123'],
    ['a malformed id', '__x__'],
  ])('when the order is %s, then 404 "Pedido não encontrado"', async (_caso, id) => {
    const response = await dono(ana).put(`/api/pedidos/${id}`, { status: 'confirmado' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Pedido não encontrado' });
  });

  it('when nobody is signed in, then 401 for the list and the change', async () => {
    expect((await request(app).get('/api/pedidos')).status).toBe(401);
    expect((await request(app).put('/api/pedidos/x').send({ status: 'cancelado' })).status).toBe(401);
  });
});

describe('Pedidos do lojista: isolamento entre lojistas', () => {
  it("when owner B lists orders or changes one of A's, then B never sees A's and A's order is untouched (404)", async () => {
    const { codigo } = await pedir(ana, [[0, 3]]);
    const deAna = (await listar(ana)).pedidos.find((pedido) => pedido.codigo === codigo)!;
    const antes = await figuras(ana);

    const lista = await listar(bruno);
    expect(lista.pedidos.some((pedido) => pedido.id === deAna.id || pedido.codigo === codigo)).toBe(false);
    for (const status of ['cancelado', 'entregue']) {
      const response = await dono(bruno).put(`/api/pedidos/${deAna.id}`, { status });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Pedido não encontrado' });
    }
    expect((await listar(ana)).pedidos.find((pedido) => pedido.id === deAna.id)).toEqual(deAna);
    expect(await figuras(ana)).toEqual(antes);
    expect((await pedidoDoc(db, bruno.lojaId, deAna.id).get()).exists).toBe(false);
  });
});
