import { onlineManager, useQuery } from '@tanstack/react-query';
import type { PedidoDoLojista, PedidosDoLojistaResponse } from '@vitrine/shared';
import { useRef, useSyncExternalStore } from 'react';
import { ApiError, api, comPrazo } from './api';
import { apiPaths } from '@vitrine/shared/api-paths';

/**
 * The live poll the screens that show a shop's orders share (Pedidos, Cozinha): GET
 * /api/pedidos?desde=<a minute before the newest seen>, which reads one Firestore document per
 * order of that minute and later (one when there is none: an empty query is billed as one read).
 * Each screen says how often it asks
 * and what it does with what arrives; this hook keeps the starting point, never reports an order
 * twice, stops at a 401 (the session ended) and, after a network drop, keeps asking until the
 * network answers again, telling the screen meanwhile (`semConexao`).
 */

/**
 * How far before the newest order seen each poll asks again. An order's `criado_em` is stamped when
 * its transaction starts and the order becomes visible when it commits, seconds later on a slow
 * database or a retried transaction: an order created before one a poll already saw, and committed
 * after that poll, is older than its `desde` and was never announced, so the Pedidos screen never
 * printed it (issue 48's Friday evening: 41 of 58 tickets missing while Firestore was 2 s slow).
 * The orders asked again are the ones already announced, which `anunciados` skips: each poll reads
 * the orders of the last minute again, a few reads more than one.
 */
export const FOLGA_DO_COMMIT_MS = 60_000;

/** At most this many pages (of PEDIDOS_POR_PAGINA) a poll reads: 500 orders in one window, far beyond any shop's minute. */
const PAGINAS_POR_LEITURA = 10;

/** What a screen's poll remembers: whether it has its starting point, the newest `criado_em` seen, and the ids announced with their `criado_em`. */
export interface EstadoAoVivo {
  base: boolean;
  desde: string | null;
  anunciados: Map<string, number>;
}

/** The next poll's path: the orders placed since `FOLGA_DO_COMMIT_MS` before the newest seen, or the newest page at first. */
export function caminhoDaLeitura(estado: EstadoAoVivo): string {
  if (!estado.desde) return apiPaths.pedidos;
  const desde = new Date(Date.parse(estado.desde) - FOLGA_DO_COMMIT_MS).toISOString();
  return `${apiPaths.pedidos}?desde=${encodeURIComponent(desde)}`;
}

/**
 * Takes a poll's answer into `estado` and answers the orders to announce: none on the first read
 * (the starting point), then those never announced. Ids older than the window are forgotten.
 */
export function lerNovos(estado: EstadoAoVivo, pedidos: readonly PedidoDoLojista[], primeiraLeitura: boolean): PedidoDoLojista[] {
  estado.base = true;
  estado.desde = maisRecente(pedidos, estado.desde);
  const ineditos = primeiraLeitura ? [] : pedidos.filter((pedido) => !estado.anunciados.has(pedido.id));
  for (const pedido of pedidos) estado.anunciados.set(pedido.id, Date.parse(pedido.criado_em));
  const esquecer = Date.parse(estado.desde ?? '') - 2 * FOLGA_DO_COMMIT_MS;
  for (const [id, criado] of estado.anunciados) if (criado < esquecer) estado.anunciados.delete(id);
  return ineditos;
}

/** The newest `criado_em` among the orders and the one already known: the next poll's `desde`. */
export function maisRecente(pedidos: readonly PedidoDoLojista[], atual: string | null): string | null {
  return pedidos.reduce<string | null>(
    (recente, pedido) => (recente === null || Date.parse(pedido.criado_em) > Date.parse(recente) ? pedido.criado_em : recente),
    atual,
  );
}

export interface PedidosAoVivoOpcoes {
  /** The screen's name: each screen has its own poll (and cache key). */
  tela: string;
  /** Asks once this is true (the screen's list has loaded). */
  ativo: boolean;
  /** How long between polls, the page visible or hidden. */
  intervalo: (oculto: boolean) => number;
  /**
   * The orders the screen already shows, when they include the newest order the shop has: the
   * poll starts after the newest of them and announces none of them. Undefined when the screen
   * cannot say (a filtered list): the first poll reads the newest page, which sets the start and
   * is not announced.
   */
  inicio: () => readonly PedidoDoLojista[] | undefined;
  /** Orders placed since the last poll, each reported once. */
  chegaram: (novos: PedidoDoLojista[]) => void;
}

const assinarRede = (avisar: () => void) => onlineManager.subscribe(avisar);
const estaOnline = () => onlineManager.isOnline();
const sessaoEncerrada = (error: unknown) => error instanceof ApiError && error.status === 401;

export function usePedidosAoVivo({ tela, ativo, intervalo, inicio, chegaram }: PedidosAoVivoOpcoes) {
  // `anunciados`: every poll asks for the last minute again (FOLGA_DO_COMMIT_MS); nothing is reported twice.
  const visto = useRef<EstadoAoVivo>({ base: false, desde: null, anunciados: new Map() });
  const online = useSyncExternalStore(assinarRede, estaOnline);

  const query = useQuery({
    queryKey: ['pedidos-ao-vivo', tela],
    enabled: ativo,
    queryFn: async ({ signal }) => {
      const estado = visto.current;
      if (!estado.base) {
        // The list on screen is the starting point: nothing in it is announced, and no read is spent.
        const naTela = inicio();
        if (naTela) {
          lerNovos(estado, naTela, true);
          return null;
        }
      }
      // No `desde` yet (a filtered list, or a shop with no orders): the newest page sets it.
      const caminho = caminhoDaLeitura(estado);
      // A poll that never answers would hold every later one (the query waits for it): each has a deadline.
      let { pedidos, proximo } = await api<PedidosDoLojistaResponse>(caminho, { signal: comPrazo(signal) });
      // More than a page in the window (a rush): the older pages too, or their orders would never be announced.
      for (let pagina = 1; estado.desde && proximo && pagina < PAGINAS_POR_LEITURA; pagina++) {
        const mais = await api<PedidosDoLojistaResponse>(`${caminho}&antes=${encodeURIComponent(proximo)}`, { signal: comPrazo(signal) });
        pedidos = [...pedidos, ...mais.pedidos];
        proximo = mais.proximo;
      }
      const ineditos = lerNovos(estado, pedidos, !estado.base);
      if (ineditos.length > 0) chegaram(ineditos);
      return null;
    },
    // After a failed poll (no network, a server error) it keeps the same pace: the next one resumes.
    refetchInterval: (q) => (sessaoEncerrada(q.state.error) ? false : intervalo(document.hidden)),
    // Keeps asking in a background tab, slowly, so a notification still comes.
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

  const falhou = query.isError && !sessaoEncerrada(query.error);
  return { semConexao: ativo && (!online || falhou) };
}
