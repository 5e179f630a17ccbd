import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLojista, LojistaAdminInput, LojistaStatus } from '@vitrine/shared';
import { ADMIN_KEY, adminApi } from '../admin-shell/admin-api';
import { ATIVIDADES_KEY, STATS_KEY } from '../admin-dashboard/api';
import { planosQuery } from '../admin-planos/api';

const LOJISTAS_KEY = [ADMIN_KEY, 'lojistas'];

export const useLojistas = () => useQuery({ queryKey: LOJISTAS_KEY, queryFn: () => adminApi<AdminLojista[]>('/lojistas') });

/** Suspender / Ativar. The dashboard's active count and activity list change with it. */
export function useSetLojistaStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LojistaStatus }) =>
      adminApi(`/lojistas/${encodeURIComponent(id)}/status`, { method: 'PUT', json: { status } }),
    onSuccess: () => Promise.all([LOJISTAS_KEY, STATS_KEY, ATIVIDADES_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** 'Editar Lojista'. A plan change moves the plans' merchant counts too. */
export function useUpdateLojista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...dados }: LojistaAdminInput & { id: string }) =>
      adminApi<AdminLojista>(`/lojistas/${encodeURIComponent(id)}`, { method: 'PUT', json: dados }),
    onSuccess: () => Promise.all([LOJISTAS_KEY, planosQuery.queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** 'Excluir' (on the merchant's request, issue 17): the account and everything of it; the counts on the dashboard and plans change with it. */
export function useDeleteLojista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmacao }: { id: string; confirmacao: string }) =>
      adminApi(`/lojistas/${encodeURIComponent(id)}`, { method: 'DELETE', json: { confirmacao } }),
    onSuccess: () =>
      Promise.all(
        [LOJISTAS_KEY, STATS_KEY, ATIVIDADES_KEY, planosQuery.queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
