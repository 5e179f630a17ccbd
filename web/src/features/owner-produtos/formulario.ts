import {
  PRECO_INVALIDO,
  formatBRL,
  parsePrecoBR,
  reaisToCents,
  produtoSchema,
  z,
  type Produto,
  type ProdutoInput,
  type RegraPreco,
  type Unidade,
} from '@vitrine/shared';
import { SEM_GRADE, type VariacoesFormValues } from './grade';

/**
 * The product form as the owner fills it, and how it becomes the POST/PUT body: prices are the
 * text typed the Brazilian way ('1.234,50'), the promotion and the stock are switches that send
 * null when off, pictures and option groups are lists of objects (useFieldArray needs objects), and
 * every group and choice read from the product keeps its `id` so the server keeps it too. The body
 * then goes through the server's own produtoSchema, so the form refuses what the server would,
 * with the same messages on the same field paths.
 */

export interface OpcaoItemFormValues {
  id?: string;
  nome: string;
  /** '' for a free choice. */
  preco: string;
}

export interface OpcaoGrupoFormValues {
  id?: string;
  nome: string;
  /** 0: optional; 1 or more: required. Numbers (valueAsNumber): an emptied field is NaN. */
  min: number;
  max: number;
  itens: OpcaoItemFormValues[];
  /** 'sabores': a half-and-half pizza's flavours, each choice's price that of the whole pizza. */
  tipo: 'opcoes' | 'sabores';
  /** Sent only for 'sabores'. */
  regra_preco: RegraPreco;
}

export interface ProdutoFormValues {
  nome: string;
  descricao: string;
  /** '' for no category (the select's first option). */
  categoria_id: string;
  ativo: boolean;
  preco: string;
  em_promocao: boolean;
  preco_promocional: string;
  imagens: { url: string }[];
  opcoes: OpcaoGrupoFormValues[];
  controlar_estoque: boolean;
  estoque: string;
  /** '' for the default (maximoPorPedido: 10 with a tracked stock). */
  maximo_por_pedido: string;
  esgotado: boolean;
  destaque: boolean;
  /** "Peça também": ids of the shop's other products, in the order chosen, at most SUGESTOES_MAX. */
  sugestoes: string[];
  /** 'kg': the price is per kg, the stock in grams, and the two weights below apply (issue 30). */
  unidade: Unidade;
  /** Grams, as typed; '' is none (the schema asks for the step of a 'kg' product). */
  passo_gramas: string;
  /** '' for one step. */
  minimo_gramas: string;
  /** Sizes × colours; no axes: no grade. */
  variacoes: VariacoesFormValues;
  /** A combo of the shop's other products (issue 47): then it has no stock, grade or weight of its own. */
  e_combo: boolean;
  /** The combo's items in the order chosen, each with its units in one combo. */
  combo_itens: { produto_id: string; quantidade: number }[];
}

export const ESTOQUE_INVALIDO = 'O estoque deve ser um número inteiro.';
export const MAXIMO_INVALIDO = 'O máximo por pedido deve ser um número inteiro.';
export const GRAMAS_INVALIDO = 'Use gramas inteiros, como 100.';

