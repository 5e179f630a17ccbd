import { createServer, type Server } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGEM_URL_INVALIDA } from '@vitrine/shared';
import { readEnv } from '../../src/config/env.js';
import { catalogoDoc as catalogoRef } from '../../src/model/catalogos.js';
import { produtoDoc } from '../../src/model/produtos.js';
import { createPreviewApp } from '../../src/preview-app.js';
import { firestore, lojistaDoc, testApp, emBytes } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { expectCorDominante } from '../../../test/support/imagens.js';

/**
 * Issue 24, "logout by image": picture fields take only the shop's own stored pictures or an https://
 * picture elsewhere, pages never show a value stored before that rule, and the shop's icon is drawn
 * from its own stored logo, never from a URL fetched.
 */

// Uploads go to a temporary local store, set before the apps are built.

const TRAVESSIA = '/api/imagens/../../api/logout';
const RECUSADAS = [
  TRAVESSIA,
  '/api/imagens/%2e%2e/%2e%2e/api/logout',
  '/api/imagens/%2E%2E%2F%2E%2E%2Fapi%2Flogout',
  '/api/imagens/x/..%2f..%2f..%2fapi/logout',
  '/api/logout',
  '/api/imagens/u/a.webp?x=1',
  'http://exemplo.com.br/logo.png',
  'HTTP://exemplo.com.br/logo.png',
  '//exemplo.com.br/logo.png',
  'https://vitrine.exemplo.com.br/api/logout',
  'https://vitrine.exemplo.com.br/api/imagens/../logout',
  'https://vitrine.exemplo.com.br/api/imagens/%2e%2e/%2e%2e/api/conta',
  'https://usuario:senha@exemplo.com.br/logo.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
];
const ACEITAS = [
  '/api/imagens/abc123/f00d-800.webp',
  'https://cdn.exemplo.com.br/logo.png',
  'https://firebasestorage.googleapis.com/v0/b/x.appspot.com/o/imagens%2Fu%2Fa-800.webp?alt=media',
];

const abrirPreview = (app: ReturnType<typeof createPreviewApp>, path: string) =>
  emBytes(request(app).get(path).set('X-Forwarded-Host', 'vitrine.exemplo.com.br').set('X-Forwarded-Proto', 'https'));

let loja: LojaDeTeste;
beforeAll(async () => {
  loja = await novaLoja(testApp(), { produtos: [{ nome: 'Pão de queijo', preco: 5 }] });
});
const dono = (method: 'put' | 'post', path: string, body: object) => request(testApp())[method](path).set('Cookie', loja.cookie).send(body);

