import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AbrirCaixaInput,
  Caixa,
  CaixaAbertoResponse,
  CaixasResponse,
  FecharCaixaInput,
  MovimentoDoCaixaInput,
  PagamentoDoPedidoInput,
  PagamentosDoPedidoResponse,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

/** Every till query starts with this key: opening, a movement or a close reads them all again. */
const caixaKey = ['caixa'] as const;

/** The person's open till (null: none), its figures and movements; read again now and then, as payments land on it from other screens. */
export const useCaixaAberto = () =>
  useQuery({
    queryKey: [...caixaKey, 'aberto'],
    queryFn: ({ signal }) => api<CaixaAbertoResponse>(apiPaths.caixaAberto, { signal }),
    refetchInterval: 15_000,
  });

/** The history: the owner's and the manager's every till, anyone else's their own. */
export const useCaixas = () =>
  useQuery({ queryKey: [...caixaKey, 'lista'], queryFn: ({ signal }) => api<CaixasResponse>(apiPaths.caixas, { signal }) });

export const useCaixa = (id: string) =>
  useQuery({ queryKey: [...caixaKey, id], queryFn: ({ signal }) => api<Caixa>(apiPaths.caixa({ id }), { signal }) });

function useMudarCaixa<Corpo, Resposta>(fazer: (corpo: Corpo) => Promise<Resposta>) {
  const queryClient = useQueryClient();
  // Not awaited: the screen's own callbacks (a toast, closing the dialog) run before the refetch may unmount it (a closed till's dialog).
  return useMutation({ mutationFn: fazer, onSuccess: () => void queryClient.invalidateQueries({ queryKey: caixaKey }) });
}

export const useAbrirCaixa = () =>
  useMudarCaixa((corpo: AbrirCaixaInput) => api<{ id: string }>(apiPaths.caixaAbrir, { method: 'POST', json: corpo }));

export const useMovimentarCaixa = (id: string) =>
  useMudarCaixa((corpo: MovimentoDoCaixaInput) => api<Caixa>(apiPaths.caixaMovimentos({ id }), { method: 'POST', json: corpo }));

export const useFecharCaixa = (id: string) =>
  useMudarCaixa((corpo: FecharCaixaInput) => api<Caixa>(apiPaths.caixaFechar({ id }), { method: 'POST', json: corpo }));

/**
 * POST /api/pedidos/{id}/pagamentos: an order paid at the counter or on delivery, landing on the
 * person's till; the orders' list (its "Pago") and the till are read again.
 */
export function useReceberPedido(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: PagamentoDoPedidoInput) =>
      api<PagamentosDoPedidoResponse>(apiPaths.pedidoPagamentos({ id }), { method: 'POST', json: corpo }),
    // Not awaited, as above: a paid order's Receber leaves the card when the list comes back.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: caixaKey });
      void queryClient.invalidateQueries({ queryKey: ['pedidos'] });
    },
  });
}
