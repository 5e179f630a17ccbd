import { useQuery } from '@tanstack/react-query';
import type { Fidelidade, FidelidadeResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';
import { useReplacingMutation } from '../../lib/mutations';

const fidelidadeQuery = {
  queryKey: ['fidelidade'] as const,
  queryFn: () => api<FidelidadeResponse>(apiPaths.lojaFidelidade),
};

/** The loyalty card's settings (issue 29): the shop's defaults before the first save. */
export const useFidelidade = () => useQuery(fidelidadeQuery);

export const useSaveFidelidade = () =>
  useReplacingMutation(fidelidadeQuery.queryKey, (fidelidade: Fidelidade) =>
    api<FidelidadeResponse>(apiPaths.lojaFidelidade, { method: 'PUT', json: fidelidade }),
  );
