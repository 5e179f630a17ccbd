import type { Produto, VariacaoItem } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { estoqueDaLista, gradeEsgotada } from '../src/features/owner-produtos/lista';

const variacao = (valores: string[], estoque: number | null, esgotado = false): VariacaoItem => ({
  id: valores.join('-'),
  valores,
  preco: null,
  estoque,
  esgotado,
  sku: '',
  imagem_url: null,
});

const produto = (campos: Partial<Pick<Produto, 'estoque' | 'unidade' | 'variacoes'>>) => ({
  estoque: null,
  unidade: 'un' as const,
  variacoes: null,
  ...campos,
});

const grade = (itens: VariacaoItem[]) => ({ eixos: [{ nome: 'Tamanho', valores: itens.map((item) => item.valores[0]!) }], itens });

describe('Product list stock', () => {
  it('when units or a weight are tracked, then the list says them; none when not tracked', () => {
    expect(estoqueDaLista(produto({ estoque: 1200 }))).toEqual({ texto: '1.200', zerado: false });
    expect(estoqueDaLista(produto({ estoque: 5500, unidade: 'kg' }))).toEqual({ texto: '5,5 kg', zerado: false });
    expect(estoqueDaLista(produto({ estoque: 0 }))).toEqual({ texto: '0', zerado: true });
    expect(estoqueDaLista(produto({}))).toBeNull();
  });

  it("when a product has a grade, then its stock is the tracked combinations' sum, and it is sold out only when every combination is", () => {
    const camiseta = produto({ variacoes: grade([variacao(['P'], 3), variacao(['M'], 0), variacao(['G'], null)]) });
    expect(estoqueDaLista(camiseta)).toEqual({ texto: '3', zerado: false });
    expect(gradeEsgotada(camiseta)).toBe(false);
    const acabou = produto({ variacoes: grade([variacao(['P'], 0), variacao(['M'], null, true)]) });
    expect(estoqueDaLista(acabou)).toEqual({ texto: '0', zerado: true });
    expect(gradeEsgotada(acabou)).toBe(true);
    expect(estoqueDaLista(produto({ variacoes: grade([variacao(['P'], null)]) }))).toBeNull();
    expect(gradeEsgotada(produto({}))).toBe(false);
  });
});
