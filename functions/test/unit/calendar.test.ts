import { describe, expect, it } from 'vitest';
import { dayStart, monthStart } from '../../src/platform/calendar.js';

describe('the São Paulo calendar', () => {
  it('when it is still the last day of the month in São Paulo but the 1st in UTC, then the month started on the 1st of the previous one', () => {
    expect(monthStart(new Date('2026-03-01T02:00:00Z')).toISOString()).toBe('2026-02-01T03:00:00.000Z');
  });

  it('when a day fell in daylight saving time (until 2019), then it starts at -02:00, from the time zone rules', () => {
    expect(dayStart('2018-12-01').toISOString()).toBe('2018-12-01T02:00:00.000Z');
    expect(dayStart('2026-12-01').toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });
});
