import { describe, expect, it } from 'vitest';
import { DEFAULT_COR_PRINCIPAL, corValida, textoSobre } from '../src/cor.js';

describe('shop colour', () => {
  it('keeps a whole #RRGGBB and falls back to the default otherwise', () => {
    expect(corValida('#B45309')).toBe('#B45309');
    expect(corValida('#3B8')).toBe(DEFAULT_COR_PRINCIPAL);
    expect(corValida(undefined)).toBe(DEFAULT_COR_PRINCIPAL);
  });

  it('writes dark text on light colours and white on dark ones', () => {
    expect(textoSobre('#FDE68A')).toBe('#0f172a');
    expect(textoSobre('#1E3A8A')).toBe('#ffffff');
  });
});
