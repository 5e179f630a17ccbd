/**
 * How a flavour's name sits in its slice of the drawn pizza (PizzaSabores, a 100-unit square):
 * wrapped between words into at most ROTULO_LINHAS_MAX lines, and the type made smaller only when
 * its longest line would pass the slice's width. Never cut: "Quatro queijos" read "Quatro quei…".
 */

/** The room a label has across its slice, in the drawing's units, by how many slices there are. */
const LARGURA_DA_FATIA: Record<number, number> = { 1: 76, 2: 38, 3: 30, 4: 27 };
const ROTULO_FONTE = 7.5;
const ROTULO_LINHAS_MAX = 3;
/** A semibold sans-serif letter's width, in ems, on the wide side (Latin capitals and "m" included). */
const LARGURA_DA_LETRA = 0.6;

/** Words into lines of at most `max` characters, a longer word on a line of its own. */
function quebrar(palavras: string[], max: number): string[] {
  const linhas: string[] = [];
  for (const palavra of palavras) {
    const ultima = linhas.at(-1);
    if (ultima !== undefined && ultima.length + 1 + palavra.length <= max) linhas[linhas.length - 1] = `${ultima} ${palavra}`;
    else linhas.push(palavra);
  }
  return linhas;
}

export function rotuloDoSabor(nome: string, partes: number): { linhas: string[]; fonte: number } {
  const largura = LARGURA_DA_FATIA[Math.min(partes, 4)] ?? LARGURA_DA_FATIA[1]!;
  const palavras = nome.trim().split(/\s+/);
  let max = Math.floor(largura / (LARGURA_DA_LETRA * ROTULO_FONTE));
  let linhas = quebrar(palavras, max);
  // More lines than the slice holds: longer lines, in smaller type.
  while (linhas.length > ROTULO_LINHAS_MAX) linhas = quebrar(palavras, ++max);
  const maisLonga = Math.max(...linhas.map((linha) => linha.length));
  return { linhas, fonte: Math.min(ROTULO_FONTE, largura / (LARGURA_DA_LETRA * maisLonga)) };
}
