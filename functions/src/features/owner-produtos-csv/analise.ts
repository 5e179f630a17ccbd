import {
  categoriaSchema,
  parsePrecoBR,
  PESO_SEM_GRADE,
  PRECO_INVALIDO,
  PROMOCIONAL_ACIMA,
  produtoSchema,
  produtoUpdateSchema,
  regrasDoCombo,
  type Categoria,
  type Produto,
  type z,
} from '@vitrine/shared';
import { MAX_CATEGORIAS } from '../../model/categorias.js';
import { idNoProduto, type ProdutoDados } from '../../model/produtos.js';
import {
  celulaDoCombo,
  readImagens,
  readSimNao,
  normalizar,
  type Coluna,
  type Erro,
  type LinhaDaPlanilha,
  type NomesDasColunas,
} from './planilha.js';
import { readPartes, readVariacoes } from './variacoes.js';

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
  /** The plan's product limit and the shop's product count (lojistas/{lojaId}.total_produtos). */
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

/**
 * The API's combo rules (regrasDoCombo: no stock, grade or weight of its own) on the product as
 * the row leaves it, each after the sheet's column it is about (a grade is its `variacao` rows).
 */
function regrasDoComboNaLinha(produto: Parameters<typeof regrasDoCombo>[0]): string[] {
  const erros: string[] = [];
  regrasDoCombo(produto, {
    addIssue: ({ path, message }) => erros.push(`${path[0] === 'variacoes' ? 'variacao' : path[0]}: ${message}`),
  });
  return erros;
}

/** A combo's items are chosen in the product form, where their ids are: the sheet only says them, by name. */
const COMBO_SO_NO_FORMULARIO =
  'combo: Os itens de um combo mudam no formulário do produto: na planilha, deixe a coluna combo como foi exportada.';

/** "2× X-Burger, 1× Batata frita" read the way a spreadsheet may give it back: any case, accents, spacing, or 2x for 2×. */
const comboComparavel = (valor: string) => normalizar(valor).replace(/×/g, 'x').replace(/_?,_?/g, ',');

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

/**
 * The rows of one product: one row, or the rows of its grade (issue 30). `repetida`: the id was
 * already on that line without a grade on one of the two rows, which is an error as before grades.
 */
export interface ProdutoDaPlanilha {
  linhas: LinhaDaPlanilha[];
  /** '' for a new product. */
  id: string;
  /** The rows name a variant (`variacao`). */
  grade: boolean;
  repetida?: number;
}

/** SKU_REPETIDO's rule, naming the code and the product that has it. */
const SKU_EM_OUTRO_PRODUTO = (sku: string, produto: string) =>
  `O código (SKU) ${sku} já é usado em outra variação da loja, em “${produto}”.`;

const temVariacao = ({ celulas }: LinhaDaPlanilha) => (celulas.variacao ?? '').trim() !== '';
const nomeDaLinha = ({ celulas }: LinhaDaPlanilha) => (celulas.nome ?? '').trim();

/**
 * The sheet's products: rows with the same `id` and a `variacao` are one existing product's grade
 * (wherever they are); rows without `id`, one after the other, with the same `nome` and a
 * `variacao`, are one new product's grade; any other row is a product of its own.
 */
export function groupProdutos(linhas: LinhaDaPlanilha[]): ProdutoDaPlanilha[] {
  const produtos: ProdutoDaPlanilha[] = [];
  const porId = new Map<string, ProdutoDaPlanilha>();
  const ultimaLinhaDoId = new Map<string, number>();
  let anterior: ProdutoDaPlanilha | undefined;
  for (const linha of linhas) {
    const id = linha.celulas.id?.trim() ?? '';
    const grade = temVariacao(linha);
    if (id) {
      const existente = porId.get(id);
      const ultima = ultimaLinhaDoId.get(id);
      ultimaLinhaDoId.set(id, linha.linha);
      if (existente?.grade && grade) {
        existente.linhas.push(linha);
        anterior = existente;
        continue;
      }
      anterior = { linhas: [linha], id, grade, ...(ultima !== undefined && { repetida: ultima }) };
      if (!existente) porId.set(id, anterior);
      produtos.push(anterior);
    } else if (grade && anterior && !anterior.id && anterior.grade && nomeDaLinha(anterior.linhas[0]!) === nomeDaLinha(linha)) {
      anterior.linhas.push(linha);
    } else {
      anterior = { linhas: [linha], id: '', grade };
      produtos.push(anterior);
    }
  }
  return produtos;
}

