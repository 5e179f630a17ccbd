import { useQuery } from '@tanstack/react-query';
import type { AdminSistema, AdminStats, Atividade } from '@vitrine/shared';
import { ADMIN_KEY, adminApi } from '../admin-shell/admin-api';

/** Merchant writes refresh these too. */
export const STATS_KEY = [ADMIN_KEY, 'stats'];
export const ATIVIDADES_KEY = [ADMIN_KEY, 'atividades'];

export const useAdminStats = () => useQuery({ queryKey: STATS_KEY, queryFn: () => adminApi<AdminStats>('/dashboard/stats') });

export const useSistema = () => useQuery({ queryKey: [ADMIN_KEY, 'sistema'], queryFn: () => adminApi<AdminSistema>('/sistema') });

export const useAtividades = () => useQuery({ queryKey: ATIVIDADES_KEY, queryFn: () => adminApi<Atividade[]>('/atividades') });
