import {
  enderecoDoEnvio,
  FILTRO_AGENDADOS,
  FILTRO_EM_ABERTO,
  formatBRL,
  formatKm,
  formatTelefone,
  NOMES_FORMAS_PAGAMENTO,
  NOMES_STATUS_PEDIDO,
  reaisToCents,
  STATUS_PEDIDO,
  whatsappLink,
  type FiltroPedidos,
  type PedidoDoLojista,
  type StatusPedido,
} from '@vitrine/shared';
import { describeTipoDoPedido } from '@vitrine/shared/pedido';
import type { BadgeVariant } from '../../components/ui/Badge';

/** Pure helpers of the Pedidos screen: labels, colours, dates, money and the order's details in pt-BR. */

export const STATUS_LABEL: Record<StatusPedido, string> = NOMES_STATUS_PEDIDO;

/** The filter's chips: plural, as in 'show me the delivered ones'. */
export const STATUS_FILTRO_LABEL: Record<StatusPedido, string> = {
  novo: 'Novos',
  confirmado: 'Confirmados',
  preparando: 'Preparando',
  saiu_para_entrega: 'Saíram para entrega',
  pronto_para_retirada: 'Prontos para retirada',
  entregue: 'Entregues',
  cancelado: 'Cancelados',
};

/** Blue asks for the owner's attention, amber is in the kitchen, green is done, grey is out. */
export const STATUS_BADGE: Record<StatusPedido, BadgeVariant> = {
  novo: 'blue',
  confirmado: 'yellow',
  preparando: 'yellow',
  saiu_para_entrega: 'green',
  pronto_para_retirada: 'green',
  entregue: 'grey',
  cancelado: 'red',
};

/** The screen's filters: one status, the open ones (em_aberto, where it opens) or every order (todos). */
export type FiltroDaTela = FiltroPedidos | typeof FILTRO_TODOS;
export const FILTRO_TODOS = 'todos';

/** The filter a URL asks for: ?status= one of STATUS_PEDIDO, 'agendados' or 'todos'; absent (or anything else) is the open orders. */
export function readFiltro(valor: string | null): FiltroDaTela {
  if (valor === FILTRO_TODOS) return FILTRO_TODOS;
  if (valor === FILTRO_AGENDADOS) return FILTRO_AGENDADOS;
  return STATUS_PEDIDO.find((status) => status === valor) ?? FILTRO_EM_ABERTO;
}

export function formatReais(reais: number): string {
  return formatBRL(reaisToCents(reais));
}

export { formatTelefone };

/** '3,1 km': a delivery priced by distance (issue 31); null otherwise. */
export function formatDistancia(pedido: Pick<PedidoDoLojista, 'distancia_km'>): string | null {
  return pedido.distancia_km === null || pedido.distancia_km === undefined ? null : `${formatKm(pedido.distancia_km)} km`;
}

/**
 * The order's kind as every screen names it (describeTipoDoPedido: 'Entrega', 'Retirada', 'Envio
 * (SP)'), a delivery's with its neighbourhood and distance: 'Entrega · Centro · 3,1 km'; null for an
 * order placed without the checkout. Its slot has a line of its own on the card.
 */
export function formatEntrega(
  pedido: Pick<PedidoDoLojista, 'entrega' | 'distancia_km'> & Partial<Pick<PedidoDoLojista, 'comanda' | 'balcao'>>,
): string | null {
  const { entrega, comanda, balcao } = pedido;
  const { nome } = describeTipoDoPedido({ entrega, comanda, balcao }, new Date());
  if (entrega?.tipo !== 'entrega') return nome;
  return [nome, entrega.bairro, formatDistancia(pedido)].filter(Boolean).join(' · ');
}

/**
 * The address as a courier reads it: street and number, complement; a shipment's on one line
 * (street, number — complement — bairro — cidade/UF — CEP).
 */
export function formatEndereco(pedido: Pick<PedidoDoLojista, 'entrega'>): string | null {
  const { entrega } = pedido;
  if (entrega?.tipo === 'envio') return enderecoDoEnvio(entrega) || null;
  if (entrega?.tipo !== 'entrega') return null;
  const partes = [entrega.endereco, entrega.complemento].map((parte) => parte?.trim()).filter(Boolean);
  return partes.length > 0 ? partes.join(' — ') : null;
}

/**
 * 'Dinheiro', 'PIX', and for cash with change the note the customer pays with and what to bring:
 * 'Troco para R$ 100,00 — levar R$ 50,50'.
 */
export function formatPagamento(pedido: Pick<PedidoDoLojista, 'pagamento' | 'total'>): { forma: string; troco: string | null } | null {
  const { pagamento } = pedido;
  if (!pagamento) return null;
  const forma = NOMES_FORMAS_PAGAMENTO[pagamento.forma];
  const trocoPara = pagamento.forma === 'dinheiro' ? pagamento.troco_para : null;
  if (trocoPara === null || trocoPara === undefined) return { forma, troco: null };
  const levar = reaisToCents(trocoPara) - reaisToCents(pedido.total);
  const troco =
    levar > 0
      ? `Troco para ${formatReais(trocoPara)} — levar ${formatReais(levar / 100)}`
      : `Paga com ${formatReais(trocoPara)}, sem troco`;
  return { forma, troco };
}

/**
 * An order without the customer's phone (placed before the checkout): WhatsApp with the order's text
 * and no number, so the owner picks the chat (https://wa.me/?text=…).
 */
export function linkDoWhatsapp(textoWhatsapp: string): string {
  return whatsappLink('', textoWhatsapp);
}

/** A line's choices on one line, and a weighed line's "≈ 500 g": shared with the kitchen's cards. */
export { formatOpcoes, formatPesoDoItem, linhasDoCombo, temItemPesado } from '../../lib/itens-do-pedido';

/**
 * The order's discount line in its details: the coupon's ("Cupom BEMVINDO", "−R$ 5,00" or "Entrega
 * grátis") or the loyalty card's reward ("Cartão fidelidade", issue 29); null without either.
 */
export function formatDesconto(
  pedido: Pick<PedidoDoLojista, 'cupom' | 'desconto'> & { fidelidade?: PedidoDoLojista['fidelidade'] },
): [string, string] | null {
  if (pedido.cupom) return [`Cupom ${pedido.cupom}`, pedido.desconto > 0 ? `−${formatReais(pedido.desconto)}` : 'Entrega grátis'];
  if (pedido.fidelidade?.recompensa && pedido.desconto > 0) return ['Cartão fidelidade', `−${formatReais(pedido.desconto)}`];
  return null;
}
