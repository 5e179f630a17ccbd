import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp, type TestApp, appWith } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { produtoDoc } from '../../src/model/produtos.js';

/**
 * Issue 24, the order side: one stranger cannot sell a shop out or flood it. A database of its own
 * (the platform's ceiling on a total is a global setting this file changes) and a clock the test
 * holds, so that "a minute" is exact.
 */
let agora = new Date('2026-03-02T15:00:30.000Z');
const platform = isolatedApp('publico-abuso', { now: () => agora });
const { app, db } = platform;
let adminToken: string;
beforeAll(async () => {
  adminToken = await createAdmin(platform);
});

const pedir = (loja: LojaDeTeste, body: unknown, chave?: string, via: TestApp = app) => {
  const call = request(via)
    .post(`/api/loja/${loja.slug}/pedido`)
    .send(body as object);
  return chave === undefined ? call : call.set('Idempotency-Key', chave);
};
const owner = (loja: LojaDeTeste) => ({
  get: (path: string) => request(app).get(path).set('Cookie', loja.cookie),
  post: (path: string, body?: object) => request(app).post(path).set('Cookie', loja.cookie).send(body),
  put: (path: string, body?: object) => request(app).put(path).set('Cookie', loja.cookie).send(body),
  delete: (path: string) => request(app).delete(path).set('Cookie', loja.cookie),
});
const estoques = async (loja: LojaDeTeste) =>
  (await db.getAll(...loja.produtos.map((produto) => produtoDoc(db, loja.lojaId, produto.id)))).map((doc) => doc.get('estoque'));
const pedidosDe = async (loja: LojaDeTeste) => (await pedidosCollection(db, loja.lojaId).get()).size;
/** A shop whose products track their stock (`estoque`), or not (null). */
const lojaCom = (produtos: { nome: string; preco: number; estoque?: number | null; maximo_por_pedido?: number | null }[]) =>
  novaLoja(app, { produtos });

