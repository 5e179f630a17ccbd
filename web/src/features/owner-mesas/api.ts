import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mesa, MesaInput, MesaLote, MesasLoteResponse, MesasResponse, Salao, SalaoResponse } from '@vitrine/shared';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

const mesasQuery = { queryKey: ['mesas'] as const, queryFn: () => api<MesasResponse>(apiPaths.mesas) };

export const useMesas = () => useQuery(mesasQuery);

function useMesasMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: mesasQuery.queryKey }) });
}

export const useCreateMesa = () => useMesasMutation((mesa: MesaInput) => api<Mesa>(apiPaths.mesas, { method: 'POST', json: mesa }));

export const useCreateMesasLote = () =>
  useMesasMutation((lote: MesaLote) => api<MesasLoteResponse>(apiPaths.mesasLote, { method: 'POST', json: lote }));

export const useUpdateMesa = () =>
  useMesasMutation(({ id, ...mesa }: MesaInput & { id: string }) => api<Mesa>(apiPaths.mesa({ id }), { method: 'PUT', json: mesa }));

export const useDeleteMesa = () => useMesasMutation((id: string) => api<void>(apiPaths.mesa({ id }), { method: 'DELETE' }));

export const useNovoCodigo = () => useMesasMutation((id: string) => api<Mesa>(apiPaths.mesaNovoCodigo({ id }), { method: 'POST' }));

/** The sheet's address: a plain link downloads it with the session's cookie, like any file. */
export const QRCODES_PDF = `${API_BASE}${apiPaths.mesasQrcodes}`;

const salaoQuery = { queryKey: ['salao'] as const, queryFn: () => api<SalaoResponse>(apiPaths.lojaSalao) };

/** The room's settings (the shop's defaults before the first save). */
export const useSalao = () => useQuery(salaoQuery);

export function useSaveSalao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (salao: Salao) => api<SalaoResponse>(apiPaths.lojaSalao, { method: 'PUT', json: salao }),
    onSuccess: (salvo) => queryClient.setQueryData(salaoQuery.queryKey, salvo),
  });
}