/** The columns of the product itself, repeated on each row of its grade; `preco`, `estoque`, `variacao` and `sku` are the variant's. */
const COLUNAS_DO_PRODUTO = [
  'nome',
  'descricao',
  'preco_promocional',
  'categoria',
  'ativo',
  'esgotado',
  'destaque',
  'maximo_por_pedido',
  'imagens',
  'grade',
  'combo',
] as const satisfies Coluna[];

/** A product column's cell as what it means, so that "sim" and "Sim", "5" and "5,00" are the same. */
function comparavel(coluna: (typeof COLUNAS_DO_PRODUTO)[number], valor: string): string {
  switch (coluna) {
    case 'preco_promocional':
      return String(parsePrecoBR(valor) ?? valor.trim());
    case 'ativo':
    case 'esgotado':
    case 'destaque':
      return String(readSimNao(valor) ?? normalizar(valor));
    case 'categoria':
      return normalizar(valor);
    case 'imagens':
      return readImagens(valor).join('|');
    case 'grade':
      return readPartes(valor).join('/');
    case 'combo':
      return comboComparavel(valor);
    default:
      return valor.trim();
  }
}

/**
 * The product's cells of a grade's rows: for each column, the first row that fills it; a later row
 * may repeat it or leave it empty, and one that says otherwise is an error on its line.
 */
function celulasDoProduto(linhas: LinhaDaPlanilha[]): {
  celulas: LinhaDaPlanilha['celulas'];
  /** The row each column was taken from, where a complaint about it belongs. */
  linhaDaColuna: Partial<Record<Coluna, number>>;
  erros: Erro[];
} {
  const celulas: LinhaDaPlanilha['celulas'] = {};
  const linhaDaColuna: Partial<Record<Coluna, number>> = {};
  const erros: Erro[] = [];
  for (const coluna of COLUNAS_DO_PRODUTO) {
    let referencia: { linha: number; valor: string } | undefined;
    for (const { linha, celulas: daLinha } of linhas) {
      const valor = daLinha[coluna];
      if (valor === undefined) continue;
      celulas[coluna] ??= valor;
      if (valor.trim() === '') continue;
      if (!referencia) {
        referencia = { linha, valor: comparavel(coluna, valor) };
        celulas[coluna] = valor;
        linhaDaColuna[coluna] = linha;
      } else if (comparavel(coluna, valor) !== referencia.valor) {
        erros.push({
          linha,
          mensagem: `${coluna}: Diferente da linha ${referencia.linha}, que é do mesmo produto: repita os dados do produto iguais em cada linha da grade (ou deixe vazio).`,
        });
      }
    }
  }
  return { celulas, linhaDaColuna, erros };
}

/** Ascending by line, the messages of one line in the order they were found. */
const porLinha = (erros: Erro[]) =>
  erros
    .map((erro, indice) => ({ erro, indice }))
    .sort((a, b) => a.erro.linha - b.erro.linha || a.indice - b.indice)
    .map(({ erro }) => erro);

/**
 * `nomes`: the sheet's header as written, which the errors use to name its columns. `novoId`: a new
 * variant's id (kept ones are the product's).
 */
