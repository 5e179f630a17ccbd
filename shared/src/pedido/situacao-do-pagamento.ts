import { plural } from '../plural.js';
import { FUSO_DA_LOJA } from '../relogio.js';
import type { PagamentoDoPedido, StatusPagamento } from './pagamento.js';

/**
 * How the screens name where an order's PIX stands (issue 45): the owner's chip (the list, the
 * order's detail, the kitchen) and the customer's line (the confirmation, the tracking page). Kept
 * beside the payment so both apps say the same words; the printed ticket has its own, shorter ones.
 */

/** The chip's colour, one of the Badge's: green paid, yellow waiting, red to act on, grey settled. */
export type TomDoPagamento = 'green' | 'yellow' | 'red' | 'grey';

export interface ChipDoPagamento {
  rotulo: string;
  tom: TomDoPagamento;
}

type Pagamento = Pick<PagamentoDoPedido, 'forma' | 'status' | 'confirmacao'> | null | undefined;

/** What the bank said, as the owner's chip: a pending PIX the bank does not confirm is the shop's to check. */
const CHIP_DO_BANCO: Partial<Record<StatusPagamento, ChipDoPagamento>> = {
  pago: { rotulo: 'Pago', tom: 'green' },
  divergente: { rotulo: 'Valor divergente', tom: 'red' },
  expirado: { rotulo: 'PIX expirado', tom: 'grey' },
  devolvido: { rotulo: 'Devolvido', tom: 'grey' },
};
const AGUARDANDO_PIX: ChipDoPagamento = { rotulo: 'Aguardando PIX', tom: 'yellow' };
const CONFIRMACAO_MANUAL: ChipDoPagamento = { rotulo: 'Confirmação manual', tom: 'grey' };

/**
 * The owner's chip for a PIX order; null for any other form of payment. Without the bank's word
 * (no API connected, or the bank did not answer when the order was placed) the shop checks its bank:
 * "Confirmação manual".
 */
export function chipDoPagamento(pagamento: Pagamento): ChipDoPagamento | null {
  if (pagamento?.forma !== 'pix') return null;
  const chip =
    pagamento.status === 'pendente' && pagamento.confirmacao === 'automatica'
      ? AGUARDANDO_PIX
      : ((pagamento.status && CHIP_DO_BANCO[pagamento.status]) ?? CONFIRMACAO_MANUAL);
  return { ...chip };
}

// Pure: the catalogue imports this subpath too, and must not carry the formatter.
const horaEMinuto = /* @__PURE__ */ new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DA_LOJA, hour: '2-digit', minute: '2-digit' });

/** "19:42": an instant on São Paulo's clock, where the shop is (not the device's). */
export const horaNaLoja = (iso: string) => horaEMinuto.format(new Date(iso));

/** Whole minutes left until the charge expires, rounded up (a charge with 30 s left still says 1); 0 once past. */
export function minutosParaExpirar(expiraEm: string, agora: Date): number {
  const restante = new Date(expiraEm).getTime() - agora.getTime();
  return restante > 0 ? Math.ceil(restante / 60_000) : 0;
}

/** "Expira em 12 minutos", "Expira em 1 minuto", "Expira em instantes" (the bank's clock has the last word). */
export function textoDaValidade(expiraEm: string, agora: Date): string {
  const minutos = minutosParaExpirar(expiraEm, agora);
  if (minutos === 0) return 'Expira em instantes';
  return `Expira em ${plural(minutos, 'minuto', 'minutos')}`;
}

/**
 * What the customer reads once the bank has answered: "Pago via PIX às 19:42", "PIX expirado",
 * the amount that differs, "PIX devolvido"; null while there is still something to pay (or the
 * shop confirms by hand), when the code to pay is what the page shows.
 */
export function situacaoDoPixParaOCliente(
  pagamento: Pick<PagamentoDoPedido, 'forma' | 'status' | 'pago_em'> | null | undefined,
): { texto: string; tom: TomDoPagamento } | null {
  if (pagamento?.forma !== 'pix') return null;
  switch (pagamento.status) {
    case 'pago':
      return { texto: pagamento.pago_em ? `Pago via PIX às ${horaNaLoja(pagamento.pago_em)}` : 'Pago via PIX', tom: 'green' };
    case 'expirado':
      return { texto: 'PIX expirado', tom: 'grey' };
    case 'divergente':
      return { texto: 'Valor pago diferente do pedido — a loja vai falar com você', tom: 'yellow' };
    case 'devolvido':
      return { texto: 'PIX devolvido', tom: 'grey' };
    default:
      return null;
  }
}
