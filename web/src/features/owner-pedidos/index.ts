/** What owner-pedidos lends to other screens: the Imprimir dialog for a table's bill (owner-salao), a till (owner-caixa) and a driver's day (owner-entregadores). */
export { ImprimirAcerto, ImprimirCaixa, ImprimirConta } from './ImprimirComanda';
/** Why an order did not move, as a toast (Cozinha too): the PIX the shop waits for is a warning, not an error. */
export { avisarStatusRecusado } from './status-recusado';
