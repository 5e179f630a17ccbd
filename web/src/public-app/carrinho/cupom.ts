import type { CupomCheckResponse, Desconto, PedidoResponse } from '@vitrine/shared';
import { descontoDoTipo, RECUSAS_DO_CUPOM } from '@vitrine/shared/cupom';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';

/**
 * The cart's coupon (issue 29), as pure functions: what the customer typed, the coupon the server's
 * check answered, the discount it gives the totals, and how its line reads. The rule itself is the
 * server's (cupom/regras.ts's applyCupom): the check answers the discount for a subtotal and a phone,
 * and the order applies it again inside its transaction.
 */

/** A coupon the check accepted, with what it was checked for: a change of either asks again. */
export interface CupomAplicado {
  codigo: string;
  tipo: CupomCheckResponse['tipo'];
  /** Percent for `percentual`, reais for `valor`, 0 for `frete_gratis`. */
  valor: number;
  /** The server's discount off `subtotal_centavos` (0 for frete grátis). */
  desconto_centavos: number;
  subtotal_centavos: number;
  telefone: string | null;
}

export function cupomAplicadoOf(
  resposta: CupomCheckResponse,
  { subtotal_centavos, telefone }: { subtotal_centavos: number; telefone: string | null },
): CupomAplicado {
  return {
    codigo: resposta.codigo,
    tipo: resposta.tipo,
    valor: resposta.valor,
    desconto_centavos: reaisToCents(resposta.desconto),
    subtotal_centavos,
    telefone,
  };
}

/** A code as the server looks it up: upper-case, no spaces ("bem vindo" is BEMVINDO). */
export const normalizeCodigoDigitado = (digitado: string) => digitado.replace(/\s+/g, '').toUpperCase();

/** The server's codes are 3–20 letters and digits (CUPOM_CODIGO): anything else is not asked for. */
export const codigoPossivel = (codigo: string) => /^[A-Z0-9]{3,20}$/.test(codigo);

/** Whether the check was made for this subtotal and phone; when not, the cart asks again. */
export const cupomEmDia = (cupom: CupomAplicado, subtotal_centavos: number, telefone: string | null) =>
  cupom.subtotal_centavos === subtotal_centavos && cupom.telefone === telefone;

/**
 * What the coupon takes off, for checkoutTotals: the server's discount while the check is for this
 * subtotal; meanwhile (a stepper tapped, the check asked again) the same rule on the new subtotal,
 * which the next check (and in the end the order) confirms.
 */
export function descontoDoCupom(cupom: CupomAplicado | null, subtotal_centavos: number): Desconto {
  if (!cupom) return { desconto_centavos: 0, frete_gratis: false };
  if (cupom.tipo !== 'frete_gratis' && cupom.subtotal_centavos === subtotal_centavos) {
    return { desconto_centavos: cupom.desconto_centavos, frete_gratis: false };
  }
  return descontoDoTipo(cupom, subtotal_centavos);
}

/**
 * The summary's line: "Cupom BEMVINDO" and "−R$ 5,00", or "Entrega grátis" for a frete grátis coupon
 * (the tracking page's, acompanhamento.ts's linhaDoCupomDoPedido, says the same).
 */
export function linhaDoCupom(codigo: string, { desconto_centavos, frete_gratis }: Desconto): { rotulo: string; valor: string } {
  return { rotulo: `Cupom ${codigo}`, valor: frete_gratis ? 'Entrega grátis' : `−${formatBRL(desconto_centavos)}` };
}

/**
 * The confirmation's discount line once the order is sent: the coupon's, or the loyalty card's
 * reward (issue 29: `fidelidade.aplicada`, then no coupon), with a word when a reward was due but
 * the coupon gave more (its stamps wait for the next order). Null: the order had no discount.
 */
export function descontoDoPedidoEnviado(pedido: Pick<PedidoResponse, 'desconto' | 'cupom' | 'fidelidade'>): {
  rotulo: string;
  valor: string;
  aviso: string | null;
} | null {
  const desconto = reaisToCents(pedido.desconto);
  const aviso =
    pedido.fidelidade && !pedido.fidelidade.aplicada
      ? 'O cupom deu mais desconto que o cartão fidelidade: seus selos ficam para o próximo pedido.'
      : null;
  if (pedido.fidelidade?.aplicada && !pedido.cupom) return { rotulo: 'Cartão fidelidade', valor: `−${formatBRL(desconto)}`, aviso: null };
  if (!pedido.cupom) return null;
  return { ...linhaDoCupom(pedido.cupom, { desconto_centavos: desconto, frete_gratis: desconto === 0 }), aviso };
}

/**
 * The server's refusals of a coupon (cupom/regras.ts), as an order's 400 or the check's 400/404 say
 * them: an order refused for one of these goes again without the coupon.
 */
/** cupomPedidoMinimo's words, whatever the amount. */
const PEDIDO_MINIMO_DO_CUPOM = /^Cupom válido para pedidos a partir de .+\.$/;
export const isRecusaDoCupom = (mensagem: string) => RECUSAS_DO_CUPOM.includes(mensagem) || PEDIDO_MINIMO_DO_CUPOM.test(mensagem);
