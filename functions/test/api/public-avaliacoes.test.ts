import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVALIACAO_ANTES_DA_ENTREGA, AVALIACAO_REPETIDA, AVALIACOES_POR_PAGINA, type AvaliacoesPublicasResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { avaliacaoDoc, resumoDasAvaliacoesDoc } from '../../src/model/avaliacoes.js';
import { readEnv } from '../../src/config/env.js';
import { createPreviewApp } from '../../src/preview-app.js';
import { appWith, isolatedApp } from '../../../test/support/api.js';
import type { LojaDeTeste } from '../../../test/support/lojas.js';
import { avaliacoesDeTeste } from './avaliacoes-helpers.js';

/** A database of its own, like the other order files. */
const { app, db } = isolatedApp('public-avaliacoes');
const { lojaComCafe, pedir, mover, pedidoEntregue, avaliar, publicas } = avaliacoesDeTeste(app, db);

let loja: LojaDeTeste;
beforeAll(async () => {
  loja = await lojaComCafe();
});

describe('Avaliar um pedido entregue: POST /api/pedido/{token}/avaliacao', () => {
  it('when the customer reviews a delivered order, then 201 with the review, their first name and initial only', async () => {
    const { token } = await pedidoEntregue(loja, 'Maria Clara Souza');
    const response = await avaliar(token, { nota: 5, comentario: '  Chegou quentinho!\r\nVolto sempre. ' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ nota: 5, comentario: 'Chegou quentinho!\nVolto sempre.', nome: 'Maria S.', resposta: null });
    expect(new Date(response.body.data as string).getTime()).not.toBeNaN();
    expect(JSON.stringify(response.body)).not.toContain('Clara');
  });

  it('when the order was reviewed already, then the second review is refused (409) and the first stays', async () => {
    const { token, id } = await pedidoEntregue(loja);
    expect((await avaliar(token, { nota: 4 })).status).toBe(201);
    const segunda = await avaliar(token, { nota: 1, comentario: 'Mudei de ideia' });
    expect([segunda.status, segunda.body.error]).toEqual([409, AVALIACAO_REPETIDA]);
    expect((await avaliacaoDoc(db, loja.lojaId, id).get()).get('nota')).toBe(4);
  });

  it('when two reviews of one order arrive at once, then one is written, the other is 409, and the sums count one', async () => {
    const outra = await lojaComCafe();
    const { token } = await pedidoEntregue(outra);
    const respostas = await Promise.all([avaliar(token, { nota: 5 }), avaliar(token, { nota: 1 }), avaliar(token, { nota: 3 })]);
    expect(respostas.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const resumo = (await resumoDasAvaliacoesDoc(db, outra.lojaId).get()).data()!;
    expect(resumo.publicas.total).toBe(1);
    expect(resumo.todas.total).toBe(1);
    const { body } = await publicas(outra);
    expect(body.total).toBe(1);
    expect(body.itens).toHaveLength(1);
  });

  it('when the order is not delivered yet, then 409 in Portuguese and nothing written; cancelled too', async () => {
    const novo = await pedir(loja);
    const response = await avaliar(novo.token, { nota: 5 });
    expect([response.status, response.body.error]).toEqual([409, AVALIACAO_ANTES_DA_ENTREGA]);
    await mover(loja, novo.id, 'cancelado');
    expect((await avaliar(novo.token, { nota: 5 })).status).toBe(409);
    expect((await avaliacaoDoc(db, loja.lojaId, novo.id).get()).exists).toBe(false);
  });

  it('when the token is malformed or of no order, then 404', async () => {
    for (const token of ['nao-e-um-token', 'A'.repeat(22)]) {
      const response = await avaliar(token, { nota: 5 });
      expect([response.status, response.body.error]).toEqual([404, 'Pedido não encontrado']);
    }
  });

  it('when the body is bad, then 400 with a Portuguese message and nothing written', async () => {
    const { token, id } = await pedidoEntregue(loja);
    const casos: object[] = [
      {},
      { nota: 0 },
      { nota: 6 },
      { nota: 4.5 },
      { nota: '5' },
      { nota: 5, comentario: 'x'.repeat(501) },
      { nota: 5, comentario: 42 },
      { nota: 5, nome: 'Outro nome' },
    ];
    for (const corpo of casos) {
      const response = await avaliar(token, corpo);
      expect(response.status, JSON.stringify(corpo)).toBe(400);
      expect(response.body.error, JSON.stringify(corpo)).toBe('Dados inválidos.');
      const mensagens = Object.values(response.body.campos as Record<string, string[]>).flat();
      expect(mensagens.length, JSON.stringify(corpo)).toBeGreaterThan(0);
      for (const mensagem of mensagens) expect(mensagem).toMatch(/[a-zà-ú]/i);
      expect(mensagens.join(' ')).not.toMatch(/expected|invalid|received/i);
    }
    expect((await avaliacaoDoc(db, loja.lojaId, id).get()).exists).toBe(false);
  });

  it('when the comment holds HTML and control characters, then it is kept as plain text, controls dropped, never markup', async () => {
    const { token } = await pedidoEntregue(loja);
    const comentario = '<img src=x onerror=alert(1)>Ótimo\u0007\u202E!';
    const response = await avaliar(token, { nota: 5, comentario });
    expect(response.status).toBe(201);
    expect(response.body.comentario).toBe('<img src=x onerror=alert(1)>Ótimo!');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('As avaliações da loja: GET /api/loja/{slug}/avaliacoes', () => {
  it('when reviews are read, then the newest first, paged with antes=, and the average of them all', async () => {
    const paginada = await lojaComCafe();
    const notas: number[] = [];
    for (let i = 0; i < AVALIACOES_POR_PAGINA + 2; i += 1) {
      const { token } = await pedidoEntregue(paginada, `Cliente${i} Teste`);
      const nota = (i % 5) + 1;
      notas.push(nota);
      expect((await avaliar(token, { nota, comentario: `n${i}` })).status).toBe(201);
    }
    const primeira = await publicas(paginada);
    expect(primeira.status).toBe(200);
    const pagina1 = primeira.body as AvaliacoesPublicasResponse;
    expect(pagina1.total).toBe(AVALIACOES_POR_PAGINA + 2);
    const media = Math.round((notas.reduce((a, b) => a + b, 0) / notas.length) * 10) / 10;
    expect(pagina1.media).toBe(media);
    expect(pagina1.itens).toHaveLength(AVALIACOES_POR_PAGINA);
    expect(pagina1.itens[0]!.comentario).toBe(`n${AVALIACOES_POR_PAGINA + 1}`);
    expect(pagina1.proxima).not.toBeNull();
    const pagina2 = (await publicas(paginada, pagina1.proxima!)).body as AvaliacoesPublicasResponse;
    expect(pagina2.itens.map((item) => item.comentario)).toEqual(['n1', 'n0']);
    expect(pagina2.proxima).toBeNull();
    expect(Object.keys(pagina2.itens[0]!).sort()).toEqual(['comentario', 'data', 'nome', 'nota', 'resposta']);
  });

  it('when one client pages through reviews past its budget, then 429 with Retry-After; the first page is not counted', async () => {
    // Each older page is a query no CDN copy answers: a flood of made-up `antes` must cost the shop a count, not a page of reads.
    const limitado = appWith({ RATE_LIMIT_MESAS: '2', TRUST_PROXY_HOPS: '1' }, db);
    const cliente = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const ler = (antes?: string) =>
      request(limitado)
        .get(`/api${apiPaths.lojaAvaliacoes({ slug: loja.slug })}`)
        .query(antes ? { antes } : {})
        .set('X-Forwarded-For', cliente);
    for (let vez = 0; vez < 3; vez += 1) expect((await ler()).status).toBe(200);
    expect((await ler(new Date(Date.now() - 60_000).toISOString())).status).toBe(200);
    expect((await ler(new Date(Date.now() - 120_000).toISOString())).status).toBe(200);
    const terceira = await ler(new Date(Date.now() - 180_000).toISOString());
    expect(terceira.status).toBe(429);
    expect(Number(terceira.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(terceira.body.error).toBe('Muitas requisições em pouco tempo. Aguarde um minuto e tente novamente.');
    expect((await ler()).status).toBe(200);
  });

  it('when the shop has no reviews, then a null average and nothing listed; an unknown shop is 404', async () => {
    const vazia = await lojaComCafe();
    expect((await publicas(vazia)).body).toEqual({ media: null, total: 0, itens: [], proxima: null });
    const response = await request(app).get(`/api${apiPaths.lojaAvaliacoes({ slug: 'nao-existe-loja' })}`);
    expect(response.status).toBe(404);
  });
});

describe('JSON-LD da loja: aggregateRating', () => {
  const preview = createPreviewApp(
    readEnv(),
    { db },
    async () => '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"></div></body></html>',
  );
  const jsonLd = async (slug: string) => {
    const response = await request(preview)
      .get(`/loja/${slug}`)
      .set('X-Forwarded-Host', 'vitrine.exemplo.com.br')
      .set('X-Forwarded-Proto', 'https');
    expect(response.status).toBe(200);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(response.text);
    return JSON.parse(script![1]!) as Record<string, unknown>;
  };

  it('when the shop has five public reviews, then its JSON-LD carries aggregateRating; four, or a fifth hidden, none', async () => {
    const avaliada = await lojaComCafe();
    const ids: string[] = [];
    for (const nota of [5, 4, 4, 5, 3]) {
      const { token, id } = await pedidoEntregue(avaliada);
      expect((await avaliar(token, { nota })).status).toBe(201);
      ids.push(id);
      if (ids.length === 4) expect((await jsonLd(avaliada.slug)).aggregateRating).toBeUndefined();
    }
    expect((await jsonLd(avaliada.slug)).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.2,
      reviewCount: 5,
      bestRating: 5,
      worstRating: 1,
    });
    const oculta = await request(app)
      .put(`/api${apiPaths.avaliacao({ id: ids[0]! })}`)
      .set('Cookie', avaliada.cookie)
      .send({ oculta: true });
    expect(oculta.status).toBe(200);
    expect((await jsonLd(avaliada.slug)).aggregateRating).toBeUndefined();
  });
});
