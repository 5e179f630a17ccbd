import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVALIACAO_NAO_ENCONTRADA, type AvaliacoesDoLojistaResponse, type DashboardStats } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { isolatedApp } from '../../../test/support/api.js';
import type { LojaDeTeste } from '../../../test/support/lojas.js';
import { avaliacoesDeTeste } from './avaliacoes-helpers.js';

/** A database of its own, like the other order files. */
const { app, db } = isolatedApp('owner-avaliacoes');
const { lojaComCafe, pedidoEntregue, avaliar, publicas } = avaliacoesDeTeste(app, db);

const doDono = (loja: LojaDeTeste) => ({
  list: () => request(app).get(`/api${apiPaths.avaliacoes}`).set('Cookie', loja.cookie),
  update: (id: string, corpo: object) =>
    request(app)
      .put(`/api${apiPaths.avaliacao({ id })}`)
      .set('Cookie', loja.cookie)
      .send(corpo),
  stats: async () => (await request(app).get(`/api${apiPaths.dashboardStats}`).set('Cookie', loja.cookie)).body as DashboardStats,
  exportar: () => request(app).get(`/api${apiPaths.contaExportar}`).set('Cookie', loja.cookie),
});

/** A shop with three reviews, 5, 4 and 1 stars: their order ids and tokens. */
async function lojaComTresAvaliacoes() {
  const loja = await lojaComCafe();
  const pedidos = [];
  for (const [nota, nome] of [
    [5, 'Ana Lima'],
    [4, 'Bruno Alves'],
    [1, 'Carla Dias'],
  ] as const) {
    const pedido = await pedidoEntregue(loja, nome);
    expect((await avaliar(pedido.token, { nota, comentario: `Nota ${nota}` })).status).toBe(201);
    pedidos.push(pedido);
  }
  return { loja, pedidos };
}

describe('As avaliações no painel: GET /api/avaliacoes, PUT /api/avaliacoes/{id}', () => {
  let loja: LojaDeTeste;
  let pedidos: { id: string; token: string }[];
  beforeAll(async () => {
    ({ loja, pedidos } = await lojaComTresAvaliacoes());
  });

  it('when the owner hides a review, then it leaves the public list and average but stays in the owner’s, marked', async () => {
    const dono = doDono(loja);
    const ruim = pedidos[2]!.id;
    const oculta = await dono.update(ruim, { oculta: true });
    expect(oculta.status, JSON.stringify(oculta.body)).toBe(200);
    expect(oculta.body).toMatchObject({ id: ruim, oculta: true, nota: 1 });

    const publico = (await publicas(loja)).body;
    expect(publico.total).toBe(2);
    expect(publico.media).toBe(4.5);
    expect(publico.itens.map((item: { comentario: string }) => item.comentario)).toEqual(['Nota 4', 'Nota 5']);
    expect(JSON.stringify(publico)).not.toContain('Nota 1');

    const doLojista = (await dono.list()).body as AvaliacoesDoLojistaResponse;
    expect(doLojista.total).toBe(3);
    expect(doLojista.media).toBe(3.3);
    expect(doLojista.itens.map((item) => [item.nota, item.oculta])).toEqual([
      [1, true],
      [4, false],
      [5, false],
    ]);
    expect((await dono.stats()).avaliacoes_do_mes).toEqual({ media: 3.3, total: 3 });

    // Hiding twice changes nothing; showing it again brings it back to the public figures.
    expect((await dono.update(ruim, { oculta: true })).status).toBe(200);
    expect((await publicas(loja)).body.total).toBe(2);
    expect((await dono.update(ruim, { oculta: false })).body.oculta).toBe(false);
    expect((await publicas(loja)).body).toMatchObject({ total: 3, media: 3.3 });
  });

  it('when the owner answers, then the answer is public, cleaned text; an empty answer removes it', async () => {
    const dono = doDono(loja);
    const id = pedidos[0]!.id;
    const response = await dono.update(id, { resposta: '  Obrigado, <b>Ana</b>!\u0000 ' });
    expect(response.status).toBe(200);
    expect(response.body.resposta).toBe('Obrigado, <b>Ana</b>!');
    const publica = (await publicas(loja)).body.itens.find((item: { comentario: string }) => item.comentario === 'Nota 5');
    expect(publica.resposta).toBe('Obrigado, <b>Ana</b>!');
    expect((await dono.update(id, { resposta: '' })).body.resposta).toBeNull();
  });

  it('when the body is bad, then 400 in Portuguese; another shop’s review or none is 404', async () => {
    const dono = doDono(loja);
    for (const corpo of [{}, { oculta: 'sim' }, { resposta: 'x'.repeat(501) }, { resposta: 'ok', nota: 5 }]) {
      const response = await dono.update(pedidos[1]!.id, corpo);
      expect(response.status, JSON.stringify(corpo)).toBe(400);
      expect(JSON.stringify(response.body)).not.toMatch(/expected|invalid input|received/i);
    }
    const outra = await lojaComCafe();
    const alheia = await doDono(outra).update(pedidos[1]!.id, { oculta: true });
    expect([alheia.status, alheia.body.error]).toEqual([404, AVALIACAO_NAO_ENCONTRADA]);
    expect((await doDono(outra).list()).body).toEqual({ media: null, total: 0, itens: [], proxima: null });
    expect((await publicas(loja)).body.total).toBe(3);
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await request(app).get(`/api${apiPaths.avaliacoes}`)).status).toBe(401);
    expect(
      (
        await request(app)
          .put(`/api${apiPaths.avaliacao({ id: pedidos[0]!.id })}`)
          .send({ oculta: true })
      ).status,
    ).toBe(401);
  });
});

