import { describe, expect, it } from 'vitest';
import { DEFAULT_COR_PRINCIPAL, contraste, corValida, textoSobre } from '../src/cor.js';

describe('shop colour', () => {
  it('keeps a whole #RRGGBB and falls back to the default otherwise', () => {
    expect(corValida('#B45309')).toBe('#B45309');
    expect(corValida('#3B8')).toBe(DEFAULT_COR_PRINCIPAL);
    expect(corValida(undefined)).toBe(DEFAULT_COR_PRINCIPAL);
  });

  it('writes dark text on light colours and white on dark ones', () => {
    expect(textoSobre('#FDE68A')).toBe('#0f172a');
    expect(textoSobre('#1E3A8A')).toBe('#ffffff');
    expect(textoSobre('#B45309')).toBe('#ffffff');
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contraste('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contraste('#777777', '#777777')).toBe(1);
    expect(contraste('#B45309', '#ffffff')).toBeCloseTo(5.02, 2);
  });

  it('keeps normal text readable (4.5:1) on every colour where white or dark can reach it', () => {
    for (let cor = 0; cor < 0x1000000; cor += 0x0f0f0f + 0x010101 * 3) {
      const hex = `#${cor.toString(16).padStart(6, '0')}`;
      const melhor = Math.max(contraste(hex, '#ffffff'), contraste(hex, '#0f172a'));
      expect(contraste(hex, textoSobre(hex)), hex).toBeGreaterThanOrEqual(Math.min(4.5, melhor));
    }
    // The default blue fails 4.5:1 with white: it gets dark text.
    expect(textoSobre(DEFAULT_COR_PRINCIPAL)).toBe('#0f172a');
  });
});
