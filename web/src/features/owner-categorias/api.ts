import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Categoria } from '@vitrine/shared';
import { api } from '../../lib/api';
import { useChavesDeIdempotencia } from '../../lib/idempotencia';
import { categoriasQuery, produtosQuery } from '../../lib/owner-data';
import { useOrdemMutation } from '../../lib/reorder';
import { apiPaths } from '@vitrine/shared/api-paths';

export const useCategorias = () => useQuery(categoriasQuery);

/** Each card counts the products that use its category. */
export const useProdutos = () => useQuery(produtosQuery);

function useCategoriaMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriasQuery.queryKey }),
        // A deleted category leaves its products without one.
        queryClient.invalidateQueries({ queryKey: produtosQuery.queryKey }),
      ]),
  });
}

/** Within one dialog, sending the same category again creates it once (Idempotency-Key). */
export function useCreateCategoria() {
  const chave = useChavesDeIdempotencia();
  return useCategoriaMutation((nome: string) =>
    api<Categoria>(apiPaths.categorias, { method: 'POST', json: { nome }, headers: { 'Idempotency-Key': chave({ nome }) } }),
  );
}

const updateCategoria = ({ id, nome }: Categoria) => api<Categoria>(apiPaths.categoria({ id }), { method: 'PUT', json: { nome } });
export const useUpdateCategoria = () => useCategoriaMutation(updateCategoria);

const deleteCategoria = (id: string) => api<void>(apiPaths.categoria({ id }), { method: 'DELETE' });
export const useDeleteCategoria = () => useCategoriaMutation(deleteCategoria);

/** The owner's order (drag or move up/down), which the catalogue's category chips follow; shown at once, undone if refused. */
export const useOrdemCategorias = () => useOrdemMutation<Categoria>(categoriasQuery.queryKey, apiPaths.categoriasOrdem);
