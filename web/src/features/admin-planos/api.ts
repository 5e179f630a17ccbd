import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plano, PlanoDados } from '@vitrine/shared';
import { ADMIN_KEY, adminApi } from '../admin-shell/admin-api';
import { useInvalidatingMutation } from '../../lib/mutations';
import { apiPaths } from '@vitrine/shared/api-paths';

/** Also read by the merchant edit modal's plan select. */
export const planosQuery = queryOptions({ queryKey: [ADMIN_KEY, 'planos'], queryFn: () => adminApi<Plano[]>(apiPaths.admin.planos) });

export const usePlanos = () => useQuery(planosQuery);

export const useCreatePlano = () =>
  useInvalidatingMutation(planosQuery.queryKey, (dados: PlanoDados) =>
    adminApi<Plano>(apiPaths.admin.planos, { method: 'POST', json: dados }),
  );

export const useUpdatePlano = () =>
  useInvalidatingMutation(planosQuery.queryKey, ({ id, ...dados }: PlanoDados & { id: string }) =>
    adminApi<Plano>(apiPaths.admin.plano({ id }), { method: 'PUT', json: dados }),
  );

export const useDeletePlano = () =>
  useInvalidatingMutation(planosQuery.queryKey, (id: string) => adminApi(apiPaths.admin.plano({ id }), { method: 'DELETE' }));
