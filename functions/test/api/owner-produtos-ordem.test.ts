import { describe, expect, it } from 'vitest';
import { as, catalogoDoc, newOwner, type Owner } from '../../../test/support/api.js';

async function criar(owner: Owner, recurso: 'produtos' | 'categorias', nome: string): Promise<string> {
  const response = await as(owner).post(`/api/${recurso}`, recurso === 'produtos' ? { nome, preco: 5 } : { nome });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

const nomes = async (owner: Owner, recurso: 'produtos' | 'categorias') =>
  (await as(owner).get(`/api/${recurso}`)).body.map((registro: { nome: string }) => registro.nome) as string[];
const nomesNoCatalogo = async (owner: Owner, recurso: 'produtos' | 'categorias') =>
  ((await catalogoDoc(owner.lojaId))?.[recurso] as { nome: string }[]).map((registro) => registro.nome);

describe.each([
  ['produtos', 'Produto não encontrado.'],
  ['categorias', 'Categoria não encontrada.'],
] as const)('Ordem do lojista: %s', (recurso, naoEncontrado) => {
  it('when the owner puts them in an order, then their list and the catalogue follow it', async () => {
    const owner = await newOwner();
    const [a, b, c] = [await criar(owner, recurso, 'Alfa'), await criar(owner, recurso, 'Beta'), await criar(owner, recurso, 'Gama')];
    const response = await as(owner).put(`/api/${recurso}/ordem`, { ids: [c, a, b] });
    expect(response.status).toBe(200);
    expect(await nomes(owner, recurso)).toEqual(['Gama', 'Alfa', 'Beta']);
    expect(await nomesNoCatalogo(owner, recurso)).toEqual(['Gama', 'Alfa', 'Beta']);
  });

  it('when the list is partial, then the listed go first and the others keep their order after them; a new one goes last', async () => {
    const owner = await newOwner();
    const ids = [];
    for (const nome of ['Um', 'Dois', 'Três', 'Quatro']) ids.push(await criar(owner, recurso, nome));
    expect((await as(owner).put(`/api/${recurso}/ordem`, { ids: [ids[2], ids[0]] })).status).toBe(200);
    expect(await nomes(owner, recurso)).toEqual(['Três', 'Um', 'Dois', 'Quatro']);
    await criar(owner, recurso, 'Cinco');
    expect(await nomesNoCatalogo(owner, recurso)).toEqual(['Três', 'Um', 'Dois', 'Quatro', 'Cinco']);
  });

  it.each([
    ['unknown', () => 'nao-existe'],
    ['malformed', () => '..'],
  ])('when an id is %s, then 400 and nothing moves', async (_caso, id) => {
    const owner = await newOwner();
    const [a, b] = [await criar(owner, recurso, 'Alfa'), await criar(owner, recurso, 'Beta')];
    const response = await as(owner).put(`/api/${recurso}/ordem`, { ids: [b, id(), a] });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(naoEncontrado);
    expect(await nomes(owner, recurso)).toEqual(['Alfa', 'Beta']);
  });

  it("when an id is another shop's, then 400 and neither shop's order moves", async () => {
    const [ana, bruno] = [await newOwner(), await newOwner()];
    const [a, b] = [await criar(ana, recurso, 'Alfa'), await criar(ana, recurso, 'Beta')];
    const alheio = await criar(bruno, recurso, 'Alheio');
    expect((await as(ana).put(`/api/${recurso}/ordem`, { ids: [b, alheio, a] })).status).toBe(400);
    expect(await nomes(ana, recurso)).toEqual(['Alfa', 'Beta']);
  });

  it.each([
    ['no ids', {}, { ids: ['Envie a lista de ids.'] }],
    ['an empty list', { ids: [] }, { ids: ['Envie a lista de ids.'] }],
    ['a repeated id', { ids: ['x', 'x'] }, { ids: ['A lista tem ids repetidos.'] }],
    ['a number for an id', { ids: [1] }, { 'ids.0': ['Id inválido.'] }],
  ])('when the body has %s, then 400 in Portuguese', async (_caso, body, campos) => {
    const owner = await newOwner();
    const response = await as(owner).put(`/api/${recurso}/ordem`, body);
    expect(response.status).toBe(400);
    expect(response.body.campos).toEqual(campos);
  });
});
