import { afterEach, describe, expect, it, vi } from 'vitest';
import { mesaPagePath, publicRoute } from '../src/lib/public-paths';
import type { CarrinhoLine } from '../src/public-app/carrinho/carrinho';
import { rodadaBody } from '../src/public-app/mesa/api';
import { carrinhoDaMesa, esquecerMesaDaAba, guardarMesaDaAba, mesaDaAba } from '../src/public-app/mesa/mesa-da-aba';

/** The customer at the table (issue 44): the table's path, the tab that stays at the table, and the round's body. */

const linha: CarrinhoLine = { chave: 'pizza', id: 'pizza', nome: 'Pizza', preco: 45.9, quantidade: 2, opcoes: [], observacao: '' };

/** A tab's sessionStorage (the unit tier runs in Node, which has none). */
function umaAba() {
  const guardado = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (chave: string) => guardado.get(chave) ?? null,
    setItem: (chave: string, valor: string) => void guardado.set(chave, valor),
    removeItem: (chave: string) => void guardado.delete(chave),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a mesa do QR Code', () => {
  it("when the path is a table's QR code, by the shop's link or its id, then it names the shop and the table, and the page's path carries the code", () => {
    expect(publicRoute('/loja/demo-pizzaria/mesa/m7')).toEqual({ lojaRef: { slug: 'demo-pizzaria' }, produtoId: undefined, mesaId: 'm7' });
    expect(publicRoute('/catalogo/abc/mesa/m7/')).toEqual({ lojaRef: { lojaId: 'abc' }, produtoId: undefined, mesaId: 'm7' });
    expect(publicRoute('/loja/demo/mesa')).toBeNull();
    expect(publicRoute('/loja/demo/mesa/m7/pedido')).toBeNull();
    expect(mesaPagePath({ slug: 'demo' }, 'm7', 'a+b/c')).toBe('/loja/demo/mesa/m7?c=a%2Bb%2Fc');
    expect(mesaPagePath({ lojaId: 'abc' }, 'm 7', 'x')).toBe('/catalogo/abc/mesa/m%207?c=x');
  });

  it("when a tab opened a table, then its product pages know the table until the shop's own catalogue is opened in it", () => {
    umaAba();
    const loja = { slug: 'demo-pizzaria' };
    expect(mesaDaAba(loja)).toBeNull();
    guardarMesaDaAba(loja, { id: 'm7', nome: 'Mesa 7', codigo: 'c0d1g0' });
    expect(mesaDaAba(loja)).toEqual({ id: 'm7', nome: 'Mesa 7', codigo: 'c0d1g0' });
    // Another shop, or the same one by its id, is not at that table.
    expect(mesaDaAba({ slug: 'demo' })).toBeNull();
    esquecerMesaDaAba(loja);
    expect(mesaDaAba(loja)).toBeNull();
    sessionStorage.setItem('vitrine:mesa:/loja/demo-pizzaria', '{"id":1}');
    expect(mesaDaAba(loja)).toBeNull();
  });

  it("when the table's cart is kept, then it is never the shop's delivery cart", () => {
    expect(carrinhoDaMesa('loja1', 'm7')).not.toBe('loja1');
    expect(carrinhoDaMesa('loja1', 'm7')).not.toBe(carrinhoDaMesa('loja1', 'm8'));
  });

  it('when a round is sent, then its name is optional and its phone goes only when given', () => {
    expect(rodadaBody({ linhas: [linha], nome: '  ', telefone: null })).toEqual({
      produtos: [{ id: 'pizza', nome: 'Pizza', preco: 45.9, quantidade: 2 }],
    });
    expect(rodadaBody({ linhas: [linha], nome: ' Joana ', telefone: '11987654321' }).cliente).toEqual({
      nome: 'Joana',
      telefone: '11987654321',
    });
  });
});
