import { useQuery } from '@tanstack/react-query';
import type { EquipeResponse, Membro, MembroConvite, PapelDeMembro } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

const equipeQuery = { queryKey: ['equipe'] as const, queryFn: () => api<EquipeResponse>(apiPaths.equipe) };

export const useEquipe = () => useQuery(equipeQuery);

export const useConvidar = () =>
  useInvalidatingMutation(equipeQuery.queryKey, (convite: MembroConvite) =>
    api<Membro>(apiPaths.equipe, { method: 'POST', json: convite }),
  );

export const useMudarPapel = () =>
  useInvalidatingMutation(equipeQuery.queryKey, ({ id, papel }: { id: string; papel: PapelDeMembro }) =>
    api<Membro>(apiPaths.membro({ id }), { method: 'PUT', json: { papel } }),
  );

export const useRemoverMembro = () =>
  useInvalidatingMutation(equipeQuery.queryKey, (id: string) => api<void>(apiPaths.membro({ id }), { method: 'DELETE' }));
