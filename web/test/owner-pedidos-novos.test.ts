import type { PedidoDoLojista, StatusPedido } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { countNovos, intervaloDoPoll, juntarNovos, tituloComNovos, type Paginas } from '../src/features/owner-pedidos/novos';
import { maisRecente } from '../src/lib/pedidos-ao-vivo';

const pedido = (id: string, status: StatusPedido, criado_em: string) => ({ id, status, criado_em }) as PedidoDoLojista;
const paginas = (...pedidos: PedidoDoLojista[][]): Paginas => ({
  pages: pedidos.map((lista) => ({ pedidos: lista, proximo: null })),
  pageParams: pedidos.map(() => null),
});

describe('live Pedidos', () => {
  it('when orders wait as novo, then the tab title counts them; none, then the plain title', () => {
    expect(tituloComNovos(2)).toBe('(2) Pedidos · Vitrine');
    expect(tituloComNovos(0)).toBe('Pedidos · Vitrine');
  });

  it('when the same order is in several lists, then it counts once, and only while novo', () => {
    const a = pedido('a', 'novo', '2025-03-07T10:00:00.000Z');
    const b = pedido('b', 'confirmado', '2025-03-07T11:00:00.000Z');
    const c = pedido('c', 'novo', '2025-03-07T12:00:00.000Z');
    expect(countNovos([[a, b], [a], [c]])).toBe(2);
    expect(countNovos([])).toBe(0);
  });

  it('when the page is visible it asks every 8 s, hidden every 60 s', () => {
    expect(intervaloDoPoll(false)).toBe(8_000);
    expect(intervaloDoPoll(true)).toBe(60_000);
  });

  it('when orders arrive, then the next poll asks from the newest one seen', () => {
    const lista = [pedido('a', 'novo', '2025-03-07T10:00:00.000Z'), pedido('b', 'novo', '2025-03-07T12:30:00.000Z')];
    expect(maisRecente(lista, '2025-03-07T11:00:00.000Z')).toBe('2025-03-07T12:30:00.000Z');
    expect(maisRecente([], '2025-03-07T11:00:00.000Z')).toBe('2025-03-07T11:00:00.000Z');
    expect(maisRecente([], null)).toBeNull();
  });

  it('when new orders arrive, then they go on top of the first page, newest first, without repeating one already there', () => {
    const velho = pedido('v', 'confirmado', '2025-03-07T09:00:00.000Z');
    const seguinte = pedido('s', 'entregue', '2025-03-06T09:00:00.000Z');
    const novo1 = pedido('n1', 'novo', '2025-03-07T10:00:00.000Z');
    const novo2 = pedido('n2', 'novo', '2025-03-07T10:05:00.000Z');
    const juntas = juntarNovos(paginas([novo1, velho], [seguinte]), [novo1, novo2], 'todos')!;
    expect(juntas.pages.map((pagina) => pagina.pedidos.map((p) => p.id))).toEqual([['n2', 'n1', 'v'], ['s']]);
  });

  it('when a list shows another status, then new orders stay out of it; the novo list takes them', () => {
    const entregues = paginas([pedido('e', 'entregue', '2025-03-07T09:00:00.000Z')]);
    const chegou = pedido('n', 'novo', '2025-03-07T10:00:00.000Z');
    expect(juntarNovos(entregues, [chegou], 'entregue')).toBe(entregues);
    expect(juntarNovos(paginas([]), [chegou], 'novo')!.pages[0]!.pedidos.map((p) => p.id)).toEqual(['n']);
    expect(juntarNovos(undefined, [chegou], 'todos')).toBeUndefined();
    // The open orders, where the screen opens, take them too.
    expect(juntarNovos(paginas([]), [chegou], 'em_aberto')!.pages[0]!.pedidos.map((p) => p.id)).toEqual(['n']);
  });
});
