import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plano, PlanoDados } from '@vitrine/shared';
import { ADMIN_KEY, adminApi } from '../admin-shell/admin-api';
import { apiPaths } from '@vitrine/shared/api-paths';

/** Also read by the merchant edit modal's plan select. */
export const planosQuery = queryOptions({ queryKey: [ADMIN_KEY, 'planos'], queryFn: () => adminApi<Plano[]>(apiPaths.admin.planos) });

export const usePlanos = () => useQuery(planosQuery);

function usePlanoMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: planosQuery.queryKey }) });
}

export const useCreatePlano = () =>
  usePlanoMutation((dados: PlanoDados) => adminApi<Plano>(apiPaths.admin.planos, { method: 'POST', json: dados }));

export const useUpdatePlano = () =>
  usePlanoMutation(({ id, ...dados }: PlanoDados & { id: string }) =>
    adminApi<Plano>(apiPaths.admin.plano({ id }), { method: 'PUT', json: dados }),
  );

export const useDeletePlano = () => usePlanoMutation((id: string) => adminApi(apiPaths.admin.plano({ id }), { method: 'DELETE' }));
