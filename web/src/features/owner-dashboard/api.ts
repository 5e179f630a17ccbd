import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@vitrine/shared';
import { api } from '../../lib/api';

async function fetchStats(): Promise<DashboardStats> {
  try {
    return await api<DashboardStats>('/dashboard/stats');
  } catch (error) {
    console.error('Erro ao carregar estatísticas', error);
    throw error;
  }
}

export const useDashboardStats = () => useQuery({ queryKey: ['dashboard', 'stats'], queryFn: fetchStats });
