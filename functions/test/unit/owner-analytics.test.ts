import { describe, expect, it } from 'vitest';
import { crescimento } from '../../src/features/owner-analytics/service.js';
import { lastDayKeys } from '../../src/platform/calendar.js';

describe('lastDayKeys', () => {
  it("when asked for 7 days, then São Paulo's last seven, today last, across a month and a year", () => {
    // 02:00 UTC on 2 January is still 1 January in São Paulo (UTC−3).
    const agora = new Date('2026-01-02T02:00:00Z');
    expect(lastDayKeys(agora, 7)).toEqual([
      '2025-12-26',
      '2025-12-27',
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
    ]);
    expect(lastDayKeys(agora, 3, 3)).toEqual(['2025-12-27', '2025-12-28', '2025-12-29']);
  });

  it('when the period crosses a leap day, then it is counted', () => {
    expect(lastDayKeys(new Date('2028-03-01T15:00:00Z'), 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('when 90 days and the 90 before are asked, then 180 consecutive days with no gap or overlap', () => {
    const agora = new Date('2026-11-23T12:00:00Z');
    const todos = [...lastDayKeys(agora, 90, 90), ...lastDayKeys(agora, 90)];
    expect(new Set(todos).size).toBe(180);
    for (let index = 1; index < todos.length; index++) {
      expect(Date.parse(todos[index]!) - Date.parse(todos[index - 1]!)).toBe(86_400_000);
    }
    expect(todos.at(-1)).toBe('2026-11-23');
  });
});

describe('crescimento', () => {
  it.each([
    [15, 10, 50],
    [10, 10, 0],
    [5, 10, -50],
    [4, 3, 33.3],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [3, 0, 100],
    [0, 0, 0],
    [0, 7, -100],
  ])('when the period has %i against %i before, then %d%%', (atual, anterior, esperado) => {
    expect(crescimento(atual, anterior)).toBe(esperado);
  });
});
