import type { CartaoFidelidade, PedidoAcompanhamento, Recompensa } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { plural } from '@vitrine/shared/plural';
import { NOMES_STATUS_PEDIDO, type StatusPedido } from '@vitrine/shared/pedido';

/**
 * The tracking page's pure parts: the status timeline an order shows, and the last answer kept on
 * the device so the page opens offline with it.
 */

export interface TimelineStep {
  status: StatusPedido;
  nome: string;
  /** ISO instant the order reached this status, when it did. */
  em: string | null;
  feito: boolean;
  atual: boolean;
}

/** Statuses after which nothing changes: the page stops asking. */
export const FINAL_STATUSES: readonly StatusPedido[] = ['entregue', 'cancelado'];

/**
 * novo → confirmado → preparando → saiu_para_entrega (delivery) or pronto_para_retirada (pickup) →
 * entregue. An order without a delivery kind (placed before the checkout) skips that step unless
 * the owner set it. A cancelled order has no timeline: the page says so plainly.
 */
export function timelineOf(pedido: Pick<PedidoAcompanhamento, 'status' | 'historico' | 'entrega'>): TimelineStep[] {
  const meio: StatusPedido[] =
    // A shipment (issue 31) leaves the shop as a delivery does.
    pedido.entrega?.tipo === 'entrega' || pedido.entrega?.tipo === 'envio'
      ? ['saiu_para_entrega']
      : pedido.entrega?.tipo === 'retirada'
        ? ['pronto_para_retirada']
        : (['saiu_para_entrega', 'pronto_para_retirada'] as const).filter((status) => status === pedido.status);
  // The owner may pick the other kind's step: the order shows the step it is at.
  if (pedido.status === 'saiu_para_entrega' || pedido.status === 'pronto_para_retirada') meio.splice(0, meio.length, pedido.status);
  const ordem: StatusPedido[] = ['novo', 'confirmado', 'preparando', ...meio, 'entregue'];
  const atual = ordem.indexOf(pedido.status);
  return ordem.map((status, index) => ({
    status,
    nome: NOMES_STATUS_PEDIDO[status],
    em: [...pedido.historico].reverse().find((passo) => passo.status === status)?.em ?? null,
    feito: index <= atual,
    atual: index === atual,
  }));
}

/**
 * The order's discount line, as the cart's summary said it (cupom.ts's linhaDoCupom, kept apart so
 * the tracking page's chunk does not share a file with the cart's), or null without one. The answer
 * does not say the coupon's type: one that took nothing off the products is a frete grátis one. A
 * discount without a coupon is the loyalty card's reward (issue 29). A copy kept on the device
 * before coupons existed has neither field.
 */
export function linhaDoCupomDoPedido(pedido: Partial<Pick<PedidoAcompanhamento, 'cupom' | 'desconto'>>) {
  const desconto = reaisToCents(pedido.desconto ?? 0);
  if (!pedido.cupom) return desconto > 0 ? { rotulo: 'Cartão fidelidade', valor: `−${formatBRL(desconto)}` } : null;
  return { rotulo: `Cupom ${pedido.cupom}`, valor: desconto === 0 ? 'Entrega grátis' : `−${formatBRL(desconto)}` };
}

/** The reward in words: "10% de desconto", "R$ 5,00 de desconto". */
export function recompensaEmPalavras({ tipo, valor }: Recompensa): string {
  return `${tipo === 'percentual' ? `${valor}%` : formatBRL(reaisToCents(valor))} de desconto`;
}

export interface CartaoDoPedido {
  /** "7 de 10 pedidos". */
  progresso: string;
  /** One per stamp the card holds, true for those earned. */
  selos: boolean[];
  /** The stamps are all there: the next order gets the reward. */
  cheio: boolean;
  /** "Ganhe 10% de desconto" or, full, "Seu próximo pedido ganha 10% de desconto!". */
  recompensa: string;
  /** "Faltam 3 pedidos entregues para o desconto." or, full, how it is given. */
  detalhe: string;
}

/** At most this many stamps a row: 7 circles fit a 360 px phone. */
const SELOS_POR_LINHA_MAX = 7;

/** Stamps per row, the rows as even as they come: 10 → 5 + 5, 20 → 7 + 7 + 6, 6 → one row. */
export function selosPorLinha(total: number): number {
  const linhas = Math.ceil(Math.max(1, total) / SELOS_POR_LINHA_MAX);
  return Math.ceil(Math.max(1, total) / linhas);
}

/** The customer's loyalty card as the tracking page draws it (issue 29). */
export function cartaoDoPedido({ selos, necessarios, recompensa }: CartaoFidelidade): CartaoDoPedido {
  const total = Math.max(1, Math.floor(necessarios));
  const ganhos = Math.min(Math.max(0, Math.floor(selos)), total);
  const cheio = ganhos >= total;
  const faltam = total - ganhos;
  return {
    progresso: `${ganhos} de ${plural(total, 'pedido', 'pedidos')}`,
    selos: Array.from({ length: total }, (_, index) => index < ganhos),
    cheio,
    recompensa: cheio ? `Seu próximo pedido ganha ${recompensaEmPalavras(recompensa)}!` : `Ganhe ${recompensaEmPalavras(recompensa)}`,
    detalhe: cheio
      ? 'O desconto entra sozinho no próximo pedido feito com este telefone.'
      : `${faltam === 1 ? 'Falta' : 'Faltam'} ${plural(faltam, 'pedido entregue', 'pedidos entregues')} para o desconto.`,
  };
}

const PREFIXO = 'vitrine:pedido:';

export interface AcompanhamentoSalvo {
  pedido: PedidoAcompanhamento;
  /** When this device last heard from the server (ISO). */
  salvo_em: string;
}

/** The kept answer, or null when there is none or it is not one (an old version, a hand edit). */
export function parseAcompanhamentoSalvo(texto: string | null): AcompanhamentoSalvo | null {
  try {
    const dados = JSON.parse(texto ?? 'null') as Partial<AcompanhamentoSalvo> | null;
    const pedido = dados?.pedido;
    if (!pedido || typeof pedido.codigo !== 'string' || typeof pedido.status !== 'string' || !Array.isArray(pedido.itens)) return null;
    if (!Array.isArray(pedido.historico) || typeof pedido.loja?.nome_loja !== 'string' || typeof dados.salvo_em !== 'string') return null;
    return { pedido, salvo_em: dados.salvo_em };
  } catch {
    return null;
  }
}

export function readAcompanhamentoSalvo(token: string): AcompanhamentoSalvo | null {
  try {
    return parseAcompanhamentoSalvo(localStorage.getItem(PREFIXO + token));
  } catch {
    return null;
  }
}

export function saveAcompanhamento(token: string, pedido: PedidoAcompanhamento, agora = new Date()) {
  try {
    localStorage.setItem(PREFIXO + token, JSON.stringify({ pedido, salvo_em: agora.toISOString() } satisfies AcompanhamentoSalvo));
  } catch {
    // not kept: the page still works online
  }
}

export function forgetAcompanhamento(token: string) {
  try {
    localStorage.removeItem(PREFIXO + token);
  } catch {
    // nothing kept
  }
}
