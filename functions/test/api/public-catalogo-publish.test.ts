import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Categoria, PedidoDoLojista, Produto } from '@vitrine/shared';
import { publishCatalogosPendentes } from '../../src/jobs/publish-pendentes.js';
import { catalogoDoc, type CatalogoPublico } from '../../src/model/catalogos.js';
import { categoriasCollection } from '../../src/model/categorias.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { planoDoc } from '../../src/model/planos.js';
import { campoProduto, publicacaoPendenteDoc, type PublicacaoPendente } from '../../src/model/publicacoes-pendentes.js';
import {
  createCatalogoPublisher,
  createSaveAndPublish,
  markPublish,
  publishCatalogo,
  type PublishCatalogo,
} from '../../src/model/publish.js';
import { CHAVE_COM_OUTRO_CORPO } from '../../src/platform/http/idempotency.js';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp, signInOwner } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';

/** Runs before each rebuild the app starts after a commit: a test sets it to make the rebuild fail, or to write meanwhile. */
let antesDoRebuild: (() => Promise<void>) | null = null;
const rebuild: PublishCatalogo = async (db, lojaId, publicacao) => {
  await antesDoRebuild?.();
  await publishCatalogo(db, lojaId, publicacao);
};
const falha = () => Promise.reject(new Error('Firestore indisponível durante a publicação'));

/**
 * Customers read only the published catalogue (catalogos/{lojaId}): every write that changes what they
 * see must republish it, without the route or the service asking. Each case deletes the published
 * document first, so only a publish caused by the write itself can bring it back.
 * A database of its own: the administrator's writes are part of it, and so are the publish job's runs.
 */
const platform = isolatedApp('public-catalogo-publish', { publishCatalogo: rebuild });
const { app, db } = platform;
let lojaId: string;
let cookie: string;
let adminToken: string;

const publicado = async () => (await catalogoDoc(db, lojaId).get()).data() as CatalogoPublico | undefined;
const owner = {
  post: (path: string, body: object) => request(app).post(path).set('Cookie', cookie).send(body),
  put: (path: string, body: object) => request(app).put(path).set('Cookie', cookie).send(body),
  delete: (path: string) => request(app).delete(path).set('Cookie', cookie),
};
const admin = (path: string, body: object) => request(app).put(path).set('Authorization', `Bearer ${adminToken}`).send(body);

/** Runs the write with the catalogue unpublished, checks it answered 2xx and answers the catalogue it republished. */
async function republicado(write: () => Promise<request.Response>): Promise<CatalogoPublico> {
  await catalogoDoc(db, lojaId).delete();
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
  lojaId = (await request(app).get('/api/users/me').set('Cookie', cookie)).body.loja_id as string;
});

