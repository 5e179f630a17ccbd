import type { FormaPagamento } from '../atendimento/formas.js';

/**
 * An order's payment as the bank confirms it (issue 45): a PIX order of a shop whose bank's API Pix
 * is connected gets a charge (cobrança imediata) and its status follows the bank's answer.
 *  pendente    the charge is open, not paid yet
 *  pago        the bank says it was paid, the amount asked (pago_em, e2e_id, valor_pago)
 *  expirado    the charge expired unpaid
 *  divergente  paid, but not the amount asked (the owner is told)
 *  devolvido   refunded: the bank settled the refund Vitrine asked for (`devolucao`)
 */
export const STATUS_PAGAMENTO = ['pendente', 'pago', 'expirado', 'divergente', 'devolvido'] as const;
export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number];

/**
 * How the shop learns the order was paid: `automatica`, the bank's charge says so; `manual`, the
 * owner checks the bank (no API connected, or the bank did not answer when the order was placed).
 */
export const CONFIRMACOES_PAGAMENTO = ['automatica', 'manual'] as const;
export type ConfirmacaoPagamento = (typeof CONFIRMACOES_PAGAMENTO)[number];

/**
 * `pagamento` in the order's answers (the POST's, the tracking page's, the owner's): the checkout's
 * `forma` (and `troco_para` for cash), and for PIX how it is confirmed and where it stands. Amounts
 * in reais, instants ISO; null when not known (a cash order has neither status nor confirmation).
 */
export interface PagamentoDoPedido {
  forma: FormaPagamento;
  troco_para?: number | null;
  status: StatusPagamento | null;
  confirmacao: ConfirmacaoPagamento | null;
  /** When the bank says the PIX was received. */
  pago_em: string | null;
  /** The PIX's end-to-end id (E…), what the shop's bank statement shows. */
  e2e_id: string | null;
  /** What was paid, in reais (differs from the total when `divergente`). */
  valor_pago: number | null;
  /** When the charge stops taking payments. */
  expira_em: string | null;
  /** The refund asked of the bank for a cancelled paid order; absent while none was asked. */
  devolucao?: DevolucaoDoPix;
}

/**
 * A paid PIX's refund (issue 45), as Vitrine follows it at the bank:
 *  solicitada        marked, the bank has not taken it yet (or did not answer: asked again with the same id)
 *  em_processamento  the bank took it (EM_PROCESSAMENTO)
 *  devolvido         the bank settled it (DEVOLVIDO): the payment is `devolvido`
 *  nao_realizado     the bank could not make it (NAO_REALIZADO, or it refused the request)
 */
export const STATUS_DEVOLUCAO = ['solicitada', 'em_processamento', 'devolvido', 'nao_realizado'] as const;
export type StatusDevolucao = (typeof STATUS_DEVOLUCAO)[number];

export interface DevolucaoDoPix {
  /** The refund's id at the bank, one per order (PUT /pix/{e2eid}/devolucao/{id}). */
  id: string;
  status: StatusDevolucao;
  /** What is refunded, in reais (what was paid). */
  valor: number;
  solicitada_em: string;
  /** When the bank settled it. */
  devolvida_em: string | null;
}

/** Whether the owner may ask for the refund of an order's PIX: cancelled, paid through the bank's API, none asked yet. */
export const podeDevolverPix = (
  status: string,
  pagamento: Pick<PagamentoDoPedido, 'forma' | 'status' | 'confirmacao' | 'e2e_id' | 'devolucao'> | null | undefined,
): boolean =>
  status === 'cancelado' &&
  pagamento?.forma === 'pix' &&
  (pagamento.status === 'pago' || pagamento.status === 'divergente') &&
  pagamento.e2e_id !== null &&
  (!pagamento.devolucao || pagamento.devolucao.status === 'solicitada');

export const DEVOLUCAO_BANCO_SEM_RESPOSTA = 'O banco não respondeu. Tente de novo em instantes.';
export const DEVOLUCAO_PEDIDO_NAO_CANCELADO = 'Cancele o pedido antes de devolver o PIX.';
export const DEVOLUCAO_SEM_PIX_PAGO = 'Este pedido não tem um PIX pago pelo banco para devolver.';
export const DEVOLUCAO_RECUSADA = 'O banco recusou a devolução. Confira no app do banco.';

/** Whether the order waits for its PIX before it may be prepared (the owner's "só preparar depois de pago"). */
export const aguardandoPix = (
  pagamento: { forma: FormaPagamento; status?: StatusPagamento | null; confirmacao?: ConfirmacaoPagamento | null } | null | undefined,
): boolean => pagamento?.forma === 'pix' && pagamento.confirmacao === 'automatica' && pagamento.status === 'pendente';

export const AGUARDANDO_PAGAMENTO_PIX = 'Aguardando o pagamento do PIX.';

/**
 * Cancelling an order whose automatic PIX is still pending asks the bank first (issue 48): the
 * customer may have paid while the bank's notification was lost. Paid: the order is now `pago` and
 * not cancelled; cancelling it again is cancelling a paid order (then "Devolver o PIX").
 */
export const CANCELAMENTO_PIX_PAGO =
  'O banco acabou de confirmar o PIX deste pedido. Ele não foi cancelado: confira o pagamento e, se ainda quiser cancelar, cancele de novo e devolva o PIX em “Devolver o PIX”.';
/** The bank did not answer (or answered nothing readable) when asked before a cancel: nothing changed. */
export const CANCELAMENTO_BANCO_SEM_RESPOSTA =
  'Não conseguimos confirmar com o banco se este PIX foi pago. Tente cancelar de novo em instantes.';
