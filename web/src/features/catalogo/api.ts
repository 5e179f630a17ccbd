import { queryOptions } from '@tanstack/react-query';
import type { CatalogoResponse, PedidoResponse, ProdutoPublicoResponse, WhatsappResponse } from '@vitrine/shared';
import { centsToReais } from '@vitrine/shared/money';
import { useParams } from 'react-router-dom';
import { api, ApiError } from '../../lib/api';
import { totalCentavos, type LinhaCarrinho } from './carrinho/carrinho';

// Types only from the shared barrel: its values would bring zod into the customer's bundle.

/** The shop a public URL names: /loja/{slug} or /catalogo/{lojistaId}. */
export type LojaRef = { slug: string } | { lojistaId: string };

/** '/loja/{slug}' or '/catalogo/{lojistaId}': the page's path, and after /api the API's. */
export function lojaPath(ref: LojaRef): string {
  return 'slug' in ref ? `/loja/${encodeURIComponent(ref.slug)}` : `/catalogo/${encodeURIComponent(ref.lojistaId)}`;
}

export function produtoPath(ref: LojaRef, produtoId: string): string {
  return `${lojaPath(ref)}/produto/${encodeURIComponent(produtoId)}`;
}

/** The shop of the current route (both public route families carry :slug or :lojistaId). */
export function useLojaRef(): LojaRef {
  const { slug, lojistaId } = useParams();
  return slug !== undefined ? { slug } : { lojistaId: lojistaId ?? '' };
}

/**
 * 404, 403 (suspended shop) and 503 (maintenance) are answers, not hiccups: asking again at once
 * would only keep the customer longer on the skeleton. A lost connection or a 5xx is retried once.
 */
function retry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status < 500 || error.status === 503)) return false;
  return failures < 1;
}

const PUBLICO = 'publico';
/** Every public read: the service worker's "catalogue updated" message refreshes them all. */
export const PUBLICO_KEY = [PUBLICO] as const;

/**
 * Shared by both public queries. No cookie is sent (an owner's session would only split the CDN's
 * cache), and they answer from the service worker's cache when offline.
 */
const publica = {
  staleTime: 60_000,
  retry,
  // 'online' (the default) would not even ask while the phone is offline, yet the service worker may have the answer.
  networkMode: 'offlineFirst',
} as const;

export const catalogoQuery = (ref: LojaRef) =>
  queryOptions({
    ...publica,
    queryKey: [PUBLICO, lojaPath(ref)],
    queryFn: ({ signal }) => {
      // /api/loja/configuracao is the owner's own settings, not a shop called 'configuracao'.
      if ('slug' in ref && ref.slug === 'configuracao') throw new ApiError(404, 'Loja não encontrada', { error: 'Loja não encontrada' });
      return api<CatalogoResponse | null>(lojaPath(ref), { signal, credentials: 'omit' });
    },
  });

export const produtoQuery = (ref: LojaRef, produtoId: string) =>
  queryOptions({
    ...publica,
    queryKey: [PUBLICO, produtoPath(ref, produtoId)],
    queryFn: async ({ signal, client }) => {
      try {
        return await api<ProdutoPublicoResponse | null>(produtoPath(ref, produtoId), { signal, credentials: 'omit' });
      } catch (error) {
        // No connection and this page never visited: the catalogue (kept by the service worker) has the product too.
        if (!(error instanceof TypeError)) throw error;
        const catalogo = await client.fetchQuery(catalogoQuery(ref)).catch(() => null);
        const produto = catalogo?.produtos.find((candidato) => candidato.id === produtoId);
        if (!catalogo || !produto) throw error;
        return { produto, loja: catalogo.loja };
      }
    },
  });

/** POST …/pedido. The key makes a retry of the same attempt answer the same order instead of a second one. */
export function criarPedido(ref: LojaRef, linhas: LinhaCarrinho[], idempotencyKey: string) {
  const produtos = linhas.map(({ id, nome, preco, quantidade }) => ({ id, nome, preco, quantidade }));
  // The server recomputes the total from its stored prices; this one is only the spec's payload.
  const valor_total = centsToReais(totalCentavos(linhas));
  return api<PedidoResponse>(`${lojaPath(ref)}/pedido`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Idempotency-Key': idempotencyKey },
    json: { produtos, valor_total },
  });
}

export function buscarWhatsapp(lojistaId: string) {
  return api<WhatsappResponse>(`/lojista/${encodeURIComponent(lojistaId)}/whatsapp`, { credentials: 'omit' });
}
