import { describe, expect, it } from 'vitest';
import { COMANDAS_BUSCADAS_A_FRENTE, ESPERAS_DA_IMPRESSAO_MS, imprimirCada } from '../src/features/owner-pedidos/impressao-automatica';
import { ApiError, ESPERA_MAXIMA_DA_RESPOSTA_MS } from '../src/lib/api';

/**
 * Automatic printing through a rush's failures (issue 48's Friday evening found tickets lost: one
 * failed fetch dropped the rest of its batch, already marked printed; and, on a loaded machine, a
 * burst printed one round trip per ticket, the printer a minute behind).
 */

const pedidos = [
  { id: 'a', codigo: 'A1' },
  { id: 'b', codigo: 'B2' },
  { id: 'c', codigo: 'C3' },
];

/** A printer whose ticket fetch answers, per order, the listed failures first and then the ticket. */
function impressora(falhas: Record<string, unknown[]>) {
  const impressos: string[] = [];
  const esperas: number[] = [];
  const buscar = async (id: string) => {
    const falha = falhas[id]?.shift();
    if (falha) throw falha;
    return `comanda ${id}`;
  };
  const imprimir = async (comanda: string) => void impressos.push(comanda.replace('comanda ', ''));
  const esperar = async (ms: number) => void esperas.push(ms);
  return { impressos, esperas, buscar, imprimir, esperar };
}

describe('impressão automática: cada pedido, com novas tentativas', () => {
  it('when a ticket fails with a 503 and a dropped connection, then it is tried again after 1 s and 3 s and every order prints', async () => {
    const p = impressora({ a: [new ApiError(503, 'Indisponível', null), new TypeError('Failed to fetch')] });
    expect(await imprimirCada(pedidos, p.buscar, p.imprimir, { esperar: p.esperar })).toEqual([]);
    expect(p.impressos).toEqual(['a', 'b', 'c']);
    expect(p.esperas).toEqual(ESPERAS_DA_IMPRESSAO_MS);
    expect(ESPERAS_DA_IMPRESSAO_MS).toEqual([1_000, 3_000]);
  });

  it('when one ticket keeps failing or the order is gone (404), then the others still print and its code is answered, to print by hand', async () => {
    const erro = () => new ApiError(500, 'Erro', null);
    const p = impressora({ a: [erro(), erro(), erro(), erro()], b: [new ApiError(404, 'Pedido não encontrado', null)] });
    expect(await imprimirCada(pedidos, p.buscar, p.imprimir, { esperar: p.esperar })).toEqual(['A1', 'B2']);
    expect(p.impressos).toEqual(['c']);
    // Three tries of A1, none of B2's 404.
    expect(p.esperas).toEqual([1_000, 3_000]);
  });

  it('when the fetch of a ticket never answers (an instance that died mid-request), then it is given up at the deadline, tried again, and the tickets after it print', async () => {
    let tentativas = 0;
    // fetch as the browser's: pending until its signal aborts; the first try of B2 never answers.
    const buscar = (id: string, signal: AbortSignal) =>
      new Promise<string>((pronta, falha) => {
        if (id === 'b' && tentativas++ === 0) signal.addEventListener('abort', () => falha(signal.reason));
        else pronta(`comanda ${id}`);
      });
    const p = impressora({});
    expect(await imprimirCada(pedidos, buscar, p.imprimir, { esperar: p.esperar, prazoMs: 20 })).toEqual([]);
    expect(p.impressos).toEqual(['a', 'b', 'c']);
    expect(p.esperas).toEqual([1_000]);
    expect(ESPERA_MAXIMA_DA_RESPOSTA_MS).toBe(30_000);
  });

  it('when a burst of tickets is slow to fetch, then the next ones are fetched while one prints, never more than three ahead, and they print in order', async () => {
    const rajada = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, codigo: `C${i}` }));
    let buscando = 0;
    let maximo = 0;
    const liberar: Array<() => void> = [];
    const buscar = (id: string) => {
      buscando += 1;
      maximo = Math.max(maximo, buscando);
      return new Promise<string>((pronta) =>
        liberar.push(() => {
          buscando -= 1;
          pronta(id);
        }),
      );
    };
    const impressos: string[] = [];
    const imprimindo = imprimirCada(rajada, buscar, async (id) => void impressos.push(id));
    // Each turn the printer asks for what it will, and the newest fetch answers first.
    for (let vez = 0; vez < rajada.length * 4 && impressos.length < rajada.length; vez++) {
      await new Promise((pronto) => setTimeout(pronto, 0));
      liberar.pop()?.();
    }
    expect(await imprimindo).toEqual([]);
    expect(impressos).toEqual(rajada.map(({ id }) => id));
    expect(maximo).toBe(COMANDAS_BUSCADAS_A_FRENTE);
    expect(COMANDAS_BUSCADAS_A_FRENTE).toBe(3);
  });
});
