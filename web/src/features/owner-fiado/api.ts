import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiadoCliente, FiadoClienteInput, FiadoClientesResponse, FiadoExtrato, PagamentoDoFiadoInput } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

/** Every tab query starts with this key: a charge (a counter order, a bill) or a payment refreshes them all. */
export const fiadoKey = ['fiado'] as const;

export const useFiados = (ativo = true) =>
  useQuery({
    queryKey: [...fiadoKey, 'lista'],
    queryFn: () => api<FiadoClientesResponse>(apiPaths.fiadoClientes),
    enabled: ativo,
  });

export const useExtratoDoFiado = (telefone: string) =>
  useQuery({ queryKey: [...fiadoKey, telefone], queryFn: () => api<FiadoExtrato>(apiPaths.fiadoCliente({ telefone })) });

function useFiadoMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: fiadoKey }) });
}

export const useSalvarFiado = () =>
  useFiadoMutation(({ telefone, ...corpo }: FiadoClienteInput & { telefone: string }) =>
    api<FiadoCliente>(apiPaths.fiadoCliente({ telefone }), { method: 'PUT', json: corpo }),
  );

export const useReceberFiado = (telefone: string) =>
  useFiadoMutation((pagamento: PagamentoDoFiadoInput) =>
    api<FiadoExtrato>(apiPaths.fiadoClientePagamentos({ telefone }), { method: 'POST', json: pagamento }),
  );
