import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogoDoc, type CatalogoPublico } from '../../src/model/catalogos.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { planoDoc } from '../../src/model/planos.js';
import { createSaveAndPublish } from '../../src/model/publish.js';
import { createAdmin, isolatedApp, signInOwner } from './admin-helpers.js';

/**
 * Customers read only the published catalogue (catalogos/{uid}): every write that changes what they
 * see must republish it, without the route or the service asking. Each case deletes the published
 * document first, so only a publish caused by the write itself can bring it back.
 * A database of its own: the administrator's writes are part of it.
 */
const platform = isolatedApp('public-catalogo-publish');
const { app, db } = platform;
let uid: string;
let cookie: string;
let adminToken: string;

const publicado = async () => (await catalogoDoc(db, uid).get()).data() as CatalogoPublico | undefined;
const owner = {
  post: (path: string, body: object) => request(app).post(path).set('Cookie', cookie).send(body),
  put: (path: string, body: object) => request(app).put(path).set('Cookie', cookie).send(body),
  delete: (path: string) => request(app).delete(path).set('Cookie', cookie),
};
const admin = (path: string, body: object) => request(app).put(path).set('Authorization', `Bearer ${adminToken}`).send(body);

/** Runs the write with the catalogue unpublished, checks it answered 2xx and answers the catalogue it republished. */
async function republicado(write: () => Promise<request.Response>): Promise<CatalogoPublico> {
  await catalogoDoc(db, uid).delete();
  const response = await write();
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  const catalogo = await publicado();
  expect(catalogo).toBeDefined();
  return catalogo!;
}

beforeAll(async () => {
  await planoDoc(db, 1).set({ nome: 'Básico', preco_centavos: 0, limite_produtos: 50, descricao: '', vantagens: '' });
  adminToken = await createAdmin(platform);
  const signedIn = await signInOwner(app);
  cookie = signedIn.cookie!;
  uid = (await request(app).get('/api/users/me').set('Cookie', cookie)).body.id as string;
});

describe('saveAndPublish', () => {
  it('when a change runs through it, then the catalogue is republished with no publish call of its own', async () => {
    const saveAndPublish = createSaveAndPublish(db);
    await catalogoDoc(db, uid).delete();
    await saveAndPublish(uid, async (tx) => tx.update(lojistaDoc(db, uid), { telefone_whatsapp: '5511911112222' }));
    expect((await publicado())?.loja.whatsapp).toBe('5511911112222');
  });

  it('when the change throws, then nothing is written and nothing is published', async () => {
    const saveAndPublish = createSaveAndPublish(db);
    await catalogoDoc(db, uid).delete();
    const change = saveAndPublish(uid, async (tx) => {
      tx.update(lojistaDoc(db, uid), { telefone_whatsapp: '5511933334444' });
      throw new Error('recusado');
    });
    await expect(change).rejects.toThrow('recusado');
    expect((await lojistaDoc(db, uid).get()).get('telefone_whatsapp')).toBe('5511911112222');
    expect(await publicado()).toBeUndefined();
  });
});