export const precoParaDigitar = (preco: number) => preco.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A product read from the API (or none, to create one) as the form's starting values. */
export function toFormValues(produto?: Produto): ProdutoFormValues {
  return {
    nome: produto?.nome ?? '',
    descricao: produto?.descricao ?? '',
    categoria_id: produto?.categoria_id ?? '',
    ativo: produto?.ativo ?? true,
    preco: produto ? precoParaDigitar(produto.preco) : '',
    em_promocao: produto?.preco_promocional != null,
    preco_promocional: produto?.preco_promocional != null ? precoParaDigitar(produto.preco_promocional) : '',
    imagens: (produto?.imagens ?? []).map((url) => ({ url })),
    opcoes: (produto?.opcoes ?? []).map((grupo) => ({
      id: grupo.id,
      nome: grupo.nome,
      min: grupo.min,
      max: grupo.max,
      itens: grupo.itens.map((item) => ({ id: item.id, nome: item.nome, preco: item.preco > 0 ? precoParaDigitar(item.preco) : '' })),
      tipo: grupo.tipo ?? 'opcoes',
      regra_preco: grupo.regra_preco ?? 'media',
    })),
    controlar_estoque: produto?.estoque != null,
    estoque: produto?.estoque != null ? String(produto.estoque) : '',
    maximo_por_pedido: produto?.maximo_por_pedido != null ? String(produto.maximo_por_pedido) : '',
    esgotado: produto?.esgotado ?? false,
    destaque: produto?.destaque ?? false,
    sugestoes: produto?.sugestoes ?? [],
    unidade: produto?.unidade ?? 'un',
    passo_gramas: produto?.passo_gramas != null ? String(produto.passo_gramas) : '',
    minimo_gramas: produto?.minimo_gramas != null ? String(produto.minimo_gramas) : '',
    variacoes: produto?.variacoes
      ? {
          eixos: produto.variacoes.eixos.map((eixo) => ({ nome: eixo.nome, valores: [...eixo.valores] })),
          itens: produto.variacoes.itens.map((item) => ({
            id: item.id,
            valores: [...item.valores],
            preco: item.preco != null ? precoParaDigitar(item.preco) : '',
            estoque: item.estoque != null ? String(item.estoque) : '',
            esgotado: item.esgotado,
            sku: item.sku,
            imagem_url: item.imagem_url,
          })),
        }
      : SEM_GRADE,
    e_combo: produto?.combo != null,
    combo_itens: produto?.combo?.itens.map((item) => ({ ...item })) ?? [],
  };
}

/** A new group in the form: required, one choice out of two empty ones (the commonest: a size). */
export const novoGrupo = (): OpcaoGrupoFormValues => ({
  nome: '',
  min: 1,
  max: 1,
  itens: [
    { nome: '', preco: '' },
    { nome: '', preco: '' },
  ],
  tipo: 'opcoes',
  regra_preco: 'media',
});

interface Problema {
  path: (string | number)[];
  message: string;
}

/** A typed price: the number, or a problem at `path` when the text is no price (blank is `vazio`). */
function lerPreco<V extends number | null | undefined>(texto: string, path: Problema['path'], vazio: V, problemas: Problema[]): number | V {
  const typed = texto.trim();
  if (typed === '') return vazio;
  const preco = parsePrecoBR(typed);
  if (preco === null) problemas.push({ path, message: PRECO_INVALIDO });
  return preco ?? Number.NaN;
}

/** '1.000' or '12' (a pt-BR thousands dot is allowed); blank is `vazio`; anything else is `invalido` on the field. */
function lerInteiro<V>(texto: string, path: Problema['path'], vazio: V, invalido: string, problemas: Problema[]): number | V {
  const typed = texto.trim().replace(/\.(?=\d{3}(\D|$))/g, '');
  if (typed === '') return vazio;
  if (!/^-?\d+$/.test(typed)) problemas.push({ path, message: invalido });
  return Number(typed);
}

/**
 * The body before the server's schema, and the typing problems found on the way (a price that is no
 * price). Switched-off sections send their "none": no promotion is null, stock not tracked is null.
 */
