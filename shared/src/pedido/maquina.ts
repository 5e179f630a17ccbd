import type { Permissao } from '../equipe/papeis.js';
import { NOMES_STATUS_PEDIDO, STATUS_PEDIDO, type StatusPedido } from './status.js';

/**
 * The order's state machine (issue 43): which status moves exist, and which permission may make
 * each. The server checks every move against the order's status read in the move's transaction;
 * the Pedidos menu and the kitchen's buttons offer only what it allows. What a move back re-takes
 * (stock, the coupon's use, the loyalty reward's stamps) is the order's effects'
 * (functions/src/model/efeitos-do-pedido.ts), which refuse it with 409 when it no longer can.
 */

type PedidoDaMudanca = { status: StatusPedido; entrega: { tipo: string } | null };

/** The step of the other delivery kind: a pickup never goes out, a delivery or a shipment never waits at the counter. */
function passoDeOutraEntrega(pedido: Pick<PedidoDaMudanca, 'entrega'>): StatusPedido | null {
  const tipo = pedido.entrega?.tipo;
  if (tipo === 'entrega' || tipo === 'envio') return 'pronto_para_retirada';
  if (tipo === 'retirada') return 'saiu_para_entrega';
  return null;
}

/**
 * The kitchen's moves (permission `preparo` alone): an accepted order forward through its
 * preparation, never accepting, closing, cancelling or taking an order back.
 */
const PASSOS_DE_PREPARO: Partial<Record<StatusPedido, readonly StatusPedido[]>> = {
  confirmado: ['preparando'],
  preparando: ['saiu_para_entrega', 'pronto_para_retirada'],
};

/**
 * The driver's moves (permission `entregas` alone, issue 46): "Saí" takes an accepted delivery out,
 * "Entreguei" closes it. Only of the orders assigned to them: the server checks that in the move's
 * transaction (a driver's other orders answer 404).
 */
const PASSOS_DO_ENTREGADOR: Partial<Record<StatusPedido, readonly StatusPedido[]>> = {
  confirmado: ['saiu_para_entrega'],
  preparando: ['saiu_para_entrega'],
  saiu_para_entrega: ['entregue'],
};

/**
 * Every move that exists from the order's status: to any other status (a shop skips steps, and
 * takes a mistake back), except the other delivery kind's step.
 */
export function destinosDoStatus(pedido: PedidoDaMudanca): StatusPedido[] {
  const fora = passoDeOutraEntrega(pedido);
  return STATUS_PEDIDO.filter((status) => status !== pedido.status && status !== fora);
}

/** The moves a session with these permissions may make: all with `pedidos`, the kitchen's with `preparo`, the driver's with `entregas`, else none. */
export function destinosPermitidos(pedido: PedidoDaMudanca, permissoes: readonly Permissao[]): StatusPedido[] {
  const existem = destinosDoStatus(pedido);
  if (permissoes.includes('pedidos')) return existem;
  const passos = [
    ...(permissoes.includes('preparo') ? (PASSOS_DE_PREPARO[pedido.status] ?? []) : []),
    ...(permissoes.includes('entregas') ? (PASSOS_DO_ENTREGADOR[pedido.status] ?? []) : []),
  ];
  return existem.filter((status) => passos.includes(status));
}

export const mudancaInexistente = (de: StatusPedido, para: StatusPedido) =>
  `Um pedido ${NOMES_STATUS_PEDIDO[de].toLowerCase()} não pode passar para ${NOMES_STATUS_PEDIDO[para].toLowerCase()}.`;

/**
 * Why a session may not make the move, or null when it may: 'inexistente' (409) for a move that
 * does not exist, 'perfil' (403) for one its role may not make. The same status is no move (the
 * server answers the order as it is).
 */
export function recusaDaMudanca(
  pedido: PedidoDaMudanca,
  para: StatusPedido,
  permissoes: readonly Permissao[],
): 'inexistente' | 'perfil' | null {
  if (para === pedido.status) return null;
  if (!destinosDoStatus(pedido).includes(para)) return 'inexistente';
  return destinosPermitidos(pedido, permissoes).includes(para) ? null : 'perfil';
}
