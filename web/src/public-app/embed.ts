/**
 * What the rest of the web app may use of the public app (eslint keeps it to this module): the
 * catalogue's first screen, which the landing draws as the demo shop with the same components a
 * customer's phone runs.
 */
export { CatalogoPrimeiraTela } from './public-catalogo/Cardapio';

/**
 * The product page's choosers (options and flavours, the grade, the weight), for the team's order
 * pad (owner-garcom, issue 44): a waiter takes a line with the same choices a customer makes.
 */
export { OpcoesDoProduto, type Escolhidos } from './public-catalogo/OpcoesDoProduto';
export { VariacoesDoProduto } from './public-catalogo/VariacoesDoProduto';
export { PesoDoProduto } from './public-catalogo/PesoDoProduto';
export { eixosPendentes, nenhumValor, variacaoDosValores, type ValoresEscolhidos } from './public-catalogo/variacoes';

/**
 * A combo's items and their choices (issue 47), drawn and checked as on the combo's page, and sent
 * as an order sends them: the pad takes a combo as a customer would.
 */
export { ItensDoCombo } from './public-catalogo/ItensDoCombo';
export { resolverCombo, type EscolhasDoCombo } from './public-catalogo/combo';
export { itensDoComboDoPedido } from './checkout/api';
