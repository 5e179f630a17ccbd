import { describe, expect, it } from 'vitest';
import {
  DDDS,
  WHATSAPP_INVALIDO,
  formatTelefone,
  maskTelefone,
  normalizeTelefone,
  whatsappSchema,
  whatsappValido,
} from '../src/telefone.js';
import { exemplos } from '../../test/support/exemplos.js';

describe('normalizeTelefone: 55 + DDD + number, or null', () => {
  exemplos('when %j is typed, then %s is kept', normalizeTelefone, [
    ['(11) 98765-4321', '5511987654321'],
    ['11987654321', '5511987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['5511987654321', '5511987654321'],
    ['011 98765-4321', '5511987654321'],
    ['(11) 3333-4444', '551133334444'],
    ['551133334444', '551133334444'],
    ['(21) 8765-4321', '5521987654321'],
    ['(55) 3222-1111', '555532221111'],
    ['55 55 99876-5432', '5555998765432'],
    ['(99) 99999-0000', '5599999990000'],
  ]);

  it.each([
    ['junk', 'abc'],
    ['empty', ''],
    ['the DDD 10, which does not exist', '(10) 98765-4321'],
    ['the DDD 20, which does not exist', '(20) 3333-4444'],
    ['the DDD 00', '(00) 98765-4321'],
    ['a US number', '+1 (415) 555-2671'],
    ['too few digits', '(11) 9876-543'],
    ['too many digits', '(11) 98765-43210'],
    ['9 digits not starting with 9', '(11) 88765-4321'],
    ['8 digits starting with 0 or 1', '(11) 1234-5678'],
    ['another country code with 13 digits', '4411987654321'],
  ])('when it is %s, then it is refused', (_caso, typed) => {
    expect(normalizeTelefone(typed)).toBeNull();
  });

  it('knows the 67 DDDs of ANATEL, from 11 to 99', () => {
    expect(DDDS.size).toBe(67);
    for (const ddd of [11, 19, 21, 22, 24, 27, 28, 38, 49, 51, 53, 55, 61, 69, 71, 73, 77, 79, 81, 89, 91, 99])
      expect(DDDS.has(ddd)).toBe(true);
    for (const ddd of [10, 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56, 57, 58, 59, 60, 70, 72, 76, 78, 80, 90])
      expect(DDDS.has(ddd)).toBe(false);
  });
});

describe('formatTelefone and maskTelefone', () => {
  exemplos('formats a stored number with or without the 55, and leaves anything else alone: %s is %s', formatTelefone, [
    ['5511987654321', '(11) 98765-4321'],
    ['11987654321', '(11) 98765-4321'],
    ['551133334444', '(11) 3333-4444'],
    ['abc', 'abc'],
  ]);

  it('masks while typing, digit by digit, and drops a pasted +55', () => {
    const passos = [...'11987654321'].map((_, i) => maskTelefone('11987654321'.slice(0, i + 1)));
    expect(passos).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 9876-54',
      '(11) 9876-543',
      '(11) 9876-5432',
      '(11) 98765-4321',
    ]);
    expect(maskTelefone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(maskTelefone('119876543210000')).toBe('(11) 98765-4321');
    expect(maskTelefone('abc')).toBe('');
  });
});

describe('whatsappSchema (the form and PUT /api/lojista/whatsapp)', () => {
  it('keeps the normalised number, keeps an empty one, refuses junk in Portuguese', () => {
    expect(whatsappSchema.parse({ telefone_whatsapp: '(11) 98765-4321' })).toEqual({ telefone_whatsapp: '5511987654321' });
    expect(whatsappSchema.parse({ telefone_whatsapp: ' ' })).toEqual({ telefone_whatsapp: '' });
    const recusa = whatsappSchema.safeParse({ telefone_whatsapp: 'abc' });
    expect(recusa.success).toBe(false);
    expect(recusa.error?.issues[0]?.message).toBe(WHATSAPP_INVALIDO);
  });

  exemplos('counts only a stored, valid number as a WhatsApp that takes orders: %j is %s', whatsappValido, [
    ['5511987654321', true],
    ['11987654321', false],
    ['abc', false],
    ['', false],
  ]);
});
