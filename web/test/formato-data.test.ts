import { describe, expect, it } from 'vitest';
import { formatDataHora } from '../src/lib/formato-data';

describe('formatDataHora', () => {
  it("when no zone is given, then the time is the shop's (São Paulo), whatever the device's zone", () => {
    // 17:32 UTC is 14:32 in São Paulo: the tracking page, the ticket and "Pago via PIX às" say 14:32 too.
    expect(formatDataHora('2025-03-07T17:32:00.000Z')).toBe('07/03/2025 às 14:32');
    expect(formatDataHora('2025-03-08T02:10:00.000Z')).toBe('07/03/2025 às 23:10');
  });

  it('when the instant is not a date, then nothing is shown', () => {
    expect(formatDataHora('ontem')).toBe('');
  });
});
