import { FieldValue } from 'firebase-admin/firestore';
import { BUSCA_MAX, CATALOGO_PAGINA_MAX, type CatalogoResponse, type ProdutoPublico } from '@vitrine/shared';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogoDoc, paginasCollection } from '../../src/model/catalogos.js';
import { planoDoc } from '../../src/model/planos.js';
import { camposGuardados, produtoDoc, produtosRepository } from '../../src/model/produtos.js';
import { publishCatalogo } from '../../src/model/publish.js';
import { firestore, lojistaDoc, testApp } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';

const app = testApp();
const get = (path: string) => request(app).get(path);

/** A small deterministic generator: a failing sequence can be replayed from its seed. */
function aleatorio(semente: number) {
  let estado = semente;
  return (limite: number) => {
    estado = (estado * 1_103_515_245 + 12_345) % 2 ** 31;
    return estado % limite;
  };
}

/**
 * A shop with `quantidade` products written straight to Firestore (as the seed and the benchmark
 * do) and published whole, on a plan that allows 10,000. The first `empatados` share ordem 0 (a
 * shop from before the owner's order: alphabetical), the rest follow 1, 2, 3…
 */
async function lojaGrande(quantidade: number, { empatados = 0, categoriaId = null as string | null } = {}): Promise<LojaDeTeste> {
  const loja = await novaLoja(app);
  const db = firestore();
  const planoId = 900_000 + quantidade;
  await planoDoc(db, planoId).set({ nome: 'Grande', preco_centavos: 0, limite_produtos: 10_000 });
  await lojistaDoc(loja.lojaId).update({ plano_id: planoId, total_produtos: quantidade });
  for (let inicio = 0; inicio < quantidade; inicio += 400) {
    const lote = db.batch();
    for (let indice = inicio; indice < Math.min(quantidade, inicio + 400); indice++) {
      const nome = `Produto ${String(indice).padStart(5, '0')}`;
      lote.set(produtoDoc(db, loja.lojaId, `p${String(indice).padStart(5, '0')}`), {
        ...camposGuardados({
          nome,
          descricao: indice % 7 === 0 ? 'Farmácia: analgésico' : '',
          imagem_url: '',
          imagens: [],
          preco: 1 + (indice % 50),
          preco_promocional: null,
          esgotado: false,
          estoque: null,
          opcoes: [],
          ativo: true,
          categoria_id: indice % 5 === 0 ? categoriaId : null,
        }),
        ordem: indice < empatados ? 0 : indice,
        criado_em: FieldValue.serverTimestamp(),
      });
    }
    await lote.commit();
  }
  await publishCatalogo(db, loja.lojaId);
  return loja;
}

/** Every product the customer can reach, page after page, as the web app reads them. */
async function paginasPublicas(lojaId: string): Promise<{ primeira: CatalogoResponse; todos: ProdutoPublico[] }> {
  const primeira = await get(`/api/catalogo/${lojaId}`);
  expect(primeira.status).toBe(200);
  const body = primeira.body as CatalogoResponse;
  const todos = [...body.produtos];
  for (const pagina of body.paginas) {
    const resposta = await get(`/api/catalogo/${lojaId}/paginas/${pagina}`);
    expect(resposta.status).toBe(200);
    todos.push(...(resposta.body.produtos as ProdutoPublico[]));
  }
  return { primeira: body, todos };
}

/** What the pages must list: the active records in the owner's order. */
async function esperado(lojaId: string): Promise<string[]> {
  return (await produtosRepository(firestore()).listOrdenados(lojaId)).filter((produto) => produto.ativo).map((produto) => produto.id);
}

const atualizadoEm = async (ref: FirebaseFirestore.DocumentReference) =>
  ((await ref.get()).get('atualizado_em') as FirebaseFirestore.Timestamp).toMillis();

