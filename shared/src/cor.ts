/** The shop colour (spec §3): a #RRGGBB hex, #3B82F6 until the owner picks one. */
export const DEFAULT_COR_PRINCIPAL = '#3B82F6';
export const HEX_COR = /^#[0-9a-fA-F]{6}$/;

/** The colour to use: a half-typed or invalid value ('#3B8') falls back to the default. */
export function corValida(cor: string | undefined | null): string {
  return cor && HEX_COR.test(cor) ? cor : DEFAULT_COR_PRINCIPAL;
}

/** Dark text on light colours, white on the rest (YIQ brightness), so any shop colour stays readable. */
export function textoSobre(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  return (r * 299 + g * 587 + b * 114) / 1000 > 150 ? '#0f172a' : '#ffffff';
}
