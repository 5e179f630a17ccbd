import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { MAX_CATEGORIAS } from '../../src/features/owner-categorias/service.js';
import { categoriasCollection } from '../../src/model/categorias.js';
import { as, catalogoDoc, firestore, newOwner, type Owner } from '../../../test/support/api.js';

async function criarCategoria(owner: Owner, nome: string): Promise<string> {
  const response = await as(owner).post('/api/categorias', { nome });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

async function criarProduto(owner: Owner, nome: string, categoria_id: string | null) {
  const response = await as(owner).post('/api/produtos', { nome, preco: 5, categoria_id });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

describe('Categorias: criar, listar, renomear', () => {
  it('when an owner creates a category, then 201 with id and the trimmed nome, stored under their shop', async () => {
    const owner = await newOwner();
    const response = await as(owner).post('/api/categorias', { nome: '  Bebidas  ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), nome: 'Bebidas' });
    const stored = await categoriasCollection(firestore(), owner.lojaId).doc(response.body.id).get();
    expect(stored.get('nome')).toBe('Bebidas');
  });

  it('when the owner lists categories never reordered (stored before the order existed), then they come in Portuguese alphabetical order (accents with their letter)', async () => {
    const owner = await newOwner();
    // As a category was stored before the owner's order existed: no `ordem`.
    for (const nome of ['Zíper', 'Ovos', 'Óculos', 'bebidas', 'Açaí']) await categoriasCollection(firestore(), owner.lojaId).add({ nome });
    const response = await as(owner).get('/api/categorias');
    expect(response.status).toBe(200);
    expect(response.body.map((categoria: { nome: string }) => categoria.nome)).toEqual(['Açaí', 'bebidas', 'Óculos', 'Ovos', 'Zíper']);
  });

  it('when the owner creates categories, then each new one goes last', async () => {
    const owner = await newOwner();
    for (const nome of ['Salgados', 'Bebidas', 'Doces']) await criarCategoria(owner, nome);
    const nomes = (await as(owner).get('/api/categorias')).body.map((categoria: { nome: string }) => categoria.nome);
    expect(nomes).toEqual(['Salgados', 'Bebidas', 'Doces']);
  });

  it('when a category is renamed, then the list and the public document show the new name', async () => {
    const owner = await newOwner();
    const id = await criarCategoria(owner, 'Bebida');
    const response = await as(owner).put(`/api/categorias/${id}`, { nome: 'Bebidas geladas' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, nome: 'Bebidas geladas' });
    expect((await as(owner).get('/api/categorias')).body).toEqual([{ id, nome: 'Bebidas geladas' }]);
    expect((await catalogoDoc(owner.lojaId))?.categorias).toEqual([{ id, nome: 'Bebidas geladas' }]);
  });

  it(`when the shop already has ${MAX_CATEGORIAS} categories, then one more is refused with 409 (the public document stays bounded)`, async () => {
    const owner = await newOwner();
    const batch = firestore().batch();
    for (let i = 0; i < MAX_CATEGORIAS; i += 1) {
      batch.set(categoriasCollection(firestore(), owner.lojaId).doc(), { nome: `C${i}`, criado_em: FieldValue.serverTimestamp() });
    }
    await batch.commit();
    const response = await as(owner).post('/api/categorias', { nome: 'Uma a mais' });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(`Sua loja já tem ${MAX_CATEGORIAS} categorias, o máximo permitido.`);
  });
});

describe('Categorias: excluir', () => {
  it('when a category is deleted, then its products stay without a category, others keep theirs, and the public document agrees', async () => {
    const owner = await newOwner();
    const doces = await criarCategoria(owner, 'Doces');
    const salgados = await criarCategoria(owner, 'Salgados');
    const brigadeiro = await criarProduto(owner, 'Brigadeiro', doces);
    const beijinho = await criarProduto(owner, 'Beijinho', doces);
    const coxinha = await criarProduto(owner, 'Coxinha', salgados);

    const response = await as(owner).delete(`/api/categorias/${doces}`);
    expect(response.status).toBe(200);
    expect((await as(owner).get('/api/categorias')).body).toEqual([{ id: salgados, nome: 'Salgados' }]);

    const produtos = new Map(
      (await as(owner).get('/api/produtos')).body.map((produto: { id: string; categoria_id: string | null }) => [
        produto.id,
        produto.categoria_id,
      ]),
    );
    expect(produtos).toEqual(
      new Map([
        [brigadeiro, null],
        [beijinho, null],
        [coxinha, salgados],
      ]),
    );

    const catalogo = await catalogoDoc(owner.lojaId);
    expect(catalogo?.categorias).toEqual([{ id: salgados, nome: 'Salgados' }]);
    expect(JSON.stringify(catalogo?.produtos)).not.toContain(doces);
  });

  it('when the same category is deleted twice, then the second answers 404', async () => {
    const owner = await newOwner();
    const id = await criarCategoria(owner, 'Efêmera');
    expect((await as(owner).delete(`/api/categorias/${id}`)).status).toBe(200);
    const again = await as(owner).delete(`/api/categorias/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Categoria não encontrada.');
  });
});

describe('Categorias: validação (corpo estrito, nunca 5xx)', () => {
  it.each([
    ['no nome', {}],
    ['a blank nome', { nome: '   ' }],
    ['a nome over 60 characters', { nome: 'x'.repeat(61) }],
    ['nome as a number', { nome: 42 }],
    ['an unknown field', { nome: 'Bebidas', ordem: 1 }],
  ])('when POST or PUT carries %s, then 400 and nothing changes', async (_caso, body) => {
    const owner = await newOwner();
    const id = await criarCategoria(owner, 'Original');
    const criar = await as(owner).post('/api/categorias', body);
    expect(criar.status).toBe(400);
    expect(criar.body.error).toBe('Dados inválidos.');
    expect((await as(owner).put(`/api/categorias/${id}`, body)).status).toBe(400);
    expect((await as(owner).get('/api/categorias')).body).toEqual([{ id, nome: 'Original' }]);
  });

  it.each([
    ['an id that does not exist', 'naoExiste'],
    ['a dot-dot id', '%2E%2E'],
    ['a reserved Firestore id', '__id__'],
  ])('when PUT or DELETE names %s, then 404', async (_caso, id) => {
    const owner = await newOwner();
    expect((await as(owner).put(`/api/categorias/${id}`, { nome: 'X' })).status).toBe(404);
    expect((await as(owner).delete(`/api/categorias/${id}`)).status).toBe(404);
  });
});
