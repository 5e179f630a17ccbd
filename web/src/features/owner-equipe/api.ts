import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EquipeResponse, Membro, MembroConvite, PapelDeMembro } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

const equipeQuery = { queryKey: ['equipe'] as const, queryFn: () => api<EquipeResponse>(apiPaths.equipe) };

export const useEquipe = () => useQuery(equipeQuery);

function useEquipeMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: equipeQuery.queryKey }) });
}

export const useConvidar = () =>
  useEquipeMutation((convite: MembroConvite) => api<Membro>(apiPaths.equipe, { method: 'POST', json: convite }));

export const useMudarPapel = () =>
  useEquipeMutation(({ id, papel }: { id: string; papel: PapelDeMembro }) =>
    api<Membro>(apiPaths.membro({ id }), { method: 'PUT', json: { papel } }),
  );

export const useRemoverMembro = () => useEquipeMutation((id: string) => api<void>(apiPaths.membro({ id }), { method: 'DELETE' }));
