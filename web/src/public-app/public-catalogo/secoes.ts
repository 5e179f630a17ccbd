import type { CatalogoResponse, Categoria, ProdutoPublico } from '@vitrine/shared';
import { filterProdutos } from '@vitrine/shared/catalogo';

/**
 * The catalogue as a menu: the products under their categories, in the owner's order. No React
 * here: the boot entry reads it to preload the pictures the first screen will show.
 */

export interface Secao {
  /** Unique on the page: 'destaques', 'categoria-{id}', 'outros' or, for a shop in pages, 'todos'. */
  chave: string;
  nome: string;
  produtos: ProdutoPublico[];
}

/**
 * The id of the <script type="application/json"> in which the `preview` function's HTML carries
 * the catalogue it drew (ssr.tsx): the page starts from it without asking again.
 */
export const CATALOGO_NA_PAGINA_ID = 'vitrine-catalogo';

/** The element id a category tab points at (`#secao-…`). */
export const secaoId = (chave: string) => `secao-${chave}`;

/** A category tab: where it points (`#secao-…` in the menu, `?categoria=…` in a shop in pages). */
export interface Aba {
  chave: string;
  nome: string;
  href: string;
}

/**
 * The sticky bar's tabs: one per section of the menu (none for a menu of one section); for a shop
 * in pages, which cannot jump to a section it has not loaded, 'Todas' and each category, which
 * choose a category answered across every page.
 */
export function abasDoCatalogo(secoes: Secao[], categorias: Categoria[], emPaginas: boolean): Aba[] {
  if (emPaginas) {
    if (categorias.length === 0) return [];
    return [{ id: null, nome: 'Todas' }, ...categorias].map(({ id, nome }) => ({
      chave: id ? `categoria-${id}` : 'todas',
      nome,
      href: id ? `?categoria=${encodeURIComponent(id)}` : '?',
    }));
  }
  return secoes.length > 1 ? secoes.map(({ chave, nome }) => ({ chave, nome, href: `#${secaoId(chave)}` })) : [];
}

/**
 * "Destaques" first (featured products, which stay under their category too, as menu apps show
 * them), then each category in the owner's order, then "Outros" for products without one (or whose
 * category is gone). Empty sections are left out.
 *
 * A shop in pages (more than one page of products) cannot group what it has not loaded: its
 * sections are the featured products of what is loaded and then every product in the owner's
 * order, and its category tabs filter through the server instead of jumping.
 */
export function secoesDoCardapio(produtos: ProdutoPublico[], categorias: Categoria[], emPaginas: boolean): Secao[] {
  const destaques: Secao = { chave: 'destaques', nome: 'Destaques', produtos: produtos.filter((produto) => produto.destaque) };
  if (emPaginas) return [destaques, { chave: 'todos', nome: 'Todos os produtos', produtos }].filter((secao) => secao.produtos.length > 0);

  const porCategoria = new Map(categorias.map((categoria) => [categoria.id, [] as ProdutoPublico[]]));
  const outros: ProdutoPublico[] = [];
  for (const produto of produtos) ((produto.categoria_id && porCategoria.get(produto.categoria_id)) || outros).push(produto);
  return [
    destaques,
    ...categorias.map((categoria) => ({
      chave: `categoria-${categoria.id}`,
      nome: categoria.nome,
      produtos: porCategoria.get(categoria.id)!,
    })),
    { chave: 'outros', nome: 'Outros', produtos: outros },
  ].filter((secao) => secao.produtos.length > 0);
}

/**
 * The products the page shows, in the order it shows them: filtered (search or category in the
 * URL) as one list, otherwise section after section. The first few are the first screen's.
 */
export function produtosNaTela(catalogo: CatalogoResponse, q: string, categoriaId: string | null): ProdutoPublico[] {
  if (q.trim() || categoriaId) return filterProdutos(catalogo.produtos, q, categoriaId);
  // A catalogue cached before the pages existed has no `paginas`: one page.
  return secoesDoCardapio(catalogo.produtos, catalogo.categorias, (catalogo.paginas ?? []).length > 0).flatMap((secao) => secao.produtos);
}
