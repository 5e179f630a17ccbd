import {
  parsePrecoBR,
  PRECO_INVALIDO,
  SKU_REPETIDO,
  VARIACAO_ITENS_MAX,
  VARIACAO_VALORES_MAX,
  variacoesSchema,
  type VariacaoItem,
  type Variacoes,
} from '@vitrine/shared';
import { idNoProduto } from '../../model/produtos.js';
import { SEPARADOR_DA_GRADE, type Coluna, type Erro, type LinhaDaPlanilha } from './planilha.js';

/**
 * A product's grade read from its rows of the sheet (issue 30): the axes from `grade`, their values
 * from `variacao` in the order the rows first name them, one variant per row. Errors come back as
 * "coluna: mensagem" with the row's line; analise.ts names the columns as the sheet does.
 */

/** "Tamanho / Cor" → ["Tamanho", "Cor"]; "M/Preto" → ["M", "Preto"]; '' → []. */
export const readPartes = (valor: string): string[] =>
  valor.trim() === '' ? [] : valor.split(SEPARADOR_DA_GRADE).map((parte) => parte.trim());

export interface GradeLida {
  /** null when the rows have errors. */
  variacoes: Variacoes | null;
  erros: Erro[];
  /** Each variant's code with its row, for the checks across the sheet and the shop. */
  skus: { linha: number; sku: string }[];
  /** The variants' own prices that could be read: a new product's price is the lowest of them. */
  precos: number[];
  /** A row's price could not be read: the product's own "Informe o preço." would only repeat it. */
  precoIlegivel: boolean;
}

const ESTOQUE_ILEGIVEL = 'O estoque deve ser um número inteiro (vazio: não controlar).';
const igual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The grade of one product's rows. `grade`: the product's `grade` cell (empty or absent: the axes
 * the product already has). `atual`: its grade today; with the same axes, their values keep their
 * order (also those no row names: a value leaves its axis in the product form) and the rows' new
 * values follow. A row's variant is the current one with its code (SKU), else the one with its
 * values, and keeps its id, `esgotado` and picture; a column the sheet does not have keeps the
 * variant's value. Held to variacoesSchema, each complaint on the row and column it is about.
 */
