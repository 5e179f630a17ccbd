import { describe, expect, it } from 'vitest';
import {
  addProduto,
  chaveDaLinha,
  countItens,
  EMPTY_CARRINHO,
  parseCarrinho,
  pedidoKey,
  refreshFromCatalogo,
  setQuantidade,
  totalCentavos,
} from '../src/public-app/carrinho/carrinho';
import { escolha } from '../../test/support/produtos';

const cafe = { id: 'p1', nome: 'Café expresso', preco: 6.5, imagem_url: '' };
const bolo = { id: 'p2', nome: 'Bolo de cenoura', preco: 12, imagem_url: '/api/imagens/u/bolo.webp' };
const burger = { id: 'p3', nome: 'X-Burger', preco: 30, preco_promocional: null, imagem_url: '' };
const grande = escolha('Tamanho', 'Grande');
const pequeno = escolha('Tamanho', 'Pequeno');
const adicionais = escolha('Adicionais', 'Bacon', 'Cheddar');

describe('cart rules (spec §4)', () => {
  it('when a product already in the cart is added again, then its quantity grows instead of a second line', () => {
    let carrinho = addProduto(EMPTY_CARRINHO, cafe);
    carrinho = addProduto(carrinho, bolo, 3);
    carrinho = addProduto(carrinho, cafe);
    expect(carrinho.linhas.map(({ id, quantidade }) => [id, quantidade])).toEqual([
      ['p1', 2],
      ['p2', 3],
    ]);
    expect(countItens(carrinho.linhas)).toBe(5);
    expect(totalCentavos(carrinho.linhas)).toBe(2 * 650 + 3 * 1200);
  });

  it('when a quantity is set to 0 or less, then the line is removed; above 99, it stops at 99', () => {
    const carrinho = addProduto(addProduto(EMPTY_CARRINHO, cafe), bolo);
    expect(setQuantidade(carrinho, 'p1', 0).linhas.map((linha) => linha.id)).toEqual(['p2']);
    expect(setQuantidade(carrinho, 'p2', -3).linhas.map((linha) => linha.id)).toEqual(['p1']);
    expect(setQuantidade(carrinho, 'p1', 500).linhas[0]!.quantidade).toBe(99);
    expect(addProduto(setQuantidade(carrinho, 'p1', 98), cafe, 5).linhas[0]!.quantidade).toBe(99);
  });

  it('when the catalogue has new prices or names, then the lines take them and keep their quantities', () => {
    const carrinho = addProduto(addProduto(EMPTY_CARRINHO, cafe, 2), bolo);
    const atualizado = refreshFromCatalogo(carrinho, [{ ...cafe, preco: 7 }]);
    expect(atualizado.linhas[0]).toMatchObject({ id: 'p1', preco: 7, quantidade: 2 });
    expect(atualizado.linhas[1]).toBe(carrinho.linhas[1]);
    expect(refreshFromCatalogo(atualizado, [{ ...cafe, preco: 7 }])).toBe(atualizado);
  });

  it('when an order is retried with the same lines, then it reuses its Idempotency-Key; a changed cart gets a new one', () => {
    let numero = 0;
    const nova = () => `chave-${++numero}`;
    const carrinho = addProduto(EMPTY_CARRINHO, cafe, 2);
    const primeira = pedidoKey(carrinho, nova);
    expect(primeira.chave).toBe('chave-1');
    expect(pedidoKey(primeira.carrinho, nova).chave).toBe('chave-1');
    expect(pedidoKey(addProduto(primeira.carrinho, bolo), nova).chave).toBe('chave-2');
  });

  it('when the stored cart is malformed, then only its valid lines are kept', () => {
    expect(parseCarrinho('{not json')).toEqual(EMPTY_CARRINHO);
    expect(parseCarrinho(JSON.stringify({ linhas: 'x' }))).toEqual(EMPTY_CARRINHO);
    const lido = parseCarrinho(
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

describe('cart lines with options and a note (issue 13)', () => {
  it('when the same product is added with other choices or another note, then it is a line of its own; the same choices in another order merge', () => {
    let carrinho = addProduto(EMPTY_CARRINHO, burger, 1, { opcoes: [grande, adicionais], observacao: 'sem cebola' });
    carrinho = addProduto(carrinho, burger, 1, { opcoes: [pequeno], observacao: '' });
    carrinho = addProduto(carrinho, burger, 1, { opcoes: [pequeno], observacao: 'bem passado' });
    const invertido = { ...adicionais, itens: [...adicionais.itens].reverse() };
    carrinho = addProduto(carrinho, burger, 2, { opcoes: [invertido, grande], observacao: ' sem cebola ' });
    expect(carrinho.linhas.map(({ preco, quantidade, observacao }) => [preco, quantidade, observacao])).toEqual([
      [42, 3, 'sem cebola'],
      [30, 1, ''],
      [30, 1, 'bem passado'],
    ]);
    expect(totalCentavos(carrinho.linhas)).toBe(3 * 4200 + 2 * 3000);
    // Each line is changed by its own key.
    const semPequeno = setQuantidade(carrinho, carrinho.linhas[1]!.chave, 0);
    expect(semPequeno.linhas.map((linha) => linha.observacao)).toEqual(['sem cebola', 'bem passado']);
  });

  it('when nothing was chosen, then the key is the product id, as carts kept before options had', () => {
    expect(chaveDaLinha('p1', { opcoes: [], observacao: '' })).toBe('p1');
    expect(chaveDaLinha('p1', { opcoes: [grande], observacao: '' })).not.toBe(chaveDaLinha('p1', { opcoes: [pequeno], observacao: '' }));
    expect(parseCarrinho(JSON.stringify({ linhas: [{ id: 'p1', nome: 'Café', preco: 6.5, quantidade: 2 }] })).linhas[0]).toMatchObject({
      chave: 'p1',
      opcoes: [],
      observacao: '',
    });
  });

  it('when the catalogue changes the base price, then the line keeps its choices’ prices and takes the new base (promotional when set)', () => {
    const carrinho = addProduto(EMPTY_CARRINHO, burger, 2, { opcoes: [grande, adicionais], observacao: '' });
    expect(carrinho.linhas[0]!.preco).toBe(42);
    const promocao = refreshFromCatalogo(carrinho, [{ ...burger, preco_promocional: 25 }]);
    expect(promocao.linhas[0]).toMatchObject({ preco: 37, quantidade: 2, opcoes: [grande, adicionais] });
    expect(refreshFromCatalogo(promocao, [{ ...burger, preco_promocional: 25 }])).toBe(promocao);
  });

  it('when a line’s choices change, then the order gets a new Idempotency-Key', () => {
    let numero = 0;
    const nova = () => `chave-${++numero}`;
    const primeira = pedidoKey(addProduto(EMPTY_CARRINHO, burger, 1, { opcoes: [grande], observacao: '' }), nova);
    const outra = pedidoKey(
      { ...addProduto(EMPTY_CARRINHO, burger, 1, { opcoes: [pequeno], observacao: '' }), pendente: primeira.carrinho.pendente },
      nova,
    );
    expect(outra.chave).not.toBe(primeira.chave);
  });

  it('when a stored line has malformed choices, then it is dropped; good ones are read back whole', () => {
    const boa = { id: 'p3', nome: 'X-Burger', preco: 35, quantidade: 1, opcoes: [grande], observacao: 'sem cebola' };
    const lido = parseCarrinho(
      JSON.stringify({
        linhas: [boa, { ...boa, id: 'p4', opcoes: [{ grupo_id: 'tam', itens: [{ id: 'g' }] }] }, { ...boa, id: 'p5', opcoes: 'x' }],
      }),
    );
    expect(lido.linhas).toEqual([{ ...boa, chave: chaveDaLinha('p3', boa) }]);
  });
});
