/** What owner-pedidos lends to other screens: the Imprimir dialog for a table's bill (owner-salao) and a till (owner-caixa). */
export { ImprimirCaixa, ImprimirConta } from './ImprimirComanda';
/** Why an order did not move, as a toast (Cozinha too): the PIX the shop waits for is a warning, not an error. */
export { avisarStatusRecusado } from './status-recusado';
