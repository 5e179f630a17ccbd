import { useQuery } from '@tanstack/react-query';
import type { Canais } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';
import { useReplacingMutation } from '../../lib/mutations';

const canaisQuery = { queryKey: ['canais'] as const, queryFn: () => api<Canais>(apiPaths.lojaCanais) };

/** Whether the shop's product feeds answer (issue 32). */
export const useCanais = () => useQuery(canaisQuery);

export const useSaveCanais = () =>
  useReplacingMutation(canaisQuery.queryKey, (canais: Canais) => api<Canais>(apiPaths.lojaCanais, { method: 'PUT', json: canais }));
