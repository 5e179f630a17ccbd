import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLojista, LojistaAdminInput, LojistaStatus } from '@vitrine/shared';
import { ADMIN_KEY, adminApi } from '../admin-shell/admin-api';
import { ATIVIDADES_KEY, STATS_KEY } from '../admin-dashboard/api';
import { planosQuery } from '../admin-planos/api';
import { apiPaths } from '@vitrine/shared/api-paths';

const LOJISTAS_KEY = [ADMIN_KEY, 'lojistas'];

export const useLojistas = () => useQuery({ queryKey: LOJISTAS_KEY, queryFn: () => adminApi<AdminLojista[]>(apiPaths.admin.lojistas) });

/** Suspender / Ativar. The dashboard's active count and activity list change with it. */
export function useSetLojistaStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LojistaStatus }) =>
      adminApi(apiPaths.admin.lojistaStatus({ id }), { method: 'PUT', json: { status } }),
    onSuccess: () => Promise.all([LOJISTAS_KEY, STATS_KEY, ATIVIDADES_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** 'Editar Lojista'. A plan change moves the plans' merchant counts too. */
export function useUpdateLojista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...dados }: LojistaAdminInput & { id: string }) =>
      adminApi<AdminLojista>(apiPaths.admin.lojista({ id }), { method: 'PUT', json: dados }),
    onSuccess: () => Promise.all([LOJISTAS_KEY, planosQuery.queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** 'Excluir' (on the merchant's request, issue 17): the account and everything of it; the counts on the dashboard and plans change with it. */
export function useDeleteLojista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmacao }: { id: string; confirmacao: string }) =>
      adminApi(apiPaths.admin.lojista({ id }), { method: 'DELETE', json: { confirmacao } }),
    onSuccess: () =>
      Promise.all(
        [LOJISTAS_KEY, STATS_KEY, ATIVIDADES_KEY, planosQuery.queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
