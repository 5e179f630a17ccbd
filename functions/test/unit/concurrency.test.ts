import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../../src/platform/concurrency.js';

describe('concurrencyLimit', () => {
  it('when more jobs than the limit arrive, then at most the limit run together and every job finishes in order', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const finished: number[] = [];
    const job = (id: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
      finished.push(id);
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => run(job(id))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
    expect(finished).toHaveLength(6);
  });

  it('when a job fails, then its slot is released for the next one', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    await expect(run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
