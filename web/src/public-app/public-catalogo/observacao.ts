import type { ProdutoPublicoDetalhe } from '@vitrine/shared';

/**
 * The example in the product's note field, for what the product is (the page knows no shop kind):
 * a grade is clothing or the like, a weight is a cut, flavours or add-ons are food; anything else
 * gets an example that suits any shop. "Ex.: sem cebola" on a T-shirt read as a mistake.
 */
export function exemploDeObservacao(produto: Pick<ProdutoPublicoDetalhe, 'variacoes' | 'variacoes_resumo' | 'unidade' | 'opcoes'>): string {
  // The listing's copy, shown until the page's own answer comes, names its grade in variacoes_resumo.
  if (produto.variacoes || produto.variacoes_resumo) return 'Ex.: é para presente';
  if (produto.unidade === 'kg') return 'Ex.: cortar em bifes finos';
  if (produto.opcoes?.some((grupo) => grupo.tipo === 'sabores')) return 'Ex.: sem cebola, bem assada';
  if (produto.opcoes?.length) return 'Ex.: sem cebola';
  return 'Ex.: um detalhe sobre este item';
}
