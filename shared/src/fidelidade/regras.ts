import { descontoDoTipo } from '../cupom/regras.js';
import type { Fidelidade } from './schema.js';

/**
 * The loyalty card's rule (issue 29), zod-free: which stamps still count, and the reward an order
 * of a customer with enough of them earns. The order's transaction and the tracking page's card
 * both read it.
 */

/**
 * A customer's stamps on the loyalty card (issue 29), by the order that earned each, with when it
 * reached entregue (epoch ms). What the order's transaction and the tracking page read of the card.
 */
export type Selos = Record<string, number>;

/** What the stamp rule reads of the shop's card: the card itself (a type import, so zod stays out of the public app). */
export type CartaoDaRegra = Fidelidade;

const DIA_MS = 24 * 60 * 60 * 1000;

/** The stamps that still count at `agora`, oldest first: all of them, or those younger than the card's validity. */
export function selosValidos(selos: Selos, cartao: Pick<CartaoDaRegra, 'validade_dias'>, agora: Date): [string, number][] {
  const desde = cartao.validade_dias === null ? -Infinity : agora.getTime() - cartao.validade_dias * DIA_MS;
  return Object.entries(selos)
    .filter(([, em]) => em >= desde)
    .sort(([a, emA], [b, emB]) => emA - emB || (a < b ? -1 : 1));
}

/**
 * The reward an order of `subtotal_centavos` earns from the customer's stamps: null while the card
 * is off or short of stamps; else its discount and the stamps it spends (the oldest that count),
 * and the stamps the customer keeps (expired ones are dropped with them).
 */
export function recompensaDoCartao(
  cartao: CartaoDaRegra,
  selos: Selos,
  subtotal_centavos: number,
  agora: Date,
): { desconto_centavos: number; gastos: Selos; restantes: Selos } | null {
  if (!cartao.ativo) return null;
  const validos = selosValidos(selos, cartao, agora);
  if (validos.length < cartao.pedidos_necessarios) return null;
  const { desconto_centavos } = descontoDoTipo(cartao.recompensa, subtotal_centavos);
  return {
    desconto_centavos,
    gastos: Object.fromEntries(validos.slice(0, cartao.pedidos_necessarios)),
    restantes: Object.fromEntries(validos.slice(cartao.pedidos_necessarios)),
  };
}