export function readVariacoes(
  linhas: LinhaDaPlanilha[],
  grade: string | undefined,
  atual: Variacoes | null,
  novoId: () => string = idNoProduto,
): GradeLida {
  const lida: GradeLida = { variacoes: null, erros: [], skus: [], precos: [], precoIlegivel: false };
  const primeira = linhas[0]!.linha;
  const celulasComErro = new Set<string>();
  const erro = (linha: number, coluna: Coluna, mensagem: string) => {
    // One complaint per cell: the schema's would repeat the sheet's own, less precisely.
    if (celulasComErro.has(`${linha}:${coluna}`)) return;
    celulasComErro.add(`${linha}:${coluna}`);
    lida.erros.push({ linha, mensagem: `${coluna}: ${mensagem}` });
  };
  const nomes = grade !== undefined && grade.trim() !== '' ? readPartes(grade) : (atual?.eixos.map((eixo) => eixo.nome) ?? []);
  if (nomes.length === 0) {
    erro(primeira, 'grade', 'Informe os eixos da grade, como Tamanho / Cor.');
    return lida;
  }
  const mesmosEixos =
    atual !== null &&
    igual(
      atual.eixos.map((eixo) => eixo.nome),
      nomes,
    );
  const eixos = nomes.map((nome, e) => ({ nome, valores: mesmosEixos ? [...atual.eixos[e]!.valores] : [] }));
  const linhaDoValor = eixos.map(() => new Map<string, number>());
  const livres = [...(atual?.itens ?? [])];
  const idsAtuais = new Set(atual?.itens.map((item) => item.id));
  const usados = new Set<string>();
  const linhaDaCombinacao = new Map<string, number>();
  const itens: VariacaoItem[] = [];

  for (const { linha, celulas } of linhas) {
    const valores = readPartes(celulas.variacao ?? '');
    if (valores.length !== eixos.length) {
      erro(linha, 'variacao', `Informe um valor para cada eixo da grade (${nomes.join(' / ')}), separados por “/”.`);
    }
    valores.forEach((valor, e) => {
      const eixo = eixos[e];
      if (eixo && valor !== '' && !eixo.valores.includes(valor)) {
        eixo.valores.push(valor);
        linhaDoValor[e]!.set(valor, linha);
      }
    });
    const chave = JSON.stringify(valores);
    const repetida = linhaDaCombinacao.get(chave);
    if (repetida !== undefined) erro(linha, 'variacao', `A combinação “${valores.join(' / ')}” se repete: já está na linha ${repetida}.`);
    else linhaDaCombinacao.set(chave, linha);

    // undefined: the sheet has no such column, the variant keeps its own.
    let preco: number | null | undefined;
    if (celulas.preco !== undefined) {
      preco = celulas.preco.trim() === '' ? null : parsePrecoBR(celulas.preco);
      if (preco === null && celulas.preco.trim() !== '') {
        lida.precoIlegivel = true;
        erro(linha, 'preco', PRECO_INVALIDO);
      }
      if (preco !== null) lida.precos.push(preco);
    }
    let estoque: number | null | undefined;
    if (celulas.estoque !== undefined) {
      const texto = celulas.estoque.trim();
      estoque = texto === '' ? null : /^-?\d+$/.test(texto) ? Number(texto) : null;
      if (texto !== '' && estoque === null) erro(linha, 'estoque', ESTOQUE_ILEGIVEL);
    }
    const sku = celulas.sku?.trim();

    const porSku = sku ? livres.findIndex((item) => item.sku === sku) : -1;
    const indice = porSku >= 0 ? porSku : livres.findIndex((item) => igual(item.valores, valores));
    const existente = indice >= 0 ? livres.splice(indice, 1)[0] : undefined;
    let id = existente?.id;
    while (id === undefined || usados.has(id) || (!existente && idsAtuais.has(id))) id = novoId();
    usados.add(id);
    const item: VariacaoItem = {
      id,
      valores,
      preco: preco === undefined ? (existente?.preco ?? null) : preco,
      estoque: estoque === undefined ? (existente?.estoque ?? null) : estoque,
      esgotado: existente?.esgotado ?? false,
      sku: sku ?? existente?.sku ?? '',
      imagem_url: existente?.imagem_url ?? null,
    };
    itens.push(item);
    if (item.sku) lida.skus.push({ linha, sku: item.sku });
  }

  const linhaDoItem = linhas.map(({ linha }) => linha);
  const verificada = variacoesSchema.safeParse({ eixos, itens });
  if (!verificada.success) {
    for (const issue of verificada.error.issues) {
      // Codes repeated in the sheet are the sheet's own check, which names both lines (analise.ts).
      if (issue.message === SKU_REPETIDO) continue;
      const [raiz, indice, campo, posicao] = issue.path;
      if (raiz === 'itens' && typeof indice === 'number') {
        const coluna: Coluna = campo === 'preco' || campo === 'estoque' || campo === 'sku' ? campo : 'variacao';
        erro(linhaDoItem[indice] ?? primeira, coluna, issue.message);
      } else if (raiz === 'itens') {
        erro(linhaDoItem[VARIACAO_ITENS_MAX] ?? primeira, 'variacao', issue.message);
      } else if (raiz === 'eixos' && typeof indice === 'number' && campo === 'valores') {
        const valores = eixos[indice]?.valores ?? [];
        const valor = valores[typeof posicao === 'number' ? posicao : VARIACAO_VALORES_MAX];
        erro((valor !== undefined && linhaDoValor[indice]!.get(valor)) || primeira, 'variacao', issue.message);
      } else {
        erro(primeira, 'grade', issue.message);
      }
    }
  }
  if (!verificada.success || lida.erros.length) return lida;
  lida.variacoes = {
    eixos: verificada.data.eixos,
    itens: verificada.data.itens.map((item, i) => ({ ...item, id: itens[i]!.id })),
  };
  return lida;
}
