import { describe, expect, it } from 'vitest';
import { centsToReais, formatBRL, parsePrecoBR, reaisToCents } from '../src/money.js';

describe('parsePrecoBR (spec §5: digits, comma and dot kept; invalid becomes 0)', () => {
  it.each([
    ['12,50', 12.5],
    ['1.234,56', 1234.56],
    ['12.50', 12.5],
    ['R$ 9,9', 9.9],
    ['1.000', 1000],
    ['1,234.56', 1234.56],
    ['7', 7],
    ['', 0],
    ['abc', 0],
    ['0,005', 5],
  ])('"%s" → %d', (input, expected) => {
    expect(parsePrecoBR(input)).toBe(expected);
  });
});

describe('money in cents', () => {
  it('converts reais to integer cents without float drift', () => {
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(19.99)).toBe(1999);
    expect(centsToReais(1999)).toBe(19.99);
  });

  it('formats BRL the pt-BR way with exactly two decimals', () => {
    expect(formatBRL(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatBRL(500).replace(/\s/g, ' ')).toBe('R$ 5,00');
  });
});
