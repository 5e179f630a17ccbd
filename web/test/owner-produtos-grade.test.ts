import { describe, expect, it } from 'vitest';
import { combinar, gerarItens, lerValores, novaLinha, novoEixo, type VariacaoItemFormValues } from '../src/features/owner-produtos/grade';

/** An existing row to start from: a blank one with what the test gives. */
const linha = (valores: string[], extra: Partial<VariacaoItemFormValues> = {}): VariacaoItemFormValues => ({
  ...novaLinha(valores),
  ...extra,
});

const TAMANHO = { valores: ['P', 'M', 'G'] };
const COR = { valores: ['Azul', 'Preto'] };

describe('Grade rows', () => {
  it('when there are two axes, then the rows are every combination in the axes order; none without axes', () => {
    expect(combinar([TAMANHO, COR])).toEqual([
      ['P', 'Azul'],
      ['P', 'Preto'],
      ['M', 'Azul'],
      ['M', 'Preto'],
      ['G', 'Azul'],
      ['G', 'Preto'],
    ]);
    expect(combinar([])).toEqual([]);
    expect(gerarItens([], [linha(['P'], { id: 'v1' })])).toEqual([]);
  });

  it('when a value is added or removed, then the other rows keep their id, stock, price and code', () => {
    const antes = gerarItens([TAMANHO], []).map((item, indice) => ({ ...item, id: `v${indice}`, estoque: String(indice + 1) }));
    antes[1] = { ...antes[1]!, sku: 'CAM-M', preco: '54,90' };
    const depois = gerarItens([{ valores: ['P', 'M', 'GG'] }], antes);
    expect(depois.map((item) => [item.id, item.valores, item.estoque])).toEqual([
      ['v0', ['P'], '1'],
      ['v1', ['M'], '2'],
      [undefined, ['GG'], ''],
    ]);
    expect(depois[1]).toMatchObject({ sku: 'CAM-M', preco: '54,90' });
  });

  it('when a second axis is added, then each old row becomes its first combination and keeps its id; removing the axis takes it back', () => {
    const antes = [linha(['P'], { id: 'vp', estoque: '3' }), linha(['M'], { id: 'vm', estoque: '4' })];
    const comCor = gerarItens([{ valores: ['P', 'M'] }, COR], antes);
    expect(comCor.map((item) => [item.id, item.valores.join(' / '), item.estoque])).toEqual([
      ['vp', 'P / Azul', '3'],
      [undefined, 'P / Preto', ''],
      ['vm', 'M / Azul', '4'],
      [undefined, 'M / Preto', ''],
    ]);
    const semTamanho = gerarItens([COR], comCor);
    expect(semTamanho.map((item) => [item.id, item.valores])).toEqual([
      ['vp', ['Azul']],
      [undefined, ['Preto']],
    ]);
  });

  it('when values are typed as a list, then they are trimmed, with no blanks or repeats, after the ones already there', () => {
    expect(lerValores(' P, M ,, G,M ')).toEqual(['P', 'M', 'G']);
    expect(lerValores('G, GG', ['P', 'M', 'G'])).toEqual(['P', 'M', 'G', 'GG']);
    expect(lerValores(Array.from({ length: 25 }, (_, i) => String(i)).join(','))).toHaveLength(20);
  });

  it('when axes are added, then the first is named Tamanho and the second Cor', () => {
    expect(novoEixo([]).nome).toBe('Tamanho');
    expect(novoEixo([{ nome: 'Tamanho', valores: [] }]).nome).toBe('Cor');
  });
});
