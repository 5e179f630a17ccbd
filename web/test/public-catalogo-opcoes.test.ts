import { describe, expect, it } from 'vitest';
import { escolher, gruposEmOrdem } from '../src/public-app/public-catalogo/OpcoesDoProduto';

const item = (id: string) => ({ id, nome: id, preco: 0 });
const tamanho = { id: 'tam', nome: 'Tamanho', min: 1, max: 1, itens: [item('p'), item('g')] };
const molho = { id: 'mol', nome: 'Molho', min: 0, max: 1, itens: [item('alho'), item('ervas')] };
const adicionais = { id: 'adi', nome: 'Adicionais', min: 0, max: 2, itens: [item('bacon'), item('cheddar'), item('ovo')] };

describe('choosing options on the product page (issue 13)', () => {
  it('when the groups are listed, then the required ones come first, each kept in the owner’s order', () => {
    expect(gruposEmOrdem([adicionais, tamanho, molho]).map((grupo) => grupo.id)).toEqual(['tam', 'adi', 'mol']);
  });

  it('when a group of one is tapped, then the choice swaps; a required one cannot be emptied, an optional one can', () => {
    let escolhidos = escolher({}, tamanho, 'p');
    escolhidos = escolher(escolhidos, tamanho, 'g');
    expect(escolhidos).toEqual({ tam: ['g'] });
    expect(escolher(escolhidos, tamanho, 'g')).toEqual({ tam: ['g'] });
    const comMolho = escolher(escolhidos, molho, 'alho');
    expect(escolher(comMolho, molho, 'alho')).toEqual({ tam: ['g'], mol: [] });
  });

  it('when a group of more is tapped, then choices add up to its max, the next is ignored, and a second tap takes one out', () => {
    let escolhidos = escolher({}, adicionais, 'bacon');
    escolhidos = escolher(escolhidos, adicionais, 'cheddar');
    expect(escolher(escolhidos, adicionais, 'ovo')).toBe(escolhidos);
    expect(escolher(escolhidos, adicionais, 'bacon')).toEqual({ adi: ['cheddar'] });
  });
});