describe('saveAndPublish', () => {
  it('when a change runs through it, then the catalogue is republished with no publish call of its own', async () => {
    const saveAndPublish = createSaveAndPublish(db);
    await catalogoDoc(db, lojaId).delete();
    await saveAndPublish(lojaId, async (tx) => tx.update(lojistaDoc(db, lojaId), { telefone_whatsapp: '5511911112222' }));
    expect((await publicado())?.loja.whatsapp).toBe('5511911112222');
  });

  it('when the change throws, then nothing is written and nothing is published', async () => {
    const saveAndPublish = createSaveAndPublish(db);
    await catalogoDoc(db, lojaId).delete();
    const change = saveAndPublish(lojaId, async (tx) => {
      tx.update(lojistaDoc(db, lojaId), { telefone_whatsapp: '5511933334444' });
      throw new Error('recusado');
    });
    await expect(change).rejects.toThrow('recusado');
    expect((await lojistaDoc(db, lojaId).get()).get('telefone_whatsapp')).toBe('5511911112222');
    expect(await publicado()).toBeUndefined();
  });

  it('when the rebuild after the commit hangs, then the saved write still answers within the wait it is given, and the mark stays for the job', async () => {
    const preso: PublishCatalogo = () => new Promise(() => {});
    const saveAndPublish = createSaveAndPublish(db, createCatalogoPublisher(db, preso, 300));
    // Without the bound this await never ends and the test times out.
    await saveAndPublish(lojaId, async (tx) => tx.update(lojistaDoc(db, lojaId), { telefone_whatsapp: '5511966667777' }));
    expect((await lojistaDoc(db, lojaId).get()).get('telefone_whatsapp')).toBe('5511966667777');
    expect((await publicacaoPendenteDoc(db, lojaId).get()).exists).toBe(true);
    await createCatalogoPublisher(db).publishPendente(lojaId); // the job's turn: the next cases start clean
  });

  it('when 12 writes of one shop commit at once, then one instance runs at most two rebuilds and the catalogue shows every write', async () => {
    let rebuilds = 0;
    const contado: PublishCatalogo = async (...args) => {
      rebuilds += 1;
      await publishCatalogo(...args);
    };
    const saveAndPublish = createSaveAndPublish(db, createCatalogoPublisher(db, contado));
    const categorias = Array.from({ length: 12 }, (_, i) => `Rush ${i}`);
    await Promise.all(
      categorias.map((nome) =>
        saveAndPublish(lojaId, async (tx) => tx.set(categoriasCollection(db, lojaId).doc(), { nome, ordem: 0 }), 'loja'),
      ),
    );
    expect(rebuilds).toBeLessThanOrEqual(2);
    expect((await publicado())?.categorias.map((categoria) => categoria.nome)).toEqual(expect.arrayContaining(categorias));
    expect((await publicacaoPendenteDoc(db, lojaId).get()).exists).toBe(false);
    // The next cases count the shop's categories: these go, and the catalogue with them.
    await saveAndPublish(
      lojaId,
      async (tx) => (await tx.get(categoriasCollection(db, lojaId))).docs.forEach((doc) => tx.delete(doc.ref)),
      'loja',
    );
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
      subdominio: `quitanda-${lojaId.slice(0, 8).toLowerCase()}`,
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
      admin(`/api/admin/lojistas/${lojaId}`, {
        nome: 'Rosa',
        email: 'rosa@exemplo.com.br',
        telefone_whatsapp: '5511977778888',
        plano_id: 1,
      }),
    );
    expect(catalogo.loja.whatsapp).toBe('5511977778888');
  });

  it('when the administrator suspends the shop, then the catalogue carries the status', async () => {
    const catalogo = await republicado(() => admin(`/api/admin/lojistas/${lojaId}/status`, { status: 'suspenso' }));
    expect(catalogo.status).toBe('suspenso');
  });
});

