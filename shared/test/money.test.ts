import { describe, expect, it } from 'vitest';
import { centsToReais, formatBRL, formatBRLTexto, parsePrecoBR, reaisToCents } from '../src/money.js';
import { PRECO_INVALIDO, precoDigitadoSchema } from '../src/produto/schema.js';
import { exemplos } from '../../test/support/exemplos.js';

describe('parsePrecoBR (pt-BR or plain decimals; text that is no price is null, never 0)', () => {
  exemplos('"%s" → %d', parsePrecoBR, [
    ['12,50', 12.5],
    ['1.234,56', 1234.56],
    ['12.50', 12.5],
    ['R$ 9,9', 9.9],
    ['1.000', 1000],
    ['1,234.56', 1234.56],
    ['7', 7],
    ['0,005', 5],
    ['0', 0],
    [' R$1.234,56 ', 1234.56],
    [',50', 0.5],
  ]);

  it.each(['', 'abc', 'R$', '12 reais', '12abc', '-5', '1e3', 'R$ ,'])('"%s" is no price: null', (input) => {
    expect(parsePrecoBR(input)).toBeNull();
  });
});

describe("precoDigitadoSchema (the product form's price field)", () => {
  it('when the owner types "abc", then the field is refused in Portuguese instead of saving R$ 0,00', () => {
    const result = precoDigitadoSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PRECO_INVALIDO]);
  });

  it('when the field is empty, then it asks for the price', () => {
    expect(precoDigitadoSchema.safeParse('  ').error?.issues[0]?.message).toBe('Informe o preço.');
  });

  it('when the owner types a pt-BR price, then the API gets reais as a number', () => {
    expect(precoDigitadoSchema.parse('1.234,5')).toBe(1234.5);
    expect(precoDigitadoSchema.parse('0,00')).toBe(0);
  });

  it('when the price is above the API maximum, then the API rule refuses it on the field', () => {
    expect(precoDigitadoSchema.safeParse('2.000.000,00').error?.issues[0]?.message).toBe('Preço alto demais.');
  });
});

describe('money in cents', () => {
  it('converts reais to integer cents without float drift', () => {
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(19.99)).toBe(1999);
    expect(centsToReais(1999)).toBe(19.99);
  });

  it('formats BRL the pt-BR way with exactly two decimals', () => {
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56');
    expect(formatBRL(500)).toBe('R$\u00a05,00');
  });

  it('when money is shown, then R$ and the amount are joined by a no-break space, so a narrow screen never wraps between them', () => {
    expect(formatBRL(1250)).toBe('R$\u00a012,50');
    expect(formatBRL(-1250)).toMatch(/^-R\$\u00a012,50$/);
    expect(formatBRL(1250)).not.toMatch(/ /);
  });

  it('when money goes into a chat message, then formatBRLTexto uses a plain space', () => {
    expect(formatBRLTexto(123456)).toBe('R$ 1.234,56');
  });
});
