import type { ProdutoPublicoDetalhe } from '@vitrine/shared';

/**
 * The product page's grade (issue 30) as pure functions: which chip of each axis can be chosen
 * given what the other axis has, and the variant the chosen values name. No React here.
 */

export type VariacoesPublicas = NonNullable<ProdutoPublicoDetalhe['variacoes']>;
export type VariacaoPublica = VariacoesPublicas['itens'][number];

/** One value per axis, in the axes' order; null where nothing is chosen yet. */
export type ValoresEscolhidos = (string | null)[];

export const nenhumValor = (variacoes: VariacoesPublicas): ValoresEscolhidos => variacoes.eixos.map(() => null);

/** The variants that agree with the chosen values of every axis but `exceto` (an axis with nothing chosen agrees with all). */
function combinam(variacoes: VariacoesPublicas, escolhidos: ValoresEscolhidos, exceto: number) {
  return variacoes.itens.filter((item) =>
    item.valores.every((valor, eixo) => eixo === exceto || escolhidos[eixo] == null || escolhidos[eixo] === valor),
  );
}

/**
 * Whether `valor` of axis `eixo` can be chosen: some variant on sale has it together with what the
 * other axis has chosen. "G" with "Azul" chosen, when G Azul is sold out, cannot.
 */
export const valorDisponivel = (variacoes: VariacoesPublicas, escolhidos: ValoresEscolhidos, eixo: number, valor: string) =>
  combinam(variacoes, escolhidos, eixo).some((item) => item.valores[eixo] === valor && !item.esgotado);

/** The variant every axis's chosen value names, on sale or not; null until each axis has one. */
export function variacaoDosValores(variacoes: VariacoesPublicas, escolhidos: ValoresEscolhidos): VariacaoPublica | null {
  if (escolhidos.length !== variacoes.eixos.length || escolhidos.some((valor) => valor == null)) return null;
  return variacoes.itens.find((item) => item.valores.every((valor, eixo) => escolhidos[eixo] === valor)) ?? null;
}

/**
 * A tap on a chip: chooses `valor` on its axis (a second tap on the chosen one clears it); a value
 * of another axis that no longer goes with it (sold out, or not made) is cleared, so the chips never
 * name a variant that cannot be ordered.
 */
export function escolherValor(variacoes: VariacoesPublicas, escolhidos: ValoresEscolhidos, eixo: number, valor: string): ValoresEscolhidos {
  const novos = escolhidos.map((atual, indice) => (indice === eixo ? (atual === valor ? null : valor) : atual));
  return novos.map((atual, indice) =>
    indice === eixo || atual == null || valorDisponivel(variacoes, novos, indice, atual) ? atual : null,
  );
}

/** Every variant sold out: the product is "Esgotado" (the card says so from the server; the page from its grade). */
export const todasEsgotadas = (variacoes: VariacoesPublicas) => variacoes.itens.every((item) => item.esgotado);

/**
 * The picture the chosen values show: the chosen variant's own, else (one axis chosen, "Azul") the
 * first picture among the variants of that value; null: the product's pictures.
 */
export function imagemDosValores(variacoes: VariacoesPublicas, escolhidos: ValoresEscolhidos): string | null {
  if (escolhidos.every((valor) => valor == null)) return null;
  const exata = variacaoDosValores(variacoes, escolhidos);
  if (exata) return exata.imagem_url || null;
  return combinam(variacoes, escolhidos, -1).find((item) => item.imagem_url)?.imagem_url ?? null;
}

/** The axes with no value chosen yet: what the add button's hint asks for ("Escolha cor."). */
export const eixosPendentes = (variacoes: VariacoesPublicas, escolhidos: ValoresEscolhidos) =>
  variacoes.eixos.filter((_, eixo) => escolhidos[eixo] == null);