describe('A failed rebuild never fails a saved write, and the job publishes what it left', () => {
  let loja: LojaDeTeste;
  const dono = {
    get: (path: string) => request(app).get(path).set('Cookie', loja.cookie),
    post: (path: string, body: object, chave?: string) => {
      const post = request(app).post(path).set('Cookie', loja.cookie);
      return (chave ? post.set('Idempotency-Key', chave) : post).send(body);
    },
    put: (path: string, body: object) => request(app).put(path).set('Cookie', loja.cookie).send(body),
  };
  const catalogo = async () => (await catalogoDoc(db, loja.lojaId).get()).data() as CatalogoPublico;
  const marca = async () => (await publicacaoPendenteDoc(db, loja.lojaId).get()).data() as PublicacaoPendente | undefined;
  /** A run of the scheduled job at `agora` (its clock), rebuilding as the app does. */
  const job = (agora: number) =>
    publishCatalogosPendentes(db, { now: () => agora, publishPendente: createCatalogoPublisher(db, rebuild).publishPendente });
  const umMinutoDepois = () => Date.now() + 60_000;

  beforeAll(async () => {
    loja = await novaLoja(app, { nome_loja: 'Empório da Bia', produtos: [{ nome: 'Queijo minas', preco: 30 }] });
    expect((await dono.put(`/api/produtos/${loja.produtos[0]!.id}`, { estoque: 1 })).status).toBe(200);
  });
  afterEach(() => {
    antesDoRebuild = null;
  });

  it('when the rebuild fails after POST /api/produtos commits, then it answers 201, its Idempotency-Key retry creates nothing, and the next job runs publish it', async () => {
    antesDoRebuild = falha;
    const criado = await dono.post('/api/produtos', { nome: 'Goiabada', preco: 18 }, 'goiabada-1');
    expect(criado.status, JSON.stringify(criado.body)).toBe(201);
    expect((await catalogo()).produtos.map(({ nome }) => nome)).toEqual(['Queijo minas']);

    const retry = await dono.post('/api/produtos', { nome: 'Goiabada', preco: 18 }, 'goiabada-1');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(criado.body);
    const outroCorpo = await dono.post('/api/produtos', { nome: 'Goiabada cascão', preco: 18 }, 'goiabada-1');
    expect(outroCorpo.status).toBe(422);
    expect(outroCorpo.body.error).toBe(CHAVE_COM_OUTRO_CORPO);
    const produtos = (await dono.get('/api/produtos')).body as Produto[];
    expect(produtos.filter(({ nome }) => nome.startsWith('Goiabada')).map(({ id }) => id)).toEqual([criado.body.id]);

    // The mark is its request's for a few seconds; a minute on, the job's run fails as well and keeps it.
    expect(await job(Date.now())).toEqual({ publicados: 0, falhas: 0 });
    expect(await job(umMinutoDepois())).toEqual({ publicados: 0, falhas: 1 });
    expect(await marca()).toMatchObject({ [campoProduto(criado.body.id as string)]: true });
    antesDoRebuild = null;
    expect(await job(umMinutoDepois() + 60_000)).toEqual({ publicados: 1, falhas: 0 });
    expect((await catalogo()).produtos.map(({ nome }) => nome)).toEqual(['Queijo minas', 'Goiabada']);
    expect(await marca()).toBeUndefined();
  });

  it('when several writes fail to publish, then their marks add up and one job run publishes them all', async () => {
    antesDoRebuild = falha;
    const categoria = await dono.post('/api/categorias', { nome: 'Doces' }, 'doces-1');
    expect(categoria.status).toBe(201);
    const retry = await dono.post('/api/categorias', { nome: 'Doces' }, 'doces-1');
    expect([retry.status, retry.body]).toEqual([200, categoria.body]);
    const queijo = loja.produtos[0]!.id;
    expect((await dono.put(`/api/produtos/${queijo}`, { preco: 32 })).status).toBe(200);
    expect(await marca()).toMatchObject({ loja: true, [campoProduto(queijo)]: true });
    expect((await catalogo()).categorias).toEqual([]);

    antesDoRebuild = null;
    expect(await job(umMinutoDepois())).toEqual({ publicados: 1, falhas: 0 });
    const publicado = await catalogo();
    expect(publicado.categorias).toEqual([categoria.body as Categoria]);
    expect(publicado.produtos.find(({ id }) => id === queijo)?.preco).toBe(32);
    expect(((await dono.get('/api/categorias')).body as Categoria[]).filter(({ nome }) => nome === 'Doces')).toHaveLength(1);
  });

  it('when an order takes the stock to 0 and its cancellation gives it back, each while the rebuild fails, then both answer and the job shows the product as they left it', async () => {
    const queijo = loja.produtos[0]!.id;
    const esgotado = async () => (await catalogo()).produtos.find(({ id }) => id === queijo)?.esgotado;
    antesDoRebuild = falha;
    const pedido = await request(app)
      .post(`/api/catalogo/${loja.lojaId}/pedido`)
      .send({ produtos: [{ id: queijo, quantidade: 1 }] });
    expect(pedido.status, JSON.stringify(pedido.body)).toBe(201);
    expect(await esgotado()).toBe(false);
    antesDoRebuild = null;
    await job(umMinutoDepois());
    expect(await esgotado()).toBe(true);

    antesDoRebuild = falha;
    const { pedidos } = (await dono.get('/api/pedidos')).body as { pedidos: PedidoDoLojista[] };
    const id = pedidos.find(({ codigo }) => codigo === pedido.body.codigo)!.id;
    expect((await dono.put(`/api/pedidos/${id}`, { status: 'cancelado' })).status).toBe(200);
    expect(await esgotado()).toBe(true);
    antesDoRebuild = null;
    await job(umMinutoDepois());
    expect(await esgotado()).toBe(false);
  });

  // An id a field path would quote (a digit first, a '-'): a quoted path was lost by the emulator's merge.
  const OUTRO_PRODUTO = '0utro-produto';
  it('when another write marks the shop while a request publishes, then the request leaves that newer mark for its own publish', async () => {
    antesDoRebuild = async () => {
      antesDoRebuild = null;
      await db.runTransaction(async (tx) => markPublish(db, tx, loja.lojaId, { produtos: [OUTRO_PRODUTO] }));
    };
    expect((await dono.put('/api/lojista/whatsapp', { telefone_whatsapp: '5511944443333' })).status).toBe(200);
    expect((await catalogo()).loja.whatsapp).toBe('5511944443333');
    expect(await marca()).toMatchObject({ [campoProduto(OUTRO_PRODUTO)]: true });
    expect(await job(umMinutoDepois())).toEqual({ publicados: 1, falhas: 0 });
    expect(await marca()).toBeUndefined();
  });
});
