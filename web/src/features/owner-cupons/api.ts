import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cupom, CupomInput, CupomUpdate, CuponsResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

const cuponsQuery = { queryKey: ['cupons'] as const, queryFn: () => api<CuponsResponse>(apiPaths.cupons) };

export const useCupons = () => useQuery(cuponsQuery);

function useCuponsMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: cuponsQuery.queryKey }) });
}

export const useCreateCupom = () => useCuponsMutation((cupom: CupomInput) => api<Cupom>(apiPaths.cupons, { method: 'POST', json: cupom }));

export const useUpdateCupom = () =>
  useCuponsMutation(({ id, ...mudancas }: CupomUpdate & { id: string }) =>
    api<Cupom>(apiPaths.cupom({ id }), { method: 'PUT', json: mudancas }),
  );

export const useDeleteCupom = () => useCuponsMutation((id: string) => api<void>(apiPaths.cupom({ id }), { method: 'DELETE' }));
