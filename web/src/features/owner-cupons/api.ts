import { useQuery } from '@tanstack/react-query';
import type { Cupom, CupomInput, CupomUpdate, CuponsResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

const cuponsQuery = { queryKey: ['cupons'] as const, queryFn: () => api<CuponsResponse>(apiPaths.cupons) };

export const useCupons = () => useQuery(cuponsQuery);

export const useCreateCupom = () =>
  useInvalidatingMutation(cuponsQuery.queryKey, (cupom: CupomInput) => api<Cupom>(apiPaths.cupons, { method: 'POST', json: cupom }));

export const useUpdateCupom = () =>
  useInvalidatingMutation(cuponsQuery.queryKey, ({ id, ...mudancas }: CupomUpdate & { id: string }) =>
    api<Cupom>(apiPaths.cupom({ id }), { method: 'PUT', json: mudancas }),
  );

export const useDeleteCupom = () =>
  useInvalidatingMutation(cuponsQuery.queryKey, (id: string) => api<void>(apiPaths.cupom({ id }), { method: 'DELETE' }));
