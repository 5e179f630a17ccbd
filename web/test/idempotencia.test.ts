import { describe, expect, it } from 'vitest';
import { chavesDeIdempotencia } from '../src/lib/idempotencia';

describe('Idempotency-Key of a form’s creates', () => {
  it('when the same content is sent again, then the key is the same; when the content changes, then a new key', () => {
    let n = 0;
    const chave = chavesDeIdempotencia(() => `chave-${++n}`);
    expect(chave({ nome: 'Bolo', preco: 12 })).toBe('chave-1');
    expect(chave({ nome: 'Bolo', preco: 12 })).toBe('chave-1');
    expect(chave({ nome: 'Bolo', preco: 13 })).toBe('chave-2');
    expect(chave({ nome: 'Bolo', preco: 12 })).toBe('chave-3');
  });

  it('when two forms create, then each has keys of its own', () => {
    const uma = chavesDeIdempotencia();
    const outra = chavesDeIdempotencia();
    expect(uma({ nome: 'Bolo' })).not.toBe(outra({ nome: 'Bolo' }));
    expect(uma({ nome: 'Bolo' })).toMatch(/^[0-9a-f-]{36}$/);
  });
});
