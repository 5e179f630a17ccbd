import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ContagemPedidos,
  FiltroPedidos,
  PedidoDoLojista,
  PedidosCancelados,
  PedidosDoLojistaResponse,
  ProtecaoPedidos,
  StatusPedido,
  TelefoneBloqueado,
} from '@vitrine/shared';
import { aguardandoPix } from '@vitrine/shared/pedido';
import { api } from '../../lib/api';
import { juntarNovos, type Paginas } from './novos';
import { apiPaths } from '@vitrine/shared/api-paths';

export const PEDIDOS_KEY = ['pedidos'] as const;
const ALTERAR_STATUS_KEY = ['pedidos', 'status'] as const;
/** Its own key, outside ['pedidos']: the lists under that key are walked as lists (useNovosPedidos). */
const CONTAGEM_KEY = ['pedidos-contagem'] as const;
/** What an order's status also changes: revenue and order counts leave out cancelled orders; the chips count per status. */
const AFETADOS_PELO_STATUS = [['analytics'], ['dashboard'], CONTAGEM_KEY] as const;

function pedidosPath(status: FiltroPedidos | null, antes: string | null): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (antes) params.set('antes', antes);
  const query = params.toString();
  return query ? `${apiPaths.pedidos}?${query}` : apiPaths.pedidos;
}

/** The cache key of a list: ['pedidos', 'todos'], ['pedidos', 'em_aberto'] or ['pedidos', status]. */
export const pedidosKey = (status: FiltroPedidos | null) => [...PEDIDOS_KEY, status ?? 'todos'] as const;

/**
 * While an order on screen waits for its PIX (issue 45), the list is read again this often: the live
 * poll brings new orders only, and the bank's "Pago" should reach the owner within seconds.
 */
export const PIX_RELER_A_CADA_MS = 5_000;

const esperaPix = (paginas: Paginas | undefined) =>
  !!paginas?.pages.some((pagina) => pagina.pedidos.some((p) => aguardandoPix(p.pagamento)));

/**
 * GET /api/pedidos (null: every status), newest first, a page at a time ('Carregar mais' asks for the orders before `proximo`).
 * `relerACada`: read again every so many ms while the page is visible (the kitchen's board, for changes made on other devices);
 * every PIX_RELER_A_CADA_MS at most while a PIX waits for the bank.
 */
export const usePedidos = (status: FiltroPedidos | null, { relerACada }: { relerACada?: number } = {}) =>
  useInfiniteQuery({
    queryKey: pedidosKey(status),
    queryFn: ({ pageParam, signal }) => api<PedidosDoLojistaResponse>(pedidosPath(status, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (ultima) => ultima.proximo,
    // Back in the tab after answering a customer on WhatsApp, new orders are there.
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      esperaPix(query.state.data) ? Math.min(relerACada ?? PIX_RELER_A_CADA_MS, PIX_RELER_A_CADA_MS) : (relerACada ?? false),
  });

/** New orders from the live poll (usePedidosAoVivo) on top of every cached list that shows their status. */
export function showNovosPedidos(queryClient: QueryClient, novos: readonly PedidoDoLojista[]): void {
  queryClient.getQueriesData<Paginas>({ queryKey: PEDIDOS_KEY }).forEach(([queryKey]) => {
    const filtro = queryKey[1] as FiltroPedidos | 'todos';
    queryClient.setQueryData<Paginas>(queryKey, (paginas) => juntarNovos(paginas, novos, filtro));
  });
}

/** GET /api/pedidos/contagem: the orders per status now, the filter chips' counts. */
export const useContagemPedidos = () =>
  useQuery({
    queryKey: CONTAGEM_KEY,
    queryFn: ({ signal }) => api<ContagemPedidos>(apiPaths.pedidosContagem, { signal }),
    refetchOnWindowFocus: true,
  });

/** After a change of status or new orders: the counts are read again. */
export const invalidarContagem = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: CONTAGEM_KEY });

function comStatus(paginas: Paginas | undefined, id: string, status: StatusPedido): Paginas | undefined {
  if (!paginas) return paginas;
  return {
    ...paginas,
    pages: paginas.pages.map((pagina) => ({
      ...pagina,
      pedidos: pagina.pedidos.map((pedido) => (pedido.id === id ? { ...pedido, status } : pedido)),
    })),
  };
}

/**
 * PUT /api/pedidos/{id} {status}. The new status shows at once in every list that has the order;
 * a refusal puts the old one back. The lists are read again afterwards (a filtered list may lose it).
 */
