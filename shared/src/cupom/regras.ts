import { formatBRLTexto } from '../money.js';
import type { Cupom } from './schema.js';

/**
 * A coupon applied to an order (issue 29): the one rule the order's transaction and the cart's
 * check (GET /api/loja/{slug}/cupom/{codigo}) both follow, so the cart shows the discount the order
 * then gets. Zod-free: the public app may import it.
 */

export const CUPOM_NAO_ENCONTRADO = 'Cupom não encontrado.';
export const CUPOM_FORA_DA_VALIDADE = 'Cupom fora da validade.';
export const CUPOM_ESGOTADO = 'Cupom esgotado.';
export const CUPOM_JA_USADO = 'Você já usou este cupom.';
export const CUPOM_SO_PRIMEIRO_PEDIDO = 'Este cupom vale só para o primeiro pedido.';
/** A coupon limited per customer, or to a first order, is told apart by the customer's phone. */
export const CUPOM_PEDE_TELEFONE = 'Informe seu telefone para usar este cupom.';
export const cupomPedidoMinimo = (minimoCentavos: number) => `Cupom válido para pedidos a partir de ${formatBRLTexto(minimoCentavos)}.`;
/** The refusals of a fixed wording, the cart's way to tell a coupon's refusal from the order's others (with cupomPedidoMinimo's). */
export const RECUSAS_DO_CUPOM: readonly string[] = [
  CUPOM_NAO_ENCONTRADO,
  CUPOM_FORA_DA_VALIDADE,
  CUPOM_ESGOTADO,
  CUPOM_JA_USADO,
  CUPOM_SO_PRIMEIRO_PEDIDO,
  CUPOM_PEDE_TELEFONE,
];

/** What the rule reads of a stored coupon (a type import: the schema's zod stays out of the public app). */
export type CupomDaRegra = Omit<Cupom, 'id' | 'codigo' | 'criado_em'>;

/** The customer's history at this shop, by their phone; null when the order gives no phone. */
export interface ClienteDaRegra {
  /** Their orders at this shop that were not cancelled. */
  pedidos: number;
  /** Their orders with this coupon that were not cancelled. */
  usos: number;
}

/** No coupon: what checkoutTotals starts from. */
export const SEM_DESCONTO = { desconto_centavos: 0, frete_gratis: false } as const;
export interface Desconto {
  /** Off the products' subtotal, never below 0 (0 for frete grátis). */
  desconto_centavos: number;
  /** The delivery is free: the fee goes to 0. */
  frete_gratis: boolean;
}

export type CupomAplicado = ({ ok: true } & Desconto) | { ok: false; erro: string };

/**
 * The coupon on an order of `subtotal_centavos` (products), on `hoje`
 * (a São Paulo day, YYYY-MM-DD), or the first refusal in the order the customer can act on: a
 * coupon that does not exist for them, then its dates, its uses, this customer's, the minimum.
 */
export function applyCupom(
  cupom: CupomDaRegra,
  { subtotal_centavos, hoje, cliente }: { subtotal_centavos: number; hoje: string; cliente: ClienteDaRegra | null },
): CupomAplicado {
  if (!cupom.ativo) return { ok: false, erro: CUPOM_NAO_ENCONTRADO };
  if ((cupom.inicio && hoje < cupom.inicio) || (cupom.fim && hoje > cupom.fim)) return { ok: false, erro: CUPOM_FORA_DA_VALIDADE };
  if (cupom.limite_total !== null && cupom.usos >= cupom.limite_total) return { ok: false, erro: CUPOM_ESGOTADO };
  if (cupom.limite_por_cliente !== null || cupom.primeiro_pedido) {
    if (!cliente) return { ok: false, erro: CUPOM_PEDE_TELEFONE };
    if (cupom.limite_por_cliente !== null && cliente.usos >= cupom.limite_por_cliente) return { ok: false, erro: CUPOM_JA_USADO };
    if (cupom.primeiro_pedido && cliente.pedidos > 0) return { ok: false, erro: CUPOM_SO_PRIMEIRO_PEDIDO };
  }
  const minimo = cupom.pedido_minimo === null ? 0 : Math.round(cupom.pedido_minimo * 100);
  if (subtotal_centavos < minimo) return { ok: false, erro: cupomPedidoMinimo(minimo) };
  return { ok: true, ...descontoDoTipo(cupom, subtotal_centavos) };
}

/**
 * What a coupon of this type and value takes off `subtotal_centavos`, its rules aside: the percent
 * rounded to the cent or the reais, never below 0; frete grátis takes the fee instead. The cart
 * uses it between two checks of the server, when the customer changes a quantity.
 */
export function descontoDoTipo({ tipo, valor }: Pick<CupomDaRegra, 'tipo' | 'valor'>, subtotal_centavos: number): Desconto {
  if (tipo === 'frete_gratis') return { desconto_centavos: 0, frete_gratis: true };
  const desconto = tipo === 'percentual' ? Math.round((subtotal_centavos * valor) / 100) : Math.round(valor * 100);
  return { desconto_centavos: Math.min(desconto, subtotal_centavos), frete_gratis: false };
}

/** A table's bill has no delivery to make free. */
export const CUPOM_DE_FRETE_NA_CONTA = 'Cupom de frete grátis não vale na conta da mesa.';
/** A bill has no customer's phone: a coupon counted per customer, or for a first order, cannot tell who uses it. */
export const CUPOM_POR_CLIENTE_NA_CONTA =
  'Este cupom é por cliente (ou só para o primeiro pedido) e depende do telefone de quem pede: ele não vale na conta da mesa.';

/**
 * The coupon on a table's bill (issue 44): the order's rule (applyCupom) on the bill's consumption,
 * with no customer; the refusals a bill cannot act on told in the bill's words.
 */
export function applyCupomNaConta(
  cupom: CupomDaRegra,
  { consumo_centavos, hoje }: { consumo_centavos: number; hoje: string },
): CupomAplicado {
  const aplicado = applyCupom(cupom, { subtotal_centavos: consumo_centavos, hoje, cliente: null });
  if (!aplicado.ok) return aplicado.erro === CUPOM_PEDE_TELEFONE ? { ok: false, erro: CUPOM_POR_CLIENTE_NA_CONTA } : aplicado;
  if (aplicado.frete_gratis) return { ok: false, erro: CUPOM_DE_FRETE_NA_CONTA };
  return aplicado;
}
