import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsResponse } from '@vitrine/shared';
import { dayKey } from '../../src/platform/calendar.js';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { catalogoDoc } from '../../src/model/catalogos.js';
import { configuracaoDoc } from '../../src/model/configuracoes.js';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { estatisticaDaLojaDoc, estatisticaMensalDocs, readEstatisticaMensal } from '../../src/model/estatisticas.js';
import { visitanteDoc } from '../../src/model/visitantes.js';
import { CAFE_E_BOLO } from '../../../test/support/produtos.js';

/** A database of its own: the platform's daily visits are global, and this file checks them exactly. */
const DATABASE = 'eventos';
const platform = isolatedApp(DATABASE);
const { app, db } = platform;

const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const INSTAGRAM_UA = `${CHROME} Instagram 339.0.0.30.105 Android (33/13; 400dpi; 1080x2400; motorola; pt_BR)`;

const produtosDaLoja = [...CAFE_E_BOLO, { nome: 'Produto oculto', preco: 1, ativo: false }];

let token: string;
let bruno: LojaDeTeste;
beforeAll(async () => {
  token = await createAdmin(platform);
  bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno', produtos: [{ nome: 'Pão francês', preco: 0.9 }] });
});

/** A shop of its own per test, so each reads its figures exactly. */
const novaLojaComProdutos = () => novaLoja(app, { produtos: produtosDaLoja });
/** The same for a test of visits alone: no product to create (each is a write and a catalogue rebuild). */
const novaLojaSemProdutos = () => novaLoja(app);
const novoVisitante = () => `v_${randomBytes(8).toString('hex')}`;

function enviar(loja: { lojaId: string } | string, body: unknown, userAgent = CHROME) {
  const lojaId = typeof loja === 'string' ? loja : loja.lojaId;
  return request(app)
    .post(`/api/catalogo/${lojaId}/eventos`)
    .set('User-Agent', userAgent)
    .send(body as object);
}
const visita = (loja: LojaDeTeste, visitante: string, origem?: string, userAgent?: string) =>
  enviar(loja, { tipo: 'visita', visitante, ...(origem !== undefined && { origem }) }, userAgent);
const visualizacao = (loja: LojaDeTeste, visitante: string, produto_id: string) =>
  enviar(loja, { tipo: 'visualizacao_produto', visitante, produto_id });

const hoje = () => dayKey(new Date());
/** The platform's figures for this month, from its shards. */
const mesDaPlataforma = async () => readEstatisticaMensal(await db.getAll(...estatisticaMensalDocs(db, hoje().slice(0, 7))), hoje()).mes;
// Every figure below is read once the minute's fold (jobs/fold-contagens.ts) has added the pending contagens.
const diaDaLoja = async (loja: LojaDeTeste) => {
  await foldContagens(db);
  return (await estatisticaDaLojaDoc(db, loja.lojaId, hoje()).get()).data() ?? {};
};
const visitasDaPlataforma = async () => {
  await foldContagens(db);
  return (await mesDaPlataforma()).visitas;
};
async function relatorio(loja: LojaDeTeste): Promise<AnalyticsResponse> {
  await foldContagens(db);
  const response = await request(app).get('/api/analytics?periodo=7').set('Cookie', loja.cookie);
  expect(response.status).toBe(200);
  return response.body as AnalyticsResponse;
}

