import type { PedidoDoLojista } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { comPrazo } from '../src/lib/api';
import { caminhoDaLeitura, lerNovos, type EstadoAoVivo } from '../src/lib/pedidos-ao-vivo';

/**
 * The screens' live poll (Pedidos, Cozinha) against a shop whose orders become visible when they
 * commit, not when they were stamped: issue 48's Friday evening found tickets that never printed.
 */
const pedido = (id: string, criado: string) => ({ id, codigo: id, criado_em: criado }) as PedidoDoLojista;

/** The server's GET /api/pedidos?desde=: the committed orders placed strictly after `desde`, newest first. */
function servidor(gravados: PedidoDoLojista[]) {
  return (caminho: string) => {
    const desde = new URL(caminho, 'http://loja').searchParams.get('desde');
    return gravados
      .filter((gravado) => desde === null || Date.parse(gravado.criado_em) > Date.parse(desde))
      .sort((a, b) => Date.parse(b.criado_em) - Date.parse(a.criado_em));
  };
}

describe('Pedidos ao vivo', () => {
  it('when an order created before one already announced commits after that poll, then the next poll announces it', () => {
    const estado: EstadoAoVivo = { base: false, desde: null, anunciados: new Map() };
    const gravados = [pedido('A', '2026-11-27T23:00:00.000Z')];
    const ler = servidor(gravados);
    expect(lerNovos(estado, ler(caminhoDaLeitura(estado)), true)).toEqual([]);

    // C (stamped 23:00:05) commits and is announced; B, stamped at 23:00:02, was still in its transaction.
    gravados.push(pedido('C', '2026-11-27T23:00:05.000Z'));
    expect(lerNovos(estado, ler(caminhoDaLeitura(estado)), false).map(({ id }) => id)).toEqual(['C']);
    gravados.push(pedido('B', '2026-11-27T23:00:02.000Z'));

    expect(lerNovos(estado, ler(caminhoDaLeitura(estado)), false).map(({ id }) => id)).toEqual(['B']);
    // And never twice.
    expect(lerNovos(estado, ler(caminhoDaLeitura(estado)), false)).toEqual([]);
  });

  it('when the screen starts from the orders it shows, then none of them is announced by the polls that read them again', () => {
    const estado: EstadoAoVivo = { base: false, desde: null, anunciados: new Map() };
    const naTela = [pedido('A', '2026-11-27T23:00:00.000Z'), pedido('B', '2026-11-27T23:00:30.000Z')];
    lerNovos(estado, naTela, true);
    const ler = servidor([...naTela, pedido('C', '2026-11-27T23:00:40.000Z')]);
    expect(lerNovos(estado, ler(caminhoDaLeitura(estado)), false).map(({ id }) => id)).toEqual(['C']);
  });
});

describe('comPrazo: the deadline of the unattended screens’ requests', () => {
  it('when the query is cancelled first, then the request is, with its reason', () => {
    const consulta = new AbortController();
    const signal = comPrazo(consulta.signal, 60_000);
    consulta.abort('saiu da tela');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('saiu da tela');
  });

  it('when no answer comes by the deadline, then the request is given up as a timeout', async () => {
    const signal = comPrazo(new AbortController().signal, 10);
    await new Promise((pronto) => signal.addEventListener('abort', pronto, { once: true }));
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });
});
