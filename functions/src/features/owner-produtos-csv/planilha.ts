import { parse, CsvError } from 'csv-parse/sync';
import { csvTexto, escreverCsv } from '@vitrine/shared/csv';
import { descreverItensDoCombo, nomeDaVariacao, type Categoria, type ImportacaoResultado, type Produto } from '@vitrine/shared';

/**
 * The products spreadsheet (docs/api.md, "Planilha de produtos"): the file format only, read and
 * written; what a row means for the shop is analise.ts's.
 */
const COLUNAS = [
  'id',
  'nome',
  'descricao',
  'preco',
  'preco_promocional',
  'categoria',
  'ativo',
  'esgotado',
  'destaque',
  'estoque',
  'maximo_por_pedido',
  'imagens',
] as const;
/**
 * The grade's columns (issue 30), always after the product's and in this order: `grade` the axes'
 * names ("Tamanho / Cor"), `variacao` the variant's values ("M / Preto"), `sku` its code. The
 * export writes them when a product of the shop has a grade; the import reads them in any sheet.
 */
export const COLUNAS_DA_GRADE = ['grade', 'variacao', 'sku'] as const;
/**
 * What a combo holds (issue 47), "2× X-Burger, 1× Batata frita", last: the export writes it when a
 * product of the shop is a combo; the import reads it only to check it was left as exported (a
 * combo's items change in the product form, analise.ts).
 */
export const COLUNA_DO_COMBO = 'combo';
const TODAS_AS_COLUNAS = [...COLUNAS, ...COLUNAS_DA_GRADE, COLUNA_DO_COMBO] as const;
export type Coluna = (typeof TODAS_AS_COLUNAS)[number];
export type Erro = ImportacaoResultado['erros'][number];

const SEPARADOR_DE_IMAGENS = ' | ';
/** Between the axes' names in `grade` and the values in `variacao`: "Tamanho / Cor", "M / Preto". */
export const SEPARADOR_DA_GRADE = '/';
const BOM = '\uFEFF';

/** Each column the sheet has, named as its header writes it ("Preço" for preco): errors name columns so. */
export type NomesDasColunas = Partial<Record<Coluna, string>>;

/** A sheet row: `linha` is the file's line where it starts (the header is line 1); only the columns the sheet has. */
export interface LinhaDaPlanilha {
  linha: number;
  celulas: Partial<Record<Coluna, string>>;
}

// ---------------------------------------------------------------- export

/** 6.5 → "6,50": no thousands separator, so any spreadsheet reads it back as the same number. */
const formatPreco = (preco: number | null): string => (preco === null ? '' : preco.toFixed(2).replace('.', ','));
const simNao = (valor: boolean) => (valor ? 'sim' : 'não');

/** A product's `combo` cell: its items by their names ('' for a plain product). */
export const celulaDoCombo = (produto: Pick<Produto, 'combo'>, nomes: ReadonlyMap<string, string>): string =>
  produto.combo
    ? descreverItensDoCombo(produto.combo.itens.map(({ produto_id, quantidade }) => ({ nome: nomes.get(produto_id) ?? '', quantidade })))
    : '';

/**
 * The products as a spreadsheet, through the product's one CSV writer (escreverCsv: Excel pt-BR's
 * format, formulas neutralised). A product with a grade is one row per variant: the product's
 * columns repeated, `preco` the variant's own ('' = the product's) and `estoque` the variant's.
 */
export function formatPlanilha(produtos: Produto[], categorias: Categoria[]): string {
  const nomeDaCategoria = new Map(categorias.map((categoria) => [categoria.id, categoria.nome]));
  const comGrade = produtos.some((produto) => produto.variacoes);
  const comCombo = produtos.some((produto) => produto.combo);
  const nomeDoProduto = new Map(produtos.map((produto) => [produto.id, produto.nome]));
  const linhas = produtos.flatMap((produto) => {
    const combo = comCombo ? [celulaDoCombo(produto, nomeDoProduto)] : [];
    const colunas = (preco: number | null, estoque: number | null) => [
      produto.id,
      produto.nome,
      produto.descricao,
      formatPreco(preco),
      formatPreco(produto.preco_promocional),
      (produto.categoria_id && nomeDaCategoria.get(produto.categoria_id)) ?? '',
      simNao(produto.ativo),
      simNao(produto.esgotado),
      simNao(produto.destaque),
      estoque === null ? '' : String(estoque),
      produto.maximo_por_pedido === null ? '' : String(produto.maximo_por_pedido),
      produto.imagens.join(SEPARADOR_DE_IMAGENS),
    ];
    if (!produto.variacoes) return [[...colunas(produto.preco, produto.estoque), ...(comGrade ? ['', '', ''] : []), ...combo]];
    const grade = produto.variacoes.eixos.map((eixo) => eixo.nome).join(` ${SEPARADOR_DA_GRADE} `);
    return produto.variacoes.itens.map((item) => [...colunas(item.preco, item.estoque), grade, nomeDaVariacao(item), item.sku, ...combo]);
  });
  return escreverCsv([[...COLUNAS, ...(comGrade ? COLUNAS_DA_GRADE : []), ...(comCombo ? [COLUNA_DO_COMBO] : [])], ...linhas]);
}

// ---------------------------------------------------------------- import

/** "Preço promocional", "PRECO_PROMOCIONAL", " preço-promocional " all name the column preco_promocional. */
export const normalizar = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252, which is what
 * Excel pt-BR writes under "CSV (separado por vírgulas)", so its accents still arrive.
 */
function texto(arquivo: Buffer): string {
  let conteudo: string;
  try {
    conteudo = new TextDecoder('utf-8', { fatal: true }).decode(arquivo);
  } catch {
    conteudo = new TextDecoder('windows-1252').decode(arquivo);
  }
  return conteudo.startsWith(BOM) ? conteudo.slice(1) : conteudo;
}

