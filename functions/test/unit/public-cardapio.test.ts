import { describe, expect, it } from 'vitest';
import { OPCOES_DO_HAMBURGUER, comIds, grupoDeOpcoes, umProdutoPublico } from '../../../test/support/produtos.js';
import { linhaDoCardapio, secoesDoCardapioImpresso } from '../../src/features/public-cardapio/cardapio-pdf.js';

/** The printed menu's lines (issue 47): what each product prints, whatever the PDF around it. */
describe('Cardápio impresso: a linha de cada produto', () => {
  it('when a product is sold by weight and on sale, then its price is per kg beside the former one', () => {
    const linha = linhaDoCardapio(umProdutoPublico({ nome: 'Picanha', preco: 39.9, preco_promocional: 34.9, unidade: 'kg' }), undefined);
    expect(linha.preco).toBe('R$ 34,90/kg (de R$ 39,90/kg)');
  });

  it('when required choices add to the price, then "a partir de" the cheapest, and the choices in one line', () => {
    const hamburguer = umProdutoPublico({
      nome: 'Hambúrguer',
      preco: 20,
      a_partir_de: 20,
      tem_opcoes: true,
      opcoes: [...OPCOES_DO_HAMBURGUER],
    });
    expect(linhaDoCardapio(hamburguer, hamburguer)).toMatchObject({
      preco: 'a partir de R$ 20,00',
      opcoes: 'Tamanho: Pequeno, Grande · Adicionais: Bacon, Cheddar',
    });
  });

  it('when a group has more than six choices, then six are named and the rest is "…"; a grade lists each axis', () => {
    const sabores = Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((nome) => [nome, 0]));
    const produto = umProdutoPublico({
      tem_opcoes: true,
      opcoes: [comIds('sab', grupoDeOpcoes('Sabores', [0, 1], sabores), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])],
      variacoes: {
        eixos: [
          { nome: 'Tamanho', valores: ['P', 'M'] },
          { nome: 'Cor', valores: ['Azul'] },
        ],
        itens: [],
      },
    });
    expect(linhaDoCardapio(produto, produto).opcoes).toBe('Tamanho: P, M · Cor: Azul · Sabores: A, B, C, D, E, F…');
  });

  it('when products have no category or a deleted one, then they close the menu under "Outros"; a shop without categories has one "Cardápio"', () => {
    const [a, b] = [umProdutoPublico({ id: 'a', categoria_id: 'c1' }), umProdutoPublico({ id: 'b', categoria_id: 'apagada' })];
    expect(
      secoesDoCardapioImpresso([a, b], [{ id: 'c1', nome: 'Bebidas' }]).map(({ nome, produtos }) => [nome, produtos.map(({ id }) => id)]),
    ).toEqual([
      ['Bebidas', ['a']],
      ['Outros', ['b']],
    ]);
    expect(secoesDoCardapioImpresso([a], []).map(({ nome }) => nome)).toEqual(['Cardápio']);
  });
});
