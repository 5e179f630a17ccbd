import { describe, expect, it } from 'vitest';
import { exemploDeObservacao } from '../src/public-app/public-catalogo/observacao';
import { limiteDaQuantidade } from '../src/public-app/public-catalogo/quantidade';
import { rotuloDoSabor } from '../src/public-app/public-catalogo/sabores';

describe('A flavour’s name in the drawn pizza (rotuloDoSabor)', () => {
  it('when a half holds “Quatro queijos”, then it wraps between words at full size, never cut', () => {
    expect(rotuloDoSabor('Quatro queijos', 2)).toEqual({ linhas: ['Quatro', 'queijos'], fonte: 7.5 });
  });

  it('when one word is longer than its slice, then it stays whole in smaller type', () => {
    const { linhas, fonte } = rotuloDoSabor('Marguerita', 2);
    expect(linhas).toEqual(['Marguerita']);
    expect(fonte).toBeLessThan(7.5);
    expect(fonte).toBeGreaterThan(6);
  });

  it('when a name has many words, then it takes at most three lines, every word kept', () => {
    for (const partes of [1, 2, 3, 4]) {
      const { linhas } = rotuloDoSabor('Frango com catupiry e bacon da casa', partes);
      expect(linhas.length).toBeLessThanOrEqual(3);
      expect(linhas.join(' ')).toBe('Frango com catupiry e bacon da casa');
    }
  });
});

describe('The example in a product’s note (exemploDeObservacao)', () => {
  const sabores = { id: 's', nome: 'Sabores', tipo: 'sabores' as const, regra_preco: 'media' as const, min: 1, max: 2, itens: [] };
  const adicionais = { id: 'a', nome: 'Adicionais', min: 0, max: 3, itens: [] };
  const grade = { eixos: [{ nome: 'Tamanho', valores: ['M'] }], itens: [] };

  it.each([
    ['a T-shirt with a grade', 'Ex.: é para presente', { variacoes: grade, opcoes: [] }],
    ['a cut sold by weight', 'Ex.: cortar em bifes finos', { variacoes: null, unidade: 'kg' as const, opcoes: [] }],
    ['a half-and-half pizza', 'Ex.: sem cebola, bem assada', { variacoes: null, opcoes: [sabores] }],
    ['a burger with add-ons', 'Ex.: sem cebola', { variacoes: null, opcoes: [adicionais] }],
    ['a product without choices', 'Ex.: um detalhe sobre este item', { variacoes: null, opcoes: [] }],
  ])('when the product is %s, then the note’s example is “%s”', (_, exemplo, produto) => {
    expect(exemploDeObservacao(produto)).toBe(exemplo);
  });
});

describe('How many the product page lets a customer add (limiteDaQuantidade)', () => {
  const limite = (campos: Partial<Parameters<typeof limiteDaQuantidade>[0]>) =>
    limiteDaQuantidade({ pedida: 1, restam: undefined, maximo: undefined, naVariacao: 0, noProduto: 0, maximoDaLinha: 99, ...campos });

  it('when “M Preto” has 2 left and the customer asks 3, then the stepper stops at 2 and says “Últimas 2”', () => {
    expect(limite({ pedida: 3, restam: 2, maximo: 10 })).toEqual({ max: 2, quantidade: 2, aviso: 'Últimas 2', motivo: null });
  });

  it('when the cart already holds some of the variant, then they count against its units, and the last ones in the cart stop the button', () => {
    expect(limite({ restam: 3, maximo: 10, naVariacao: 1, noProduto: 1 })).toEqual({
      max: 2,
      quantidade: 1,
      aviso: 'Últimas 3 · 1 já no carrinho',
      motivo: null,
    });
    expect(limite({ restam: 2, maximo: 10, naVariacao: 2, noProduto: 2 })).toMatchObject({
      max: 0,
      motivo: 'Você já tem no carrinho as últimas 2 unidades.',
    });
    expect(limite({ restam: 1, maximo: 10, naVariacao: 1, noProduto: 1 }).motivo).toBe('Você já tem no carrinho a última unidade.');
  });

  it('when the order’s maximum comes first, then the stepper stops there and says so once reached, counting every line of the product', () => {
    expect(limite({ pedida: 4, maximo: 10 })).toEqual({ max: 10, quantidade: 4, aviso: null, motivo: null });
    expect(limite({ pedida: 12, maximo: 10, noProduto: 3 })).toEqual({
      max: 7,
      quantidade: 7,
      aviso: 'No máximo 10 por pedido · 3 já no carrinho',
      motivo: null,
    });
    expect(limite({ maximo: 10, noProduto: 10 }).motivo).toBe('Você já tem no carrinho o máximo de 10 por pedido.');
  });

  it('when nothing is counted, then only the line’s limit holds and nothing is said', () => {
    expect(limite({ pedida: 120 })).toEqual({ max: 99, quantidade: 99, aviso: null, motivo: null });
    expect(limite({ pedida: 2, restam: 8, maximo: 10 })).toEqual({ max: 8, quantidade: 2, aviso: null, motivo: null });
  });
});