/** `;` or `,`, whichever the header line uses more (a one-column header: `;`). */
function separador(cabecalho: string): ';' | ',' {
  const conta = (caractere: string) => cabecalho.split(caractere).length - 1;
  return conta(',') > conta(';') ? ',' : ';';
}

/** The line where a quoted field that never closes opens (csv-parse reports the end of the file). */
function linhaDaAspaAberta(conteudo: string): number {
  let linha = 1;
  let aberta = 0;
  for (const caractere of conteudo) {
    if (caractere === '"') aberta = aberta ? 0 : linha;
    else if (caractere === '\n') linha += 1;
  }
  return aberta || linha;
}

const vazia = (registro: string[]) => registro.every((campo) => campo.trim() === '');

/** Columns without a name (spreadsheets save trailing empty ones) are null: their cells must be empty. */
function cabecalhoLido(registro: string[]): { colunas: (Coluna | null)[]; nomes: NomesDasColunas; erros: Erro[] } {
  const conhecidas = new Set<string>(TODAS_AS_COLUNAS);
  const colunas = registro.map((nome) => (normalizar(nome) || null) as Coluna | null);
  const desconhecidas = registro.filter((_nome, indice) => colunas[indice] !== null && !conhecidas.has(colunas[indice]!));
  const repetidas = colunas.filter((coluna, indice) => coluna !== null && conhecidas.has(coluna) && colunas.indexOf(coluna) !== indice);
  const erros: Erro[] = [];
  if (desconhecidas.length) {
    const nomes = desconhecidas.map((nome) => `“${nome.trim()}”`).join(', ');
    erros.push({ linha: 1, mensagem: `Coluna desconhecida: ${nomes}. Use as colunas ${COLUNAS.join(', ')}.` });
  }
  if (repetidas.length) erros.push({ linha: 1, mensagem: `Coluna repetida: ${[...new Set(repetidas)].join(', ')}.` });
  const nomes: NomesDasColunas = {};
  colunas.forEach((coluna, indice) => {
    if (coluna && !nomes[coluna]) nomes[coluna] = registro[indice]!.trim();
  });
  return { colunas, nomes, erros };
}

/**
 * Reads the sheet's rows by header name (any order, case and accents ignored). Blank lines (and
 * rows of empty cells, as spreadsheets save them) are skipped but counted. Problems of the file
 * itself (unknown columns, a quote never closed, a row wider than the header) come back as errors
 * with their line.
 */
export function readPlanilha(arquivo: Buffer): { linhas: LinhaDaPlanilha[]; nomes: NomesDasColunas; erros: Erro[] } {
  // One line break everywhere: csv-parse counts lines wrongly on CRLF files, and a description's
  // line break is stored as \n whatever the spreadsheet saved.
  const conteudo = texto(arquivo).replace(/\r\n?/g, '\n');
  let registros: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as {record, info}; csv-parse's types do not follow the option.
    registros = parse(conteudo, {
      delimiter: separador(conteudo.split('\n', 1)[0]!),
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (Tela 8") is text, as spreadsheets read it.
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as typeof registros;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const erro =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? { linha: linhaDaAspaAberta(conteudo), mensagem: 'Aspas (") sem fechamento: confira o campo entre aspas que começa nesta linha.' }
        : {
            linha: Number(error.lines) || 1,
            mensagem: 'Aspas (") fora do lugar: um campo entre aspas termina com aspas logo antes do separador.',
          };
    return { linhas: [], nomes: {}, erros: [erro] };
  }
  // info.lines is the line where a record ends; a quoted field's own line breaks say how far back it started.
  const comLinha = registros
    .filter(({ record }) => !vazia(record))
    .map(({ record, info }) => ({ record, linha: info.lines - (record.join('').split('\n').length - 1) }));
  const [cabecalho, ...corpo] = comLinha;
  if (!cabecalho) {
    return {
      linhas: [],
      nomes: {},
      erros: [{ linha: 1, mensagem: `A planilha está vazia: a primeira linha deve ter os nomes das colunas (${COLUNAS.join(';')}).` }],
    };
  }
  const { colunas, nomes, erros } = cabecalhoLido(cabecalho.record);
  if (erros.length) return { linhas: [], nomes, erros };
  if (!corpo.length)
    return { linhas: [], nomes, erros: [{ linha: 2, mensagem: 'A planilha não tem nenhum produto abaixo do cabeçalho.' }] };

  const linhas: LinhaDaPlanilha[] = [];
  for (const { record, linha } of corpo) {
    if (record.some((campo, indice) => !colunas[indice] && campo.trim() !== '')) {
      erros.push({ linha, mensagem: 'A linha tem valores fora das colunas do cabeçalho.' });
      continue;
    }
    const celulas: LinhaDaPlanilha['celulas'] = {};
    colunas.forEach((coluna, indice) => {
      // The apostrophe the export put before a formula-like text (=, +, -, @) is not the owner's.
      if (coluna && indice < record.length) celulas[coluna] = csvTexto(record[indice]!);
    });
    linhas.push({ linha, celulas });
  }
  return { linhas, nomes, erros };
}

export const readImagens = (valor: string): string[] =>
  valor
    .split('|')
    .map((url) => url.trim())
    .filter(Boolean);

/** sim/não, s/n, true/false, 1/0, x (a ticked cell), in any case or accent; undefined when it is none of them. */
export function readSimNao(valor: string): boolean | undefined {
  const normalizado = normalizar(valor);
  if (['sim', 's', 'true', 'verdadeiro', '1', 'x'].includes(normalizado)) return true;
  if (['nao', 'n', 'false', 'falso', '0'].includes(normalizado)) return false;
  return undefined;
}
