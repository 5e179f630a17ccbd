import { formatPeso, variacaoEsgotada, type Produto } from '@vitrine/shared';

/**
 * The stock the product list shows at a glance: units; a weight for a product sold by kg (its
 * stock is in grams); for a grade, the sum of the combinations whose stock is tracked. `zerado`:
 * nothing left to sell (the list says Esgotado). null: the stock is not tracked.
 */
export function estoqueDaLista(produto: Pick<Produto, 'estoque' | 'unidade' | 'variacoes'>): { texto: string; zerado: boolean } | null {
  const itens = produto.variacoes?.itens;
  if (itens) {
    const contados = itens.flatMap((item) => (item.estoque === null ? [] : [item.estoque]));
    if (contados.length === 0) return null;
    return { texto: contados.reduce((soma, estoque) => soma + estoque, 0).toLocaleString('pt-BR'), zerado: itens.every(variacaoEsgotada) };
  }
  if (produto.estoque === null) return null;
  return {
    texto: produto.unidade === 'kg' ? formatPeso(produto.estoque) : produto.estoque.toLocaleString('pt-BR'),
    zerado: produto.estoque === 0,
  };
}

/** A grade's every combination sold out (marked or at 0): the product cannot be ordered. */
export const gradeEsgotada = (produto: Pick<Produto, 'variacoes'>) =>
  Boolean(produto.variacoes && produto.variacoes.itens.every(variacaoEsgotada));
