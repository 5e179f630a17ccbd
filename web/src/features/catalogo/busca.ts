import type { ProdutoPublico } from '@vitrine/shared';

/** Lower case and without accents: 'cafe' finds 'Café', as people type on a phone keyboard. */
export function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The client-side filters of spec §2: the search matches nome or descricao, case-insensitively
 * (and ignoring accents); the category is an equality on categoria_id. Empty filters keep all.
 */
export function filtrarProdutos(produtos: ProdutoPublico[], busca: string, categoriaId: string | null): ProdutoPublico[] {
  const termo = normalizar(busca);
  return produtos.filter(
    (produto) =>
      (categoriaId === null || produto.categoria_id === categoriaId) &&
      (!termo || normalizar(produto.nome).includes(termo) || normalizar(produto.descricao ?? '').includes(termo)),
  );
}
