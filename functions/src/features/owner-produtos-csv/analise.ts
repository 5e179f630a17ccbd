import {
  categoriaSchema,
  parsePrecoBR,
  PRECO_INVALIDO,
  PROMOCIONAL_ACIMA,
  produtoSchema,
  produtoUpdateSchema,
  type Categoria,
  type Produto,
  type z,
} from '@vitrine/shared';
import { MAX_CATEGORIAS } from '../../model/categorias.js';
import type { ProdutoDados } from '../../model/produtos.js';
import { readImagens, readSimNao, normalizar, type Coluna, type Erro, type LinhaDaPlanilha, type NomesDasColunas } from './planilha.js';

/**
 * What an import would do to the shop, worked out from the sheet's rows and what the shop has,
 * without writing: the dry run answers it, the import writes it only when it has no error.
 */

/** A row's category: one of the shop's, one the import creates (its name as first written), or none. */
export type CategoriaDaLinha = { id: string | null } | { nova: string };

export interface AnaliseDaImportacao {
  novos: { dados: Omit<ProdutoDados, 'categoria_id'>; categoria: CategoriaDaLinha }[];
  /** Only the rows that change something, with only what changes. */
  mudancas: { id: string; changes: Partial<Omit<ProdutoDados, 'categoria_id'>>; categoria?: CategoriaDaLinha }[];
  categoriasNovas: string[];
  erros: Erro[];
}

export interface LojaAtual {
  produtos: Produto[];
  categorias: Categoria[];
  /** The plan's product limit and the shop's product count (lojistas/{uid}.total_produtos). */
  limite: number;
  total: number;
}

/**
 * The products one sheet may hold: as many as the largest plan allows (limite_produtos ≤ 500), so
 * any shop can import its whole catalogue at once. They are written in one transaction with the
 * new categories and the counter: Firestore no longer caps a transaction's writes at 500 (its
 * request is capped at 10 MiB, and a 1 MB sheet is far below), so this counts the sheet's products
 * alone and says the same number it checks (a 500-line sheet was refused as "no máximo 500").
 */
export const IMPORTACAO_MAX_PRODUTOS = 500;

type Campos = Record<string, unknown>;

/** Cell text → the API's field values; a cell it cannot read is an error naming its column (and the
 * schema's complaint about the then missing field is left out). */
function camposDaLinha(celulas: LinhaDaPlanilha['celulas']): { campos: Campos; erros: string[]; ilegiveis: Set<string> } {
  const campos: Campos = {};
  const erros: string[] = [];
  const ilegiveis = new Set<string>();
  const ilegivel = (coluna: string, mensagem: string) => {
    ilegiveis.add(coluna);
    erros.push(`${coluna}: ${mensagem}`);
  };
  const { nome, descricao, preco, preco_promocional, ativo, esgotado, destaque, estoque, maximo_por_pedido, imagens } = celulas;
  if (nome !== undefined) campos.nome = nome;
  if (descricao !== undefined) campos.descricao = descricao;
  for (const [coluna, valor] of [
    ['preco', preco],
    ['preco_promocional', preco_promocional],
  ] as const) {
    if (valor === undefined) continue;
    // An empty price is null: the schema answers "Informe o preço." for preco, no promotion for the other.
    const lido = valor.trim() === '' ? null : parsePrecoBR(valor);
    if (lido === null && valor.trim() !== '') ilegivel(coluna, PRECO_INVALIDO);
    else campos[coluna] = lido;
  }
  for (const [coluna, valor] of [
    ['ativo', ativo],
    ['esgotado', esgotado],
    ['destaque', destaque],
  ] as const) {
    if (valor === undefined || valor.trim() === '') continue; // empty: the default (new) or as it is (update)
    const lido = readSimNao(valor);
    if (lido === undefined) ilegivel(coluna, 'use “sim” ou “não”.');
    else campos[coluna] = lido;
  }
  // Empty: not tracked (estoque), the default (maximo_por_pedido); the schema checks the range.
  for (const [coluna, valor, mensagem] of [
    ['estoque', estoque, 'O estoque deve ser um número inteiro (vazio: não controlar).'],
    ['maximo_por_pedido', maximo_por_pedido, 'O máximo por pedido deve ser um número inteiro (vazio: o padrão).'],
  ] as const) {
    if (valor === undefined) continue;
    const texto = valor.trim();
    if (texto === '') campos[coluna] = null;
    else if (/^-?\d+$/.test(texto)) campos[coluna] = Number(texto);
    else ilegivel(coluna, mensagem);
  }
  if (imagens !== undefined) campos.imagens = readImagens(imagens);
  return { campos, erros, ilegiveis };
}

/** The schema's own Portuguese messages, each after the column it is about. */
function mensagens(error: z.ZodError, ilegiveis = new Set<string>()): string[] {
  return error.issues
    .filter((issue) => !ilegiveis.has(String(issue.path[0])))
    .map((issue) => (issue.path.length ? `${String(issue.path[0])}: ${issue.message}` : issue.message));
}

const igual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * "preco: Informe o preço." with the column as the owner's sheet names it ("Preço: Informe o
 * preço."); a column the sheet does not have keeps the name the export writes.
 */
const comNomeDaPlanilha = (mensagem: string, nomes: NomesDasColunas) =>
  mensagem.replace(/^([a-z_]+): /, (prefixo, coluna: string) => (nomes[coluna as Coluna] ? `${nomes[coluna as Coluna]}: ` : prefixo));

