/**
 * The public pages' paths, in a module with no dependency: main.tsx reads the route with it before
 * React has even loaded.
 */

/** The shop a public URL names: /loja/{slug} or /catalogo/{lojistaId}. */
export type LojaRef = { slug: string } | { lojistaId: string };

export interface RotaPublica {
  lojaRef: LojaRef;
  produtoId?: string;
}

// Case-insensitive with an optional trailing slash, as react-router matches the same paths in the app.
const ROTA = /^\/(loja|catalogo)\/([^/]+)(?:\/produto\/([^/]+))?\/?$/i;

function decodificar(segmento: string): string | null {
  try {
    return decodeURIComponent(segmento);
  } catch {
    return null;
  }
}

/** The public page a path names, or null for any other path (the app's). */
export function rotaPublica(pathname: string): RotaPublica | null {
  const partes = ROTA.exec(pathname);
  if (!partes) return null;
  const loja = decodificar(partes[2]!);
  const produtoId = partes[3] === undefined ? undefined : decodificar(partes[3]);
  if (loja === null || produtoId === null) return null;
  return { lojaRef: partes[1]!.toLowerCase() === 'loja' ? { slug: loja } : { lojistaId: loja }, produtoId };
}

/** '/loja/{slug}' or '/catalogo/{lojistaId}': the page's path, and after /api the API's. */
export function lojaPath(ref: LojaRef): string {
  return 'slug' in ref ? `/loja/${encodeURIComponent(ref.slug)}` : `/catalogo/${encodeURIComponent(ref.lojistaId)}`;
}

export function produtoPath(ref: LojaRef, produtoId: string): string {
  return `${lojaPath(ref)}/produto/${encodeURIComponent(produtoId)}`;
}
