import { destinosDoStatus, type PedidoDoLojista, type StatusPedido } from '@vitrine/shared';

/**
 * How an order moves along: novo → confirmado → preparando → saiu_para_entrega (delivery) or
 * pronto_para_retirada (pickup) → entregue. The next step is the card's main button; every other
 * move that exists stays in the status menu, since a shop may skip steps or go back.
 */

export interface ProximoPasso {
  status: StatusPedido;
  /** The button's label: what the owner does now. */
  acao: string;
}

type PedidoDoPasso = Pick<PedidoDoLojista, 'status' | 'entrega'>;

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

/**
 * The statuses the menu offers: every move that exists from the current one (the server's state
 * machine, shared/src/pedido/maquina.ts; this screen's roles may make them all).
 */
export const statusDoMenu = (pedido: PedidoDoPasso): StatusPedido[] => destinosDoStatus(pedido);