/** `nomes`: the sheet's header as written, which the errors use to name its columns. */
export function analyzeImportacao(linhas: LinhaDaPlanilha[], loja: LojaAtual, nomes: NomesDasColunas = {}): AnaliseDaImportacao {
  const analise: AnaliseDaImportacao = { novos: [], mudancas: [], categoriasNovas: [], erros: [] };
  const produtoPorId = new Map(loja.produtos.map((produto) => [produto.id, produto]));
  const categoriaPorNome = new Map(loja.categorias.map((categoria) => [normalizar(categoria.nome), categoria.id]));
  const novaPorNome = new Map<string, string>();
  const linhaDoId = new Map<string, number>();
  let linhasNovas = 0;

  const categoriaDaLinha = (valor: string | undefined, erros: string[]): CategoriaDaLinha | undefined => {
    if (valor === undefined) return undefined;
    const lida = categoriaSchema.safeParse({ nome: valor });
    if (!lida.success) {
      // An empty cell is no category, not an error.
      if (valor.trim() !== '') erros.push(...mensagens(lida.error).map((mensagem) => mensagem.replace(/^nome:/, 'categoria:')));
      return { id: null };
    }
    const chave = normalizar(lida.data.nome);
    const existente = categoriaPorNome.get(chave);
    if (existente) return { id: existente };
    return { nova: novaPorNome.get(chave) ?? lida.data.nome };
  };

  for (const { linha, celulas } of linhas) {
    const { campos, erros, ilegiveis } = camposDaLinha(celulas);
    const categoria = categoriaDaLinha(celulas.categoria, erros);
    const id = celulas.id?.trim() ?? '';
    const erro = (mensagem: string) => analise.erros.push({ linha, mensagem: comNomeDaPlanilha(mensagem, nomes) });

    if (id) {
      const repetida = linhaDoId.get(id);
      linhaDoId.set(id, linha);
      const atual = produtoPorId.get(id);
      if (repetida !== undefined) erro(`O id ${id} se repete: já está na linha ${repetida}.`);
      else if (!atual) erro(`Produto não encontrado (id ${id}).`);
      const lido = produtoUpdateSchema.safeParse(campos);
      if (!lido.success) erros.push(...mensagens(lido.error, ilegiveis));
      if (!atual || repetida !== undefined || !lido.success) {
        erros.forEach(erro);
        continue;
      }
      const editado = { ...atual, ...lido.data };
      if (editado.preco_promocional !== null && editado.preco_promocional >= editado.preco)
        erros.push(`preco_promocional: ${PROMOCIONAL_ACIMA}`);
      if (erros.length) {
        erros.forEach(erro);
        continue;
      }
      const changes: AnaliseDaImportacao['mudancas'][number]['changes'] = {};
      for (const [campo, valor] of Object.entries(lido.data)) {
        if (!igual(valor, atual[campo as keyof Produto])) Object.assign(changes, { [campo]: valor });
      }
      if (changes.imagens) changes.imagem_url = changes.imagens[0] ?? '';
      const mudaCategoria = categoria !== undefined && !('id' in categoria && categoria.id === atual.categoria_id);
      if (!Object.keys(changes).length && !mudaCategoria) continue;
      analise.mudancas.push({ id, changes, ...(mudaCategoria && { categoria }) });
    } else {
      const lido = produtoSchema.safeParse({ ...campos, nome: campos.nome ?? '' });
      if (!lido.success) erros.push(...mensagens(lido.error, ilegiveis));
      linhasNovas += 1;
      // Only the first row past the limit says so: the rest would repeat it.
      const numero = loja.total + linhasNovas;
      if (numero === loja.limite + 1 || (loja.total >= loja.limite && linhasNovas === 1)) {
        erros.push(
          `Seu plano permite até ${loja.limite} produtos e este seria o ${numero}º. Exclua produtos ou mude de plano para cadastrar mais.`,
        );
      }
      if (!lido.success || erros.length) {
        erros.forEach(erro);
        continue;
      }
      const { imagens = [], ...dados } = lido.data;
      // Options and grades are not in the sheet: a new product has none (the product form adds them).
      analise.novos.push({
        dados: { ...dados, opcoes: [], variacoes: null, imagens, imagem_url: imagens[0] ?? '' },
        categoria: categoria ?? { id: null },
      });
    }
    if (categoria && 'nova' in categoria && !novaPorNome.has(normalizar(categoria.nova))) {
      novaPorNome.set(normalizar(categoria.nova), categoria.nova);
      analise.categoriasNovas.push(categoria.nova);
      if (loja.categorias.length + analise.categoriasNovas.length === MAX_CATEGORIAS + 1) {
        erro(
          `categoria: “${categoria.nova}” seria uma nova categoria, e a loja pode ter no máximo ${MAX_CATEGORIAS}. Use uma que já existe.`,
        );
      }
    }
  }
  if (linhas.length > IMPORTACAO_MAX_PRODUTOS) {
    analise.erros.unshift({
      linha: 1,
      mensagem: `Uma importação grava no máximo ${IMPORTACAO_MAX_PRODUTOS} produtos de uma vez, e a planilha tem ${linhas.length}: divida-a em arquivos menores.`,
    });
  }
  return analise;
}
