import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcertoDoDia,
  AcertoDoEntregador,
  EntregadoresResponse,
  PedidoDoLojista,
  PedidosDoLojistaResponse,
  TaxasDosEntregadores,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

/** Dispatch and settlement's calls (issue 46); Pedidos uses useAtribuirEntregador and useEntregadores too. */

export const useEntregadores = (enabled = true) =>
  useQuery({ queryKey: ['entregadores'], enabled, staleTime: 30_000, queryFn: () => api<EntregadoresResponse>(apiPaths.entregadores) });

/** The open orders, for the screen's delivery orders waiting for a driver or on their way. */
export const usePedidosAbertos = () =>
  useQuery({
    queryKey: ['pedidos', 'entregadores'],
    queryFn: () => api<PedidosDoLojistaResponse>(`${apiPaths.pedidos}?status=em_aberto`),
    refetchInterval: 20_000,
  });

export const useTaxasDosEntregadores = () =>
  useQuery({ queryKey: ['entregadores', 'taxas'], queryFn: () => api<TaxasDosEntregadores>(apiPaths.entregadoresTaxas) });

export const useAcerto = (dia: string) =>
  useQuery({ queryKey: ['entregadores', 'acerto', dia], queryFn: () => api<AcertoDoDia>(`${apiPaths.entregadoresAcerto}?data=${dia}`) });

function useEntregadoresMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['entregadores'] }),
        queryClient.invalidateQueries({ queryKey: ['pedidos'] }),
      ]);
    },
  });
}

export const useAtribuirEntregador = () =>
  useEntregadoresMutation(({ pedidoId, membroId }: { pedidoId: string; membroId: string | null }) =>
    api<PedidoDoLojista>(apiPaths.pedidoEntregador({ id: pedidoId }), { method: 'PUT', json: { membro_id: membroId } }),
  );

export const useViagem = () =>
  useEntregadoresMutation(({ membroId, pedidoIds }: { membroId: string; pedidoIds: string[] }) =>
    api<{ pedidos: PedidoDoLojista[] }>(apiPaths.entregadorViagem({ membro_id: membroId }), {
      method: 'POST',
      json: { pedido_ids: pedidoIds },
    }),
  );

export const useSalvarTaxas = () =>
  useEntregadoresMutation((taxas: TaxasDosEntregadores) =>
    api<TaxasDosEntregadores>(apiPaths.entregadoresTaxas, { method: 'PUT', json: taxas }),
  );

export const useQuitar = () =>
  useEntregadoresMutation(({ membroId, dia }: { membroId: string; dia: string }) =>
    api<AcertoDoEntregador>(apiPaths.entregadorAcertoQuitar({ membro_id: membroId }), { method: 'POST', json: { data: dia } }),
  );
