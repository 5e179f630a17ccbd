import { describe, expect, it } from 'vitest';
import { sugestoesDoCarrinho, type ProdutoSugerivel } from '../src/public-app/carrinho/sugestoes';

const produto = (id: string, campos: Partial<ProdutoSugerivel> = {}): ProdutoSugerivel => ({
  id,
  esgotado: false,
  destaque: false,
  sugestoes: [],
  ...campos,
});
const ids = (lista: { id: string }[]) => lista.map(({ id }) => id);

describe('"Peça também": the cart’s suggestions (issue 29)', () => {
  const catalogo = [
    produto('burger', { sugestoes: ['refri', 'batata', 'suco'] }),
    produto('pizza', { sugestoes: ['refri', 'sobremesa'] }),
    produto('refri'),
    produto('batata'),
    produto('suco'),
    produto('sobremesa', { destaque: true }),
    produto('combo', { destaque: true }),
  ];

  it('when a product in the cart has suggestions, then they come in the owner’s order', () => {
    expect(ids(sugestoesDoCarrinho(catalogo, ['burger']))).toEqual(['refri', 'batata', 'suco']);
  });

  it('when several products are in the cart, then their suggestions come line by line, each once, at most 3', () => {
    expect(ids(sugestoesDoCarrinho(catalogo, ['pizza', 'burger']))).toEqual(['refri', 'sobremesa', 'batata']);
  });

  it('when a suggestion is already in the cart, then it is left out and the next one takes its place', () => {
    expect(ids(sugestoesDoCarrinho(catalogo, ['burger', 'refri']))).toEqual(['batata', 'suco']);
    // The same product on two lines (other choices) counts once.
    expect(ids(sugestoesDoCarrinho(catalogo, ['burger', 'burger', 'batata']))).toEqual(['refri', 'suco']);
  });

  it('when a suggestion is sold out or no longer listed (inactive, deleted), then it is left out', () => {
    const semBatata = catalogo.filter(({ id }) => id !== 'batata').map((p) => (p.id === 'refri' ? { ...p, esgotado: true } : p));
    expect(ids(sugestoesDoCarrinho(semBatata, ['burger']))).toEqual(['suco']);
  });

  it('when the products in the cart have no suggestions, then the shop’s featured products (not sold out, not in the cart) in the catalogue’s order', () => {
    expect(ids(sugestoesDoCarrinho(catalogo, ['refri']))).toEqual(['sobremesa', 'combo']);
    expect(ids(sugestoesDoCarrinho(catalogo, ['refri', 'combo']))).toEqual(['sobremesa']);
    const esgotada = catalogo.map((p) => (p.id === 'sobremesa' ? { ...p, esgotado: true } : p));
    expect(ids(sugestoesDoCarrinho(esgotada, ['refri']))).toEqual(['combo']);
  });

  it('when every chosen suggestion is sold out or in the cart, then the featured products stand in', () => {
    const semSobremesa = catalogo.map((p) => (p.id === 'sobremesa' ? { ...p, esgotado: true } : p));
    expect(ids(sugestoesDoCarrinho(semSobremesa, ['pizza', 'refri']))).toEqual(['combo']);
  });

  it('when there are more than 3 featured products, then only the first 3', () => {
    const destaques = ['a', 'b', 'c', 'd'].map((id) => produto(id, { destaque: true }));
    expect(ids(sugestoesDoCarrinho([produto('x'), ...destaques], ['x']))).toEqual(['a', 'b', 'c']);
  });

  it('when the cart is empty, or nothing fits, then no suggestion', () => {
    expect(sugestoesDoCarrinho(catalogo, [])).toEqual([]);
    expect(sugestoesDoCarrinho([produto('x'), produto('y')], ['x'])).toEqual([]);
  });

  it('when the catalogue was published before suggestions existed (no field) or the cart holds a product no longer listed, then nothing breaks', () => {
    const antigo = [
      { id: 'x', esgotado: false, destaque: false },
      { id: 'y', esgotado: false, destaque: true },
    ];
    expect(ids(sugestoesDoCarrinho(antigo, ['x', 'sumido']))).toEqual(['y']);
  });
});