describe('Pedido: uma encomenda anônima não esgota a loja', () => {
  it('when one order asks 10 lines × 99 units of stock-tracked products, then 400 and nothing is sold out', async () => {
    const loja = await lojaCom(Array.from({ length: 10 }, (_, i) => ({ nome: `Produto ${i + 1}`, preco: 5, estoque: 99 })));
    const response = await pedir(loja, { produtos: loja.produtos.map(({ id }) => ({ id, quantidade: 99 })) });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Seu pedido pode ter no máximo 200 unidades no total.');
    expect(await estoques(loja)).toEqual(Array(10).fill(99));
    expect(await pedidosDe(loja)).toBe(0);
  });

  it('when a stock-tracked product has no maximum set, then an order takes at most 10 of it, over all its lines', async () => {
    const loja = await lojaCom([
      { nome: 'Bolo de pote', preco: 8, estoque: 50 },
      { nome: 'Brigadeiro', preco: 2, estoque: null },
    ]);
    const [bolo, brigadeiro] = loja.produtos as [LojaDeTeste['produtos'][number], LojaDeTeste['produtos'][number]];
    const produtos = await owner(loja).get('/api/produtos');
    expect(produtos.body.map((produto: { maximo_por_pedido: unknown }) => produto.maximo_por_pedido)).toEqual([null, null]);

    const onze = await pedir(loja, { produtos: [{ id: bolo.id, quantidade: 11 }] });
    expect(onze.status).toBe(400);
    expect(onze.body.error).toBe('Você pode pedir no máximo 10 unidades de Bolo de pote por pedido.');
    const emDuasLinhas = await pedir(loja, {
      produtos: [
        { id: bolo.id, quantidade: 6 },
        { id: bolo.id, quantidade: 6, observacao: 'sem açúcar' },
      ],
    });
    expect(emDuasLinhas.status).toBe(400);
    expect(await estoques(loja)).toEqual([50, null]);
    expect(await pedidosDe(loja)).toBe(0);

    expect((await pedir(loja, { produtos: [{ id: bolo.id, quantidade: 10 }] })).status).toBe(201);
    // Without a tracked stock only the order's own caps hold.
    expect((await pedir(loja, { produtos: [{ id: brigadeiro.id, quantidade: 99 }] })).status).toBe(201);
    expect(await estoques(loja)).toEqual([40, null]);
  });

  it('when the owner sets a maximum per order, then orders above it get 400 naming the product and the maximum', async () => {
    const loja = await lojaCom([{ nome: 'Torta inteira', preco: 60, estoque: 20, maximo_por_pedido: 2 }]);
    const torta = loja.produtos[0]!;
    expect((await owner(loja).get('/api/produtos')).body[0].maximo_por_pedido).toBe(2);
    const tres = await pedir(loja, { produtos: [{ id: torta.id, quantidade: 3 }] });
    expect(tres.status).toBe(400);
    expect(tres.body.error).toBe('Você pode pedir no máximo 2 unidades de Torta inteira por pedido.');

    const editado = await owner(loja).put(`/api/produtos/${torta.id}`, { maximo_por_pedido: 15 });
    expect(editado.status).toBe(200);
    expect(editado.body.maximo_por_pedido).toBe(15);
    expect((await pedir(loja, { produtos: [{ id: torta.id, quantidade: 15 }] })).status).toBe(201);
    expect(await estoques(loja)).toEqual([5]);

    for (const invalido of [0, 201, 2.5, 'dez']) {
      const response = await owner(loja).put(`/api/produtos/${torta.id}`, { maximo_por_pedido: invalido });
      expect(response.status).toBe(400);
      expect(response.body.campos.maximo_por_pedido).toBeDefined();
    }
    // Null: back to the default of 10 for a tracked stock.
    expect((await owner(loja).put(`/api/produtos/${torta.id}`, { maximo_por_pedido: null })).status).toBe(200);
    expect((await pedir(loja, { produtos: [{ id: torta.id, quantidade: 5 }] })).status).toBe(201);
  });

  it('when an order has more than 200 units or 50 lines, then 400 and nothing is written; 200 units pass', async () => {
    const loja = await lojaCom(Array.from({ length: 3 }, (_, i) => ({ nome: `Item ${i + 1}`, preco: 1 })));
    const [a, b, c] = loja.produtos.map(({ id }) => id) as [string, string, string];
    const demais = await pedir(loja, {
      produtos: [
        { id: a, quantidade: 99 },
        { id: b, quantidade: 99 },
        { id: c, quantidade: 3 },
      ],
    });
    expect(demais.status).toBe(400);
    expect(demais.body.error).toBe('Seu pedido pode ter no máximo 200 unidades no total.');
    const linhas = await pedir(loja, { produtos: Array.from({ length: 51 }, (_, i) => ({ id: a, quantidade: 1, observacao: `n${i}` })) });
    expect(linhas.status).toBe(400);
    expect(linhas.body.error).toBe('Seu pedido pode ter no máximo 50 itens diferentes.');
    expect(await pedidosDe(loja)).toBe(0);
    const duzentas = await pedir(loja, {
      produtos: [
        { id: a, quantidade: 99 },
        { id: b, quantidade: 99 },
        { id: c, quantidade: 2 },
      ],
    });
    expect(duzentas.status).toBe(201);
  });
});

