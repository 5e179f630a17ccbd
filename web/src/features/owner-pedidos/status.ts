import { STATUS_PEDIDO, type PedidoDoLojista, type StatusPedido } from '@vitrine/shared';

/**
 * How an order moves along: novo → confirmado → preparando → saiu_para_entrega (delivery) or
 * pronto_para_retirada (pickup) → entregue. The next step is the card's main button; the rest of
 * STATUS_PEDIDO stays in the status menu, since a shop may skip steps or go back.
 */

export interface ProximoPasso {
  status: StatusPedido;
  /** The button's label: what the owner does now. */
  acao: string;
}

type PedidoDoPasso = Pick<PedidoDoLojista, 'status' | 'entrega'>;

/** The status reserved for the other delivery kind, which the order's menu leaves out. */
function daOutraEntrega(pedido: PedidoDoPasso): StatusPedido | null {
  // A shipment (envio, issue 31) goes out like a delivery.
  if (pedido.entrega?.tipo === 'entrega' || pedido.entrega?.tipo === 'envio') return 'pronto_para_retirada';
  if (pedido.entrega?.tipo === 'retirada') return 'saiu_para_entrega';
  return null;
}

/** The natural next status, or null when the order is finished (entregue) or cancelled. */
export function proximoPasso(pedido: PedidoDoPasso): ProximoPasso | null {
  switch (pedido.status) {
    case 'novo':
      return { status: 'confirmado', acao: 'Confirmar' };
    case 'confirmado':
      return { status: 'preparando', acao: 'Preparar' };
    case 'preparando':
      if (pedido.entrega?.tipo === 'entrega' || pedido.entrega?.tipo === 'envio')
        return { status: 'saiu_para_entrega', acao: 'Saiu para entrega' };
      if (pedido.entrega?.tipo === 'retirada') return { status: 'pronto_para_retirada', acao: 'Pronto para retirada' };
      // An order from before the checkout does not say how it goes: straight to delivered, the menu has the rest.
      return { status: 'entregue', acao: 'Entregue' };
    case 'saiu_para_entrega':
    case 'pronto_para_retirada':
      return { status: 'entregue', acao: 'Entregue' };
    case 'entregue':
    case 'cancelado':
      return null;
  }
}

/** The statuses the menu offers: every one but the current, without the other delivery kind's step. */
export function statusDoMenu(pedido: PedidoDoPasso): StatusPedido[] {
  const fora = daOutraEntrega(pedido);
  return STATUS_PEDIDO.filter((status) => status !== pedido.status && status !== fora);
}
