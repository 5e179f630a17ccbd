import { NOMES_DAS_FORMAS_DE_RECEBIMENTO, type FormaDeRecebimento } from '../caixa/formas.js';
import { formatBRLTexto } from '../money.js';

/**
 * A table's bill (comanda, issue 44) in whole cents: what its rounds add up to, the service fee,
 * the couvert, the payments so far, and how what is left splits between people or lines. Every
 * split adds up to the cent: the cents a division leaves over go to the first parts.
 */

/** At most this many people split one bill. */
export const PESSOAS_MAXIMAS = 50;

export interface EntradaDaConta {
  /** The live rounds' lines, before discounts. */
  subtotal_centavos: number;
  /** What the rounds took off (coupon, loyalty). */
  desconto_centavos: number;
  /** The shop's percentage, 0–20. */
  taxa_servico_percentual: number;
  /** The customer may refuse the fee (it is optional by law): false leaves it out. */
  incluir_taxa_servico: boolean;
  /** Per person; 0 when the shop charges none. */
  couvert_centavos: number;
  pessoas: number;
  /** What the payments recorded so far add up to. */
  pago_centavos: number;
}

export interface Conta {
  subtotal_centavos: number;
  desconto_centavos: number;
  taxa_servico_centavos: number;
  couvert_centavos: number;
  total_centavos: number;
  pago_centavos: number;
  /** What is left to pay; never below 0 (a payment over the total leaves change, not credit). */
  falta_centavos: number;
}

/**
 * The fee is on what was consumed after its discounts, rounded to the nearest cent (half up), the
 * way a waiter's calculator does; the couvert is not consumption and takes no fee.
 */
export function taxaDeServico(consumoCentavos: number, percentual: number): number {
  if (percentual <= 0 || consumoCentavos <= 0) return 0;
  return Math.round((consumoCentavos * percentual) / 100);
}

export function calcularConta(entrada: EntradaDaConta): Conta {
  const consumo = Math.max(0, entrada.subtotal_centavos - entrada.desconto_centavos);
  const taxa = entrada.incluir_taxa_servico ? taxaDeServico(consumo, entrada.taxa_servico_percentual) : 0;
  const couvert = entrada.couvert_centavos * entrada.pessoas;
  const total = consumo + taxa + couvert;
  return {
    subtotal_centavos: entrada.subtotal_centavos,
    desconto_centavos: entrada.desconto_centavos,
    taxa_servico_centavos: taxa,
    couvert_centavos: couvert,
    total_centavos: total,
    pago_centavos: entrada.pago_centavos,
    falta_centavos: Math.max(0, total - entrada.pago_centavos),
  };
}

/** `valor` in `partes` equal parts, exact to the cent: the cents left over go one each to the first parts. */
export function dividirPorPessoas(valorCentavos: number, partes: number): number[] {
  if (!Number.isInteger(partes) || partes < 1) throw new RangeError(`partes deve ser um inteiro positivo: ${partes}`);
  const base = Math.floor(valorCentavos / partes);
  const sobra = valorCentavos - base * partes;
  return Array.from({ length: partes }, (_, indice) => base + (indice < sobra ? 1 : 0));
}

/**
 * `valor` in parts proportional to `pesos` (each person's lines), exact to the cent: each part
 * gets its share rounded down, and the cents left over go to the largest remainders, the first
 * part first on a tie. With no weight at all, equal parts.
 */
export function ratear(valorCentavos: number, pesos: number[]): number[] {
  const soma = pesos.reduce((total, peso) => total + peso, 0);
  if (soma <= 0) return dividirPorPessoas(valorCentavos, pesos.length);
  const exatas = pesos.map((peso) => (valorCentavos * peso) / soma);
  const partes = exatas.map(Math.floor);
  let sobra = valorCentavos - partes.reduce((total, parte) => total + parte, 0);
  const porResto = exatas.map((exata, indice) => ({ indice, resto: exata - Math.floor(exata) })).sort((a, b) => b.resto - a.resto);
  for (const { indice } of porResto) {
    if (sobra <= 0) break;
    partes[indice]! += 1;
    sobra -= 1;
  }
  return partes;
}

/** The refusal to close a bill that the payments do not cover yet. */
export function mensagemFaltaParaFechar(faltaCentavos: number): string {
  return `Faltam ${formatBRLTexto(faltaCentavos)} para fechar a conta.`;
}

/** A bill's payment may also be charged to a customer's tab (fiado, issue 46): no money changes hands. */
export type FormaOuFiado = FormaDeRecebimento | 'fiado';
/** The name a bill's payment shows and prints: "Fiado" for a charge to a tab. */
export const nomeDaFormaOuFiado = (forma: FormaOuFiado) => (forma === 'fiado' ? 'Fiado' : NOMES_DAS_FORMAS_DE_RECEBIMENTO[forma]);
