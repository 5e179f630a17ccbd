import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProdutoPublicoDetalhe } from '@vitrine/shared';
import { createPedido } from '../src/public-app/checkout/api';
import {
  addProduto,
  EMPTY_CARRINHO,
  parseCarrinho,
  refreshFromCatalogo,
  setQuantidade,
  totalCentavos,
  type OpcaoDaLinha,
} from '../src/public-app/carrinho/carrinho';
import { pedirDeNovo } from '../src/public-app/meus-pedidos/pedir-de-novo';
import { umProdutoPublico } from '../../test/support/produtos';

/** Issue 30's lines in the cart: a variant of a grade, a half-and-half pizza priced by its rule, a weight. */
const camiseta = { id: 'cam', nome: 'Camiseta Básica', preco: 49.9, preco_promocional: null, imagem_url: '/api/imagens/u/cam.webp' };
const mPreto = { id: 'v-m-preto', valores: ['M', 'Preto'], preco: 54.9 };
const pAzul = { id: 'v-p-azul', valores: ['P', 'Azul'], preco: null };
const pizza = { id: 'piz', nome: 'Pizza grande', preco: 0 };
const meioAMeio: OpcaoDaLinha = {
  grupo_id: 'sabores',
  grupo: 'Sabores',
  fracoes: true,
  regra_preco: 'media',
  itens: [
    { id: 'cal', nome: '½ Calabresa', preco: 45.9 },
    { id: 'mar', nome: '½ Marguerita', preco: 52.9 },
  ],
};
const picanha = { id: 'pic', nome: 'Picanha', preco: 39.9, unidade: 'kg' as const };
const escolha = (campos: object = {}) => ({ opcoes: [], observacao: '', ...campos });
afterEach(() => vi.unstubAllGlobals());

