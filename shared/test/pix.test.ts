import { describe, expect, it } from 'vitest';
import { asciiDoBrCode, campoDoBrCode, crc16DoBrCode } from '../src/pix/index.js';

describe("the BR Code's encoding (the Banco Central's EMV fields and CRC)", () => {
  it('when a field is written, then its ID, its length in two digits and its value', () => {
    expect(campoDoBrCode('58', 'BR')).toBe('5802BR');
    expect(campoDoBrCode('26', 'x'.repeat(14))).toBe(`2614${'x'.repeat(14)}`);
  });

  it("when the CRC is taken, then CRC16-CCITT-FALSE's check value, over the UTF-8 bytes", () => {
    expect(crc16DoBrCode('123456789')).toBe('29B1');
    expect(crc16DoBrCode('')).toBe('FFFF');
    expect(crc16DoBrCode('é')).not.toBe(crc16DoBrCode('e'));
  });

  it('when a name has accents, symbols or is too long, then plain upper-case ASCII within the limit, never ending on a space', () => {
    expect(asciiDoBrCode('  Café   da Ana! ', 25)).toBe('CAFE DA ANA');
    expect(asciiDoBrCode('São Paulo de Piratininga', 10)).toBe('SAO PAULO');
    expect(asciiDoBrCode('🍕', 25)).toBe('');
  });
});
