import { SUGESTOES_MAX } from '@vitrine/shared/produto';

/** What the rule reads of a listed product (ProdutoPublico). */
export interface ProdutoSugerivel {
  id: string;
  esgotado: boolean;
  destaque: boolean;
  /** Absent in a catalogue published before issue 29: none chosen. */
  sugestoes?: string[];
}

/**
 * "Peça também" (issue 29): the products the cart suggests, at most SUGESTOES_MAX, among the
 * catalogue's `produtos` as loaded (the active ones: an inactive or deleted product is not listed,
 * so an id of one is simply not found). Each suggestion is orderable at once (not sold out) and not
 * already in the cart (`noCarrinho`, the lines' product ids in the cart's order).
 *
 * What the owner chose comes first: the suggestions of the cart's products, line by line, each in
 * the owner's order, without repeats. When that gives nothing (none chosen, or every chosen one sold
 * out or already in the cart), the shop's featured products (`destaque`) in the catalogue's order.
 */
export function sugestoesDoCarrinho<P extends ProdutoSugerivel>(produtos: readonly P[], noCarrinho: readonly string[]): P[] {
  if (noCarrinho.length === 0) return [];
  const porId = new Map(produtos.map((produto) => [produto.id, produto]));
  const noPedido = new Set(noCarrinho);
  const cabe = (produto: P | undefined): produto is P => !!produto && !produto.esgotado && !noPedido.has(produto.id);

  const escolhidas = new Map<string, P>();
  for (const id of noPedido) {
    for (const sugestao of porId.get(id)?.sugestoes ?? []) {
      const produto = porId.get(sugestao);
      if (cabe(produto)) escolhidas.set(produto.id, produto);
    }
  }
  const lista = escolhidas.size > 0 ? [...escolhidas.values()] : produtos.filter((produto) => produto.destaque && cabe(produto));
  return lista.slice(0, SUGESTOES_MAX);
}