describe('the cart’s lines of a grade, a half-and-half and a weight (issue 30)', () => {
  it('when the same T-shirt is added in two variants, then they are two lines, each at its own price; the same variant again adds up', () => {
    let carrinho = addProduto(EMPTY_CARRINHO, camiseta, 1, escolha({ variacao: mPreto }));
    carrinho = addProduto(carrinho, camiseta, 2, escolha({ variacao: pAzul }));
    carrinho = addProduto(carrinho, camiseta, 1, escolha({ variacao: mPreto }));
    expect(carrinho.linhas.map(({ variacao, quantidade, preco }) => [variacao?.valores.join('/'), quantidade, preco])).toEqual([
      ['M/Preto', 2, 54.9],
      ['P/Azul', 2, 49.9],
    ]);
    expect(totalCentavos(carrinho.linhas)).toBe(2 * 5490 + 2 * 4990);
  });

  it('when a variant has its own picture, then the line shows it, and a new catalogue read keeps it and the variant’s price', () => {
    const carrinho = addProduto(EMPTY_CARRINHO, camiseta, 1, escolha({ variacao: mPreto, imagem_url: '/api/imagens/u/preta.webp' }));
    const relido = refreshFromCatalogo(carrinho, [{ ...camiseta, preco: 59.9 }]);
    expect(relido.linhas[0]).toMatchObject({ imagem_url: '/api/imagens/u/preta.webp', preco: 54.9 });
    // A variant at the product's price follows the product's.
    const azul = refreshFromCatalogo(addProduto(EMPTY_CARRINHO, camiseta, 1, escolha({ variacao: pAzul })), [{ ...camiseta, preco: 59.9 }]);
    expect(azul.linhas[0]!.preco).toBe(59.9);
  });

  it('when a half-and-half pizza is added, then its price is the average of the flavours (half up), as the server computes it', () => {
    const carrinho = addProduto(EMPTY_CARRINHO, pizza, 1, escolha({ opcoes: [meioAMeio] }));
    expect(carrinho.linhas[0]!.preco).toBe(49.4);
    const maior = addProduto(EMPTY_CARRINHO, pizza, 1, escolha({ opcoes: [{ ...meioAMeio, regra_preco: 'maior' }] }));
    expect(maior.linhas[0]!.preco).toBe(52.9);
  });

  it('when 500 g of a R$ 39,90/kg cut is added, then the line is one piece of R$ 19,95 whose quantity does not change; another weight is another line, the same weight again one line of both', () => {
    let carrinho = addProduto(EMPTY_CARRINHO, picanha, 1, escolha({ gramas: 500 }));
    expect(carrinho.linhas[0]).toMatchObject({ gramas: 500, quantidade: 1, preco: 19.95 });
    expect(setQuantidade(carrinho, carrinho.linhas[0]!.chave, 3).linhas[0]!.quantidade).toBe(1);
    carrinho = addProduto(carrinho, picanha, 1, escolha({ gramas: 300 }));
    expect(carrinho.linhas.map(({ gramas }) => gramas)).toEqual([500, 300]);
    carrinho = addProduto(carrinho, picanha, 1, escolha({ gramas: 300 }));
    expect(carrinho.linhas.map(({ gramas, preco }) => [gramas, preco])).toEqual([
      [500, 19.95],
      [600, 23.94],
    ]);
  });

  it('when the cart is sent, then a variant’s line names it and a weight’s line carries its grams and no quantity', async () => {
    let body: { produtos: object[] } | undefined;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      body = JSON.parse(init.body as string);
      return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
    });
    let carrinho = addProduto(EMPTY_CARRINHO, camiseta, 2, escolha({ variacao: mPreto }));
    carrinho = addProduto(carrinho, picanha, 1, escolha({ gramas: 500 }));
    carrinho = addProduto(carrinho, pizza, 1, escolha({ opcoes: [meioAMeio] }));
    await createPedido({ slug: 'loja' }, carrinho.linhas, 'chave');
    expect(body!.produtos).toEqual([
      { id: 'cam', nome: 'Camiseta Básica', preco: 54.9, quantidade: 2, variacao_id: 'v-m-preto' },
      { id: 'pic', nome: 'Picanha', preco: 19.95, gramas: 500 },
      { id: 'piz', nome: 'Pizza grande', preco: 49.4, quantidade: 1, opcoes: [{ grupo: 'sabores', itens: ['cal', 'mar'] }] },
    ]);
  });

  it('when a cart is read back from storage, then variants, weights and flavours survive, and malformed ones drop only their line', () => {
    let carrinho = addProduto(EMPTY_CARRINHO, camiseta, 1, escolha({ variacao: mPreto }));
    carrinho = addProduto(carrinho, picanha, 1, escolha({ gramas: 500 }));
    carrinho = addProduto(carrinho, pizza, 1, escolha({ opcoes: [meioAMeio] }));
    expect(parseCarrinho(JSON.stringify(carrinho))).toEqual(carrinho);
    const estragado = {
      linhas: [
        ...carrinho.linhas,
        { id: 'x', nome: 'X', preco: 1, quantidade: 1, variacao: { id: 'v', valores: 'M' } },
        { id: 'y', nome: 'Y', preco: 1, quantidade: 1, gramas: 60_000 },
      ],
    };
    expect(parseCarrinho(JSON.stringify(estragado)).linhas).toHaveLength(3);
  });

  it('when “Pedir de novo” meets a variant now sold out, then it is left out in words naming the variant; one on sale comes back at today’s price', () => {
    const detalhe = (variacoes: ProdutoPublicoDetalhe['variacoes']) => umProdutoPublico({ ...camiseta, tem_opcoes: true, variacoes });
    const linhas = addProduto(EMPTY_CARRINHO, camiseta, 2, escolha({ variacao: mPreto })).linhas;
    const eixos = [
      { nome: 'Tamanho', valores: ['M'] },
      { nome: 'Cor', valores: ['Preto'] },
    ];
    const esgotada = pedirDeNovo(linhas, new Map([['cam', detalhe({ eixos, itens: [{ ...mPreto, esgotado: true, imagem_url: null }] })]]));
    expect(esgotada).toEqual({ linhas: [], avisos: ['Camiseta Básica — M / Preto está esgotado e ficou de fora.'] });
    const deNovo = pedirDeNovo(
      linhas,
      new Map([['cam', detalhe({ eixos, itens: [{ ...mPreto, preco: 57.9, esgotado: false, imagem_url: null }] })]]),
    );
    expect(deNovo.avisos).toEqual([
      'O preço de Camiseta Básica — M / Preto mudou de R$ 54,90 para R$ 57,90.'.replace(/ R\$ /g, ' R$\u00a0'),
    ]);
    expect(deNovo.linhas[0]).toMatchObject({ quantidade: 2, escolha: { variacao: { id: 'v-m-preto', preco: 57.9 } } });
  });
});
