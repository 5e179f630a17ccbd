import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Canais } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

const canaisQuery = { queryKey: ['canais'] as const, queryFn: () => api<Canais>(apiPaths.lojaCanais) };

/** Whether the shop's product feeds answer (issue 32). */
export const useCanais = () => useQuery(canaisQuery);

export function useSaveCanais() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (canais: Canais) => api<Canais>(apiPaths.lojaCanais, { method: 'PUT', json: canais }),
    onSuccess: (salvo) => queryClient.setQueryData(canaisQuery.queryKey, salvo),
  });
}