export function useAlterarStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ALTERAR_STATUS_KEY,
    mutationFn: ({ pedido, status }: { pedido: PedidoDoLojista; status: StatusPedido }) =>
      api<PedidoDoLojista>(apiPaths.pedido({ id: pedido.id }), { method: 'PUT', json: { status } }),
    onMutate: async ({ pedido, status }) => {
      await queryClient.cancelQueries({ queryKey: PEDIDOS_KEY });
      const antes = queryClient.getQueriesData<Paginas>({ queryKey: PEDIDOS_KEY });
      queryClient.setQueriesData<Paginas>({ queryKey: PEDIDOS_KEY }, (paginas) => comStatus(paginas, pedido.id, status));
      return { antes };
    },
    onError: (_error, _variaveis, contexto) => {
      contexto?.antes.forEach(([queryKey, paginas]) => queryClient.setQueryData(queryKey, paginas));
    },
    onSettled: () => {
      // Only after the last of several quick changes: an earlier read would undo the later ones on screen.
      if (queryClient.isMutating({ mutationKey: ALTERAR_STATUS_KEY }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: PEDIDOS_KEY });
      AFETADOS_PELO_STATUS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    },
  });
}

/**
 * POST /api/pedidos/cancelar {ids}: the selected orders cancelled at once, their stock back. The
 * lists, and the figures a cancellation changes, are read again afterwards.
 */
export function useCancelarPedidos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api<PedidosCancelados>(apiPaths.pedidosCancelar, { method: 'POST', json: { ids } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PEDIDOS_KEY });
      AFETADOS_PELO_STATUS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    },
  });
}

/** The order as the server answered it, in every cached list that has it. */
function comPedido(paginas: Paginas | undefined, atualizado: PedidoDoLojista): Paginas | undefined {
  if (!paginas) return paginas;
  return {
    ...paginas,
    pages: paginas.pages.map((pagina) => ({
      ...pagina,
      pedidos: pagina.pedidos.map((pedido) => (pedido.id === atualizado.id ? atualizado : pedido)),
    })),
  };
}

/**
 * POST /api/pedidos/{id}/pix/devolucao (issue 45): "Devolver o PIX" of a cancelled paid order. The
 * order comes back with `pagamento.devolucao` and replaces itself in the lists; the server asks the
 * bank once, so a second click is harmless. The lists are read again afterwards (the figures too).
 */
export function useDevolverPix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pedido: PedidoDoLojista) => api<PedidoDoLojista>(apiPaths.pedidoPixDevolucao({ id: pedido.id }), { method: 'POST' }),
    onSuccess: (atualizado) => queryClient.setQueriesData<Paginas>({ queryKey: PEDIDOS_KEY }, (paginas) => comPedido(paginas, atualizado)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PEDIDOS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['analytics'] });
    },
  });
}

const PROTECAO_KEY = ['pedidos-protecao'] as const;

/** GET /api/pedidos/protecao: the shop's orders a minute and its blocked phones. */
export const useProtecao = () =>
  useQuery({ queryKey: PROTECAO_KEY, queryFn: ({ signal }) => api<ProtecaoPedidos>(apiPaths.pedidosProtecao, { signal }) });

/** PUT /api/pedidos/protecao {pedidos_por_minuto}. */
export function useSalvarPedidosPorMinuto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pedidos_por_minuto: number) =>
      api<ProtecaoPedidos>(apiPaths.pedidosProtecao, { method: 'PUT', json: { pedidos_por_minuto } }),
    onSuccess: (protecao) => queryClient.setQueryData(PROTECAO_KEY, protecao),
  });
}

/** POST /api/pedidos/bloqueios {telefone} and DELETE /api/pedidos/bloqueios/{telefone}; the list is read again after either. */
export function useBloqueio() {
  const queryClient = useQueryClient();
  const depois = () => void queryClient.invalidateQueries({ queryKey: PROTECAO_KEY });
  const bloquear = useMutation({
    mutationFn: (telefone: string) => api<TelefoneBloqueado>(apiPaths.pedidosBloqueios, { method: 'POST', json: { telefone } }),
    onSettled: depois,
  });
  const desbloquear = useMutation({
    mutationFn: (telefone: string) => api<void>(apiPaths.pedidosBloqueio({ telefone }), { method: 'DELETE' }),
    onSettled: depois,
  });
  return { bloquear, desbloquear };
}