describe('Pedido: teto do valor total', () => {
  const salvarTeto = (valor: string) =>
    request(app)
      .put('/api/admin/configuracoes')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ configuracoes: [{ chave: 'pedido_valor_maximo', valor }] });

  it('when a total passes R$ 100.000, then 400 saying the ceiling; the admin can raise it, and it is refused above the new one', async () => {
    const loja = await lojaCom([{ nome: 'Joia rara', preco: 1_000_000 }]);
    const joia = loja.produtos[0]!;
    const acima = await pedir(loja, { produtos: [{ id: joia.id, quantidade: 1 }] });
    expect(acima.status).toBe(400);
    expect(acima.body.error).toBe(
      'O total do pedido passa do limite de R$ 100.000,00 por pedido. Fale com a loja para combinar um pedido maior.',
    );
    expect(await pedidosDe(loja)).toBe(0);

    const lista = await request(app).get('/api/admin/configuracoes').set('Authorization', `Bearer ${adminToken}`);
    expect(lista.body).toContainEqual(expect.objectContaining({ chave: 'pedido_valor_maximo', valor: '100000' }));
    expect((await salvarTeto('abc')).status).toBe(400);
    expect((await salvarTeto('0')).status).toBe(400);
    expect((await salvarTeto('2000000')).status).toBe(200);
    expect((await pedir(loja, { produtos: [{ id: joia.id, quantidade: 2 }] })).status).toBe(201);
    const tres = await pedir(loja, { produtos: [{ id: joia.id, quantidade: 3 }] });
    expect(tres.status).toBe(400);
    expect(tres.body.error).toContain('R$ 2.000.000,00');
    expect((await salvarTeto('100000')).status).toBe(200);
  });
});

describe('Pedido: Idempotency-Key presa ao corpo', () => {
  it('when a key is reused with another body, then 422 that reveals nothing of the first order; the same body gets the same answer', async () => {
    const loja = await lojaCom([{ nome: 'Marmita', preco: 25 }]);
    const marmita = loja.produtos[0]!;
    const chave = randomUUID();
    const primeiro = {
      produtos: [{ id: marmita.id, quantidade: 2 }],
      cliente: { nome: 'Joana Prado', telefone: '(11) 91234-5678' },
      entrega: { tipo: 'entrega', endereco: 'Rua das Acácias, 321', bairro: 'Centro' },
      observacao: 'Portão azul',
    };
    const criado = await pedir(loja, primeiro, chave);
    expect(criado.status).toBe(201);

    const outro = await pedir(loja, { produtos: [{ id: marmita.id, quantidade: 1 }] }, chave);
    expect(outro.status).toBe(422);
    expect(outro.body).toEqual({
      error: 'Esta chave Idempotency-Key já foi usada com outro conteúdo. Gere uma nova chave para enviar um conteúdo diferente.',
    });
    const texto = JSON.stringify(outro.body) + JSON.stringify(outro.headers);
    for (const segredo of ['Joana', '91234', 'Acácias', 'Portão', criado.body.codigo, criado.body.acompanhamento.split('/').pop()]) {
      expect(texto).not.toContain(segredo);
    }
    // Another name alone is another body too.
    const outroNome = await pedir(loja, { ...primeiro, cliente: { ...primeiro.cliente, nome: 'Outra Pessoa' } }, chave);
    expect(outroNome.status).toBe(422);

    // The same body, its keys in another order: the first answer.
    const mesmo = await pedir(
      loja,
      {
        observacao: 'Portão azul',
        entrega: { bairro: 'Centro', endereco: 'Rua das Acácias, 321', tipo: 'entrega' },
        cliente: { telefone: '(11) 91234-5678', nome: 'Joana Prado' },
        produtos: [{ quantidade: 2, id: marmita.id }],
      },
      chave,
    );
    expect(mesmo.status).toBe(200);
    expect(mesmo.body).toEqual(criado.body);
    expect(await pedidosDe(loja)).toBe(1);
  });
});

