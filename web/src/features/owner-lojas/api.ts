import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LojaDaConta, LojasDaContaResponse, NovaLoja } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

/** The account's shops (issue 47, filiais): the switcher's and the Lojas screen's list. */
export const lojasQuery = { queryKey: ['lojas'] as const, queryFn: () => api<LojasDaContaResponse>(apiPaths.lojas) };

export const useLojas = () => useQuery(lojasQuery);

export function useAbrirLoja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nova: NovaLoja) => api<LojaDaConta>(apiPaths.lojas, { method: 'POST', json: nova }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lojasQuery.queryKey }),
  });
}

/**
 * Moves the session to another of the account's shops. Everything the screens hold is the previous
 * shop's (products, orders, the session's loja_id), so every query starts again: reset, not only
 * invalidated, so no screen shows the other shop's data while it reloads.
 */
export function useTrocarLoja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loja_id: string) => api<CurrentUser>(apiPaths.sessionsLoja, { method: 'POST', json: { loja_id } }),
    onSuccess: () => queryClient.resetQueries(),
  });
}
