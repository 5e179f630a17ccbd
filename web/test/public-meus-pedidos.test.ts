import { describe, expect, it } from 'vitest';
import type { ProdutoPublicoDetalhe } from '@vitrine/shared';
import { publicRoute } from '../src/lib/public-paths';
import type { CarrinhoLine } from '../src/public-app/carrinho/carrinho';
import { colocarNoCarrinho, pedirDeNovo } from '../src/public-app/meus-pedidos/pedir-de-novo';
import { umProdutoPublico } from '../../test/support/produtos';

const produto = (id: string, campos: Partial<ProdutoPublicoDetalhe> = {}) => umProdutoPublico({ id, nome: id, preco: 10, ...campos });
const linha = (id: string, campos: Partial<CarrinhoLine> = {}): CarrinhoLine => ({
  chave: id,
  id,
  nome: id,
  preco: 10,
  quantidade: 2,
  opcoes: [],
  observacao: '',
  ...campos,
});
const TAMANHO = { id: 'g1', nome: 'Tamanho', min: 1, max: 1, itens: [{ id: 'grande', nome: 'Grande', preco: 5 }] };

describe('"Meus pedidos" (issue 14)', () => {
  it('when the path is /loja/{slug}/pedidos or /catalogo/{id}/pedidos, then it is the public app’s orders page', () => {
    expect(publicRoute('/loja/demo/pedidos')).toEqual({ lojaRef: { slug: 'demo' }, produtoId: undefined, meusPedidos: true });
    expect(publicRoute('/catalogo/abc/pedidos/')).toEqual({ lojaRef: { lojaId: 'abc' }, produtoId: undefined, meusPedidos: true });
    expect(publicRoute('/loja/demo/pedidos/x')).toBeNull();
  });

  it('when an order is asked again, then what is still sold comes back at today’s price with its choices and note, and every change is told', () => {
    const linhas = [
      linha('cafe'),
      linha('bolo', {
        nome: 'Bolo',
        preco: 15,
        observacao: 'sem açúcar',
        opcoes: [{ grupo_id: 'g1', grupo: 'Tamanho', itens: [{ id: 'grande', nome: 'Grande', preco: 5 }] }],
      }),
      linha('pao', { nome: 'Pão' }),
      linha('suco', { nome: 'Suco' }),
      linha('torta', {
        nome: 'Torta',
        opcoes: [{ grupo_id: 'g1', grupo: 'Tamanho', itens: [{ id: 'gigante', nome: 'Gigante', preco: 9 }] }],
      }),
    ];
    const atuais = new Map<string, ProdutoPublicoDetalhe | null>([
      ['cafe', produto('cafe', { nome: 'Café' })],
      ['bolo', produto('bolo', { nome: 'Bolo', preco: 12, preco_promocional: 11, opcoes: [TAMANHO] })],
      ['pao', produto('pao', { nome: 'Pão', esgotado: true })],
      ['suco', null],
      ['torta', produto('torta', { nome: 'Torta', opcoes: [TAMANHO] })],
    ]);
    const { linhas: deNovo, avisos } = pedirDeNovo(linhas, atuais);
    expect(
      deNovo.map(({ produto: { id }, quantidade, escolha }) => [
        id,
        quantidade,
        escolha.observacao,
        escolha.opcoes.map(({ itens }) => itens.map(({ nome }) => nome)),
      ]),
    ).toEqual([
      ['cafe', 2, '', []],
      ['bolo', 2, 'sem açúcar', [['Grande']]],
    ]);
    expect(avisos.map((aviso) => aviso.replace(/\s/g, ' '))).toEqual([
      'O preço de Bolo mudou de R$ 15,00 para R$ 16,00.',
      'Pão está esgotado e ficou de fora.',
      'Suco não está mais disponível e ficou de fora.',
      'A opção Gigante de Torta não existe mais: o item ficou de fora.',
    ]);
  });
});

describe('"Pedir de novo" into a cart that has items (issue 25)', () => {
  const deNovo = pedirDeNovo([linha('pao', { quantidade: 3 })], new Map([['pao', produto('pao')]])).linhas;
  const cheio = colocarNoCarrinho({ linhas: [] }, pedirDeNovo([linha('cafe')], new Map([['cafe', produto('cafe')]])).linhas, 'juntar');

  it('when the customer replaces, then the cart holds the order alone', () => {
    expect(colocarNoCarrinho(cheio, deNovo, 'substituir').linhas.map(({ id, quantidade }) => [id, quantidade])).toEqual([['pao', 3]]);
  });

  it('when the customer adds, then the cart keeps its lines and the order joins them; a second add of the same order adds up', () => {
    const junto = colocarNoCarrinho(cheio, deNovo, 'juntar');
    expect(junto.linhas.map(({ id, quantidade }) => [id, quantidade])).toEqual([
      ['cafe', 2],
      ['pao', 3],
    ]);
    expect(colocarNoCarrinho(junto, deNovo, 'juntar').linhas.map(({ id, quantidade }) => [id, quantidade])).toEqual([
      ['cafe', 2],
      ['pao', 6],
    ]);
  });
});
