/** What owner-pedidos lends to other screens: the Imprimir dialog for a table's bill (owner-salao). */
export { ImprimirConta } from './ImprimirComanda';
