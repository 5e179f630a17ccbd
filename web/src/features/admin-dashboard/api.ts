import { useQuery } from '@tanstack/react-query';
import type { AdminSistema, AdminStats, Atividade } from '@vitrine/shared';
import { ADMIN_KEY, adminApi } from '../admin-shell/admin-api';
import { apiPaths } from '@vitrine/shared/api-paths';

/** Merchant writes refresh these too. */
export const STATS_KEY = [ADMIN_KEY, 'stats'];
export const ATIVIDADES_KEY = [ADMIN_KEY, 'atividades'];

export const useAdminStats = () => useQuery({ queryKey: STATS_KEY, queryFn: () => adminApi<AdminStats>(apiPaths.admin.dashboardStats) });

export const useSistema = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'sistema'], queryFn: () => adminApi<AdminSistema>(apiPaths.admin.sistema) });

export const useAtividades = () => useQuery({ queryKey: ATIVIDADES_KEY, queryFn: () => adminApi<Atividade[]>(apiPaths.admin.atividades) });
