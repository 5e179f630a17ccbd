import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Produto, ProdutoInput } from '@vitrine/shared';
import { api } from '../../lib/api';
import { categoriasQuery, produtosQuery } from '../../lib/owner-data';

export const useProdutos = () => useQuery(produtosQuery);

/** The category select and column. */
export const useCategorias = () => useQuery(categoriasQuery);

function useProdutoMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: produtosQuery.queryKey }) });
}

const createProduto = (produto: ProdutoInput) => api<Produto>('/produtos', { method: 'POST', json: produto });
export const useCreateProduto = () => useProdutoMutation(createProduto);

const updateProduto = ({ id, ...produto }: ProdutoInput & { id: string }) =>
  api<Produto>(`/produtos/${id}`, { method: 'PUT', json: produto });
export const useUpdateProduto = () => useProdutoMutation(updateProduto);

/** 'Ocultar' / 'Mostrar': a partial PUT with only ativo. */
const toggleProduto = ({ id, ativo }: Pick<Produto, 'id' | 'ativo'>) => api<Produto>(`/produtos/${id}`, { method: 'PUT', json: { ativo } });
export const useToggleProduto = () => useProdutoMutation(toggleProduto);

const deleteProduto = (id: string) => api<void>(`/produtos/${id}`, { method: 'DELETE' });
export const useDeleteProduto = () => useProdutoMutation(deleteProduto);
