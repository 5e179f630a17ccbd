import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogoDoc, firestore, testApp } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { catalogoDoc as catalogoDocRef, catalogoPorSlugDoc } from '../../src/model/catalogos.js';

const app = testApp();
const catalogoPorSlug = async (slug: string) => (await catalogoPorSlugDoc(firestore(), slug).get()).data();
const get = (path: string) => request(app).get(path);

const LOJA = {
  cor_principal: '#B45309',
  logo_url: 'https://exemplo.com.br/logo.png',
  mensagem_personalizada: 'Cafés especiais feitos na hora.',
  texto_botao: 'Pedir agora',
  endereco: 'Rua das Flores, 123',
  telefone: '(11) 3333-4444',
  instagram: 'cafedaana',
  facebook: '',
};

let ana: LojaDeTeste;
let bruno: LojaDeTeste;
let categoriaId: string;
beforeAll(async () => {
  ana = await novaLoja(app, {
    loja: LOJA,
    produtos: [
      { nome: 'Café expresso', preco: 6.5, descricao: 'Curto e encorpado.' },
      { nome: 'Bolo de cenoura', preco: 12 },
      { nome: 'Produto oculto', preco: 1, ativo: false },
    ],
  });
  const categoria = await request(app).post('/api/categorias').set('Cookie', ana.cookie).send({ nome: 'Cafés' });
  categoriaId = categoria.body.id;
  await request(app).put(`/api/produtos/${ana.produtos[0]!.id}`).set('Cookie', ana.cookie).send({ categoria_id: categoriaId });
  bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno', whatsapp: null, produtos: [{ nome: 'Pão francês', preco: 0.9 }] });
});

/** The product page's issue-30 fields of a product without a grade, sold by unit. */
const semGradeNemPeso = { variacoes: null, passo_gramas: null, minimo_gramas: null };
/** A product's listing fields when it has no promotion, is not sold out, has no options and suggests nothing. */
const semExtras = { preco_promocional: null, esgotado: false, destaque: false, a_partir_de: null, tem_opcoes: false, sugestoes: [] };

const lojaPublica = () => ({
  nome_loja: 'Café da Ana',
  ...LOJA,
  subdominio: ana.slug,
  lojista_id: ana.lojaId,
  whatsapp: '5511999998888',
  atendimento: null,
});
const cafe = () => ana.produtos[0]!;
const bolo = () => ana.produtos[1]!;
/** The café as the catalogue lists it: in Cafés, with its description. */
const cafeListado = () => ({
  ...semExtras,
  id: cafe().id,
  nome: 'Café expresso',
  descricao: 'Curto e encorpado.',
  imagem_url: '',
  preco: 6.5,
  categoria_id: categoriaId,
});
const oculto = () => ana.produtos[2]!;

