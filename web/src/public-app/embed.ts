/**
 * What the rest of the web app may use of the public app (eslint keeps it to this module): the
 * catalogue's first screen, which the landing draws as the demo shop with the same components a
 * customer's phone runs.
 */
export { CatalogoPrimeiraTela } from './public-catalogo/Cardapio';
