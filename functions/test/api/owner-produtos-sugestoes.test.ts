import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SUGESTAO_INVALIDA, SUGESTAO_PROPRIA, SUGESTOES_DEMAIS, SUGESTOES_REPETIDAS, type ProdutoPublico } from '@vitrine/shared';
import { as, firestore, newOwner, testApp, type Owner } from '../../../test/support/api.js';
import { novaLoja } from '../../../test/support/lojas.js';
import { produtoDoc as produtoRef } from '../../src/model/produtos.js';

/*
 * "Peça também" (issue 29): a product's `sugestoes`, up to 3 other products of the same shop, chosen
 * by the owner and carried by the public catalogue for the cart to pick from.
 */

const app = testApp();
const produtoDoc = (owner: Owner, id: string) => produtoRef(firestore(), owner.lojaId, id);

async function criar(owner: Owner, nome: string, body: object = {}) {
  const response = await as(owner).post('/api/produtos', { nome, preco: 10, ...body });
  expect(response.status).toBe(201);
  return response.body as { id: string; sugestoes: string[] };
}

/** An owner with four products to suggest. */
async function loja() {
  const owner = await newOwner();
  const [refri, batata, suco, sobremesa] = [
    await criar(owner, 'Refrigerante'),
    await criar(owner, 'Batata frita'),
    await criar(owner, 'Suco'),
    await criar(owner, 'Sobremesa'),
  ];
  return { owner, ids: [refri!.id, batata!.id, suco!.id, sobremesa!.id] as const };
}