describe('Catálogo em páginas', () => {
  it('when a catalogue has 1,050 products, then the first answer holds the first page and names the others, which hold the rest in the owner’s order', async () => {
    // Six pages: the first in the shop's document, five of their own.
    const loja = await lojaGrande(1_050);
    const { primeira, todos } = await paginasPublicas(loja.lojaId);
    expect(primeira.produtos).toHaveLength(CATALOGO_PAGINA_MAX);
    expect(primeira.paginas).toHaveLength(5);
    expect(todos).toHaveLength(1_050);
    expect(todos.map((produto) => produto.id)).toEqual(await esperado(loja.lojaId));
    expect(JSON.stringify(primeira)).not.toContain('"ordem"');

    const bySlug = await get(`/api/loja/${loja.slug}`);
    expect(bySlug.body.paginas).toEqual(primeira.paginas);

    // A product of the last page opens on its own, without its page.
    const ultimo = todos.at(-1)!;
    const pagina = await get(`/api/catalogo/${loja.lojaId}/produto/${ultimo.id}`);
    expect(pagina.status).toBe(200);
    expect(pagina.body.produto).toMatchObject({ id: ultimo.id, nome: ultimo.nome, imagens: [], opcoes: [] });
  });

  it('when one product of a later page is edited, then only that page is rewritten: the shop’s document and the other pages stay as they were', async () => {
    const loja = await lojaGrande(450);
    const db = firestore();
    const { primeira } = await paginasPublicas(loja.lojaId);
    const [p1, p2] = primeira.paginas.map((id) => paginasCollection(db, loja.lojaId).doc(id));
    const antes = { catalogo: await atualizadoEm(catalogoDoc(db, loja.lojaId)), p1: await atualizadoEm(p1!), p2: await atualizadoEm(p2!) };

    const alvo = 'p00420';
    const editado = await request(app).put(`/api/produtos/${alvo}`).set('Cookie', loja.cookie).send({ preco: 99.9 });
    expect(editado.status).toBe(200);

    expect(await atualizadoEm(catalogoDoc(db, loja.lojaId))).toBe(antes.catalogo);
    expect(await atualizadoEm(p1!)).toBe(antes.p1);
    expect(await atualizadoEm(p2!)).toBeGreaterThan(antes.p2);
    const { todos } = await paginasPublicas(loja.lojaId);
    expect(todos.find((produto) => produto.id === alvo)?.preco).toBe(99.9);
  });

  it('when products are created, edited, renamed, hidden, shown and deleted in any order, then the pages always list the active records in the owner’s order', async () => {
    // 399 products and a long random sequence of saves, each waiting for its page's rebuild: a minute
    // and more on CI's loaded machine (it timed out at 30 s there).
    // 399 products: the last page is one create from splitting; the first 250 share ordem 0, so renames move them across pages.
    const loja = await lojaGrande(399, { empatados: 250 });
    const owner = (method: 'post' | 'put' | 'delete', path: string, body?: object) =>
      request(app)[method](path).set('Cookie', loja.cookie).send(body);
    const sorteio = aleatorio(20_261_124);
    const ids = (await esperado(loja.lojaId)).slice();
    for (let passo = 0; passo < 40; passo++) {
      const alvo = ids[sorteio(ids.length)]!;
      const operacao = passo < 3 ? 0 : sorteio(5);
      let resposta;
      if (operacao === 0) {
        resposta = await owner('post', '/api/produtos', { nome: `Novo ${passo}`, preco: 5 });
        ids.push(resposta.body.id as string);
      } else if (operacao === 1) {
        resposta = await owner('put', `/api/produtos/${alvo}`, { nome: `${'ABCDEFGHIJ'[sorteio(10)]} renomeado ${passo}` });
      } else if (operacao === 2) {
        resposta = await owner('put', `/api/produtos/${alvo}`, { ativo: sorteio(2) === 0 });
      } else if (operacao === 3) {
        resposta = await owner('put', `/api/produtos/${alvo}`, { preco: 1 + sorteio(90) });
      } else {
        resposta = await owner('delete', `/api/produtos/${alvo}`);
        ids.splice(ids.indexOf(alvo), 1);
      }
      expect(resposta.status, `passo ${passo}`).toBeLessThan(300);
      const { todos } = await paginasPublicas(loja.lojaId);
      expect(
        todos.map((produto) => produto.id),
        `passo ${passo}`,
      ).toEqual(await esperado(loja.lojaId));
      if (passo === 2) {
        // The second create took the last page (199 products) past its maximum: it split in two.
        const documento = (await catalogoDoc(firestore(), loja.lojaId).get()).data()!;
        expect(documento.paginas.map((resumo: { quantidade: number }) => resumo.quantidade)).toEqual([101, 101]);
      }
    }
  }, 120_000);

  it('when the only product of a later page goes, then the page goes too; when the first page empties, the catalogue is rebuilt from the records', async () => {
    const loja = await lojaGrande(CATALOGO_PAGINA_MAX + 1);
    const db = firestore();
    const { primeira } = await paginasPublicas(loja.lojaId);
    expect(primeira.paginas).toHaveLength(1);
    const sozinho = (await esperado(loja.lojaId)).at(-1)!;
    expect((await request(app).delete(`/api/produtos/${sozinho}`).set('Cookie', loja.cookie)).status).toBe(200);
    expect((await paginasPublicas(loja.lojaId)).primeira.paginas).toEqual([]);
    expect((await paginasCollection(db, loja.lojaId).get()).size).toBe(0);

    // 210 products: hide the first page's 200 straight in Firestore, then publish them as one change.
    const outra = await lojaGrande(CATALOGO_PAGINA_MAX + 10);
    const primeiros = (await esperado(outra.lojaId)).slice(0, CATALOGO_PAGINA_MAX);
    const lote = db.batch();
    for (const id of primeiros) lote.update(produtoDoc(db, outra.lojaId, id), { ativo: false });
    await lote.commit();
    await publishCatalogo(db, outra.lojaId, { produtos: primeiros });
    const depois = await paginasPublicas(outra.lojaId);
    expect(depois.primeira.produtos).toHaveLength(10);
    expect(depois.primeira.paginas).toEqual([]);
    expect(depois.todos.map((produto) => produto.id)).toEqual(await esperado(outra.lojaId));
  });

  it('when a shop’s document was published before the pages, then its next product edit rebuilds it in pages', async () => {
    const loja = await lojaGrande(3);
    const db = firestore();
    const documento = (await catalogoDoc(db, loja.lojaId).get()).data()!;
    const { paginas: _paginas, proxima_pagina: _proxima, ...antigo } = documento;
    await catalogoDoc(db, loja.lojaId).set(antigo);
    expect((await get(`/api/catalogo/${loja.lojaId}`)).body.paginas).toEqual([]);

    expect((await request(app).put('/api/produtos/p00001').set('Cookie', loja.cookie).send({ nome: 'Renomeado' })).status).toBe(200);
    const refeito = (await catalogoDoc(db, loja.lojaId).get()).data()!;
    expect(refeito.paginas).toEqual([]);
    expect(refeito.produtos.map((produto: ProdutoPublico) => produto.nome)).toContain('Renomeado');
  });
});

