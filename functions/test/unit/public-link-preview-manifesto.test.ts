import { describe, expect, it } from 'vitest';
import { nomeCurto } from '../../src/features/public-link-preview/manifesto.js';

describe('nomeCurto (the name under the home-screen icon)', () => {
  it('when the name fits 12 characters, then it is kept; longer, it is cut at a word and never ends on a linking word', () => {
    expect(nomeCurto('  Café   da Ana ')).toBe('Café da Ana');
    expect(nomeCurto('Café da Ana e Filhos')).toBe('Café da Ana');
    expect(nomeCurto('Doceria da Bia')).toBe('Doceria');
    expect(nomeCurto('Pães e Doces Lima')).toBe('Pães e Doces');
    expect(nomeCurto('Supermercadoextraordinário')).toBe('Supermercado');
  });
});
