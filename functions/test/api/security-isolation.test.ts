import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { pedidoDoc, pedidosCollection } from '../../src/model/pedidos.js';
import { as, catalogoDoc, firestore, lojistaDoc, newOwner, testApp, type Owner } from '../../../test/support/api.js';

/**
 * Tenant isolation: owner B knows owner A's ids (they travel in public links) and tries every
 * owner route on them. B never sees or changes A's data; A's ids are simply not found for B.
 */
describe('Isolamento entre lojistas: B contra os dados de A', () => {
  let ana: Owner;
  let bruno: Owner;
  let produtoDaAna: { id: string };
  let categoriaDaAna: string;
  let antes: { produtos: unknown; categorias: unknown; lojista: unknown; catalogo: unknown };

  const snapshotDaAna = async () => ({
    produtos: (await as(ana).get('/api/produtos')).body,
    categorias: (await as(ana).get('/api/categorias')).body,
    lojista: (await lojistaDoc(ana.lojaId).get()).data(),
    catalogo: await catalogoDoc(ana.lojaId),
  });

  beforeAll(async () => {
    [ana, bruno] = await Promise.all([newOwner('Ana'), newOwner('Bruno')]);
    categoriaDaAna = (await as(ana).post('/api/categorias', { nome: 'Da Ana' })).body.id;
    produtoDaAna = (await as(ana).post('/api/produtos', { nome: 'Bolo da Ana', preco: 30, categoria_id: categoriaDaAna })).body;
    await as(bruno).post('/api/produtos', { nome: 'Pastel do Bruno', preco: 8 });
    antes = await snapshotDaAna();
  });

  it("when B lists products and categories, then none of A's appear", async () => {
    const produtos = (await as(bruno).get('/api/produtos')).body;
    expect(produtos.map((produto: { nome: string }) => produto.nome)).toEqual(['Pastel do Bruno']);
    expect((await as(bruno).get('/api/categorias')).body).toEqual([]);
  });

  it.each([
    ['edits', 'put', { nome: 'Roubado', preco: 0.01 }],
    ['toggles', 'put', { ativo: false }],
    ['moves to no category', 'put', { categoria_id: null }],
    ['deletes', 'delete', undefined],
  ] as const)("when B %s A's product, then 404 and A's data is unchanged", async (_acao, method, body) => {
    const path = `/api/produtos/${produtoDaAna.id}`;
    const response = method === 'put' ? await as(bruno).put(path, body) : await as(bruno).delete(path);
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Produto não encontrado.');
    expect(await snapshotDaAna()).toEqual(antes);
  });

  it.each([
    ['renames', 'put'],
    ['deletes', 'delete'],
  ] as const)("when B %s A's category, then 404 and A's data is unchanged", async (_acao, method) => {
    const path = `/api/categorias/${categoriaDaAna}`;
    const response = method === 'put' ? await as(bruno).put(path, { nome: 'Roubada' }) : await as(bruno).delete(path);
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Categoria não encontrada.');
    expect(await snapshotDaAna()).toEqual(antes);
  });

  it("when B attaches A's category to a product, then 400 and nothing is created or changed", async () => {
    const criar = await as(bruno).post('/api/produtos', { nome: 'Intruso', preco: 1, categoria_id: categoriaDaAna });
    expect(criar.status).toBe(400);
    expect(criar.body.error).toBe('Categoria não encontrada. Escolha uma categoria da sua loja.');
    const [pastel] = (await as(bruno).get('/api/produtos')).body;
    expect((await as(bruno).put(`/api/produtos/${pastel.id}`, { categoria_id: categoriaDaAna })).status).toBe(400);
    expect((await as(bruno).get('/api/produtos')).body).toEqual([pastel]);
  });

  it('when B names A as the shop in a body, then 400 (strict schemas): the shop only ever comes from the session', async () => {
    expect((await as(bruno).post('/api/produtos', { nome: 'X', preco: 1, lojista_id: ana.lojaId })).status).toBe(400);
    expect((await as(bruno).put('/api/loja/configuracao', { nome_loja: 'X', lojista_id: ana.lojaId })).status).toBe(400);
    expect(await snapshotDaAna()).toEqual(antes);
  });

  it("when B writes to its own shop, then A's public document is untouched", async () => {
    await as(bruno).put('/api/loja/configuracao', { nome_loja: 'Pastelaria do Bruno' });
    await as(bruno).post('/api/categorias', { nome: 'Do Bruno' });
    expect(await catalogoDoc(ana.lojaId)).toEqual(antes.catalogo);
    expect(JSON.stringify(await catalogoDoc(bruno.lojaId))).not.toContain('Bolo da Ana');
  });
});

