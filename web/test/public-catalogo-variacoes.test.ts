import { describe, expect, it } from 'vitest';
import {
  eixosPendentes,
  escolherValor,
  imagemDosValores,
  nenhumValor,
  todasEsgotadas,
  valorDisponivel,
  variacaoDosValores,
  type VariacoesPublicas,
} from '../src/public-app/public-catalogo/variacoes';

/** The T-shirt as the product page reads it: P/M/G × Azul/Preto, G Azul sold out, M Preto at its own price, Preto with its own picture. */
const camiseta: VariacoesPublicas = {
  eixos: [
    { nome: 'Tamanho', valores: ['P', 'M', 'G'] },
    { nome: 'Cor', valores: ['Azul', 'Preto'] },
  ],
  itens: ['P', 'M', 'G'].flatMap((tamanho) =>
    ['Azul', 'Preto'].map((cor) => ({
      id: `${tamanho}-${cor}`,
      valores: [tamanho, cor],
      preco: tamanho === 'M' && cor === 'Preto' ? 54.9 : null,
      esgotado: tamanho === 'G' && cor === 'Azul',
      imagem_url: cor === 'Preto' ? '/api/imagens/u/preta.webp' : null,
    })),
  ),
};
const disponiveis = (escolhidos: (string | null)[], eixo: number) =>
  camiseta.eixos[eixo]!.valores.filter((valor) => valorDisponivel(camiseta, escolhidos, eixo, valor));

describe('the product page’s grade (issue 30)', () => {
  it('when nothing is chosen, then every value some variant on sale has can be chosen', () => {
    expect(disponiveis(nenhumValor(camiseta), 0)).toEqual(['P', 'M', 'G']);
    expect(disponiveis(nenhumValor(camiseta), 1)).toEqual(['Azul', 'Preto']);
  });

  it('when Azul is chosen, then G is greyed (G Azul is sold out) and the other sizes are not; with G chosen, Azul is', () => {
    expect(disponiveis([null, 'Azul'], 0)).toEqual(['P', 'M']);
    expect(disponiveis(['G', null], 1)).toEqual(['Preto']);
    // The chosen value's own axis is not narrowed by itself: the customer may switch colour.
    expect(disponiveis([null, 'Azul'], 1)).toEqual(['Azul', 'Preto']);
  });

  it('when G is chosen with Preto and the customer switches to Azul, then G is let go (the chips never name a sold-out variant)', () => {
    const gPreto = escolherValor(camiseta, escolherValor(camiseta, nenhumValor(camiseta), 0, 'G'), 1, 'Preto');
    expect(gPreto).toEqual(['G', 'Preto']);
    expect(escolherValor(camiseta, gPreto, 1, 'Azul')).toEqual([null, 'Azul']);
    // A second tap on a chosen value clears it.
    expect(escolherValor(camiseta, gPreto, 0, 'G')).toEqual([null, 'Preto']);
  });

  it('when every axis has a value, then the variant is found; until then the hint names the axes left', () => {
    expect(variacaoDosValores(camiseta, ['M', 'Preto'])).toMatchObject({ id: 'M-Preto', preco: 54.9 });
    expect(variacaoDosValores(camiseta, ['M', null])).toBeNull();
    expect(eixosPendentes(camiseta, ['M', null]).map(({ nome }) => nome)).toEqual(['Cor']);
    expect(eixosPendentes(camiseta, [null, null]).map(({ nome }) => nome)).toEqual(['Tamanho', 'Cor']);
  });

  it('when a colour with its own picture is chosen, then the page shows it, before and after the size; without one, the product’s', () => {
    expect(imagemDosValores(camiseta, [null, 'Preto'])).toBe('/api/imagens/u/preta.webp');
    expect(imagemDosValores(camiseta, ['M', 'Preto'])).toBe('/api/imagens/u/preta.webp');
    expect(imagemDosValores(camiseta, ['M', 'Azul'])).toBeNull();
    expect(imagemDosValores(camiseta, [null, null])).toBeNull();
  });

  it('when every variant is sold out, then the product is; one on sale is enough for it not to be', () => {
    expect(todasEsgotadas(camiseta)).toBe(false);
    expect(todasEsgotadas({ ...camiseta, itens: camiseta.itens.map((item) => ({ ...item, esgotado: true })) })).toBe(true);
  });

  it('when a one-axis grade has a value sold out, then only that value is greyed', () => {
    const tenis: VariacoesPublicas = {
      eixos: [{ nome: 'Número', valores: ['38', '39'] }],
      itens: [
        { id: 'a', valores: ['38'], preco: null, esgotado: true, imagem_url: null },
        { id: 'b', valores: ['39'], preco: null, esgotado: false, imagem_url: null },
      ],
    };
    expect(['38', '39'].filter((valor) => valorDisponivel(tenis, [null], 0, valor))).toEqual(['39']);
    expect(variacaoDosValores(tenis, ['39'])?.id).toBe('b');
  });
});
