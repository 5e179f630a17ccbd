import type { InfiniteData } from '@tanstack/react-query';
import {
  FILTRO_AGENDADOS,
  FILTRO_EM_ABERTO,
  STATUS_EM_ABERTO,
  type FiltroPedidos,
  type PedidoDoLojista,
  type PedidosDoLojistaResponse,
  type StatusPedido,
} from '@vitrine/shared';

/**
 * Pure parts of the live Pedidos screen: how often it asks, the tab's title, the count of orders
 * still waiting (novo) and how new orders join the lists already on screen.
 *
 * Cost: each poll is GET /api/pedidos?desde=<newest seen>, which reads one Firestore document when
 * nothing is new (an empty query is billed as one read) plus one per new order. An open, visible
 * Pedidos screen polls every 8 s: 3600 / 8 = 450 polls, about 450 reads an hour; in a background tab
 * every 60 s: 60 reads an hour. The list itself is read once on opening (and when the tab regains
 * focus), up to a page of PEDIDOS_POR_PAGINA orders.
 */
export const INTERVALO_VISIVEL_MS = 8_000;
export const INTERVALO_OCULTO_MS = 60_000;

export type Paginas = InfiniteData<PedidosDoLojistaResponse, string | null>;

/** Fast while the owner looks at it, slow in the background (still fast enough to notify). */
export function intervaloDoPoll(oculto: boolean): number {
  return oculto ? INTERVALO_OCULTO_MS : INTERVALO_VISIVEL_MS;
}

export const TITULO_PEDIDOS = 'Pedidos · Vitrine';

/** '(2) Pedidos · Vitrine' while orders wait for the owner, the plain title when none do. */
export function tituloComNovos(novos: number): string {
  return novos > 0 ? `(${novos}) ${TITULO_PEDIDOS}` : TITULO_PEDIDOS;
}

/** Orders still novo across every list on screen or in cache, each order once. */
export function countNovos(listas: readonly (readonly PedidoDoLojista[])[]): number {
  const novos = new Set<string>();
  for (const lista of listas) for (const pedido of lista) if (pedido.status === 'novo') novos.add(pedido.id);
  return novos.size;
}

const emAberto = (status: StatusPedido) => (STATUS_EM_ABERTO as readonly StatusPedido[]).includes(status);

/** Whether a list shown with `filtro` ('todos', 'em_aberto', 'agendados' or one status) has this order. */
const mostra = (filtro: FiltroPedidos | 'todos', { status, agendado_para }: Pick<PedidoDoLojista, 'status' | 'agendado_para'>) =>
  filtro === 'todos' ||
  filtro === status ||
  (filtro === FILTRO_EM_ABERTO && emAberto(status)) ||
  (filtro === FILTRO_AGENDADOS && Boolean(agendado_para) && emAberto(status));

/**
 * A list (`filtro` 'todos', 'em_aberto' or one status) with the new orders it should show on top, newest first;
 * orders it already has are not repeated. Lists of other statuses are left alone. The scheduled
 * orders ('agendados', one page) stay in slot order, soonest first, as the server sends them.
 */
export function juntarNovos(
  paginas: Paginas | undefined,
  novos: readonly PedidoDoLojista[],
  filtro: FiltroPedidos | 'todos',
): Paginas | undefined {
  if (!paginas || paginas.pages.length === 0) return paginas;
  const presentes = new Set(paginas.pages.flatMap((pagina) => pagina.pedidos.map((pedido) => pedido.id)));
  const entram = novos
    .filter((pedido) => !presentes.has(pedido.id) && mostra(filtro, pedido))
    .sort((a, b) => Date.parse(b.criado_em) - Date.parse(a.criado_em));
  if (entram.length === 0) return paginas;
  const [primeira, ...resto] = paginas.pages;
  if (filtro === FILTRO_AGENDADOS) {
    const porHorario = [...entram, ...primeira!.pedidos].sort((a, b) => Date.parse(a.agendado_para!) - Date.parse(b.agendado_para!));
    return { ...paginas, pages: [{ ...primeira!, pedidos: porHorario }, ...resto] };
  }
  return { ...paginas, pages: [{ ...primeira!, pedidos: [...entram, ...primeira!.pedidos] }, ...resto] };
}
