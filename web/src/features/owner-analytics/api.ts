import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse, PeriodoAnalytics } from '@vitrine/shared';
import { api } from '../../lib/api';
import { apiPaths } from '@vitrine/shared/api-paths';

async function fetchAnalytics(periodo: PeriodoAnalytics): Promise<AnalyticsResponse> {
  try {
    return await api<AnalyticsResponse>(`${apiPaths.analytics}?periodo=${periodo}`);
  } catch (error) {
    // Spec §8: logged, and the screen shows its empty state.
    console.error('Erro ao carregar analytics', error);
    throw error;
  }
}

/** Orders change analytics too: the Pedidos screen invalidates this key after a status change. */
export const ANALYTICS_KEY = ['analytics'] as const;

export const analyticsQuery = (periodo: PeriodoAnalytics) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, periodo],
    queryFn: () => fetchAnalytics(periodo),
    // One more try, not three: a failing report should not keep the owner on the skeleton for long.
    retry: 1,
    // Back in the tab after sharing the link, the owner sees the latest figures.
    refetchOnWindowFocus: true,
  });

/** The report of a period; switching periods keeps the previous figures on screen until the new ones arrive. */
export const useAnalytics = (periodo: PeriodoAnalytics) => useQuery({ ...analyticsQuery(periodo), placeholderData: keepPreviousData });
