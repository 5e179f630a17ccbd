import { useQuery } from '@tanstack/react-query';
import type { Mesa, MesaInput, MesaLote, MesasLoteResponse, MesasResponse, Salao, SalaoResponse } from '@vitrine/shared';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';
import { useInvalidatingMutation, useReplacingMutation } from '../../lib/mutations';

const mesasQuery = { queryKey: ['mesas'] as const, queryFn: () => api<MesasResponse>(apiPaths.mesas) };

export const useMesas = () => useQuery(mesasQuery);

export const useCreateMesa = () =>
  useInvalidatingMutation(mesasQuery.queryKey, (mesa: MesaInput) => api<Mesa>(apiPaths.mesas, { method: 'POST', json: mesa }));

export const useCreateMesasLote = () =>
  useInvalidatingMutation(mesasQuery.queryKey, (lote: MesaLote) =>
    api<MesasLoteResponse>(apiPaths.mesasLote, { method: 'POST', json: lote }),
  );

export const useUpdateMesa = () =>
  useInvalidatingMutation(mesasQuery.queryKey, ({ id, ...mesa }: MesaInput & { id: string }) =>
    api<Mesa>(apiPaths.mesa({ id }), { method: 'PUT', json: mesa }),
  );

export const useDeleteMesa = () =>
  useInvalidatingMutation(mesasQuery.queryKey, (id: string) => api<void>(apiPaths.mesa({ id }), { method: 'DELETE' }));

export const useNovoCodigo = () =>
  useInvalidatingMutation(mesasQuery.queryKey, (id: string) => api<Mesa>(apiPaths.mesaNovoCodigo({ id }), { method: 'POST' }));

/** The sheet's address: a plain link downloads it with the session's cookie, like any file. */
export const QRCODES_PDF = `${API_BASE}${apiPaths.mesasQrcodes}`;

const salaoQuery = { queryKey: ['salao'] as const, queryFn: () => api<SalaoResponse>(apiPaths.lojaSalao) };

/** The room's settings (the shop's defaults before the first save). */
export const useSalao = () => useQuery(salaoQuery);

export const useSaveSalao = () =>
  useReplacingMutation(salaoQuery.queryKey, (salao: Salao) => api<SalaoResponse>(apiPaths.lojaSalao, { method: 'PUT', json: salao }));