describe('Every owner and administrator write that customers see republishes the catalogue', () => {
  let produtoId: string;
  let categoriaId: string;

  it('when the owner creates a product, then the catalogue lists it', async () => {
    const catalogo = await republicado(async () => {
      const response = await owner.post('/api/produtos', { nome: 'Pão de queijo', preco: 6.5 });
      produtoId = response.body.id as string;
      return response;
    });
    expect(catalogo.produtos.map((produto) => produto.nome)).toEqual(['Pão de queijo']);
  });

  it('when the owner edits a product, then the catalogue shows the edit', async () => {
    const catalogo = await republicado(() => owner.put(`/api/produtos/${produtoId}`, { nome: 'Pão de queijo grande', preco: 9 }));
    expect(catalogo.produtos).toMatchObject([{ id: produtoId, nome: 'Pão de queijo grande', preco: 9 }]);
  });

  it('when the owner marks a product sold out with only {esgotado}, then the catalogue shows it sold out', async () => {
    const catalogo = await republicado(() => owner.put(`/api/produtos/${produtoId}`, { esgotado: true }));
    expect(catalogo.produtos).toMatchObject([{ id: produtoId, esgotado: true }]);
    await owner.put(`/api/produtos/${produtoId}`, { esgotado: false });
  });

  it('when the owner reorders the products, then the catalogue follows', async () => {
    const outro = (await owner.post('/api/produtos', { nome: 'Coxinha', preco: 7 })).body.id as string;
    const catalogo = await republicado(() => owner.put('/api/produtos/ordem', { ids: [outro, produtoId] }));
    expect(catalogo.produtos.map((produto) => produto.id)).toEqual([outro, produtoId]);
    await owner.delete(`/api/produtos/${outro}`);
  });

  it('when the owner creates a category, then the catalogue lists it', async () => {
    const catalogo = await republicado(async () => {
      const response = await owner.post('/api/categorias', { nome: 'Salgados' });
      categoriaId = response.body.id as string;
      return response;
    });
    expect(catalogo.categorias).toEqual([{ id: categoriaId, nome: 'Salgados' }]);
  });

  it('when the owner renames a category, then the catalogue shows the new name', async () => {
    const catalogo = await republicado(() => owner.put(`/api/categorias/${categoriaId}`, { nome: 'Salgados assados' }));
    expect(catalogo.categorias).toEqual([{ id: categoriaId, nome: 'Salgados assados' }]);
  });

  it('when the owner reorders the categories, then the catalogue follows', async () => {
    const outra = (await owner.post('/api/categorias', { nome: 'Bebidas' })).body.id as string;
    const catalogo = await republicado(() => owner.put('/api/categorias/ordem', { ids: [outra, categoriaId] }));
    expect(catalogo.categorias.map((categoria) => categoria.id)).toEqual([outra, categoriaId]);
    await owner.delete(`/api/categorias/${outra}`);
  });

  it('when the owner deletes a category, then the catalogue no longer lists it', async () => {
    const catalogo = await republicado(() => owner.delete(`/api/categorias/${categoriaId}`));
    expect(catalogo.categorias).toEqual([]);
  });

  it('when the owner deletes a product, then the catalogue no longer lists it', async () => {
    const catalogo = await republicado(() => owner.delete(`/api/produtos/${produtoId}`));
    expect(catalogo.produtos).toEqual([]);
  });

  it("when the owner saves the shop's settings and link, then the catalogue shows them", async () => {
    const loja = {
      nome_loja: 'Quitanda da Rosa',
      cor_principal: '#16A34A',
      logo_url: '',
      mensagem_personalizada: 'Frutas da estação.',
      texto_botao: 'Pedir',
      subdominio: `quitanda-${uid.slice(0, 8).toLowerCase()}`,
      endereco: '',
      telefone: '',
      instagram: '',
      facebook: '',
    };
    const catalogo = await republicado(() => owner.put('/api/loja/configuracao', loja));
    expect(catalogo.loja).toMatchObject({ nome_loja: 'Quitanda da Rosa', subdominio: loja.subdominio });
  });

  it('when the owner saves the WhatsApp number, then the catalogue orders through it', async () => {
    const catalogo = await republicado(() => owner.put('/api/lojista/whatsapp', { telefone_whatsapp: '5511955556666' }));
    expect(catalogo.loja.whatsapp).toBe('5511955556666');
  });

  it("when the administrator edits the owner's WhatsApp number, then the catalogue orders through it", async () => {
    const catalogo = await republicado(() =>
      admin(`/api/admin/lojistas/${uid}`, { nome: 'Rosa', email: 'rosa@exemplo.com.br', telefone_whatsapp: '5511977778888', plano_id: 1 }),
    );
    expect(catalogo.loja.whatsapp).toBe('5511977778888');
  });

  it('when the administrator suspends the shop, then the catalogue carries the status', async () => {
    const catalogo = await republicado(() => admin(`/api/admin/lojistas/${uid}/status`, { status: 'suspenso' }));
    expect(catalogo.status).toBe('suspenso');
  });
});