describe('Eventos: visitas únicas', () => {
  it('when the same visitor comes twice and another once, then the shop counts 2 unique visits and the platform 2 visits', async () => {
    const ana = await novaLojaSemProdutos();
    const plataformaAntes = await visitasDaPlataforma();
    const maria = novoVisitante();

    for (const visitante of [maria, maria, novoVisitante(), maria]) {
      const response = await visita(ana, visitante, 'instagram');
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
    }

    expect(await diaDaLoja(ana)).toMatchObject({ visitas_unicas: 2, origem_instagram: 2 });
    expect(await visitasDaPlataforma()).toBe(plataformaAntes + 2);
    const { resumo_mensal, visitas_por_dia } = await relatorio(ana);
    expect(resumo_mensal.visitas_unicas_mes).toBe(2);
    expect(visitas_por_dia.at(-1)).toEqual({ data: hoje(), visitas_unicas: 2 });
  });

  it('when a visitor is counted, then its visitor-day record expires about two days later (Firestore TTL deletes it)', async () => {
    const ana = await novaLojaSemProdutos();
    const maria = novoVisitante();
    expect((await visita(ana, maria)).status).toBe(204);
    const registro = await visitanteDoc(db, ana.lojaId, hoje(), maria).get();
    expect(registro.get('visita')).toBe(true);
    const expiraEm = (registro.get('expira_em') as { toMillis(): number }).toMillis() - Date.now();
    expect(expiraEm).toBeGreaterThan(47 * 3600_000);
    expect(expiraEm).toBeLessThanOrEqual(48 * 3600_000);
  });

  it("when a visit is counted and its order accepted, then the admin dashboard's conversion divides this month's accepted platform orders by the visits", async () => {
    const ana = await novaLojaComProdutos();
    expect((await visita(ana, novoVisitante())).status).toBe(204);
    const pedido = await request(app)
      .post(`/api/catalogo/${ana.lojaId}/pedido`)
      .send({ produtos: [{ id: ana.produtos[0]!.id, quantidade: 1 }] });
    expect(pedido.status).toBe(201);
    // Received orders can be minted by anyone; only the shop accepting one makes it count (issue 24).
    const { pedidos } = (await request(app).get('/api/pedidos').set('Cookie', ana.cookie)).body as { pedidos: { id: string }[] };
    const aceito = await request(app).put(`/api/pedidos/${pedidos[0]!.id}`).set('Cookie', ana.cookie).send({ status: 'confirmado' });
    expect(aceito.status).toBe(200);

    await foldContagens(db);
    const mes = await mesDaPlataforma();
    expect(mes.visitas).toBeGreaterThan(0);
    expect(mes.pedidos_aceitos).toBeGreaterThan(0);
    const stats = await request(app).get('/api/admin/dashboard/stats').set('Authorization', `Bearer ${token}`);
    expect(stats.body.taxa_conversao).toBe(Math.round((mes.pedidos_aceitos / mes.visitas) * 10_000) / 100);
  });
});

describe('Eventos: origem', () => {
  it.each([
    ['utm_source=instagram', 'instagram', 'instagram', CHROME],
    ['utm_source=ig', 'instagram', 'ig', CHROME],
    ['a wa.me referrer', 'whatsapp', 'https://wa.me/5511999998888', CHROME],
    ['an l.facebook.com referrer', 'facebook', 'https://l.facebook.com/l.php?u=x', CHROME],
    ['a Google referrer', 'google', 'https://www.google.com.br/', CHROME],
    ["Instagram's in-app browser and no hint", 'instagram', undefined, INSTAGRAM_UA],
    ['no hint at all', 'direto', undefined, CHROME],
    ['an empty hint', 'direto', '', CHROME],
    ['a referrer on the catalogue itself (a reload)', 'direto', 'http://127.0.0.1/loja/x', CHROME],
    ['an unknown site', 'outros', 'https://t.co/abc', CHROME],
  ])('when the visit comes with %s, then the report says %s', async (_caso, esperada, origem, userAgent) => {
    const ana = await novaLojaSemProdutos();
    const response = await request(app)
      .post(`/api/catalogo/${ana.lojaId}/eventos`)
      .set('Host', '127.0.0.1')
      .set('User-Agent', userAgent)
      .send({ tipo: 'visita', visitante: novoVisitante(), ...(origem !== undefined && { origem }) });
    expect(response.status).toBe(204);
    expect((await relatorio(ana)).origens_trafego).toEqual([{ origem: esperada, visitas: 1, percentage: 100 }]);
  });

  it('when visitors come from several places, then the origins add up to the visits, most first, with one-decimal percentages', async () => {
    const ana = await novaLojaSemProdutos();
    for (const origem of ['instagram', 'instagram', 'https://wa.me/x', ''])
      expect((await visita(ana, novoVisitante(), origem)).status).toBe(204);
    expect((await relatorio(ana)).origens_trafego).toEqual([
      { origem: 'instagram', visitas: 2, percentage: 50 },
      { origem: 'whatsapp', visitas: 1, percentage: 25 },
      { origem: 'direto', visitas: 1, percentage: 25 },
    ]);
  });

  it('when the same visitor comes back from elsewhere the same day, then the first origin stays', async () => {
    const ana = await novaLojaSemProdutos();
    const maria = novoVisitante();
    await visita(ana, maria, 'instagram');
    await visita(ana, maria, 'whatsapp');
    expect(await diaDaLoja(ana)).toMatchObject({ visitas_unicas: 1, origem_instagram: 1 });
    expect((await diaDaLoja(ana)).origem_whatsapp).toBeUndefined();
  });
});

