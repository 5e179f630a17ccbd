import { useQuery } from '@tanstack/react-query';
import type { Produto, ProdutoInput } from '@vitrine/shared';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';
import { useChavesDeIdempotencia } from '../../lib/idempotencia';
import { categoriasQuery, produtosQuery } from '../../lib/owner-data';
import { useOrdemMutation } from '../../lib/reorder';
import { apiPaths } from '@vitrine/shared/api-paths';

export const useProdutos = () => useQuery(produtosQuery);

/** The category select and column. */
export const useCategorias = () => useQuery(categoriasQuery);

/** Within one dialog, sending the same product again creates it once (Idempotency-Key). */
export function useCreateProduto() {
  const chave = useChavesDeIdempotencia();
  return useInvalidatingMutation(produtosQuery.queryKey, (produto: ProdutoInput) =>
    api<Produto>(apiPaths.produtos, { method: 'POST', json: produto, headers: { 'Idempotency-Key': chave(produto) } }),
  );
}

const updateProduto = ({ id, ...produto }: ProdutoInput & { id: string }) =>
  api<Produto>(apiPaths.produto({ id }), { method: 'PUT', json: produto });
export const useUpdateProduto = () => useInvalidatingMutation(produtosQuery.queryKey, updateProduto);

/** 'Ocultar' / 'Mostrar' and the list's 'Esgotado' switch: a partial PUT with only that field. */
const toggleProduto = ({ id, ...campo }: { id: string } & ({ ativo: boolean } | { esgotado: boolean })) =>
  api<Produto>(apiPaths.produto({ id }), { method: 'PUT', json: campo });
export const useToggleProduto = () => useInvalidatingMutation(produtosQuery.queryKey, toggleProduto);

/** The owner's order (drag or move up/down), shown at once and undone if the server refuses. */
export const useOrdemProdutos = () => useOrdemMutation<Produto>(produtosQuery.queryKey, apiPaths.produtosOrdem);

const deleteProduto = (id: string) => api<void>(apiPaths.produto({ id }), { method: 'DELETE' });
export const useDeleteProduto = () => useInvalidatingMutation(produtosQuery.queryKey, deleteProduto);
