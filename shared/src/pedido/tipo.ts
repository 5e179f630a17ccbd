import type { TipoEntrega } from '../atendimento/formas.js';
import { hhmm } from '../atendimento/horarios.js';
import { naLoja } from '../relogio.js';

/**
 * What kind of order it is, in the words everyone who handles it reads (issue 43): the kitchen's
 * board, the printed ticket, the owner's list and the team's pushes all name it with
 * describeTipoDoPedido. Zod-free: the web app and the server import it as
 * @vitrine/shared/pedido.
 *
 * The kind: "Entrega", "Retirada" or "Envio (RJ)" (a shipment with its state), or the table's name
 * for a round sent from a table ("Mesa 7", issue 44), "Balcão" or "Balcão · para viagem" for a counter order. A scheduled order
 * adds its slot in São Paulo time: "Agendado 19:00" on the day it is read against, with the day
 * otherwise ("Agendado sáb. 28/11 19:00"). Together, kind first: "Envio (RJ) · Agendado 19:00".
 */

const NOMES: Record<TipoEntrega, string> = { entrega: 'Entrega', retirada: 'Retirada', envio: 'Envio' };
const NOMES_NO_BALCAO: Record<ConsumoNoBalcao, string> = { local: 'Balcão', retirada: 'Balcão · para viagem' };

export interface TipoDoPedido {
  /** "Entrega", "Retirada", "Envio (RJ)", "Mesa 7"; null for an order placed without the checkout (it does not say). */
  nome: string | null;
  /** "Agendado 19:00" or "Agendado sáb. 28/11 19:00"; null for an order wanted as soon as possible. */
  agendado: string | null;
  /** Both, joined by " · "; null when the order says neither. */
  texto: string | null;
}

/** What the naming reads of an order: the owner's list's, the stored order's and the ticket's shapes all have these. */
export interface PedidoComTipo {
  entrega: { tipo: TipoEntrega; uf?: string | null } | null;
  /** ISO instant or Date; null or absent: as soon as possible. */
  agendado_para?: string | Date | null;
  /** A round sent from a table: its bill's table (issue 44). */
  comanda?: { mesa: { nome: string } } | null;
  /** A counter order (issue 44): eaten there or taken away. */
  balcao?: BalcaoDoPedido | null;
}

/** How a counter order is consumed: at the shop ("local") or taken away ("retirada"). */
export const CONSUMOS_NO_BALCAO = ['local', 'retirada'] as const;
export type ConsumoNoBalcao = (typeof CONSUMOS_NO_BALCAO)[number];

/** A counter order's mark (issue 44): taken by the team at the counter, with the customer's name only. */
export interface BalcaoDoPedido {
  consumo: ConsumoNoBalcao;
}

/** Where an order came from, as the reports separate them (issue 44): the room's tables, the counter, or delivery and pickup. */
export type CanalDoPedido = 'salao' | 'balcao' | 'delivery';

export function canalDoPedido(pedido: Pick<PedidoComTipo, 'comanda' | 'balcao'>): CanalDoPedido {
  if (pedido.comanda) return 'salao';
  if (pedido.balcao) return 'balcao';
  return 'delivery';
}

/** pt-BR's short weekdays, as the slot's words give them ("sáb."), by relogio.ts's diaDaSemana. */
const DIAS_CURTOS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];

/**
 * The order's kind and slot. `hoje`: an instant of the day the words are read on (now for a screen
 * or a push; the ticket's printed date for the ticket, so the paper reads the same later).
 */
export function describeTipoDoPedido(pedido: PedidoComTipo, hoje: Date): TipoDoPedido {
  const { entrega } = pedido;
  const uf = entrega?.tipo === 'envio' ? entrega.uf?.trim().toUpperCase() : '';
  const nome = pedido.comanda
    ? pedido.comanda.mesa.nome
    : pedido.balcao
      ? NOMES_NO_BALCAO[pedido.balcao.consumo]
      : entrega
        ? uf
          ? `${NOMES[entrega.tipo]} (${uf})`
          : NOMES[entrega.tipo]
        : null;
  const agendado = pedido.agendado_para ? formatAgendado(new Date(pedido.agendado_para), hoje) : null;
  return { nome, agendado, texto: [nome, agendado].filter(Boolean).join(' · ') || null };
}

function formatAgendado(slot: Date, hoje: Date): string | null {
  if (Number.isNaN(slot.getTime())) return null;
  const quando = naLoja(slot);
  const hora = hhmm(quando.minuto);
  if (quando.data === naLoja(hoje).data) return `Agendado ${hora}`;
  const [, mes, dia] = quando.data.split('-');
  return `Agendado ${DIAS_CURTOS[quando.diaDaSemana]} ${dia}/${mes} ${hora}`;
}

/**
 * When the kitchen starts on an order, in ms: a scheduled one at its slot less the shop's
 * `agendamento.antecedencia_min` (when the team's push for the slot goes, public-pedido's
 * agendadoAvisarEm), never before it was placed; any other when it was placed. The kitchen's
 * waiting clock runs from here.
 */
export function inicioDoPreparo(
  pedido: { criado_em: string | Date; agendado_para?: string | Date | null },
  antecedenciaMin: number,
): number {
  const criado = new Date(pedido.criado_em).getTime();
  const slot = pedido.agendado_para ? new Date(pedido.agendado_para).getTime() : Number.NaN;
  return Number.isNaN(slot) ? criado : Math.max(criado, slot - antecedenciaMin * 60_000);
}