describe('Produtos: "Peça também" (sugestoes)', () => {
  it('when a product is created with suggestions of the shop, then they are answered, stored and listed in the order chosen; without them, []', async () => {
    const { owner, ids } = await loja();
    const burger = await criar(owner, 'X-Burger', { sugestoes: [ids[1], ids[0]] });
    expect(burger.sugestoes).toEqual([ids[1], ids[0]]);
    expect((await produtoDoc(owner, burger.id).get()).get('sugestoes')).toEqual([ids[1], ids[0]]);
    const lista = (await as(owner).get('/api/produtos')).body as { id: string; sugestoes: string[] }[];
    expect(lista.find(({ id }) => id === burger.id)?.sugestoes).toEqual([ids[1], ids[0]]);
    expect(lista.find(({ id }) => id === ids[0])?.sugestoes).toEqual([]);
  });

  it('when a product is edited, then its suggestions are replaced, emptied with [], and kept when the body leaves them out', async () => {
    const { owner, ids } = await loja();
    const burger = await criar(owner, 'X-Burger', { sugestoes: [ids[0]] });
    const editado = await as(owner).put(`/api/produtos/${burger.id}`, { sugestoes: [ids[2], ids[3], ids[1]] });
    expect(editado.status).toBe(200);
    expect(editado.body.sugestoes).toEqual([ids[2], ids[3], ids[1]]);
    const preco = await as(owner).put(`/api/produtos/${burger.id}`, { preco: 12 });
    expect(preco.body.sugestoes).toEqual([ids[2], ids[3], ids[1]]);
    const vazio = await as(owner).put(`/api/produtos/${burger.id}`, { sugestoes: [] });
    expect(vazio.body.sugestoes).toEqual([]);
    expect((await produtoDoc(owner, burger.id).get()).get('sugestoes')).toEqual([]);
  });

  it.each([
    ['more than 3', (ids: readonly string[]) => [...ids], SUGESTOES_DEMAIS],
    ['the same one twice', (ids: readonly string[]) => [ids[0], ids[0]], SUGESTOES_REPETIDAS],
    ['something other than ids', () => [12], SUGESTAO_INVALIDA],
    ['an empty id', () => [''], SUGESTAO_INVALIDA],
    ['not a list', () => 'abc', SUGESTAO_INVALIDA],
  ])('when the body suggests %s, then 400 with the reason on the field and nothing is written', async (_caso, sugestoes, mensagem) => {
    const { owner, ids } = await loja();
    const criado = await as(owner).post('/api/produtos', { nome: 'X-Burger', preco: 20, sugestoes: sugestoes(ids) });
    expect(criado.status).toBe(400);
    expect(criado.body.error).toBe('Dados inválidos.');
    expect(Object.values(criado.body.campos as Record<string, string[]>).flat()).toEqual([mensagem]);
    const editado = await as(owner).put(`/api/produtos/${ids[0]}`, { sugestoes: sugestoes(ids) });
    expect(editado.status).toBe(400);
    expect(Object.values(editado.body.campos as Record<string, string[]>).flat()).toEqual([mensagem]);
    expect((await produtoDoc(owner, ids[0]).get()).get('sugestoes')).toEqual([]);
    expect((await as(owner).get('/api/produtos')).body).toHaveLength(4);
  });

  it('when a suggestion is unknown, another shop’s product or the product itself, then 400 in Portuguese and nothing is written', async () => {
    const { owner, ids } = await loja();
    const outra = await newOwner();
    const alheio = await criar(outra, 'Produto de outra loja');

    for (const sugestoes of [['nao-existe'], [ids[0], alheio.id], ['../x']]) {
      const criado = await as(owner).post('/api/produtos', { nome: 'X-Burger', preco: 20, sugestoes });
      expect(criado.status).toBe(400);
      expect(criado.body).toEqual({ error: SUGESTAO_INVALIDA, campos: { sugestoes: [SUGESTAO_INVALIDA] } });
      const editado = await as(owner).put(`/api/produtos/${ids[1]}`, { nome: 'Mudou', sugestoes });
      expect(editado.status).toBe(400);
      expect(editado.body.error).toBe(SUGESTAO_INVALIDA);
    }
    const proprio = await as(owner).put(`/api/produtos/${ids[1]}`, { nome: 'Mudou', sugestoes: [ids[0], ids[1]] });
    expect(proprio.status).toBe(400);
    expect(proprio.body).toEqual({ error: SUGESTAO_PROPRIA, campos: { sugestoes: [SUGESTAO_PROPRIA] } });

    const guardado = await produtoDoc(owner, ids[1]).get();
    expect({ nome: guardado.get('nome'), sugestoes: guardado.get('sugestoes') }).toEqual({ nome: 'Batata frita', sugestoes: [] });
    expect((await as(owner).get('/api/produtos')).body).toHaveLength(4);
  });

  it('when the body misspells the field, then the strict body refuses it', async () => {
    const { owner, ids } = await loja();
    const response = await as(owner).post('/api/produtos', { nome: 'X-Burger', preco: 20, sugestao: [ids[0]] });
    expect(response.status).toBe(400);
  });

  it('when the public catalogue and the product page are read, then each product carries its suggestions ([] for none)', async () => {
    const loja = await novaLoja(app, {
      produtos: [
        { nome: 'X-Burger', preco: 20 },
        { nome: 'Refrigerante', preco: 6 },
        { nome: 'Batata', preco: 9 },
      ],
    });
    const [burger, refri, batata] = loja.produtos.map(({ id }) => ({ id })) as [{ id: string }, { id: string }, { id: string }];
    const owner = loja.dono;
    expect((await as(owner).put(`/api/produtos/${burger.id}`, { sugestoes: [refri.id, batata.id] })).status).toBe(200);

    for (const path of [`/api/loja/${loja.slug}`, `/api/catalogo/${loja.lojaId}`]) {
      const catalogo = await request(app).get(path);
      expect(catalogo.status).toBe(200);
      const produtos = catalogo.body.produtos as ProdutoPublico[];
      expect(produtos.map(({ id, sugestoes }) => ({ id, sugestoes }))).toEqual([
        { id: burger.id, sugestoes: [refri.id, batata.id] },
        { id: refri.id, sugestoes: [] },
        { id: batata.id, sugestoes: [] },
      ]);
    }
    const pagina = await request(app).get(`/api/loja/${loja.slug}/produto/${burger.id}`);
    expect(pagina.body.produto.sugestoes).toEqual([refri.id, batata.id]);
  });

  it('when a suggested product is deleted, then the owner’s list leaves it out, the catalogue still answers and the product can still be edited', async () => {
    const { owner, ids } = await loja();
    const burger = await criar(owner, 'X-Burger', { sugestoes: [ids[0], ids[1]] });
    expect((await as(owner).delete(`/api/produtos/${ids[0]}`)).status).toBe(200);

    const lista = (await as(owner).get('/api/produtos')).body as { id: string; sugestoes: string[] }[];
    expect(lista.find(({ id }) => id === burger.id)?.sugestoes).toEqual([ids[1]]);
    // The cart ignores an id the catalogue does not list; the catalogue itself is not broken by it.
    const catalogo = await request(app).get(`/api/catalogo/${owner.lojaId}`);
    expect(catalogo.status).toBe(200);
    expect((catalogo.body.produtos as ProdutoPublico[]).map(({ id }) => id)).not.toContain(ids[0]);

    const editado = await as(owner).put(`/api/produtos/${burger.id}`, { preco: 22 });
    expect(editado.status).toBe(200);
    // The form sends back what the list showed: accepted.
    expect((await as(owner).put(`/api/produtos/${burger.id}`, { sugestoes: [ids[1]] })).body.sugestoes).toEqual([ids[1]]);
  });
});