describe('Eventos: produtos visualizados', () => {
  it('when a visitor views a product again, then it counts once; another visitor counts again; the report ranks them', async () => {
    const ana = await novaLojaComProdutos();
    const [cafe, bolo] = ana.produtos;
    const maria = novoVisitante();
    const joao = novoVisitante();
    for (const [visitante, produto] of [
      [maria, cafe!],
      [maria, cafe!],
      [maria, bolo!],
      [joao, cafe!],
      [joao, cafe!],
    ] as const) {
      expect((await visualizacao(ana, visitante, produto.id)).status).toBe(204);
    }

    expect(await diaDaLoja(ana)).toMatchObject({ visualizacoes: 3, [`produto_${cafe!.id}`]: 2, [`produto_${bolo!.id}`]: 1 });
    // A view is not a visit: the page reports the visit itself.
    expect((await diaDaLoja(ana)).visitas_unicas).toBeUndefined();
    expect((await relatorio(ana)).produtos_mais_visualizados).toEqual([
      { produto_nome: 'Café expresso', visualizacoes: 2 },
      { produto_nome: 'Bolo de cenoura', visualizacoes: 1 },
    ]);
  });

  it('when a viewed product is renamed or deleted, then the report shows its current name, else its last known one', async () => {
    const ana = await novaLojaComProdutos();
    const [cafe, bolo] = ana.produtos;
    await visualizacao(ana, novoVisitante(), cafe!.id);
    await visualizacao(ana, novoVisitante(), bolo!.id);
    const owner = request(app);
    expect((await owner.put(`/api/produtos/${cafe!.id}`).set('Cookie', ana.cookie).send({ nome: 'Café coado', preco: 6.5 })).status).toBe(
      200,
    );
    expect((await request(app).delete(`/api/produtos/${bolo!.id}`).set('Cookie', ana.cookie)).status).toBeLessThan(300);

    const nomes = (await relatorio(ana)).produtos_mais_visualizados.map((produto) => produto.produto_nome).sort();
    expect(nomes).toEqual(['Bolo de cenoura', 'Café coado']);
  });

  it('when one visitor has already viewed 100 products today, then further products are not counted for them', async () => {
    const ana = await novaLojaComProdutos();
    const maria = novoVisitante();
    const cem = Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`produto${index}`, true]));
    await visitanteDoc(db, ana.lojaId, hoje(), maria).set({ produtos: cem });

    expect((await visualizacao(ana, maria, ana.produtos[0]!.id)).status).toBe(204);
    expect((await diaDaLoja(ana)).visualizacoes).toBeUndefined();
    expect((await visualizacao(ana, novoVisitante(), ana.produtos[0]!.id)).status).toBe(204);
    expect((await diaDaLoja(ana)).visualizacoes).toBe(1);
  });

  it.each([
    ['a hidden product', (ana: LojaDeTeste) => ana.produtos[2]!.id],
    ["another shop's product", () => bruno.produtos[0]!.id],
    ['an unknown product', () => 'naoExiste123'],
    ['a malformed product id', () => '../x'],
    ['an id that would be a field path', () => 'a.b'],
  ])('when the view is of %s, then 404 "Produto não encontrado" and nothing is counted', async (_caso, produto) => {
    const ana = await novaLojaComProdutos();
    const response = await visualizacao(ana, novoVisitante(), produto(ana));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Produto não encontrado' });
    expect(await diaDaLoja(ana)).toEqual({});
  });
});

