/** What the catalogue pages use of the cart: the rest of this folder is its own. */
export { Carrinho } from './Carrinho';
export { QUANTIDADE_MAX, type ItemDoComboDaLinha, type OpcaoDaLinha } from './carrinho';
export { useCarrinho, type CarrinhoApi } from './useCarrinho';
export type { CarrinhoSheetProps } from './CarrinhoSheet';
