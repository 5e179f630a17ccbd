import { VARIACAO_EIXOS_MAX, VARIACAO_VALORES_MAX } from '@vitrine/shared';

/**
 * The grade (sizes × colours, issue 30) as the owner's form holds it: axes with their values, and
 * one row per combination of them, each with the typed stock, price and code. The rows follow the
 * axes: they are generated again whenever an axis or a value changes, and a row the product already
 * had keeps its id (orders name it) and what was typed in it.
 */

export interface EixoFormValues {
  nome: string;
  valores: string[];
}

export interface VariacaoItemFormValues {
  id?: string;
  valores: string[];
  /** '' for the product's price. */
  preco: string;
  /** '' for a stock not tracked. */
  estoque: string;
  esgotado: boolean;
  /** '' for none. */
  sku: string;
  imagem_url: string | null;
}

export interface VariacoesFormValues {
  /** None: the product has no grade. */
  eixos: EixoFormValues[];
  itens: VariacaoItemFormValues[];
}

export const SEM_GRADE: VariacoesFormValues = { eixos: [], itens: [] };

/** Every combination of the axes' values, in the axes' order: P/Azul, P/Preto, M/Azul, … */
export function combinar(eixos: Pick<EixoFormValues, 'valores'>[]): string[][] {
  if (eixos.length === 0) return [];
  return eixos.reduce<string[][]>(
    (combinacoes, eixo) => combinacoes.flatMap((antes) => eixo.valores.map((valor) => [...antes, valor])),
    [[]],
  );
}

/** A combination's row before anything is typed in it: the product's price, stock not tracked, no code, no picture. */
export const novaLinha = (valores: string[]): VariacaoItemFormValues => ({
  valores,
  preco: '',
  estoque: '',
  esgotado: false,
  sku: '',
  imagem_url: null,
});

/** An old row of another number of axes that a combination covers: M fits M / Azul when Cor is added, and M / Azul fits M when it is removed. */
function cabe(antiga: string[], nova: string[]): boolean {
  if (antiga.length === nova.length) return false;
  const [menor, maior] = antiga.length < nova.length ? [antiga, nova] : [nova, antiga];
  return menor.every((valor) => maior.includes(valor));
}

/**
 * The rows for `eixos`: one per combination, in order. A combination the old rows had keeps its row
 * (id, stock, price, code); when an axis is added or removed, the first old row whose values it
 * shares takes the new combination (M → M / Azul), so the variant keeps its id and its stock.
 */
export function gerarItens(eixos: Pick<EixoFormValues, 'valores'>[], antigos: VariacaoItemFormValues[]): VariacaoItemFormValues[] {
  const usados = new Set<VariacaoItemFormValues>();
  const porValores = new Map(antigos.map((item) => [JSON.stringify(item.valores), item]));
  const combinacoes = combinar(eixos);
  const linhas = combinacoes.map((valores) => {
    const igual = porValores.get(JSON.stringify(valores));
    if (igual && !usados.has(igual)) {
      usados.add(igual);
      return igual;
    }
    return null;
  });
  return linhas.map((linha, indice) => {
    if (linha) return linha;
    const valores = combinacoes[indice]!;
    const parecida = antigos.find((item) => !usados.has(item) && cabe(item.valores, valores));
    if (!parecida) return novaLinha(valores);
    usados.add(parecida);
    return { ...parecida, valores };
  });
}

/** "P, M, G" or "P,M ,G" typed at once: the values, trimmed, blanks and repeats left out. */
export function lerValores(texto: string, jaTem: string[] = []): string[] {
  const valores = [...jaTem];
  for (const parte of texto.split(',')) {
    const valor = parte.trim();
    if (valor && !valores.includes(valor) && valores.length < VARIACAO_VALORES_MAX) valores.push(valor);
  }
  return valores;
}

/** A new axis: the commonest first (Tamanho), then Cor. */
export const novoEixo = (eixos: EixoFormValues[]): EixoFormValues => ({
  nome: eixos.length === 0 ? 'Tamanho' : eixos.some((eixo) => eixo.nome === 'Cor') ? '' : 'Cor',
  valores: [],
});

export const podeAdicionarEixo = (eixos: EixoFormValues[]) => eixos.length < VARIACAO_EIXOS_MAX;
