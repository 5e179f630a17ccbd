import { useQuery } from '@tanstack/react-query';
import type { PixApiInput, PixApiPreferenciasInput, PixApiResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';
import { useReplacingMutation } from '../../lib/mutations';

const pixApiQuery = { queryKey: ['pix-api'] as const, queryFn: () => api<PixApiResponse>(apiPaths.lojaPixApi) };

/** The shop's bank connection's summary (never its secrets). */
export const usePixApi = () => useQuery(pixApiQuery);

/** "Testar e salvar": the server checks the connection with the bank before it saves anything. */
export const useSavePixApi = () =>
  useReplacingMutation(pixApiQuery.queryKey, (conexao: PixApiInput) =>
    api<PixApiResponse>(apiPaths.lojaPixApi, { method: 'PUT', json: conexao }),
  );

export const useDeletePixApi = () =>
  useReplacingMutation(pixApiQuery.queryKey, () => api<PixApiResponse>(apiPaths.lojaPixApi, { method: 'DELETE' }));

/** "Salvar" on the Cobranças card: the charges' expiry and what an unpaid PIX order may do (issue 45). */
export const useSavePreferenciasPix = () =>
  useReplacingMutation(pixApiQuery.queryKey, (preferencias: PixApiPreferenciasInput) =>
    api<PixApiResponse>(apiPaths.lojaPixApi, { method: 'PATCH', json: preferencias }),
  );
