import { describe, expect, it } from 'vitest';
import {
  COMBO_DENTRO_DE_COMBO,
  COMBO_ITEM_EM_COMBO,
  COMBO_ITEM_INVALIDO,
  COMBO_ITEM_POR_PESO,
  COMBO_ITEM_REPETIDO,
  COMBO_POUCOS_ITENS,
  COMBO_PROPRIO,
  COMBO_SEM_ESTOQUE,
  COMBO_SEM_GRADE,
  type Produto,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { as, firestore, newOwner, type Owner } from '../../../test/support/api.js';
import { umaCamisetaComGrade, umCombo, umHamburguer, umProduto, umProdutoPorPeso } from '../../../test/support/produtos.js';
import { produtoDoc } from '../../src/model/produtos.js';

/*
 * Combos (issue 47): a product whose `combo.itens` are other plain products of the same shop, with
 * its own price. The owner's API refuses, in Portuguese and with a 400, what cannot be one.
 */

async function criar(owner: Owner, body: object) {
  const response = await as(owner).post(`/api${apiPaths.produtos}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Produto;
}

/** An owner with a burger (options), fries and a T-shirt (a grade), and a product sold by weight. */
async function loja() {
  const owner = await newOwner();
  const burger = await criar(owner, umHamburguer());
  const batata = await criar(owner, umProduto({ nome: 'Batata frita', preco: 12, estoque: 10 }));
  const camiseta = await criar(owner, umaCamisetaComGrade());
  const picanha = await criar(owner, umProdutoPorPeso());
  return { owner, burger, batata, camiseta, picanha };
}

const postar = (owner: Owner, body: object) => as(owner).post(`/api${apiPaths.produtos}`, body);

describe('Produtos: combos (issue 47)', () => {
  it('when the owner creates a combo of two products of the shop, then it is answered, stored with its items and listed', async () => {
    const { owner, burger, batata } = await loja();
    const combo = await criar(
      owner,
      umCombo(
        [
          [burger.id, 2],
          [batata.id, 1],
        ],
        { preco: 59.9 },
      ),
    );
    expect(combo.combo).toEqual({
      itens: [
        { produto_id: burger.id, quantidade: 2 },
        { produto_id: batata.id, quantidade: 1 },
      ],
    });
    expect(combo.preco).toBe(59.9);
    const guardado = await produtoDoc(firestore(), owner.lojaId, combo.id).get();
    expect(guardado.get('combo_produto_ids')).toEqual([burger.id, batata.id]);
    const lista = (await as(owner).get(`/api${apiPaths.produtos}`)).body as Produto[];
    expect(lista.find(({ id }) => id === combo.id)?.combo?.itens).toHaveLength(2);
    expect(lista.find(({ id }) => id === burger.id)?.combo).toBeNull();
  });

  it.each([
    ['fewer than 2 units', (ids: Record<string, string>) => umCombo([[ids.burger!, 1]]), COMBO_POUCOS_ITENS],
    ['no items', () => ({ ...umCombo([]) }), COMBO_POUCOS_ITENS],
    [
      'the same product twice',
      (ids: Record<string, string>) =>
        umCombo([
          [ids.burger!, 1],
          [ids.burger!, 1],
        ]),
      COMBO_ITEM_REPETIDO,
    ],
    [
      'a product of no shop',
      (ids: Record<string, string>) =>
        umCombo([
          [ids.burger!, 1],
          ['naoexiste123', 1],
        ]),
      COMBO_ITEM_INVALIDO,
    ],
    [
      'a product sold by weight',
      (ids: Record<string, string>) =>
        umCombo([
          [ids.burger!, 1],
          [ids.picanha!, 1],
        ]),
      COMBO_ITEM_POR_PESO('Picanha'),
    ],
    ['a stock of its own', (ids: Record<string, string>) => umCombo([[ids.burger!, 2]], { estoque: 5 }), COMBO_SEM_ESTOQUE],
    [
      'a grade of its own',
      (ids: Record<string, string>) => umCombo([[ids.burger!, 2]], { variacoes: umaCamisetaComGrade().variacoes }),
      COMBO_SEM_GRADE,
    ],
    [
      'a quantity of 0',
      (ids: Record<string, string>) =>
        umCombo([
          [ids.burger!, 0],
          [ids.batata!, 2],
        ]),
      'A quantidade do item deve ser pelo menos 1.',
    ],
  ])('when a combo has %s, then 400 with a message in Portuguese and nothing is created', async (_caso, corpo, mensagem) => {
    const { owner, burger, batata, picanha } = await loja();
    const antes = ((await as(owner).get(`/api${apiPaths.produtos}`)).body as Produto[]).length;
    const response = await postar(owner, corpo({ burger: burger.id, batata: batata.id, picanha: picanha.id }));
    expect(response.status).toBe(400);
    // The schema's refusals say "Dados inválidos." with the reason on the field; the service's say the reason itself.
    expect([response.body.error, ...Object.values((response.body.campos ?? {}) as Record<string, string[]>).flat()]).toContain(mensagem);
    expect(((await as(owner).get(`/api${apiPaths.produtos}`)).body as Produto[]).length).toBe(antes);
  });

  it("when a combo names another shop's product, or another combo, then 400; a combo cannot hold itself", async () => {
    const { owner, burger, batata } = await loja();
    const outra = await loja();
    const deOutra = await postar(
      owner,
      umCombo([
        [burger.id, 1],
        [outra.batata.id, 1],
      ]),
    );
    expect(deOutra.status).toBe(400);
    expect(deOutra.body.error).toBe(COMBO_ITEM_INVALIDO);

    const combo = await criar(
      owner,
      umCombo([
        [burger.id, 1],
        [batata.id, 1],
      ]),
    );
    const dentro = await postar(
      owner,
      umCombo(
        [
          [combo.id, 1],
          [batata.id, 1],
        ],
        { nome: 'Combo Família' },
      ),
    );
    expect(dentro.status).toBe(400);
    expect(dentro.body.error).toBe(COMBO_DENTRO_DE_COMBO('Combo Casal'));

    const proprio = await as(owner).put(
      `/api${apiPaths.produto({ id: combo.id })}`,
      umCombo([
        [combo.id, 1],
        [batata.id, 1],
      ]),
    );
    expect(proprio.status).toBe(400);
    expect(proprio.body.error).toBe(COMBO_PROPRIO);
  });

  it('when a product is an item of a combo, then it cannot become a combo, be sold by weight or be deleted until it leaves the combo', async () => {
    const { owner, burger, batata, camiseta } = await loja();
    const combo = await criar(
      owner,
      umCombo([
        [burger.id, 1],
        [batata.id, 1],
      ]),
    );
    const virarCombo = await as(owner).put(`/api${apiPaths.produto({ id: batata.id })}`, {
      combo: { itens: [{ produto_id: camiseta.id, quantidade: 2 }] },
    });
    expect(virarCombo.status).toBe(400);
    expect(virarCombo.body.error).toBe(COMBO_ITEM_EM_COMBO('Combo Casal'));
    const excluir = await as(owner).delete(`/api${apiPaths.produto({ id: batata.id })}`);
    expect(excluir.status).toBe(409);
    expect(excluir.body.error).toBe(COMBO_ITEM_EM_COMBO('Combo Casal'));

    expect(
      (
        await as(owner).put(
          `/api${apiPaths.produto({ id: combo.id })}`,
          umCombo([
            [burger.id, 1],
            [camiseta.id, 1],
          ]),
        )
      ).status,
    ).toBe(200);
    expect((await as(owner).delete(`/api${apiPaths.produto({ id: batata.id })}`)).status).toBe(200);
  });

  it('when a combo is edited to carry a stock of its own, then 400; editing its price keeps its items', async () => {
    const { owner, burger, batata } = await loja();
    const combo = await criar(
      owner,
      umCombo([
        [burger.id, 1],
        [batata.id, 1],
      ]),
    );
    const comEstoque = await as(owner).put(`/api${apiPaths.produto({ id: combo.id })}`, { estoque: 3 });
    expect(comEstoque.status).toBe(400);
    expect(comEstoque.body.error).toBe(COMBO_SEM_ESTOQUE);
    const preco = await as(owner).put(`/api${apiPaths.produto({ id: combo.id })}`, { preco: 39.9 });
    expect(preco.status).toBe(200);
    expect((preco.body as Produto).combo?.itens).toHaveLength(2);
  });
});
