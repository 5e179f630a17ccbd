import { useQuery } from '@tanstack/react-query';
import type { FiadoCliente, FiadoClienteInput, FiadoClientesResponse, FiadoExtrato, PagamentoDoFiadoInput } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

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

export const useSalvarFiado = () =>
  useInvalidatingMutation(fiadoKey, ({ telefone, ...corpo }: FiadoClienteInput & { telefone: string }) =>
    api<FiadoCliente>(apiPaths.fiadoCliente({ telefone }), { method: 'PUT', json: corpo }),
  );

export const useReceberFiado = (telefone: string) =>
  useInvalidatingMutation(fiadoKey, (pagamento: PagamentoDoFiadoInput) =>
    api<FiadoExtrato>(apiPaths.fiadoClientePagamentos({ telefone }), { method: 'POST', json: pagamento }),
  );
