import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERIODO_INVALIDO, type AnalyticsResponse } from '@vitrine/shared';
import { dayKey } from '../../src/platform/calendar.js';
import { isolatedApp } from '../../../test/support/api.js';
import { umRelatorioVazio } from '../../../test/support/analytics.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { estatisticaDaLojaDoc } from '../../src/model/estatisticas.js';

const { app, db } = isolatedApp('analytics');

/** São Paulo's day `n` days ago (UTC−3 all year: 24 h back is one day back). */
const diaAtras = (n: number) => dayKey(new Date(Date.now() - n * 86_400_000));

/** Writes a shop's daily counters directly, as events and orders would have over the past days. */
async function semear(loja: LojaDeTeste, dias: Record<number, Record<string, unknown>>) {
  const batch = db.batch();
  for (const [atras, contadores] of Object.entries(dias)) {
    batch.set(estatisticaDaLojaDoc(db, loja.lojaId, diaAtras(Number(atras))), contadores);
  }
  await batch.commit();
}

const analytics = (loja: LojaDeTeste, query: string) => request(app).get(`/api/analytics${query}`).set('Cookie', loja.cookie);
async function relatorio(loja: LojaDeTeste, periodo: 7 | 30 | 90): Promise<AnalyticsResponse> {
  const response = await analytics(loja, `?periodo=${periodo}`);
  expect(response.status).toBe(200);
  return response.body as AnalyticsResponse;
}

let ana: LojaDeTeste;
let bruno: LojaDeTeste;
beforeAll(async () => {
  ana = await novaLoja(app, { produtos: [{ nome: 'Café expresso', preco: 6.5 }] });
  bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno' });
  // Ana's past: the last 7 days are days 0 to 6, the 7 before them days 7 to 13.
  await semear(ana, {
    0: { visitas_unicas: 5, pedidos: 2, pedidos_aceitos: 2, receita_centavos: 5000, origem_instagram: 3, origem_whatsapp: 2 },
    6: { visitas_unicas: 10, pedidos: 1, pedidos_aceitos: 1, receita_centavos: 1990, origem_direto: 10 },
    7: { visitas_unicas: 4 },
    13: { visitas_unicas: 6 },
    14: { visitas_unicas: 1000, pedidos: 50, pedidos_aceitos: 40, receita_centavos: 100_000, origem_google: 1000 },
    45: { visitas_unicas: 41, pedidos: 53 },
  });
});

describe('Analytics: período', () => {
  it.each([
    ['0', '?periodo=0'],
    ['14', '?periodo=14'],
    ['abc', '?periodo=abc'],
    ['empty', '?periodo='],
    ['07', '?periodo=07'],
    ['7.0', '?periodo=7.0'],
    ['missing', ''],
    ['repeated', '?periodo=7&periodo=30'],
  ])('when periodo is %s, then 400 with the message', async (_caso, query) => {
    const response = await analytics(ana, query);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: PERIODO_INVALIDO });
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await request(app).get('/api/analytics?periodo=30')).status).toBe(401);
  });

  it.each([7, 30, 90] as const)(
    'when a shop has no data and asks for %i days, then every day is there with zeros, oldest first, today last',
    async (periodo) => {
      const vazio = await relatorio(bruno, periodo);
      const datas = Array.from({ length: periodo }, (_, index) => diaAtras(periodo - 1 - index));
      expect(vazio).toEqual(umRelatorioVazio(datas));
      expect(vazio.visitas_por_dia.at(-1)!.data).toBe(dayKey(new Date()));
    },
  );
});

