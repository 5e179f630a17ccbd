import { formatBRL, reaisToCents, whatsappLink, type StatusPedido } from '@vitrine/shared';
import type { BadgeVariant } from '../../components/ui/Badge';

/** Pure helpers of the Pedidos screen: labels, colours, dates in pt-BR and the WhatsApp link. */

export const STATUS_LABEL: Record<StatusPedido, string> = {
  novo: 'Novo',
  confirmado: 'Confirmado',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
};

/** The filter's chips: plural, as in 'show me the delivered ones'. */
export const STATUS_FILTRO_LABEL: Record<StatusPedido, string> = {
  novo: 'Novos',
  confirmado: 'Confirmados',
  entregue: 'Entregues',
  cancelado: 'Cancelados',
};

export const STATUS_BADGE: Record<StatusPedido, BadgeVariant> = {
  novo: 'blue',
  confirmado: 'yellow',
  entregue: 'green',
  cancelado: 'grey',
};

/** The filter a URL asks for: ?status=novo|confirmado|entregue|cancelado, else all (null). */
export function lerStatus(valor: string | null, todos: readonly StatusPedido[]): StatusPedido | null {
  return todos.find((status) => status === valor) ?? null;
}

/** '07/03/2025 às 14:32', in the device's time zone unless one is given. */
export function formatDataHora(iso: string, timeZone?: string): string {
  const data = new Date(iso);
  if (Number.isNaN(data.getTime())) return '';
  const dia = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(data);
  const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(data);
  return `${dia} às ${hora}`;
}

export function formatReais(reais: number): string {
  return formatBRL(reaisToCents(reais));
}

/**
 * WhatsApp with the order's text and no number: we do not keep the customer's, so the owner picks
 * the chat (https://wa.me/?text=…).
 */
export function linkDoWhatsapp(textoWhatsapp: string): string {
  return whatsappLink('', textoWhatsapp);
}