export function toProdutoInput(values: ProdutoFormValues): { input: ProdutoInput; problemas: Problema[] } {
  const problemas: Problema[] = [];
  const imagens = values.imagens.map((imagem) => imagem.url);
  // A combo is sold by unit, with no stock or grade of its own (regrasDoCombo): the form hides them, and sends none.
  const combo = values.e_combo;
  const porPeso = !combo && values.unidade === 'kg';
  // A product by weight has no grade (PESO_SEM_GRADE): the form hides it, and sends none.
  const comGrade = !combo && !porPeso && values.variacoes.eixos.length > 0;
  const input = {
    nome: values.nome,
    descricao: values.descricao,
    categoria_id: values.categoria_id || null,
    ativo: values.ativo,
    // undefined (blank) lets the schema say 'Informe o preço.'
    preco: lerPreco(values.preco, ['preco'], undefined, problemas) as number,
    preco_promocional: values.em_promocao
      ? (lerPreco(values.preco_promocional, ['preco_promocional'], Number.NaN, problemas) ?? null)
      : null,
    imagens,
    imagem_url: imagens[0] ?? '',
    opcoes: values.opcoes.map((grupo, g) => ({
      ...(grupo.id ? { id: grupo.id } : {}),
      nome: grupo.nome,
      min: grupo.min,
      max: grupo.max,
      tipo: grupo.tipo,
      ...(grupo.tipo === 'sabores' ? { regra_preco: grupo.regra_preco } : {}),
      itens: grupo.itens.map((item, i) => ({
        ...(item.id ? { id: item.id } : {}),
        nome: item.nome,
        preco: lerPreco(item.preco, ['opcoes', g, 'itens', i, 'preco'], 0, problemas) ?? 0,
      })),
    })),
    // A blank stock is NaN: the schema's own 'Informe o estoque.' With a grade, each combination has its own.
    estoque:
      values.controlar_estoque && !comGrade && !combo
        ? lerInteiro(values.estoque, ['estoque'], Number.NaN, ESTOQUE_INVALIDO, problemas)
        : null,
    maximo_por_pedido: lerInteiro(values.maximo_por_pedido, ['maximo_por_pedido'], null, MAXIMO_INVALIDO, problemas),
    esgotado: values.esgotado,
    destaque: values.destaque,
    sugestoes: values.sugestoes,
    unidade: porPeso ? values.unidade : 'un',
    passo_gramas: porPeso ? lerInteiro(values.passo_gramas, ['passo_gramas'], null, GRAMAS_INVALIDO, problemas) : null,
    minimo_gramas: porPeso ? lerInteiro(values.minimo_gramas, ['minimo_gramas'], null, GRAMAS_INVALIDO, problemas) : null,
    variacoes: comGrade
      ? {
          eixos: values.variacoes.eixos.map((eixo) => ({ nome: eixo.nome, valores: eixo.valores })),
          itens: values.variacoes.itens.map((item, i) => ({
            ...(item.id ? { id: item.id } : {}),
            valores: item.valores,
            preco: lerPreco(item.preco, ['variacoes', 'itens', i, 'preco'], null, problemas),
            estoque: lerInteiro(item.estoque, ['variacoes', 'itens', i, 'estoque'], null, ESTOQUE_INVALIDO, problemas),
            esgotado: item.esgotado,
            sku: item.sku,
            imagem_url: item.imagem_url,
          })),
        }
      : null,
    combo: combo ? { itens: values.combo_itens.map(({ produto_id, quantidade }) => ({ produto_id, quantidade })) } : null,
  };
  return { input, problemas };
}

const formFields = z.custom<ProdutoFormValues>((value) => typeof value === 'object' && value !== null);

/**
 * The form's resolver schema: every problem at once (typing and the server's rules), one message
 * per field, and on success the body to send.
 */
export const produtoFormSchema = formFields.transform((values, ctx) => {
  const { input, problemas } = toProdutoInput(values);
  const result = produtoSchema.safeParse(input);
  const vistos = new Set<string>();
  for (const problema of [...problemas, ...(result.error?.issues ?? [])]) {
    const path = problema.path.map((parte) => (typeof parte === 'symbol' ? String(parte) : parte));
    const key = path.join('.');
    if (vistos.has(key)) continue;
    vistos.add(key);
    ctx.addIssue({ code: 'custom', path, message: problema.message });
  }
  return result.success && problemas.length === 0 ? result.data : z.NEVER;
});
export type ProdutoPayload = z.output<typeof produtoFormSchema>;

/** "de R$ 30,00 por R$ 25,00" while both typed prices read, so the owner sees what the catalogue will say. */
export function previewPromocao(preco: string, promocional: string): string | null {
  const de = parsePrecoBR(preco.trim());
  const por = parsePrecoBR(promocional.trim());
  if (de === null || por === null) return null;
  return `de ${formatBRL(reaisToCents(de))} por ${formatBRL(reaisToCents(por))}`;
}