describe('Eventos: recusas', () => {
  let ana: LojaDeTeste;
  beforeAll(async () => {
    ana = await novaLojaComProdutos();
  });

  it.each([
    ['an unknown tipo', () => ({ tipo: 'compra', visitante: novoVisitante() }), 'Tipo de evento inválido.'],
    ['no tipo', () => ({ visitante: novoVisitante() }), 'Tipo de evento inválido.'],
    ['no visitor', () => ({ tipo: 'visita' }), 'Visitante inválido.'],
    ['a short visitor id', () => ({ tipo: 'visita', visitante: 'abc' }), 'Visitante inválido.'],
    ['a visitor id with a slash', () => ({ tipo: 'visita', visitante: 'abcdefgh/ij' }), 'Visitante inválido.'],
    ['a view without product', () => ({ tipo: 'visualizacao_produto', visitante: novoVisitante() }), 'Informe o produto visualizado.'],
    [
      'an origin of 501 characters',
      () => ({ tipo: 'visita', visitante: novoVisitante(), origem: 'x'.repeat(501) }),
      'Origem longa demais.',
    ],
  ])('when the event has %s, then 400 with the message and nothing is counted', async (_caso, body, mensagem) => {
    const response = await enviar(ana, body());
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(mensagem);
    expect(await diaDaLoja(ana)).toEqual({});
  });

  it.each([
    ['an unknown field', () => ({ tipo: 'visita', visitante: novoVisitante(), ip: '1.2.3.4' }), 400],
    ['a list', () => [{ tipo: 'visita', visitante: novoVisitante() }], 400],
    // supertest sends a bare string form-encoded: neither JSON nor the beacon's text/plain.
    ['a form-encoded string', () => 'visita', 415],
  ])('when the body is %s, then %i in Portuguese and nothing is counted', async (_caso, body, status) => {
    const response = await enviar(ana, body());
    expect(response.status).toBe(status);
    expect(typeof response.body.error).toBe('string');
    expect(await diaDaLoja(ana)).toEqual({});
  });

  it('when sendBeacon posts the event as text/plain, then it is read as JSON; malformed text is a 400', async () => {
    const ana = await novaLojaComProdutos();
    const beacon = (texto: string) =>
      request(app).post(`/api/catalogo/${ana.lojaId}/eventos`).set('Content-Type', 'text/plain;charset=UTF-8').send(texto);
    expect((await beacon(JSON.stringify({ tipo: 'visita', visitante: novoVisitante(), origem: 'whatsapp' }))).status).toBe(204);
    expect(await diaDaLoja(ana)).toMatchObject({ visitas_unicas: 1, origem_whatsapp: 1 });
    const malformado = await beacon('{"tipo": ');
    expect(malformado.status).toBe(400);
    expect(malformado.body.error).toBe('JSON malformado no corpo da requisição.');
  });

  it.each([
    ['an unknown shop id', 'naoExisteLoja'],
    ['a malformed shop id', '__x__'],
  ])('when the shop is %s, then 404 "Loja não encontrada"', async (_caso, lojaId) => {
    const response = await enviar(lojaId, { tipo: 'visita', visitante: novoVisitante() });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Loja não encontrada' });
  });

  it('when a page on another site posts an event, then the same-origin rule refuses it', async () => {
    const response = await enviar(ana, { tipo: 'visita', visitante: novoVisitante() }).set('Origin', 'https://malicioso.example');
    expect(response.status).toBe(403);
  });

  it('when the shop is suspended, then 403 "Loja indisponível" and nothing is counted', async () => {
    const suspensa = await novaLojaComProdutos();
    await catalogoDoc(db, suspensa.lojaId).update({ status: 'suspenso' });
    const response = await visita(suspensa, novoVisitante());
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'Loja indisponível', codigo: 'loja_indisponivel' });
    expect(await diaDaLoja(suspensa)).toEqual({});
  });

  it('when the platform is in maintenance, then 503 with Retry-After and nothing is counted', async () => {
    await configuracaoDoc(db, 'manutencao').set({ valor: 'true' });
    try {
      // A new instance reads the flag (each instance caches it for 15 s).
      const response = await request(isolatedApp(DATABASE).app)
        .post(`/api/catalogo/${ana.lojaId}/eventos`)
        .send({ tipo: 'visita', visitante: novoVisitante() });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('120');
      expect(response.body.codigo).toBe('manutencao');
    } finally {
      await configuracaoDoc(db, 'manutencao').set({ valor: 'false' });
    }
    expect(await diaDaLoja(ana)).toEqual({});
  });
});

describe('Visitas do app instalado (issue 14)', () => {
  it("when customers open the shop from its installed app (the manifest's start_url), then the visits count as 'app' and the owner's dashboard shows them", async () => {
    const loja = await novaLojaSemProdutos();
    const [primeiro, segundo] = [novoVisitante(), novoVisitante()];
    for (const visitante of [primeiro, segundo, primeiro]) expect((await visita(loja, visitante, 'app_vitrine')).status).toBe(204);
    expect((await visita(loja, novoVisitante(), 'instagram')).status).toBe(204);
    expect(await diaDaLoja(loja)).toMatchObject({ origem_app: 2, origem_instagram: 1, visitas_unicas: 3 });
    const painel = await request(app).get('/api/dashboard/stats').set('Cookie', loja.cookie);
    expect(painel.body).toMatchObject({ visitas_app: 2 });
  });
});

describe('Visitantes únicos: um cliente não cria visitantes sem limite', () => {
  it('when one client sends visits under 25 new visitor ids in a row, then at most 10 count as unique visitors, and a visitor already counted still counts once', async () => {
    const loja = await novaLojaSemProdutos();
    const visitantes = Array.from({ length: 25 }, novoVisitante);
    for (const visitante of visitantes) expect((await visita(loja, visitante)).status).toBe(204);
    expect((await visita(loja, visitantes[0]!)).status).toBe(204);
    expect(await diaDaLoja(loja)).toMatchObject({ visitas_unicas: 10 });
  });
});
