import { describe, expect, it } from 'vitest';
import { filtrarProdutos } from '../src/features/catalogo/busca';
import {
  adicionar,
  atualizarComCatalogo,
  CARRINHO_VAZIO,
  chaveDoPedido,
  definirQuantidade,
  lerCarrinho,
  totalCentavos,
  totalItens,
} from '../src/features/catalogo/carrinho/carrinho';

const cafe = { id: 'p1', nome: 'Café expresso', preco: 6.5, imagem_url: '' };
const bolo = { id: 'p2', nome: 'Bolo de cenoura', preco: 12, imagem_url: '/api/imagens/u/bolo.webp' };

describe('cart rules (spec §4)', () => {
  it('when a product already in the cart is added again, then its quantity grows instead of a second line', () => {
    let carrinho = adicionar(CARRINHO_VAZIO, cafe);
    carrinho = adicionar(carrinho, bolo, 3);
    carrinho = adicionar(carrinho, cafe);
    expect(carrinho.linhas.map(({ id, quantidade }) => [id, quantidade])).toEqual([
      ['p1', 2],
      ['p2', 3],
    ]);
    expect(totalItens(carrinho.linhas)).toBe(5);
    expect(totalCentavos(carrinho.linhas)).toBe(2 * 650 + 3 * 1200);
  });

  it('when a quantity is set to 0 or less, then the line is removed; above 99, it stops at 99', () => {
    const carrinho = adicionar(adicionar(CARRINHO_VAZIO, cafe), bolo);
    expect(definirQuantidade(carrinho, 'p1', 0).linhas.map((linha) => linha.id)).toEqual(['p2']);
    expect(definirQuantidade(carrinho, 'p2', -3).linhas.map((linha) => linha.id)).toEqual(['p1']);
    expect(definirQuantidade(carrinho, 'p1', 500).linhas[0]!.quantidade).toBe(99);
    expect(adicionar(definirQuantidade(carrinho, 'p1', 98), cafe, 5).linhas[0]!.quantidade).toBe(99);
  });

  it('when the catalogue has new prices or names, then the lines take them and keep their quantities', () => {
    const carrinho = adicionar(adicionar(CARRINHO_VAZIO, cafe, 2), bolo);
    const atualizado = atualizarComCatalogo(carrinho, [{ ...cafe, preco: 7 }]);
    expect(atualizado.linhas[0]).toMatchObject({ id: 'p1', preco: 7, quantidade: 2 });
    expect(atualizado.linhas[1]).toBe(carrinho.linhas[1]);
    expect(atualizarComCatalogo(atualizado, [{ ...cafe, preco: 7 }])).toBe(atualizado);
  });

  it('when an order is retried with the same lines, then it reuses its Idempotency-Key; a changed cart gets a new one', () => {
    let numero = 0;
    const nova = () => `chave-${++numero}`;
    const carrinho = adicionar(CARRINHO_VAZIO, cafe, 2);
    const primeira = chaveDoPedido(carrinho, nova);
    expect(primeira.chave).toBe('chave-1');
    expect(chaveDoPedido(primeira.carrinho, nova).chave).toBe('chave-1');
    expect(chaveDoPedido(adicionar(primeira.carrinho, bolo), nova).chave).toBe('chave-2');
  });

  it('when the stored cart is malformed, then only its valid lines are kept', () => {
    expect(lerCarrinho('{not json')).toEqual(CARRINHO_VAZIO);
    expect(lerCarrinho(JSON.stringify({ linhas: 'x' }))).toEqual(CARRINHO_VAZIO);
    const lido = lerCarrinho(
      JSON.stringify({
        linhas: [
          { id: 'p1', nome: 'Café', preco: 6.5, quantidade: 2 },
          { id: 'p1', nome: 'Café de novo', preco: 6.5, quantidade: 1 },
          { id: 'p2', nome: 'Sem preço', quantidade: 1 },
          { id: 'p3', nome: 'Zero', preco: 1, quantidade: 0 },
          { id: 'p4', nome: 'Muitos', preco: 1, quantidade: 1000 },
        ],
        pendente: { chave: 'k', assinatura: 'p1×2' },
      }),
    );
    expect(lido.linhas.map(({ id, quantidade }) => [id, quantidade])).toEqual([
      ['p1', 2],
      ['p4', 99],
    ]);
    expect(lido.pendente).toEqual({ chave: 'k', assinatura: 'p1×2' });
  });
});

describe('catalogue filters (spec §2)', () => {
  const produtos = [
    { id: '1', nome: 'Café expresso', descricao: 'Grão especial', imagem_url: '', preco: 6.5, categoria_id: 'cafes' },
    { id: '2', nome: 'Suco de laranja', descricao: 'Feito na hora, sem açúcar', imagem_url: '', preco: 9, categoria_id: 'bebidas' },
    { id: '3', nome: 'Cookie', descricao: '', imagem_url: '', preco: 7.5, categoria_id: null },
  ];
  const ids = (lista: { id: string }[]) => lista.map((produto) => produto.id);

  it('when searching, then nome or descricao match whatever the case (and the accents)', () => {
    expect(ids(filtrarProdutos(produtos, 'CAFÉ', null))).toEqual(['1']);
    expect(ids(filtrarProdutos(produtos, 'cafe', null))).toEqual(['1']);
    expect(ids(filtrarProdutos(produtos, 'acucar', null))).toEqual(['2']);
    expect(ids(filtrarProdutos(produtos, '  ', null))).toEqual(['1', '2', '3']);
  });

  it('when a category is chosen, then only its products remain, combined with the search', () => {
    expect(ids(filtrarProdutos(produtos, '', 'bebidas'))).toEqual(['2']);
    expect(ids(filtrarProdutos(produtos, 'café', 'bebidas'))).toEqual([]);
  });
});