describe('Analytics: resumo e crescimento', () => {
  it('when the last 7 days had 15 visits and 3 orders against 10 visits and none before, then +50.0% visits and +100% orders', async () => {
    const { resumo_mensal, visitas_por_dia, pedidos_por_dia } = await relatorio(ana, 7);
    expect(resumo_mensal).toEqual({
      visitas_unicas_mes: 15,
      pedidos_mes: 3,
      receita_mes: 69.9,
      pedidos_aceitos_mes: 3,
      taxa_conversao: 20,
      crescimento_visitas: 50,
      crescimento_pedidos: 100,
      visitas_unicas_periodo_anterior: 10,
      pedidos_periodo_anterior: 0, // so the page says "novo", not "+100,0%"
    });
    // The period's edges: day 6 is its first day, day 7 (previous period) is not in it.
    expect(visitas_por_dia[0]).toEqual({ data: diaAtras(6), visitas_unicas: 10 });
    expect(visitas_por_dia[6]).toEqual({ data: diaAtras(0), visitas_unicas: 5 });
    expect(pedidos_por_dia[0]).toEqual({ data: diaAtras(6), pedidos: 1, valor_total: 19.9 });
    expect(pedidos_por_dia[6]).toEqual({ data: diaAtras(0), pedidos: 2, valor_total: 50 });
    expect(pedidos_por_dia.slice(1, 6).every((dia) => dia.pedidos === 0 && dia.valor_total === 0)).toBe(true);
  });

  it('when 30 days are asked, then days 0 to 29 are the period and days 30 to 59 the previous one', async () => {
    const { resumo_mensal } = await relatorio(ana, 30);
    expect(resumo_mensal).toEqual({
      visitas_unicas_mes: 1025,
      pedidos_mes: 53,
      receita_mes: 1069.9,
      pedidos_aceitos_mes: 43,
      taxa_conversao: 5.17, // 53 / 1025 = 5.1707...%
      crescimento_visitas: 2400, // 1025 against 41
      crescimento_pedidos: 0, // 53 against 53
      visitas_unicas_periodo_anterior: 41,
      pedidos_periodo_anterior: 53,
    });
  });

  it('when 90 days are asked and the 90 before had nothing, then growth is 100 and every day counts', async () => {
    const { resumo_mensal, visitas_por_dia } = await relatorio(ana, 90);
    expect(resumo_mensal).toMatchObject({
      visitas_unicas_mes: 1066,
      pedidos_mes: 106,
      crescimento_visitas: 100,
      crescimento_pedidos: 100,
      visitas_unicas_periodo_anterior: 0,
      pedidos_periodo_anterior: 0,
    });
    expect(visitas_por_dia).toHaveLength(90);
    expect(visitas_por_dia.reduce((total, dia) => total + dia.visitas_unicas, 0)).toBe(1066);
  });

  it('when figures fell, then growth is negative with one decimal, and conversion has two decimals', async () => {
    const carla = await novaLoja(app, { nome_loja: 'Doces da Carla' });
    await semear(carla, { 1: { visitas_unicas: 30, pedidos: 1, receita_centavos: 1234 }, 8: { visitas_unicas: 45, pedidos: 3 } });
    expect((await relatorio(carla, 7)).resumo_mensal).toEqual({
      visitas_unicas_mes: 30,
      pedidos_mes: 1,
      receita_mes: 12.34,
      pedidos_aceitos_mes: 0,
      taxa_conversao: 3.33,
      crescimento_visitas: -33.3,
      crescimento_pedidos: -66.7,
      visitas_unicas_periodo_anterior: 45,
      pedidos_periodo_anterior: 3,
    });
  });
});

describe('Analytics: origens e produtos', () => {
  it('when the period had visits from several origins, then only those with visits, most first, with their share of the visits', async () => {
    expect((await relatorio(ana, 7)).origens_trafego).toEqual([
      { origem: 'direto', visitas: 10, percentage: 66.7 },
      { origem: 'instagram', visitas: 3, percentage: 20 },
      { origem: 'whatsapp', visitas: 2, percentage: 13.3 },
    ]);
  });

  it('when more than 10 products were viewed, then the 10 most viewed over the period, most first, by current or last known name', async () => {
    const dani = await novaLoja(app, { nome_loja: 'Empório da Dani', produtos: [{ nome: 'Queijo minas', preco: 30 }] });
    const queijo = dani.produtos[0]!.id;
    const ontem: Record<string, unknown> = { [`produto_${queijo}`]: 5, [`nome_${queijo}`]: 'Queijo (nome antigo)' };
    const hoje: Record<string, unknown> = {};
    for (let index = 1; index <= 12; index++) {
      ontem[`produto_antigo${index}`] = index;
      ontem[`nome_antigo${index}`] = `Produto ${index}`;
      hoje[`produto_antigo${index}`] = 1;
    }
    hoje.nome_antigo12 = 'Produto doze';
    await semear(dani, { 1: ontem, 0: hoje, 20: { produto_antigo1: 1000, nome_antigo1: 'Fora do período' } });

    expect((await relatorio(dani, 7)).produtos_mais_visualizados).toEqual([
      { produto_nome: 'Produto doze', visualizacoes: 13 },
      { produto_nome: 'Produto 11', visualizacoes: 12 },
      { produto_nome: 'Produto 10', visualizacoes: 11 },
      { produto_nome: 'Produto 9', visualizacoes: 10 },
      { produto_nome: 'Produto 8', visualizacoes: 9 },
      { produto_nome: 'Produto 7', visualizacoes: 8 },
      { produto_nome: 'Produto 6', visualizacoes: 7 },
      { produto_nome: 'Produto 5', visualizacoes: 6 },
      // A tie goes by name.
      { produto_nome: 'Produto 4', visualizacoes: 5 },
      { produto_nome: 'Queijo minas', visualizacoes: 5 },
    ]);
  });
});

describe('Analytics: isolamento entre lojistas', () => {
  it("when owner B asks for analytics, then B sees only B's figures, whatever the request names", async () => {
    for (const query of ['?periodo=30', `?periodo=30&lojista_id=${ana.lojaId}`, `?periodo=30&uid=${ana.lojaId}`]) {
      const response = await analytics(bruno, query);
      expect(response.status).toBe(200);
      expect(response.body.resumo_mensal.visitas_unicas_mes).toBe(0);
      expect(response.body.origens_trafego).toEqual([]);
    }
    expect((await relatorio(ana, 30)).resumo_mensal.visitas_unicas_mes).toBe(1025);
  });
});
