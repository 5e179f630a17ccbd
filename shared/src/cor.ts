/** The shop colour: a #RRGGBB hex, #3B82F6 until the owner picks one. */
export const DEFAULT_COR_PRINCIPAL = '#3B82F6';
export const HEX_COR = /^#[0-9a-fA-F]{6}$/;

/** The colour to use: a half-typed or invalid value ('#3B8') falls back to the default. */
export function corValida(cor: string | undefined | null): string {
  return cor && HEX_COR.test(cor) ? cor : DEFAULT_COR_PRINCIPAL;
}

const TEXTO_CLARO = '#ffffff';
const TEXTO_ESCURO = '#0f172a';

/** WCAG 2 relative luminance of a #RRGGBB colour. */
function luminancia(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const canal = parseInt(hex.slice(at, at + 2), 16) / 255;
    return canal <= 0.04045 ? canal / 12.92 : ((canal + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two #RRGGBB colours (1 to 21). */
export function contraste(a: string, b: string): number {
  const [clara, escura] = [luminancia(a), luminancia(b)].sort((x, y) => y - x) as [number, number];
  return (clara + 0.05) / (escura + 0.05);
}

/**
 * The text colour on a shop colour: white while it reads at WCAG AA (4.5:1, normal text), else
 * whichever of white and dark reads better, so any shop colour stays readable.
 */
export function textoSobre(hex: string): string {
  if (contraste(hex, TEXTO_CLARO) >= 4.5) return TEXTO_CLARO;
  return contraste(hex, TEXTO_ESCURO) > contraste(hex, TEXTO_CLARO) ? TEXTO_ESCURO : TEXTO_CLARO;
}
