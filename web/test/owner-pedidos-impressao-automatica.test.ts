import { describe, expect, it } from 'vitest';
import { ESPERAS_DA_IMPRESSAO_MS, imprimirCada } from '../src/features/owner-pedidos/impressao-automatica';
import { ApiError } from '../src/lib/api';

/**
 * Automatic printing through a rush's failures (issue 48's Friday evening found tickets lost: one
 * failed fetch dropped the rest of its batch, already marked printed).
 */

const pedidos = [
  { id: 'a', codigo: 'A1' },
  { id: 'b', codigo: 'B2' },
  { id: 'c', codigo: 'C3' },
];

/** A printer whose ticket fetch answers, per order, the listed failures first and then prints. */
function impressora(falhas: Record<string, unknown[]>) {
  const impressos: string[] = [];
  const esperas: number[] = [];
  const imprimir = async (id: string) => {
    const falha = falhas[id]?.shift();
    if (falha) throw falha;
    impressos.push(id);
  };
  const esperar = async (ms: number) => void esperas.push(ms);
  return { impressos, esperas, imprimir, esperar };
}

describe('impressão automática: cada pedido, com novas tentativas', () => {
  it('when a ticket fails with a 503 and a dropped connection, then it is tried again after 1 s and 3 s and every order prints', async () => {
    const p = impressora({ a: [new ApiError(503, 'Indisponível', null), new TypeError('Failed to fetch')] });
    expect(await imprimirCada(pedidos, p.imprimir, p.esperar)).toEqual([]);
    expect(p.impressos).toEqual(['a', 'b', 'c']);
    expect(p.esperas).toEqual(ESPERAS_DA_IMPRESSAO_MS);
    expect(ESPERAS_DA_IMPRESSAO_MS).toEqual([1_000, 3_000]);
  });

  it('when one ticket keeps failing or the order is gone (404), then the others still print and its code is answered, to print by hand', async () => {
    const erro = () => new ApiError(500, 'Erro', null);
    const p = impressora({ a: [erro(), erro(), erro(), erro()], b: [new ApiError(404, 'Pedido não encontrado', null)] });
    expect(await imprimirCada(pedidos, p.imprimir, p.esperar)).toEqual(['A1', 'B2']);
    expect(p.impressos).toEqual(['c']);
    // Three tries of A1, none of B2's 404.
    expect(p.esperas).toEqual([1_000, 3_000]);
  });
});
