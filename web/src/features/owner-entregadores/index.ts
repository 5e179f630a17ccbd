/** What owner-entregadores lends to other screens: the "Entregador" control of a delivery order's card (Pedidos). */
export { EntregadorNoPedido } from './EntregadorDoPedido';
