/**
 * The public pages' paths, in a module with no runtime dependency: the boot entry (src/main.tsx) reads the
 * route with it before React has even loaded. The catalogue and product pages, a table's page, and
 * an order's tracking page (/pedido/{token}).
 */

import { apiPaths, lojaRefPath, pagePaths } from '@vitrine/shared/api-paths';
import type { LojaRef } from '@vitrine/shared/links';

export type { LojaRef };

export interface PublicRoute {
  lojaRef: LojaRef;
  produtoId?: string;
  /** /loja/{slug}/pedidos: the orders sent from this device ("Meus pedidos"). */
  meusPedidos?: true;
  /** /loja/{slug}/mesa/{id}?c={codigo}: a table's QR code, the catalogue in table mode (issue 44). */
  mesaId?: string;
}

// Case-insensitive with an optional trailing slash, as react-router matches paths in the owner app.
const PUBLIC_PATH = /^\/(loja|catalogo)\/([^/]+)(?:\/produto\/([^/]+)|\/(pedidos)|\/mesa\/([^/]+))?\/?$/i;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The public page a path names, or null for any other path (the owner app's). */
export function publicRoute(pathname: string): PublicRoute | null {
  const parts = PUBLIC_PATH.exec(pathname);
  if (!parts) return null;
  const loja = decode(parts[2]!);
  const produtoId = parts[3] === undefined ? undefined : decode(parts[3]);
  const mesaId = parts[5] === undefined ? undefined : decode(parts[5]);
  if (loja === null || produtoId === null || mesaId === null) return null;
  return {
    lojaRef: parts[1]!.toLowerCase() === 'loja' ? { slug: loja } : { lojaId: loja },
    produtoId,
    ...(parts[4] !== undefined && { meusPedidos: true as const }),
    ...(mesaId !== undefined && { mesaId }),
  };
}

/** '/loja/{slug}' or '/catalogo/{lojaId}': the catalogue's page. */
export const lojaPath = (ref: LojaRef) => lojaRefPath(ref, pagePaths.loja, pagePaths.catalogo);

export const meusPedidosPath = (ref: LojaRef) => lojaRefPath(ref, pagePaths.lojaPedidos, pagePaths.catalogoPedidos);

/** '/loja/{slug}/mesa/{id}?c={codigo}': a table's page, as its QR code opens it (mesaPath in @vitrine/shared/mesa). */
export const mesaPagePath = (ref: LojaRef, mesaId: string, codigo: string) =>
  `${lojaRefPath(ref, pagePaths.lojaMesa, pagePaths.catalogoMesa, { id: mesaId })}?${new URLSearchParams({ c: codigo })}`;

export const produtoPath = (ref: LojaRef, produtoId: string) =>
  lojaRefPath(ref, pagePaths.lojaProduto, pagePaths.catalogoProduto, { produtoId });

/** The API's read of the catalogue (GET /api/loja/{slug} or /api/catalogo/{lojaId}): also its key in the read cache. */
export const catalogoApiPath = (ref: LojaRef) => lojaRefPath(ref, apiPaths.lojaCatalogo, apiPaths.catalogo);

/** The API's read of a product's page: also its key in the read cache. */
export const produtoApiPath = (ref: LojaRef, produtoId: string) =>
  lojaRefPath(ref, apiPaths.lojaProduto, apiPaths.catalogoProduto, { produtoId });

// The customer's tracking page of an order (acompanhamentoPath in @vitrine/shared/pedido).
const ACOMPANHAMENTO_PATH = /^\/pedido\/([^/]+)\/?$/i;

/** The token of a tracking page's path, /pedido/{token}, or null for any other path. */
export function acompanhamentoToken(pathname: string): string | null {
  const parts = ACOMPANHAMENTO_PATH.exec(pathname);
  return parts ? decode(parts[1]!) : null;
}
