import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbrirCaixaInput, Caixa, CaixaAbertoResponse, CaixasResponse, FecharCaixaInput, MovimentoDoCaixaInput } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

/** Every till query starts with this key: opening, a movement or a close reads them all again. */
const caixaKey = ['caixa'] as const;

/** The person's open till (null: none), its figures and movements; read again now and then, as payments land on it from other screens. */
export const useCaixaAberto = () =>
  useQuery({
    queryKey: [...caixaKey, 'aberto'],
    queryFn: ({ signal }) => api<CaixaAbertoResponse>(apiPaths.caixaAberto, { signal }),
    refetchInterval: 15_000,
  });

/** The history: the owner's and the manager's every till, anyone else's their own. */
export const useCaixas = () =>
  useQuery({ queryKey: [...caixaKey, 'lista'], queryFn: ({ signal }) => api<CaixasResponse>(apiPaths.caixas, { signal }) });

export const useCaixa = (id: string) =>
  useQuery({ queryKey: [...caixaKey, id], queryFn: ({ signal }) => api<Caixa>(apiPaths.caixa({ id }), { signal }) });

function useMudarCaixa<Corpo, Resposta>(fazer: (corpo: Corpo) => Promise<Resposta>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fazer, onSuccess: () => queryClient.invalidateQueries({ queryKey: caixaKey }) });
}

export const useAbrirCaixa = () =>
  useMudarCaixa((corpo: AbrirCaixaInput) => api<{ id: string }>(apiPaths.caixaAbrir, { method: 'POST', json: corpo }));

export const useMovimentarCaixa = (id: string) =>
  useMudarCaixa((corpo: MovimentoDoCaixaInput) => api<Caixa>(apiPaths.caixaMovimentos({ id }), { method: 'POST', json: corpo }));

export const useFecharCaixa = (id: string) =>
  useMudarCaixa((corpo: FecharCaixaInput) => api<Caixa>(apiPaths.caixaFechar({ id }), { method: 'POST', json: corpo }));
