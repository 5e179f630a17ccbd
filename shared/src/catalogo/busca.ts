import type { ProdutoPublico } from './publico.js';

/** Lower case and without accents: 'cafe' finds 'Café', as people type on a phone keyboard. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The catalogue's filters (spec §2): the search matches nome or descricao, case-insensitively
 * (and ignoring accents); the category is an equality on categoria_id. Empty filters keep all.
 * The page filters what it holds; the server filters every page of a larger catalogue the same way
 * (public-catalogo, GET …/busca).
 */
export function filterProdutos<P extends ProdutoPublico>(produtos: P[], search: string, categoriaId: string | null): P[] {
  const term = normalizeSearch(search);
  return produtos.filter(
    (produto) =>
      (categoriaId === null || produto.categoria_id === categoriaId) &&
      (!term || normalizeSearch(produto.nome).includes(term) || normalizeSearch(produto.descricao ?? '').includes(term)),
  );
}
