import { describe, expect, it } from 'vitest';
import { crescimentoExibido } from '../src/features/owner-analytics/formato';

describe('growth badges on Analytics', () => {
  it('when the previous period had nothing and this one has some, then the badge says "novo", not "+100,0%"', () => {
    expect(crescimentoExibido(100, 3, 0)).toEqual({ texto: 'novo', tom: 'blue', comparavel: false });
  });

  it('when neither period had anything, then the badge is a neutral "—"', () => {
    expect(crescimentoExibido(0, 0, 0)).toEqual({ texto: '—', tom: 'grey', comparavel: false });
  });

  it('when the previous period had something, then the percentage keeps its sign and colour (a true doubling is +100,0%)', () => {
    expect(crescimentoExibido(100, 6, 3)).toEqual({ texto: '+100,0%', tom: 'green', comparavel: true });
    expect(crescimentoExibido(-33.3, 30, 45)).toEqual({ texto: '−33,3%', tom: 'red', comparavel: true });
    expect(crescimentoExibido(0, 5, 5)).toEqual({ texto: '0,0%', tom: 'grey', comparavel: true });
  });
});
