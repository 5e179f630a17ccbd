import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogoPath, type AtendimentoResponse, type Categoria, type Loja, type Produto } from '@vitrine/shared';
import { api } from './api';
import { apiPaths } from '@vitrine/shared/api-paths';

/**
 * The owner's lists that more than one screen reads: Categorias counts products, Produtos names
 * categories, the layout and the dashboard share the catalogue link and the WhatsApp number. Each feature owns its writes
 * and invalidates these keys; the reads live here so features never import each other.
 */
export const produtosQuery = queryOptions({ queryKey: ['produtos'], queryFn: () => api<Produto[]>(apiPaths.produtos) });

export const categoriasQuery = queryOptions({ queryKey: ['categorias'], queryFn: () => api<Categoria[]>(apiPaths.categorias) });

export const lojaQuery = queryOptions({ queryKey: ['loja'], queryFn: () => api<Loja>(apiPaths.lojaConfiguracao) });

/** The number that receives the orders ('' when none): Configuração edits it, the dashboard warns while it is missing. */
export const whatsappQuery = queryOptions({
  queryKey: ['lojista', 'configuracao'],
  queryFn: () => api<{ telefone_whatsapp: string }>(apiPaths.lojistaConfiguracao),
});

/** The service settings (null until first saved): Atendimento edits them, the dashboard's first steps tick once they exist. */
export const atendimentoQuery = queryOptions({
  queryKey: ['atendimento'],
  queryFn: () => api<AtendimentoResponse>(apiPaths.lojaAtendimento),
});

/** The public catalogue's full URL: /loja/{slug} once the shop has one, else /catalogo/{id} (spec §9). */
export function useCatalogoUrl(lojaId: string | undefined): string | null {
  const { data: loja } = useQuery(lojaQuery);
  return lojaId ? window.location.origin + catalogoPath(lojaId, loja?.subdominio) : null;
}
