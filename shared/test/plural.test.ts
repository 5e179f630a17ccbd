import { describe, expect, it } from 'vitest';
import { plural } from '../src/plural.js';

describe('plural', () => {
  it.each([
    [1, '1 erro'],
    [2, '2 erros'],
    [0, '0 erros'],
    [1234, '1.234 erros'],
  ])('when the count is %d, then it reads "%s"', (n, texto) => {
    expect(plural(n, 'erro', 'erros')).toBe(texto);
  });
});