function expectPublicCache(response: request.Response) {
  expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('Catálogo público', () => {
  it("when the catalogue is read by owner id or by slug, then both answer the shop, its active products in the owner's order (created last, last) and its categories", async () => {
    const esperado = {
      loja: lojaPublica(),
      produtos: [
        cafeListado(),
        { ...semExtras, id: bolo().id, nome: 'Bolo de cenoura', descricao: '', imagem_url: '', preco: 12, categoria_id: null },
      ],
      categorias: [{ id: categoriaId, nome: 'Cafés' }],
      paginas: [],
    };
    for (const path of [`/api/catalogo/${ana.lojaId}`, `/api/loja/${ana.slug}`]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(esperado);
      expectPublicCache(response);
    }
  });

  it("when the catalogue is read, then neither the answer nor the public document carries the owner's e-mail or counters", async () => {
    const response = await get(`/api/loja/${ana.slug}`);
    expect(JSON.stringify(response.body)).not.toContain(ana.email);
    expect(JSON.stringify(response.body)).not.toMatch(/total_|status|oculto/i);
    const documento = await catalogoDoc(ana.lojaId);
    expect(JSON.stringify(documento)).not.toContain(ana.email);
    expect(documento?.status).toBe('ativo');
  });

  it("when the owner left the button text blank, then the public shop carries the default 'Fazer Pedido' (the order button is never empty)", async () => {
    const loja = await novaLoja(app, { loja: { texto_botao: '  ' } });
    expect((await get(`/api/loja/${loja.slug}`)).body.loja.texto_botao).toBe('Fazer Pedido');
    expect((await get(`/api/catalogo/${loja.lojaId}`)).body.loja.texto_botao).toBe('Fazer Pedido');
  });

  it("when an owner's session cookie comes along, then it is ignored: the same public, cacheable answer and no cookie set", async () => {
    const response = await get(`/api/catalogo/${ana.lojaId}`).set('Cookie', bruno.cookie);
    expect(response.status).toBe(200);
    expect(response.body.loja.lojista_id).toBe(ana.lojaId);
    expectPublicCache(response);
  });

  it.each([
    ['an unknown owner id', '/api/catalogo/nao-existe'],
    ['an unknown slug', '/api/loja/nao-existe-mesmo'],
    ['a slug in upper case', '/api/loja/DEMO'],
    ['a slug too long', `/api/loja/${'a'.repeat(21)}`],
    ['a dot-dot id', '/api/catalogo/..'],
    ['a reserved-looking id', '/api/catalogo/__x__'],
    ['a very long id', `/api/catalogo/${'a'.repeat(300)}`],
    ['an encoded slash', '/api/catalogo/a%2Fb'],
  ])('when the shop is %s, then 404 "Loja não encontrada", briefly cacheable, never a 5xx', async (_caso, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Loja não encontrada' });
    expect(response.headers['cache-control']).toBe('public, max-age=30, s-maxage=60');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("when /api/loja/configuracao is asked without a session, then it is still the owner's route (401), not a slug", async () => {
    expect((await get('/api/loja/configuracao')).status).toBe(401);
  });

  it('when a browser accepts gzip, then a catalogue of some size comes gzipped with an ETag, and asking again with it answers 304', async () => {
    const descricao = 'Massa fermentada por 24 horas, assada na hora. '.repeat(8);
    const loja = await novaLoja(app, { produtos: [1, 2, 3].map((n) => ({ nome: `Pão ${n}`, preco: n, descricao })) });
    const path = `/api/loja/${loja.slug}`;
    const response = await get(path).set('Accept-Encoding', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.body.produtos).toHaveLength(3);
    expectPublicCache(response);
    const etag = response.headers['etag']!;
    expect(etag).toMatch(/^W\/"/);
    const semGzip = await get(path).set('Accept-Encoding', 'identity');
    expect(semGzip.headers['content-encoding']).toBeUndefined();
    expect(semGzip.body).toEqual(response.body);
    expect(semGzip.headers['etag']).toBe(etag);
    expect((await get(path).set('If-None-Match', etag)).status).toBe(304);
  });

  it('when the owner adds a product or changes the slug, then the catalogue shows it at once, under the new slug only', async () => {
    const loja = await novaLoja(app, { nome_loja: 'Loja que muda', produtos: [{ nome: 'Pão', preco: 1 }] });
    expect((await get(`/api/loja/${loja.slug}`)).body.produtos).toHaveLength(1);
    const owner = (method: 'post' | 'put', path: string, body: object) => request(app)[method](path).set('Cookie', loja.cookie).send(body);
    expect((await owner('post', '/api/produtos', { nome: 'Bolo', preco: 2 })).status).toBe(201);
    expect((await get(`/api/loja/${loja.slug}`)).body.produtos).toHaveLength(2);

    const novo = `${loja.slug}-b`;
    expect((await owner('put', '/api/loja/configuracao', { nome_loja: 'Loja que muda', subdominio: novo })).status).toBe(200);
    const response = await get(`/api/loja/${novo}`);
    expect(response.status).toBe(200);
    expect(response.body.loja).toMatchObject({ lojista_id: loja.lojaId, subdominio: novo });
    expect((await get(`/api/loja/${loja.slug}`)).status).toBe(404);
    expect(await catalogoPorSlug(loja.slug)).toBeUndefined();
    expect((await catalogoPorSlug(novo))?.lojista_id).toBe(loja.lojaId);
  });
});

describe('Página pública do produto', () => {
  it('when an active product is read by owner id or by slug, then it answers the product and the shop, cacheable', async () => {
    for (const base of [`/api/catalogo/${ana.lojaId}`, `/api/loja/${ana.slug}`]) {
      const response = await get(`${base}/produto/${cafe().id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        produto: {
          ...cafeListado(),
          imagens: [],
          opcoes: [],
          variacoes: null,
          passo_gramas: null,
          minimo_gramas: null,
        },
        loja: lojaPublica(),
      });
      expectPublicCache(response);
    }
  });

  it('when the catalogue was published before products had promotions, stock and options, then its products read as none of them', async () => {
    const loja = await novaLoja(app, { produtos: [{ nome: 'Antigo', preco: 3, imagem_url: 'https://exemplo.com.br/a.webp' }] });
    const antigo = {
      id: loja.produtos[0]!.id,
      nome: 'Antigo',
      descricao: '',
      imagem_url: 'https://exemplo.com.br/a.webp',
      preco: 3,
      categoria_id: null,
    };
    // Rewritten as a publish of before issue 13 left it, and never read by this process yet (no cached copy).
    await catalogoDocRef(firestore(), loja.lojaId).update({ produtos: [antigo] });
    expect((await get(`/api/catalogo/${loja.lojaId}`)).body.produtos).toEqual([{ ...antigo, ...semExtras }]);
    const pagina = await get(`/api/catalogo/${loja.lojaId}/produto/${antigo.id}`);
    expect(pagina.body.produto).toEqual({
      ...antigo,
      ...semExtras,
      imagens: ['https://exemplo.com.br/a.webp'],
      opcoes: [],
      ...semGradeNemPeso,
    });
  });

  it.each([
    ['hidden', () => oculto().id],
    ['unknown', () => 'nao-existe'],
    ["another shop's", () => bruno.produtos[0]!.id],
    ['malformed', () => '..'],
  ])('when the product is %s, then 404 "Produto não encontrado"', async (_caso, id) => {
    const response = await get(`/api/loja/${ana.slug}/produto/${id()}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Produto não encontrado' });
  });

  it('when the shop of a product page is unknown, then 404 "Loja não encontrada"', async () => {
    const response = await get(`/api/catalogo/nao-existe/produto/${cafe().id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Loja não encontrada' });
  });
});

describe('WhatsApp do lojista', () => {
  it('when the shop has a number, then it answers it, cacheable', async () => {
    const response = await get(`/api/lojista/${ana.lojaId}/whatsapp`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ whatsapp: '5511999998888' });
    expectPublicCache(response);
  });

  it('when the shop has none, then 404 with a message a customer understands (the shop, not "Lojista")', async () => {
    const response = await get(`/api/lojista/${bruno.lojaId}/whatsapp`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Esta loja ainda não informou o WhatsApp que recebe os pedidos.' });
  });

  it('when the shop is unknown or the id malformed, then 404 "Loja não encontrada"', async () => {
    for (const id of ['nao-existe', '..']) {
      const response = await get(`/api/lojista/${id}/whatsapp`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Loja não encontrada' });
    }
  });
});