describe('Pedido: limite de pedidos por minuto da loja', () => {
  const body = (loja: LojaDeTeste) => ({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] });

  it('when a shop took 60 orders this minute, then the 61st gets 429 with Retry-After, on every instance; the next minute takes orders again', async () => {
    agora = new Date('2026-03-02T15:00:30.000Z');
    const loja = await lojaCom([{ nome: 'Pastel', preco: 7 }]);
    // A second instance over the same Firestore: the count is the shop's, not the instance's.
    const outraInstancia = isolatedApp('publico-abuso', { now: () => agora }).app;
    expect((await owner(loja).get('/api/pedidos/protecao')).body).toEqual({ pedidos_por_minuto: 60, bloqueios: [] });
    for (let i = 0; i < 60; i += 1) {
      const response = await pedir(loja, body(loja), undefined, i % 2 === 0 ? app : outraInstancia);
      expect(response.status).toBe(201);
    }
    for (const via of [app, outraInstancia]) {
      const recusado = await pedir(loja, body(loja), undefined, via);
      expect(recusado.status).toBe(429);
      expect(recusado.headers['retry-after']).toBe('30');
      expect(recusado.body.error).toBe('Esta loja está recebendo muitos pedidos agora. Tente de novo em instantes.');
    }
    expect(await pedidosDe(loja)).toBe(60);

    agora = new Date('2026-03-02T15:01:00.000Z');
    expect((await pedir(loja, body(loja))).status).toBe(201);
  });

  it('when the owner sets the limit, then it holds from the next order; a retry of a placed order is still answered', async () => {
    agora = new Date('2026-03-02T16:00:10.000Z');
    const loja = await lojaCom([{ nome: 'Coxinha', preco: 6 }]);
    const salvo = await owner(loja).put('/api/pedidos/protecao', { pedidos_por_minuto: 2 });
    expect(salvo.status).toBe(200);
    expect(salvo.body.pedidos_por_minuto).toBe(2);
    const chave = randomUUID();
    const primeiro = await pedir(loja, body(loja), chave);
    expect(primeiro.status).toBe(201);
    expect((await pedir(loja, body(loja))).status).toBe(201);
    const terceiro = await pedir(loja, body(loja));
    expect(terceiro.status).toBe(429);
    expect(terceiro.headers['retry-after']).toBe('50');
    const retry = await pedir(loja, body(loja), chave);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(primeiro.body);

    for (const invalido of [{ pedidos_por_minuto: 0 }, { pedidos_por_minuto: 1001 }, { pedidos_por_minuto: 3, extra: true }, {}]) {
      expect((await owner(loja).put('/api/pedidos/protecao', invalido)).status).toBe(400);
    }
    // Raised to 4: the minute has counted three tries (the refused one too), so one more order fits.
    expect((await owner(loja).put('/api/pedidos/protecao', { pedidos_por_minuto: 4 })).status).toBe(200);
    expect((await pedir(loja, body(loja))).status).toBe(201);
    expect((await pedir(loja, body(loja))).status).toBe(429);
    expect((await request(app).put('/api/pedidos/protecao').send({ pedidos_por_minuto: 500 })).status).toBe(401);
  });

  it('when a shop is full, then a flood of orders is refused before each client is counted: one customer past their own limit still reads that the shop is busy', async () => {
    agora = new Date('2026-03-02T17:00:10.000Z');
    const loja = await lojaCom([{ nome: 'Esfiha', preco: 5 }]);
    expect((await owner(loja).put('/api/pedidos/protecao', { pedidos_por_minuto: 1 })).status).toBe(200);
    // An instance whose per-client limit (3 a minute) is below the flood: the same client sends all of it.
    const instancia = appWith({ RATE_LIMIT_PEDIDOS: '3' }, db, { now: () => agora });
    expect((await pedir(loja, body(loja), undefined, instancia)).status).toBe(201);
    for (let i = 0; i < 6; i += 1) {
      const recusado = await pedir(loja, body(loja), randomUUID(), instancia);
      expect(recusado.status).toBe(429);
      // Counted per client, the fourth try on would read "Muitos pedidos enviados": the shop's refusal comes first.
      expect(recusado.body.error).toBe('Esta loja está recebendo muitos pedidos agora. Tente de novo em instantes.');
      expect(recusado.headers['retry-after']).toBe('50');
    }
    expect(await pedidosDe(loja)).toBe(1);
  });
});