describe('Privacidade das avaliações', () => {
  it('when the owner exports the account, then the reviews are in it, hidden ones and answers included', async () => {
    const { loja, pedidos } = await lojaComTresAvaliacoes();
    await doDono(loja).update(pedidos[2]!.id, { oculta: true, resposta: 'Sentimos muito.' });
    const response = await doDono(loja).exportar();
    expect(response.status).toBe(200);
    const avaliacoes = JSON.parse(response.text as string).avaliacoes as {
      id: string;
      nota: number;
      oculta: boolean;
      resposta: string | null;
    }[];
    expect(avaliacoes.map(({ id, nota, oculta, resposta }) => ({ id, nota, oculta, resposta }))).toEqual([
      { id: pedidos[0]!.id, nota: 5, oculta: false, resposta: null },
      { id: pedidos[1]!.id, nota: 4, oculta: false, resposta: null },
      { id: pedidos[2]!.id, nota: 1, oculta: true, resposta: 'Sentimos muito.' },
    ]);
  });

  it('when the customer erases the order’s data, then the review loses its comment and name and keeps its nota in the figures', async () => {
    const { loja, pedidos } = await lojaComTresAvaliacoes();
    const apagado = await request(app).delete(`/api${apiPaths.pedidoDados({ token: pedidos[0]!.token })}`);
    expect(apagado.status).toBe(200);
    const publico = (await publicas(loja)).body as {
      total: number;
      media: number;
      itens: { nota: number; nome: string | null; comentario: string | null }[];
    };
    expect(publico).toMatchObject({ total: 3, media: 3.3 });
    expect(publico.itens.find((item) => item.nota === 5)).toMatchObject({ nome: null, comentario: null });
    expect(JSON.stringify(publico)).not.toContain('Ana');
    expect(publico.itens.find((item) => item.nota === 4)).toMatchObject({ nome: 'Bruno A.', comentario: 'Nota 4' });
    // An order whose data was erased before its review is reviewed anonymously.
    const anonimo = await pedidoEntregue(loja, 'Diego Souza');
    expect((await request(app).delete(`/api${apiPaths.pedidoDados({ token: anonimo.token })}`)).status).toBe(200);
    expect((await avaliar(anonimo.token, { nota: 3 })).body.nome).toBeNull();
  });
});