export function analyzeImportacao(
  linhas: LinhaDaPlanilha[],
  loja: LojaAtual,
  nomes: NomesDasColunas = {},
  novoId: () => string = idNoProduto,
): AnaliseDaImportacao {
  const analise: AnaliseDaImportacao = { novos: [], mudancas: [], categoriasNovas: [], erros: [] };
  const produtoPorId = new Map(loja.produtos.map((produto) => [produto.id, produto]));
  const categoriaPorNome = new Map(loja.categorias.map((categoria) => [normalizar(categoria.nome), categoria.id]));
  const novaPorNome = new Map<string, string>();
  const nomeDoProduto = new Map(loja.produtos.map((produto) => [produto.id, produto.nome]));
  /** The row's `combo` cell says what the product holds now (none for a new one), or the sheet has no such column. */
  const comboComoExportado = (valor: string | undefined, atual: Produto | undefined) =>
    valor === undefined || comboComparavel(valor) === comboComparavel(atual ? celulaDoCombo(atual, nomeDoProduto) : '');
  const produtosDaPlanilha = groupProdutos(linhas);
  let linhasNovas = 0;

  // A code (SKU) is unique in the shop: in the sheet, and against the grades of the products whose grade the sheet does not replace.
  const substituidas = new Set(produtosDaPlanilha.filter((produto) => produto.grade && produto.id).map((produto) => produto.id));
  const skusDaLoja = new Map(
    loja.produtos
      .filter((produto) => !substituidas.has(produto.id))
      .flatMap((produto) => (produto.variacoes?.itens ?? []).filter((item) => item.sku).map((item) => [item.sku, produto.nome] as const)),
  );
  const linhaDoSku = new Map<string, number>();

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

  const limiteDoPlano = (erros: string[]) => {
    linhasNovas += 1;
    // Only the first product past the limit says so: the rest would repeat it.
    const numero = loja.total + linhasNovas;
    if (numero === loja.limite + 1 || (loja.total >= loja.limite && linhasNovas === 1)) {
      erros.push(
        `Seu plano permite até ${loja.limite} produtos e este seria o ${numero}º. Exclua produtos ou mude de plano para cadastrar mais.`,
      );
    }
  };

  for (const produto of produtosDaPlanilha) {
    const { linha, celulas } = produto.linhas[0]!;
    const erro = (mensagem: string, naLinha = linha) =>
      analise.erros.push({ linha: naLinha, mensagem: comNomeDaPlanilha(mensagem, nomes) });
    const id = produto.id;
    let categoria: CategoriaDaLinha | undefined;

    if (!produto.grade || produto.repetida !== undefined) {
      const { campos, erros, ilegiveis } = camposDaLinha(celulas);
      categoria = categoriaDaLinha(celulas.categoria, erros);
      // A code or an axis belongs to a variant: a row without one has none.
      if ((celulas.sku ?? '').trim() !== '')
        erros.push('sku: O código (SKU) é de uma variação: informe a variação, como M / Preto, e a grade, como Tamanho / Cor.');
      else if ((celulas.grade ?? '').trim() !== '') erros.push('variacao: Informe a variação desta linha da grade, como M / Preto.');

      if (id) {
        const repetida = produto.repetida;
        const atual = produtoPorId.get(id);
        if (repetida !== undefined) erro(`O id ${id} se repete: já está na linha ${repetida}.`);
        else if (!atual) erro(`Produto não encontrado (id ${id}).`);
        const lido = produtoUpdateSchema.safeParse(campos);
        if (!lido.success) erros.push(...mensagens(lido.error, ilegiveis));
        if (!atual || repetida !== undefined || !lido.success) {
          erros.forEach((mensagem) => erro(mensagem));
          continue;
        }
        const editado = { ...atual, ...lido.data };
        if (editado.preco_promocional !== null && editado.preco_promocional >= editado.preco)
          erros.push(`preco_promocional: ${PROMOCIONAL_ACIMA}`);
        if (!comboComoExportado(celulas.combo, atual)) erros.push(COMBO_SO_NO_FORMULARIO);
        erros.push(...regrasDoComboNaLinha(editado));
        if (erros.length) {
          erros.forEach((mensagem) => erro(mensagem));
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
        if (!comboComoExportado(celulas.combo, undefined)) erros.push(COMBO_SO_NO_FORMULARIO);
        limiteDoPlano(erros);
        if (!lido.success || erros.length) {
          erros.forEach((mensagem) => erro(mensagem));
          continue;
        }
        const { imagens = [], ...dados } = lido.data;
        // Options are not in the sheet: a new product has none (the product form adds them).
        analise.novos.push({
          dados: { ...dados, opcoes: [], variacoes: null, imagens, imagem_url: imagens[0] ?? '' },
          categoria: categoria ?? { id: null },
        });
      }
    } else {
      // A grade: the product's columns from its rows, the variants' from each row (variacoes.ts).
      const lidas = celulasDoProduto(produto.linhas);
      // "ativo: …" is about the row the product's ativo was taken from.
      const naLinhaDaColuna = (mensagem: string) => lidas.linhaDaColuna[/^([a-z_]+): /.exec(mensagem)?.[1] as Coluna] ?? linha;
      const { campos, erros, ilegiveis } = camposDaLinha(lidas.celulas);
      categoria = categoriaDaLinha(lidas.celulas.categoria, erros);
      const atual = id ? produtoPorId.get(id) : undefined;
      const grade = readVariacoes(produto.linhas, lidas.celulas.grade, atual?.variacoes ?? null, novoId);
      if (atual?.unidade === 'kg') erros.push(`variacao: ${PESO_SEM_GRADE}`);
      const deOutrasLinhas = [...lidas.erros, ...grade.erros];
      for (const { linha: naLinha, sku } of grade.skus) {
        const repetido = linhaDoSku.get(sku);
        if (repetido !== undefined)
          deOutrasLinhas.push({ linha: naLinha, mensagem: `sku: O código (SKU) ${sku} se repete: já está na linha ${repetido}.` });
        else linhaDoSku.set(sku, naLinha);
        const outro = skusDaLoja.get(sku);
        if (outro !== undefined) deOutrasLinhas.push({ linha: naLinha, mensagem: `sku: ${SKU_EM_OUTRO_PRODUTO(sku, outro)}` });
      }
      if (id && !atual) {
        erro(`Produto não encontrado (id ${id}).`);
        deOutrasLinhas.forEach(({ linha: naLinha, mensagem }) => erro(mensagem, naLinha));
        continue;
      }
      if (atual) {
        const lido = produtoUpdateSchema.safeParse(campos);
        if (!lido.success) erros.push(...mensagens(lido.error, ilegiveis));
        const editado = { ...atual, ...(lido.success && lido.data) };
        if (lido.success && editado.preco_promocional !== null && editado.preco_promocional >= editado.preco)
          erros.push(`preco_promocional: ${PROMOCIONAL_ACIMA}`);
        if (!comboComoExportado(lidas.celulas.combo, atual)) erros.push(COMBO_SO_NO_FORMULARIO);
        erros.push(...regrasDoComboNaLinha({ ...editado, variacoes: grade.variacoes }));
        erros.forEach((mensagem) => erro(mensagem, naLinhaDaColuna(mensagem)));
        deOutrasLinhas.forEach(({ linha: naLinha, mensagem }) => erro(mensagem, naLinha));
        if (!lido.success || erros.length || deOutrasLinhas.length || !grade.variacoes) continue;
        const changes: AnaliseDaImportacao['mudancas'][number]['changes'] = {};
        for (const [campo, valor] of Object.entries({ ...lido.data, variacoes: grade.variacoes })) {
          if (!igual(valor, atual[campo as keyof Produto])) Object.assign(changes, { [campo]: valor });
        }
        if (changes.imagens) changes.imagem_url = changes.imagens[0] ?? '';
        const mudaCategoria = categoria !== undefined && !('id' in categoria && categoria.id === atual.categoria_id);
        if (Object.keys(changes).length || mudaCategoria) analise.mudancas.push({ id, changes, ...(mudaCategoria && { categoria }) });
      } else {
        // A new product's price is its variants' lowest: a variant without its own costs that.
        const preco = grade.precos.length ? Math.min(...grade.precos) : undefined;
        const lido = produtoSchema.safeParse({ ...campos, nome: campos.nome ?? '', ...(preco !== undefined && { preco }) });
        if (grade.precoIlegivel) ilegiveis.add('preco');
        if (!lido.success) erros.push(...mensagens(lido.error, ilegiveis));
        if (!comboComoExportado(lidas.celulas.combo, undefined)) erros.push(COMBO_SO_NO_FORMULARIO);
        limiteDoPlano(erros);
        erros.forEach((mensagem) => erro(mensagem, naLinhaDaColuna(mensagem)));
        deOutrasLinhas.forEach(({ linha: naLinha, mensagem }) => erro(mensagem, naLinha));
        if (!lido.success || erros.length || deOutrasLinhas.length || !grade.variacoes) continue;
        const { imagens = [], ...dados } = lido.data;
        analise.novos.push({
          dados: { ...dados, opcoes: [], variacoes: grade.variacoes, imagens, imagem_url: imagens[0] ?? '' },
          categoria: categoria ?? { id: null },
        });
      }
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
  analise.erros = porLinha(analise.erros);
  if (produtosDaPlanilha.length > IMPORTACAO_MAX_PRODUTOS) {
    analise.erros.unshift({
      linha: 1,
      mensagem: `Uma importação grava no máximo ${IMPORTACAO_MAX_PRODUTOS} produtos de uma vez, e a planilha tem ${produtosDaPlanilha.length}: divida-a em arquivos menores.`,
    });
  }
  return analise;
}
