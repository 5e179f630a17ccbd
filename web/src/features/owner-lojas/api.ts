import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CopiaDeCatalogo, CurrentUser, LojaDaConta, LojasDaContaResponse, NovaLoja, ResumoDasLojasResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { toast, toastError } from '../../components/ui/toast';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

/** The account's shops (issue 47, filiais): the switcher's and the Lojas screen's list. */
export const lojasQuery = { queryKey: ['lojas'] as const, queryFn: () => api<LojasDaContaResponse>(apiPaths.lojas) };

export const useLojas = () => useQuery(lojasQuery);

export const useAbrirLoja = () =>
  useInvalidatingMutation(lojasQuery.queryKey, (nova: NovaLoja) => api<LojaDaConta>(apiPaths.lojas, { method: 'POST', json: nova }));

/**
 * Moves the session to another of the account's shops. Everything the screens hold is the previous
 * shop's (products, orders, the session's loja_id), so every query starts again: reset, not only
 * invalidated, so no screen shows the other shop's data while it reloads. The toasts are the
 * mutation's own: the switcher that asked may unmount while the queries reset.
 */
export function useTrocarLoja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loja: Pick<LojaDaConta, 'id' | 'nome_loja'>) =>
      api<CurrentUser>(apiPaths.sessionsLoja, { method: 'POST', json: { loja_id: loja.id } }),
    onSuccess: (_user, loja) => {
      toast.success(`Agora você está em ${loja.nome_loja}.`);
      return queryClient.resetQueries();
    },
    onError: toastError('Não foi possível trocar de loja'),
  });
}

/**
 * The copy of another shop's catalogue into `lojaId`: POST runs the whole job and answers it done;
 * meanwhile `useCopiaDeCatalogo` polls its progress (GET) every second.
 */
export function useCopiarCatalogo(lojaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (de_loja_id: string) =>
      api<CopiaDeCatalogo>(apiPaths.lojaCopiarCatalogo({ id: lojaId }), { method: 'POST', json: { de_loja_id } }),
    onSuccess: (copia) => {
      queryClient.setQueryData(['lojas', lojaId, 'copia'], copia);
      // The session's shop's products and categories may be the copy's.
      return queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== 'lojas' });
    },
  });
}

export const useCopiaDeCatalogo = (lojaId: string, acompanhar: boolean) =>
  useQuery({
    queryKey: ['lojas', lojaId, 'copia'],
    queryFn: () => api<CopiaDeCatalogo>(apiPaths.lojaCopiarCatalogo({ id: lojaId })),
    enabled: acompanhar,
    refetchInterval: acompanhar ? 1000 : false,
    retry: false,
  });

/** The account's shops side by side, today's orders and revenue (the owner's dashboard), while it has more than one. */
export const useResumoDasLojas = (ativo: boolean) =>
  useQuery({
    queryKey: ['lojas', 'resumo'],
    queryFn: () => api<ResumoDasLojasResponse>(apiPaths.lojasResumo),
    enabled: ativo,
    refetchInterval: 60_000,
  });
