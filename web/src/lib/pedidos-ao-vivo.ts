import { onlineManager, useQuery } from '@tanstack/react-query';
import type { PedidoDoLojista, PedidosDoLojistaResponse } from '@vitrine/shared';
import { useRef, useSyncExternalStore } from 'react';
import { ApiError, api } from './api';
import { apiPaths } from '@vitrine/shared/api-paths';

/**
 * The live poll the screens that show a shop's orders share (Pedidos, Cozinha): GET
 * /api/pedidos?desde=<newest seen>, which reads one Firestore document when nothing is new (an
 * empty query is billed as one read) plus one per new order. Each screen says how often it asks
 * and what it does with what arrives; this hook keeps the starting point, never reports an order
 * twice, stops at a 401 (the session ended) and, after a network drop, keeps asking until the
 * network answers again, telling the screen meanwhile (`semConexao`).
 */

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
  // `anunciados`: a poll that returned an order again (same instant as `desde`) must not report it twice.
  const visto = useRef({ base: false, desde: null as string | null, anunciados: new Set<string>() });
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
          Object.assign(estado, { base: true, desde: maisRecente(naTela, null) });
          return null;
        }
      }
      // No `desde` yet (a filtered list, or a shop with no orders): the newest page sets it.
      const path = estado.desde ? `${apiPaths.pedidos}?desde=${encodeURIComponent(estado.desde)}` : apiPaths.pedidos;
      const { pedidos } = await api<PedidosDoLojistaResponse>(path, { signal });
      const primeiraLeitura = !estado.base;
      Object.assign(estado, { base: true, desde: maisRecente(pedidos, estado.desde) });
      const ineditos = primeiraLeitura ? [] : pedidos.filter((pedido) => !estado.anunciados.has(pedido.id));
      ineditos.forEach((pedido) => estado.anunciados.add(pedido.id));
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
