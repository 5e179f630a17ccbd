/**
 * A customer's tab (fiado, issue 46; zod-free, @vitrine/shared/fiado): the shop lets a phone buy now
 * and pay later up to a limit. The balance (`saldo`) is what the customer owes, in whole cents; a
 * charge (`compra`, a counter order or a bill paid "fiado") raises it, a payment lowers it. A limit of
 * 0 turns the tab off: it takes no new charges and keeps taking payments until nothing is owed.
 */
import { formatBRLTexto } from '../money.js';

export const TIPOS_DE_LANCAMENTO_DO_FIADO = ['compra', 'pagamento'] as const;
export type TipoDeLancamentoDoFiado = (typeof TIPOS_DE_LANCAMENTO_DO_FIADO)[number];

/** What a charge paid: a counter order (pedido) or a table's bill (comanda). */
export const ORIGENS_DA_COMPRA_NO_FIADO = ['pedido', 'comanda'] as const;
export type OrigemDaCompraNoFiado = (typeof ORIGENS_DA_COMPRA_NO_FIADO)[number];

export const FIADO_NAO_ENCONTRADO = 'Este telefone não tem fiado na loja.';
export const fiadoDesligado = (nome: string) => `O fiado de ${nome} está desligado: aumente o limite para vender fiado de novo.`;
export const pagamentoAcimaDoSaldo = (saldoCentavos: number) =>
  saldoCentavos > 0
    ? `O pagamento passa do que está em aberto no fiado (${formatBRLTexto(saldoCentavos)}).`
    : 'Não há nada em aberto neste fiado.';

/** The refusal of a charge over the limit: the exact words. */
export const limiteDoFiado = (nome: string, limiteCentavos: number, saldoCentavos: number) =>
  `Limite do fiado de ${nome}: ${formatBRLTexto(limiteCentavos)}; em aberto ${formatBRLTexto(saldoCentavos)}.`;

/** Whether a charge of `valor` fits: the tab is on and the balance after it stays within the limit. */
export const cabeNoFiado = (saldoCentavos: number, valorCentavos: number, limiteCentavos: number) =>
  limiteCentavos > 0 && saldoCentavos + valorCentavos <= limiteCentavos;

/** What the customer may still buy on the tab; 0 when off or over (a limit lowered below the balance). */
export const disponivelNoFiado = (saldoCentavos: number, limiteCentavos: number) => Math.max(0, limiteCentavos - saldoCentavos);

/** How much of the limit is used, 0–100 (whole percent, for the list's bar); 100 when off with money owed. */
export function usoDoLimite(saldoCentavos: number, limiteCentavos: number): number {
  if (saldoCentavos <= 0) return 0;
  if (limiteCentavos <= 0) return 100;
  return Math.min(100, Math.round((saldoCentavos * 100) / limiteCentavos));
}

/** The balance after an entry: a charge adds, a payment subtracts. */
export const saldoDepois = (saldoCentavos: number, tipo: TipoDeLancamentoDoFiado, valorCentavos: number) =>
  tipo === 'compra' ? saldoCentavos + valorCentavos : saldoCentavos - valorCentavos;

/**
 * What the customer's erasure tells them about their tab (LGPD): one with nothing owed is erased
 * with the rest; one with money owed keeps the phone, the name and the amounts, as the law allows
 * for the exercise of rights and credit protection (Lei 13.709/2018, art. 7, II, V, IX and art. 16).
 */
export const fiadoMantidoNoApagamento = (saldoCentavos: number) =>
  `Seu fiado nesta loja tem ${formatBRLTexto(saldoCentavos)} em aberto: o telefone, o nome e os valores do fiado ficam guardados até a dívida ser paga, como a LGPD permite (Lei 13.709/2018, art. 7º, II, V e IX, e art. 16). O resto dos seus dados foi apagado.`;

/** DELETE /api/pedido/{token}/dados's answer: `fiado` when the phone's tab was kept for what it owes. */
export interface RespostaDoApagamento {
  ok: true;
  fiado?: { mantido: true; em_aberto: number; mensagem: string };
}
