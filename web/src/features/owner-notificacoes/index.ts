/**
 * What owner-notificacoes lends to other features' screens: the "Avisos de pedidos neste aparelho"
 * panel that Pedidos, Cozinha, the dashboard and Atendimento show. Its calls and hooks are in api.ts.
 */
export { NotificacoesDePedidos } from './NotificacoesDePedidos';