describe('Busca no catálogo inteiro', () => {
  // One catalogue of 450 products for the searches below, which only read it: every fifth product
  // in a category of another shop (the filter is an equality on categoria_id), every seventh
  // described "Farmácia: analgésico". Built once: 450 records written and published is most of
  // each test's cost.
  let loja: LojaDeTeste;
  let categoriaId: string;
  beforeAll(async () => {
    const base = await novaLoja(app);
    const categoria = await request(app).post('/api/categorias').set('Cookie', base.cookie).send({ nome: 'Remédios' });
    expect(categoria.status).toBe(201);
    categoriaId = categoria.body.id as string;
    loja = await lojaGrande(450, { categoriaId });
  });

  it('when a customer searches, then products of every page are found, without accents, in the owner’s order, with the total', async () => {
    const resposta = await get(`/api/catalogo/${loja.lojaId}/busca?q=${encodeURIComponent('produto 00449')}`);
    expect(resposta.status).toBe(200);
    expect(resposta.body).toMatchObject({ total: 1, produtos: [{ id: 'p00449', nome: 'Produto 00449' }] });
    expect(resposta.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');

    const semAcento = await get(`/api/catalogo/${loja.lojaId}/busca?q=farmacia`);
    const comDescricao = (await esperado(loja.lojaId)).filter((id) => Number(id.slice(1)) % 7 === 0);
    expect(semAcento.body.total).toBe(comDescricao.length);
    expect(semAcento.body.produtos.map((produto: ProdutoPublico) => produto.id)).toEqual(comDescricao.slice(0, BUSCA_MAX));
    const seguinte = await get(`/api/catalogo/${loja.lojaId}/busca?q=farmacia&inicio=${BUSCA_MAX}`);
    expect(seguinte.body.produtos.map((produto: ProdutoPublico) => produto.id)).toEqual(comDescricao.slice(BUSCA_MAX, 2 * BUSCA_MAX));
  });

  it('when a customer picks a category, then its products from every page are found', async () => {
    const resposta = await get(`/api/catalogo/${loja.lojaId}/busca?categoria=${categoriaId}`);
    expect(resposta.body.total).toBe(90);
    expect(resposta.body.produtos.at(-1).id).toBe('p00295');
  });

  it('when the search is malformed or names no page, then a clear 4xx in Portuguese', async () => {
    const longa = await get(`/api/catalogo/${loja.lojaId}/busca?q=${'a'.repeat(101)}`);
    expect(longa.status).toBe(400);
    expect(longa.body.error).toBe('Busque com no máximo 100 caracteres.');
    for (const inicio of ['-1', 'abc', '1.5']) {
      const resposta = await get(`/api/catalogo/${loja.lojaId}/busca?q=x&inicio=${inicio}`);
      expect(resposta.status).toBe(400);
      expect(resposta.body.error).toBe('Início da busca inválido.');
    }
    const pagina = await get(`/api/catalogo/${loja.lojaId}/paginas/p99`);
    expect(pagina.status).toBe(404);
    expect(pagina.body.error).toBe('Página do catálogo não encontrada. Atualize a página.');
    expect((await get('/api/catalogo/naoexiste123/busca?q=x')).status).toBe(404);
  });

  it('when the admin suspends the shop, then its pages and its search answer 403 like its catalogue', async () => {
    const loja = await lojaGrande(CATALOGO_PAGINA_MAX + 1);
    const { primeira } = await paginasPublicas(loja.lojaId);
    await lojistaDoc(loja.lojaId).update({ status: 'suspenso' });
    await publishCatalogo(firestore(), loja.lojaId, 'loja');
    expect((await get(`/api/catalogo/${loja.lojaId}`)).status).toBe(403);
    expect((await get(`/api/catalogo/${loja.lojaId}/paginas/${primeira.paginas[0]}`)).status).toBe(403);
    expect((await get(`/api/catalogo/${loja.lojaId}/busca?q=produto`)).status).toBe(403);
  });
});
