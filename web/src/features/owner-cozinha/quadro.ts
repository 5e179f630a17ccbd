import { pode, type Papel, type PedidoDoLojista, type StatusPedido } from '@vitrine/shared';
import { inicioDoPreparo } from '@vitrine/shared/pedido';

/**
 * The pure parts of the kitchen's board (/cozinha): which column an order is in, which button moves
 * it on for the person's role, how long it has waited and in which colour, and which orders the
 * board shows at all.
 */

export type ColunaId = 'novo' | 'confirmado' | 'preparando' | 'pronto';

export const COLUNAS: readonly { id: ColunaId; titulo: string }[] = [
  { id: 'novo', titulo: 'Novo' },
  { id: 'confirmado', titulo: 'Confirmado' },
  { id: 'preparando', titulo: 'Preparando' },
  { id: 'pronto', titulo: 'Pronto' },
];

/** The column of an open order; null for one the board does not show (entregue, cancelado). */
export function colunaDo(status: StatusPedido): ColunaId | null {
  switch (status) {
    case 'novo':
    case 'confirmado':
    case 'preparando':
      return status;
    case 'pronto_para_retirada':
    case 'saiu_para_entrega':
      return 'pronto';
    case 'entregue':
    case 'cancelado':
      return null;
  }
}

type PedidoDoQuadro = Pick<PedidoDoLojista, 'id' | 'status' | 'entrega' | 'criado_em' | 'agendado_para' | 'historico'>;

/**
 * Delivered when the order says so; a shipment (envio) goes out like a delivery. An order that does
 * not say (placed before the checkout) is collected at the counter.
 */
export const ehEntrega = (pedido: Pick<PedidoDoLojista, 'entrega'>) =>
  pedido.entrega?.tipo === 'entrega' || pedido.entrega?.tipo === 'envio';

/** The card's big button: the status it sets and its words, or a calm line where this role waits for someone else. */
export type BotaoDoCartao = { status: StatusPedido; acao: string } | { aguardando: string } | null;

/**
 * novo → "Confirmar" for a role that confirms orders (permission `pedidos`), else "Aguardando
 * confirmação"; confirmado → "Começar preparo"; preparando → "Saiu para entrega" or "Pronto para
 * retirada" by the order's kind; a ready order → "Entregue" for a role that may close it, else
 * nothing (it leaves the board by itself).
 */
export function botaoDo(pedido: Pick<PedidoDoLojista, 'status' | 'entrega'>, papel: Papel): BotaoDoCartao {
  switch (pedido.status) {
    case 'novo':
      return pode(papel, 'pedidos') ? { status: 'confirmado', acao: 'Confirmar' } : { aguardando: 'Aguardando confirmação' };
    case 'confirmado':
      return pode(papel, 'preparo') ? { status: 'preparando', acao: 'Começar preparo' } : null;
    case 'preparando':
      if (!pode(papel, 'preparo')) return null;
      return ehEntrega(pedido)
        ? { status: 'saiu_para_entrega', acao: 'Saiu para entrega' }
        : { status: 'pronto_para_retirada', acao: 'Pronto para retirada' };
    case 'pronto_para_retirada':
    case 'saiu_para_entrega':
      return pode(papel, 'pedidos') ? { status: 'entregue', acao: 'Entregue' } : null;
    case 'entregue':
    case 'cancelado':
      return null;
  }
}

/** The wait turns amber at 10 minutes and red at 20. */
export const ATENCAO_MIN = 10;
export const ATRASADO_MIN = 20;
export type CorDoTempo = 'normal' | 'atencao' | 'atrasado';

export function corDoTempo(minutos: number): CorDoTempo {
  if (minutos >= ATRASADO_MIN) return 'atrasado';
  if (minutos >= ATENCAO_MIN) return 'atencao';
  return 'normal';
}

/** Whole minutes from `inicio` (ms) to `agora` (0 before it, and for a clock a little behind the server's). */
export const minutosDesde = (inicio: number, agora: number) => Math.max(0, Math.floor((agora - inicio) / 60_000));

/** Whole minutes until `inicio`, rounded up: a scheduled order's preparation 30 s away is 1 min away. */
export const minutosAte = (inicio: number, agora: number) => Math.max(0, Math.ceil((inicio - agora) / 60_000));

/** '0 min', '12 min', '1 h 05': short enough to read from across the kitchen. */
export function formatTempo(minutos: number): string {
  if (minutos < 60) return `${minutos} min`;
  return `${Math.floor(minutos / 60)} h ${String(minutos % 60).padStart(2, '0')}`;
}

/**
 * The board shows the orders whose clock started in the last 12 hours (today's service, a night that
 * runs past midnight included) or has yet to start (a scheduled order: inicioDoPreparo).
 */
export const JANELA_DO_QUADRO_MS = 12 * 60 * 60_000;
/** A ready order stays this long after it became ready, then leaves the board (it leaves at once when entregue). */
export const PRONTO_NO_QUADRO_MS = 10 * 60_000;

/** When the order reached its current status (the last such entry of its history), or null when the history does not say yet. */
export function desdeQuando(pedido: Pick<PedidoDoLojista, 'status' | 'historico'>): number | null {
  const entrada = pedido.historico.findLast((passo) => passo.status === pedido.status);
  return entrada ? Date.parse(entrada.em) : null;
}

/**
 * Whether the board shows the order now: open, its clock started in the window or yet to start, and
 * if ready, not ready for long. `antecedenciaMin`: the shop's agendamento.antecedencia_min.
 */
export function noQuadro(pedido: Omit<PedidoDoQuadro, 'id' | 'entrega'>, agora: number, antecedenciaMin = 0): boolean {
  const coluna = colunaDo(pedido.status);
  if (!coluna || agora - inicioDoPreparo(pedido, antecedenciaMin) > JANELA_DO_QUADRO_MS) return false;
  if (coluna !== 'pronto') return true;
  const pronto = desdeQuando(pedido);
  return pronto === null || agora - pronto < PRONTO_NO_QUADRO_MS;
}

/** The board: each column's orders, each once, the one waiting longest first (a scheduled one by its preparation's start). */
export function buildQuadro<P extends PedidoDoQuadro>(pedidos: readonly P[], agora: number, antecedenciaMin = 0): Record<ColunaId, P[]> {
  const quadro: Record<ColunaId, P[]> = { novo: [], confirmado: [], preparando: [], pronto: [] };
  const vistos = new Set<string>();
  for (const pedido of pedidos) {
    if (vistos.has(pedido.id) || !noQuadro(pedido, agora, antecedenciaMin)) continue;
    vistos.add(pedido.id);
    quadro[colunaDo(pedido.status)!].push(pedido);
  }
  const inicio = (pedido: P) => inicioDoPreparo(pedido, antecedenciaMin);
  for (const coluna of Object.values(quadro)) coluna.sort((a, b) => inicio(a) - inicio(b));
  return quadro;
}

/** The options of an item on one line each group (flavours by their share): the owner's screens say them alike. */
export { linhasDasOpcoes, linhasDoCombo } from '../../lib/itens-do-pedido';
