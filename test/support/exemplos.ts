import { expect, it } from 'vitest';

/**
 * A pure function's examples, one test each: `f(entrada)` equals `esperado` (`toEqual`, so a
 * string, a number, null or an object alike). The title takes it.each's placeholders for the two,
 * in that order (`'when %j is typed, then %s'`). Written once so that a table of examples is only
 * its rows, whatever the function.
 */
export function exemplos<E, S>(titulo: string, f: (entrada: E) => S, casos: readonly (readonly [E, S])[]) {
  it.each(casos.map(([entrada, esperado]): [E, S] => [entrada, esperado]))(titulo, (entrada, esperado) => {
    expect(f(entrada)).toEqual(esperado);
  });
}
