import type { ProdutoPublico } from '@vitrine/shared';

/** Lower case and without accents: 'cafe' finds 'Café', as people type on a phone keyboard. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The client-side filters of spec §2: the search matches nome or descricao, case-insensitively
 * (and ignoring accents); the category is an equality on categoria_id. Empty filters keep all.
 */
export function filterProdutos(produtos: ProdutoPublico[], search: string, categoriaId: string | null): ProdutoPublico[] {
  const term = normalizeSearch(search);
  return produtos.filter(
    (produto) =>
      (categoriaId === null || produto.categoria_id === categoriaId) &&
      (!term || normalizeSearch(produto.nome).includes(term) || normalizeSearch(produto.descricao ?? '').includes(term)),
  );
}
