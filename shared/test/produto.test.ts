import { describe, expect, it } from 'vitest';
import {
  escolhaAVariacao,
  formatPeso,
  pesoInvalido,
  precoAPartirDe,
  precoDeLista,
  precoDoPeso,
  precoDosSabores,
  resumoDaVariacao,
  type VariacaoItem,
} from '../src/produto/regras.js';

const item = (valores: string[], campos: Partial<VariacaoItem> = {}): VariacaoItem => ({
  id: valores.join('-'),
  valores,
  preco: null,
  estoque: null,
  esgotado: false,
  sku: '',
  imagem_url: null,
  ...campos,
});

describe('Half-and-half pricing (precoDosSabores)', () => {
  it.each([
    ['media', [4590, 5290], 4940],
    ['media', [4590, 4995], 4793], // 4792,5 → half up
    ['media', [3000, 3000, 3001], 3000], // 3000,33 → down
    ['maior', [4590, 5290, 4995], 5290],
    ['proporcional', [4590, 4995], 4793],
    ['proporcional', [1000, 2000, 2000, 2001], 1750], // ¼ each: 1750,25
  ] as const)('when the rule is %s and the flavours cost %j cents, then the pizza costs %i', (regra, precos, esperado) => {
    expect(precoDosSabores(regra, [...precos])).toBe(esperado);
  });
});

describe('Sale by weight', () => {
  it('when a weight is priced, then it is price per kg × grams / 1000, half up to the cent', () => {
    expect(precoDoPeso(3990, 500)).toBe(1995);
    expect(precoDoPeso(1299, 300)).toBe(390); // 389,7
    expect(precoDoPeso(1, 500)).toBe(1); // 0,5 → 1
  });

  it('when a weight is shown, then grams under a kilo and kilos with a comma above', () => {
    expect([formatPeso(500), formatPeso(1000), formatPeso(1500), formatPeso(1250)]).toEqual(['500 g', '1 kg', '1,5 kg', '1,25 kg']);
  });

  it('when the weight misses the step or the minimum or passes 50 kg, then the refusal names the product and the rule', () => {
    const picanha = { nome: 'Picanha', unidade: 'kg' as const, passo_gramas: 100, minimo_gramas: 200 };
    expect(pesoInvalido(picanha, 500)).toBeNull();
    expect(pesoInvalido(picanha, 150)).toBe('Peça pelo menos 200 g de Picanha.');
    expect(pesoInvalido(picanha, 550)).toBe('Peça Picanha de 100 g em 100 g.');
    expect(pesoInvalido(picanha, 50_100)).toBe('Peça no máximo 50 kg de Picanha.');
  });
});

describe('Grades', () => {
  it('when some variants cost more, then the card says “a partir de” the cheapest on sale', () => {
    const produto = {
      nome: 'Camiseta',
      preco: 49.9,
      preco_promocional: null,
      opcoes: [],
      variacoes: {
        eixos: [{ nome: 'Tamanho', valores: ['P', 'GG'] }],
        itens: [item(['P'], { preco: 39.9, estoque: 0 }), item(['GG'], { preco: 59.9 }), item(['M'])],
      },
    };
    // P is sold out: the cheapest on sale is the product's own price (M).
    expect(precoAPartirDe(produto)).toEqual({ preco: 49.9, variavel: true });
    expect(precoAPartirDe({ ...produto, variacoes: { ...produto.variacoes, itens: [item(['M']), item(['G'])] } })).toEqual({
      preco: 49.9,
      variavel: false,
    });
  });

  it('when the card summarises a long axis, then it stops at 60 characters with “…”', () => {
    const valores = Array.from({ length: 20 }, (_, i) => `Tamanho número ${i + 1}`);
    const resumo = resumoDaVariacao({ eixos: [{ nome: 'Tamanho', valores }], itens: [] });
    expect(resumo.length).toBeLessThanOrEqual(60);
    expect(resumo.endsWith('…')).toBe(true);
    expect(resumoDaVariacao({ eixos: [{ nome: 'Tamanho', valores: ['P', 'M', 'G'] }], itens: [] })).toBe('P · M · G');
  });

  it('when a line has no variant, then the refusal is worded from the axes', () => {
    expect(escolhaAVariacao([{ nome: 'Tamanho' }, { nome: 'Cor' }])).toBe('Escolha tamanho e cor.');
    expect(escolhaAVariacao([{ nome: 'Numeração' }])).toBe('Escolha numeração.');
  });
});

describe('The lowest price a customer can pay, as lists and feeds show it (precoDeLista)', () => {
  const pizza = {
    nome: 'Pizza grande',
    preco: 0,
    preco_promocional: null,
    variacoes: null,
    opcoes: [
      {
        id: 's',
        nome: 'Sabores',
        tipo: 'sabores' as const,
        regra_preco: 'media' as const,
        min: 1,
        max: 2,
        itens: [
          { id: 'c', nome: 'Calabresa', preco: 45.9 },
          { id: 'm', nome: 'Marguerita', preco: 52.9 },
        ],
      },
    ],
  };

  it('when a pizza is priced by its flavours (base R$ 0), then it is listed at its cheapest flavour, never at R$ 0', () => {
    expect(precoDeLista(pizza)).toEqual({ preco: 45.9, promocional: null, variavel: true });
  });

  it('when a product is on sale, then the price without the promotion and the one with it, each with what its choices add at least', () => {
    const comAdicional = { ...pizza, preco: 10, preco_promocional: 8 };
    expect(precoDeLista(comAdicional)).toEqual({ preco: 55.9, promocional: 53.9, variavel: true });
    expect(precoDeLista({ nome: 'Café', preco: 6.5, preco_promocional: 5, opcoes: [] })).toEqual({
      preco: 6.5,
      promocional: 5,
      variavel: false,
    });
  });

  it('when every variant has its own price, then no unit takes the promotion and none is listed', () => {
    const camiseta = {
      nome: 'Camiseta',
      preco: 49.9,
      preco_promocional: 39.9,
      opcoes: [],
      variacoes: { itens: [item(['P'], { preco: 59.9 })] },
    };
    expect(precoDeLista(camiseta)).toEqual({ preco: 59.9, promocional: null, variavel: false });
  });
});
