import { PESO_APROXIMADO } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { linhasDasOpcoes } from '../src/features/owner-cozinha/quadro';
import { formatOpcoes, formatPesoDoItem, temItemPesado } from '../src/features/owner-pedidos/formato';

const PIZZA = {
  opcoes: [
    { grupo: 'Sabores', fracoes: true, itens: ['½ Calabresa', '½ Marguerita'] },
    { grupo: 'Borda', itens: ['Catupiry'] },
  ],
};

describe('Order lines on the owner screens', () => {
  it('when a pizza is half-and-half, then its flavours read "½ Calabresa + ½ Marguerita" without the group name, the other groups with theirs', () => {
    expect(formatOpcoes(PIZZA)).toBe('½ Calabresa + ½ Marguerita · Borda: Catupiry');
    expect(linhasDasOpcoes(PIZZA)).toEqual(['½ Calabresa + ½ Marguerita', 'Borda: Catupiry']);
  });

  it('when a line is sold by weight, then it reads "≈ 500 g" instead of a quantity, and the order takes the approximate-weight note', () => {
    expect(formatPesoDoItem({ gramas: 500 })).toBe('≈ 500 g');
    expect(formatPesoDoItem({ gramas: 1500 })).toBe('≈ 1,5 kg');
    expect(formatPesoDoItem({ gramas: null })).toBeNull();
    expect(temItemPesado([{ gramas: null }, { gramas: 500 }])).toBe(true);
    expect(temItemPesado([{ gramas: null }])).toBe(false);
    expect(PESO_APROXIMADO).toMatch(/^Peso aproximado/);
  });
});
