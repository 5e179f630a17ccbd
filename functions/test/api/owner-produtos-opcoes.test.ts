import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { OpcaoGrupo, OpcaoGrupoInput } from '@vitrine/shared';
import { as, catalogoDoc, newOwner, testApp, type Owner } from '../../../test/support/api.js';
import { opcoesSemIds, umHamburguer } from '../../../test/support/produtos.js';
import { novaLoja } from '../../../test/support/lojas.js';

const [TAMANHO, ADICIONAIS] = opcoesSemIds() as [OpcaoGrupoInput, OpcaoGrupoInput];

async function criarLanche(owner: Owner, body: object = {}) {
  const response = await as(owner).post('/api/produtos', { ...umHamburguer({ preco: 20 }), ...body });
  expect(response.status).toBe(201);
  return response.body as { id: string; opcoes: OpcaoGrupo[] };
}

const editarOpcoes = async (owner: Owner, id: string, opcoes: object[]) => {
  const response = await as(owner).put(`/api/produtos/${id}`, { opcoes });
  expect(response.status).toBe(200);
  return response.body.opcoes as OpcaoGrupo[];
};

describe('Produtos: grupos de opções', () => {
  it('when a product is created with option groups, then each group and choice gets an id, stored with prices in cents', async () => {
    const owner = await newOwner();
    const { opcoes } = await criarLanche(owner);
    expect(opcoes).toEqual([
      {
        ...TAMANHO,
        id: expect.stringMatching(/^[a-z0-9]{8}$/),
        itens: TAMANHO.itens.map((item) => ({ ...item, id: expect.stringMatching(/^[a-z0-9]{8}$/) })),
      },
      { ...ADICIONAIS, id: expect.any(String), itens: ADICIONAIS.itens.map((item) => ({ ...item, id: expect.any(String) })) },
    ]);
    const lista = (await as(owner).get('/api/produtos')).body;
    expect(lista[0].opcoes).toEqual(opcoes);
  });

  it('when the catalogue lists a product with priced choices, then it says so (tem_opcoes, a_partir_de) without the options themselves', async () => {
    const owner = await newOwner();
    const lanche = await criarLanche(owner, { preco_promocional: 18 });
    const listado = (await catalogoDoc(owner.lojaId))?.produtos.find((produto: { id: string }) => produto.id === lanche.id);
    // The promotional price plus the cheapest choice of the required group (Pequeno, free).
    expect(listado).toMatchObject({ tem_opcoes: true, a_partir_de: 18, preco_promocional: 18 });
    expect(listado).not.toHaveProperty('opcoes');

    const gratis = await criarLanche(owner, {
      nome: 'Suco',
      opcoes: [{ nome: 'Sabor', min: 1, max: 1, itens: [{ nome: 'Uva' }, { nome: 'Caju' }] }],
    });
    const suco = (await catalogoDoc(owner.lojaId))?.produtos.find((produto: { id: string }) => produto.id === gratis.id);
    expect(suco).toMatchObject({ tem_opcoes: true, a_partir_de: null });
  });

  it('when the owner renames a group and a choice sending their ids, then the ids stay; a choice removed and added again gets a new one', async () => {
    const owner = await newOwner();
    const { id, opcoes } = await criarLanche(owner);
    const [tamanho, adicionais] = opcoes as [OpcaoGrupo, OpcaoGrupo];

    const renomeadas = await editarOpcoes(owner, id, [
      { ...tamanho, nome: 'Tamanho do lanche', itens: [{ ...tamanho.itens[0], nome: 'Simples' }, tamanho.itens[1]] },
      adicionais,
    ]);
    expect(renomeadas[0]).toMatchObject({
      id: tamanho.id,
      nome: 'Tamanho do lanche',
      itens: [{ id: tamanho.itens[0]!.id, nome: 'Simples' }, { id: tamanho.itens[1]!.id }],
    });
    expect(renomeadas[1]).toEqual(adicionais);

    const semBacon = await editarOpcoes(owner, id, [renomeadas[0]!, { ...adicionais, max: 1, itens: [adicionais.itens[1]] }]);
    const deNovo = await editarOpcoes(owner, id, [
      renomeadas[0]!,
      { ...semBacon[1], max: 2, itens: [{ nome: 'Bacon', preco: 4 }, ...semBacon[1]!.itens] },
    ]);
    const bacon = deNovo[1]!.itens[0]!;
    expect(bacon.nome).toBe('Bacon');
    expect(bacon.id).toMatch(/^[a-z0-9]{8}$/);
    expect(bacon.id).not.toBe(adicionais.itens[0]!.id);
    expect(deNovo[1]!.itens[1]!.id).toBe(adicionais.itens[1]!.id);
  });

  it("when an edit sends another product's or an unknown id, then it is not taken: a new id is given", async () => {
    const owner = await newOwner();
    const outro = await criarLanche(owner, { nome: 'Outro' });
    const { id } = await criarLanche(owner);
    const alheio = outro.opcoes[0]!;
    const opcoes = await editarOpcoes(owner, id, [{ ...alheio, itens: alheio.itens.map((item) => ({ ...item, id: 'inventado' })) }]);
    const ids = [opcoes[0]!.id, ...opcoes[0]!.itens.map((item) => item.id)];
    expect(ids).not.toContain(alheio.id);
    expect(ids).not.toContain('inventado');
    expect(new Set(ids).size).toBe(3);
  });

  it('when an edit leaves opcoes out, then the options stay as they are', async () => {
    const owner = await newOwner();
    const { id, opcoes } = await criarLanche(owner);
    expect((await as(owner).put(`/api/produtos/${id}`, { nome: 'X-Salada' })).body.opcoes).toEqual(opcoes);
  });

  it.each([
    ['min above max', [{ ...TAMANHO, min: 2, max: 1 }], { 'opcoes.0.min': ['O mínimo não pode ser maior que o máximo.'] }],
    [
      'max above the number of choices',
      [{ ...ADICIONAIS, max: 3 }],
      { 'opcoes.0.max': ['O máximo não pode passar do número de opções (2).'] },
    ],
    [
      'a group without choices',
      [{ ...ADICIONAIS, max: 1, itens: [] }],
      {
        'opcoes.0.itens': ['Adicione pelo menos uma opção ao grupo.'],
        'opcoes.0.max': ['O máximo não pode passar do número de opções (0).'],
      },
    ],
    ['a group without a name', [{ ...TAMANHO, nome: ' ' }], { 'opcoes.0.nome': ['Informe o nome do grupo.'] }],
    [
      'a choice without a name',
      [{ ...TAMANHO, itens: [{ nome: '', preco: 1 }] }],
      { 'opcoes.0.itens.0.nome': ['Informe o nome da opção.'] },
    ],
    [
      'a negative choice price',
      [
        {
          ...TAMANHO,
          itens: [
            { nome: 'P', preco: -1 },
            { nome: 'G', preco: 0 },
          ],
        },
      ],
      { 'opcoes.0.itens.0.preco': ['O preço não pode ser negativo.'] },
    ],
    ['11 groups', Array.from({ length: 11 }, () => ADICIONAIS), { opcoes: ['Use no máximo 10 grupos de opções.'] }],
  ])('when the options have %s, then 400 naming the field in Portuguese and nothing is created', async (_caso, opcoes, campos) => {
    const owner = await newOwner();
    const response = await as(owner).post('/api/produtos', umHamburguer({ preco: 20, opcoes }));
    expect(response.status).toBe(400);
    expect(response.body.campos).toEqual(campos);
    expect((await as(owner).get('/api/produtos')).body).toEqual([]);
  });

  it('when a customer opens the product page, then it has the pictures and the options (ids included), never the stock count', async () => {
    const app = testApp();
    const loja = await novaLoja(app);
    const owner = loja.dono;
    const fotos = ['https://exemplo.com.br/1.webp', 'https://exemplo.com.br/2.webp'];
    const lanche = await criarLanche(owner, { imagens: fotos, estoque: 12, preco_promocional: 18 });
    for (const path of [`/api/loja/${loja.slug}/produto/${lanche.id}`, `/api/catalogo/${loja.lojaId}/produto/${lanche.id}`]) {
      const response = await request(app).get(path);
      expect(response.status).toBe(200);
      expect(response.body.produto).toEqual({
        id: lanche.id,
        nome: 'X-Burger',
        descricao: '',
        imagem_url: fotos[0],
        imagens: fotos,
        preco: 20,
        preco_promocional: 18,
        esgotado: false,
        destaque: false,
        categoria_id: null,
        a_partir_de: 18,
        tem_opcoes: true,
        sugestoes: [],
        variacoes: null,
        passo_gramas: null,
        minimo_gramas: null,
        opcoes: lanche.opcoes,
        // What one order may take (a tracked stock's default), never the stock itself (12).
        maximo_por_pedido: 10,
      });
    }
  });
});
