import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@vitrine/shared';
import { api } from '../../lib/api';
import { apiPaths } from '@vitrine/shared/api-paths';

async function fetchStats(): Promise<DashboardStats> {
  try {
    return await api<DashboardStats>(apiPaths.dashboardStats);
  } catch (error) {
    console.error('Erro ao carregar estatísticas', error);
    throw error;
  }
}

export const useDashboardStats = () => useQuery({ queryKey: ['dashboard', 'stats'], queryFn: fetchStats });
