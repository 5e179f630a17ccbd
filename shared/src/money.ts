/** Money is kept as integer cents; the API speaks reais with two decimals. */

export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

export function centsToReais(cents: number): number {
  return Math.round(cents) / 100;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * "R$ 1.234,56" with a no-break space after R$, whatever space the engine's Intl puts there: on a
 * screen, money never wraps between the sign and the amount (a 360 px phone broke "Faltam R$ / 12,50").
 */
export function formatBRL(cents: number): string {
  return brl.format(centsToReais(cents)).replace(/\s/g, '\u00a0');
}

/** The same with a plain space, for text that leaves the page (a WhatsApp message): predictable when someone copies it. */
export function formatBRLTexto(cents: number): string {
  return formatBRL(cents).replace(/\u00a0/g, ' ');
}

/** What a typed price may hold: an optional "R$", then digits with dots and commas, nothing else. */
const PRECO_DIGITADO = /^(?:R\$\s*)?[\d.,]*\d[\d.,]*$/i;

/**
 * Parses a price typed the Brazilian way ("12,50", "1.234,56", "R$ 9,9") or the plain way ("12.50"):
 * the last separator followed by one or two digits is the decimal one. Text that is not a price
 * ("abc", "12 reais", "-5") is null, so the form can refuse it rather than save R$ 0,00.
 */
export function parsePrecoBR(input: string): number | null {
  const typed = input.trim();
  if (!PRECO_DIGITADO.test(typed)) return null;
  const kept = typed.replace(/[^\d.,]/g, '');
  const decimalMatch = /[.,](\d{1,2})$/.exec(kept);
  const integerPart = (decimalMatch ? kept.slice(0, decimalMatch.index) : kept).replace(/[.,]/g, '');
  const value = Number(`${integerPart || '0'}.${decimalMatch?.[1] ?? '0'}`);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

/** The highest price, fee or amount in reais any form takes. */
export const MAX_PRECO = 1_000_000;