describe('Rotas do lojista sem sessão', () => {
  it.each([
    ['get', '/api/produtos'],
    ['post', '/api/produtos'],
    ['put', '/api/produtos/qualquer'],
    ['delete', '/api/produtos/qualquer'],
    ['get', '/api/categorias'],
    ['post', '/api/categorias'],
    ['put', '/api/categorias/qualquer'],
    ['delete', '/api/categorias/qualquer'],
    ['get', '/api/loja/configuracao'],
    ['put', '/api/loja/configuracao'],
    ['get', '/api/lojista/configuracao'],
    ['put', '/api/lojista/whatsapp'],
    ['get', '/api/dashboard/stats'],
    ['post', '/api/upload/image'],
  ] as const)('when %s %s has no session, then 401', async (method, path) => {
    const response = await request(testApp())[method](path).send({ nome: 'X' });
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('Faça login para continuar.');
  });

  it('when the session cookie is forged, then 401', async () => {
    const response = await request(testApp()).get('/api/produtos').set('Cookie', '__session=eyJhbGciOiJub25lIn0.e30.');
    expect(response.status).toBe(401);
  });

  it('when a signed-in owner writes from another site, then 403 and nothing is created', async () => {
    const owner = await newOwner();
    const response = await as(owner).post('/api/produtos', { nome: 'CSRF', preco: 1 }).set('Origin', 'https://site-malicioso.example');
    expect(response.status).toBe(403);
    expect((await as(owner).get('/api/produtos')).body).toEqual([]);
  });
});

describe('Isolamento entre lojistas: leituras, pedidos e analytics', () => {
  let ana: Owner;
  let bruno: Owner;
  let pedidoDaAna: string;

  beforeAll(async () => {
    [ana, bruno] = await Promise.all([newOwner('Ana'), newOwner('Bruno')]);
    await as(ana).put('/api/loja/configuracao', { nome_loja: 'Doceria da Ana', mensagem_personalizada: 'Segredo da Ana' });
    await as(ana).put('/api/lojista/whatsapp', { telefone_whatsapp: '5511911112222' });
    const bolo = (await as(ana).post('/api/produtos', { nome: 'Bolo da Ana', preco: 30 })).body as { id: string };
    const pedido = await request(testApp())
      .post(`/api/catalogo/${ana.lojaId}/pedido`)
      .send({ produtos: [{ id: bolo.id, quantidade: 2 }] });
    expect(pedido.status).toBe(201);
    pedidoDaAna = (await pedidosCollection(firestore(), ana.lojaId).limit(1).get()).docs[0]!.id;
  });

  it("when B reads its shop settings, WhatsApp and dashboard, then they are B's own, with nothing of A's", async () => {
    const respostas = await Promise.all(
      ['/api/loja/configuracao', '/api/lojista/configuracao', '/api/dashboard/stats'].map((path) => as(bruno).get(path)),
    );
    for (const response of respostas) {
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toMatch(/Ana|5511911112222/);
    }
    expect(respostas[2]!.body).toMatchObject({ total_pedidos: 0, valor_total_pedidos: 0 });
  });

  it("when B lists orders or sets the status of A's order, then none of A's appear and A's order is untouched", async () => {
    const lista = await as(bruno).get('/api/pedidos');
    expect(lista.status).toBe(200);
    expect(JSON.stringify(lista.body)).not.toContain(pedidoDaAna);
    expect(JSON.stringify(lista.body)).not.toContain('Bolo da Ana');
    const antes = (await pedidoDoc(firestore(), ana.lojaId, pedidoDaAna).get()).data();
    for (const status of ['cancelado', 'entregue']) {
      const response = await as(bruno).put(`/api/pedidos/${pedidoDaAna}`, { status });
      expect(response.status).toBe(404);
    }
    expect((await pedidoDoc(firestore(), ana.lojaId, pedidoDaAna).get()).data()).toEqual(antes);
    // A still sees and manages it.
    expect(JSON.stringify((await as(ana).get('/api/pedidos')).body)).toContain(pedidoDaAna);
  });

  it("when B reads its analytics, then A's orders and revenue are not counted", async () => {
    await foldContagens(firestore());
    const deBruno = await as(bruno).get('/api/analytics?periodo=30');
    expect(deBruno.status).toBe(200);
    expect(deBruno.body.resumo_mensal).toMatchObject({ pedidos_mes: 0, receita_mes: 0 });
    expect(JSON.stringify(deBruno.body)).not.toContain('Bolo da Ana');
    const daAna = await as(ana).get('/api/analytics?periodo=30');
    expect(daAna.body.resumo_mensal.pedidos_mes).toBe(1);
  });
});