describe('Campos de imagem', () => {
  it.each(RECUSADAS)('when a logo or product picture is %s, then 400 in Portuguese and nothing is saved', async (url) => {
    const logo = await dono('put', '/api/loja/configuracao', { nome_loja: 'Café da Ana', subdominio: loja.slug, logo_url: url });
    expect(logo.status).toBe(400);
    expect(logo.body.campos).toEqual({ logo_url: [IMAGEM_URL_INVALIDA] });
    const produto = loja.produtos[0]!;
    const capa = await dono('put', `/api/produtos/${produto.id}`, { imagem_url: url });
    expect(capa.status).toBe(400);
    expect(capa.body.campos).toEqual({ imagem_url: [IMAGEM_URL_INVALIDA] });
    const fotos = await dono('post', '/api/produtos', { nome: 'Bolo', preco: 20, imagens: ['https://cdn.exemplo.com.br/a.png', url] });
    expect(fotos.status).toBe(400);
    expect(fotos.body.campos).toEqual({ 'imagens.1': [IMAGEM_URL_INVALIDA] });
    expect((await request(testApp()).get(`/api/loja/${loja.slug}`)).body.loja.logo_url).toBe('');
  });

  it.each(ACEITAS)('when a picture is %s (a stored upload or https elsewhere), then it is saved', async (url) => {
    const response = await dono('put', '/api/loja/configuracao', { nome_loja: 'Café da Ana', subdominio: loja.slug, logo_url: url });
    expect(response.status).toBe(200);
    expect(response.body.logo_url).toBe(url);
  });

  it("when a logo and a picture stored before the rule name /api/logout, then no page shows them, and the product's next publish drops its picture", async () => {
    const antiga = await novaLoja(testApp(), { produtos: [{ nome: 'Broa', preco: 4, imagem_url: 'https://cdn.exemplo.com.br/broa.png' }] });
    const produto = antiga.produtos[0]!;
    const db = firestore();
    await lojistaDoc(antiga.lojaId).update({ 'loja.logo_url': TRAVESSIA });
    await produtoDoc(db, antiga.lojaId, produto.id).update({
      imagem_url: TRAVESSIA,
      imagens: [TRAVESSIA, 'https://cdn.exemplo.com.br/broa.png'],
    });
    const publicado = (await catalogoRef(db, antiga.lojaId).get()).data()!;
    const produtos = (publicado.produtos as { imagem_url: string }[]).map((item) => ({ ...item, imagem_url: TRAVESSIA }));
    await catalogoRef(db, antiga.lojaId).update({ 'loja.logo_url': TRAVESSIA, produtos });

    const catalogo = await request(testApp()).get(`/api/catalogo/${antiga.lojaId}`);
    expect(catalogo.status).toBe(200);
    expect(JSON.stringify(catalogo.body)).not.toContain('logout');
    const detalhe = await request(testApp()).get(`/api/catalogo/${antiga.lojaId}/produto/${produto.id}`);
    expect(JSON.stringify(detalhe.body)).not.toContain('logout');
    expect(detalhe.body.produto.imagens).toEqual(['https://cdn.exemplo.com.br/broa.png']);
    const pagina = await abrirPreview(
      createPreviewApp(readEnv(), { db }, async () => '<!doctype html><html><head></head><body></body></html>'),
      `/catalogo/${antiga.lojaId}`,
    );
    expect(pagina.status).toBe(200);
    expect((pagina.body as Buffer).toString()).not.toContain('logout');

    // The owner's form shows no logo, and the product's next publish writes it without the old picture.
    const config = await request(testApp()).get('/api/loja/configuracao').set('Cookie', antiga.cookie);
    expect(config.body.logo_url).toBe('');
    expect(
      (await request(testApp()).put(`/api/produtos/${produto.id}`).set('Cookie', antiga.cookie).send({ nome: 'Broa de milho' })).status,
    ).toBe(200);
    expect(JSON.stringify((await catalogoRef(db, antiga.lojaId).get()).get('produtos'))).not.toContain('logout');
  });
});

describe('Ícone da loja', () => {
  let sondas = 0;
  let sonda: Server;
  beforeAll(async () => {
    sonda = createServer((socket) => {
      sondas += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => sonda.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => sonda.close(() => resolve())));

  it('when the logo is an https:// address (a loopback one here), then the icon is drawn from the initial and the server never connects to it', async () => {
    const { port } = sonda.address() as { port: number };
    const outra = await novaLoja(testApp(), { loja: { cor_principal: '#B45309', logo_url: `https://127.0.0.1:${port}/logo.png` } });
    const icone = await abrirPreview(createPreviewApp(readEnv(), { db: firestore() }), `/loja/${outra.slug}/icone-192.png`);
    expect(icone.status).toBe(200);
    expect(sondas).toBe(0);
    await expectCorDominante(icone.body as Buffer, '#B45309');
  });

  it("when the logo is the shop's own upload, then the icon is drawn from the stored file, read from the store", async () => {
    const outra = await novaLoja(testApp(), { loja: { cor_principal: '#B45309' } });
    const verde = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    const enviada = await request(testApp())
      .post('/api/upload/image')
      .set('Cookie', outra.cookie)
      .attach('image', verde, { filename: 'logo.png', contentType: 'image/png' });
    expect(enviada.status).toBe(201);
    expect(
      (
        await request(testApp())
          .put('/api/loja/configuracao')
          .set('Cookie', outra.cookie)
          .send({ nome_loja: 'Café da Ana', subdominio: outra.slug, cor_principal: '#B45309', logo_url: enviada.body.url })
      ).status,
    ).toBe(200);
    // The preview app has no /api/imagens route and nothing listens at the page's origin: only the store can give the file.
    const icone = await abrirPreview(createPreviewApp(readEnv(), { db: firestore() }), `/loja/${outra.slug}/icone-192.png`);
    expect(icone.status).toBe(200);
    await expectCorDominante(icone.body as Buffer, '#16A34A');
  });
});
