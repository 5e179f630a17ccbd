import { describe, expect, it } from 'vitest';
import { instanteNaLoja, isoNaLoja, naLoja } from '../src/relogio.js';

/**
 * São Paulo's clock across the daylight-saving rules Brazil had until 2019 (summer time from
 * November to February, −02:00) and today's single offset (−03:00 all year since 2019).
 */
describe('relógio de São Paulo', () => {
  it.each([
    // Summer time 2017/18: from 2017-10-15 to 2018-02-18, −02:00.
    ['2018-01-10T12:00:00Z', { data: '2018-01-10', diaDaSemana: 3, minuto: 10 * 60 }],
    // The night it ended: 2018-02-18 00:00 −02:00 became 2018-02-17 23:00 −03:00.
    ['2018-02-18T01:59:00Z', { data: '2018-02-17', diaDaSemana: 6, minuto: 23 * 60 + 59 }],
    ['2018-02-18T02:00:00Z', { data: '2018-02-17', diaDaSemana: 6, minuto: 23 * 60 }],
    // The night 2018/19's began: 2018-11-04 00:00 −03:00 became 01:00 −02:00.
    ['2018-11-04T02:59:00Z', { data: '2018-11-03', diaDaSemana: 6, minuto: 23 * 60 + 59 }],
    ['2018-11-04T03:00:00Z', { data: '2018-11-04', diaDaSemana: 0, minuto: 60 }],
    // Since 2019 no summer time: a November evening is −03:00.
    ['2026-11-28T22:00:00Z', { data: '2026-11-28', diaDaSemana: 6, minuto: 19 * 60 }],
    ['2026-01-15T02:30:00Z', { data: '2026-01-14', diaDaSemana: 3, minuto: 23 * 60 + 30 }],
  ])('when the instant is %s, then São Paulo reads %o', (iso, esperado) => {
    expect(naLoja(new Date(iso))).toEqual(esperado);
  });

  it.each([
    ['2018-01-10', '12:00', '2018-01-10T14:00:00.000Z', '2018-01-10T12:00:00-02:00'],
    ['2018-06-10', '12:00', '2018-06-10T15:00:00.000Z', '2018-06-10T12:00:00-03:00'],
    ['2026-11-28', '19:00', '2026-11-28T22:00:00.000Z', '2026-11-28T19:00:00-03:00'],
    ['2026-01-15', '00:00', '2026-01-15T03:00:00.000Z', '2026-01-15T00:00:00-03:00'],
  ])('when São Paulo reads %s %s, then the instant is %s and its ISO text %s', (data, hora, instante, iso) => {
    expect(instanteNaLoja(data, hora).toISOString()).toBe(instante);
    expect(isoNaLoja(data, hora)).toBe(iso);
  });

  it('when a wall-clock time never happened (the hour skipped when summer time began), then it is read an hour later, never a day off', () => {
    const instante = instanteNaLoja('2018-11-04', '00:30');
    expect(naLoja(instante)).toEqual({ data: '2018-11-04', diaDaSemana: 0, minuto: 90 });
  });
});
