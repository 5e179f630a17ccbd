import { MAX_PRECO, parsePrecoBR } from '../money.js';
import { PEDIDO_MAX_UNIDADES } from '../pedido/status.js';
import {
  ESTOQUE_MAX,
  IMAGENS_MAX,
  OPCOES_MAX_GRUPOS,
  OPCOES_MAX_ITENS,
  PESO_MAX_GRAMAS,
  REGRAS_PRECO,
  SABORES_MAX,
  SUGESTOES_MAX,
  UNIDADES,
  VARIACAO_EIXOS_MAX,
  VARIACAO_ITENS_MAX,
  VARIACAO_VALORES_MAX,
  type OpcaoGrupo,
  type Unidade,
  type Variacoes,
} from './regras.js';
import {
  COMBO_ITEM_INVALIDO,
  COMBO_ITEM_REPETIDO,
  COMBO_ITENS_MAX,
  COMBO_POUCOS_ITENS,
  COMBO_QUANTIDADE_MAX,
  COMBO_SEM_ESTOQUE,
  COMBO_SEM_GRADE,
  COMBO_SEM_PESO,
  COMBO_UNIDADES_MIN,
  type Combo,
} from './combo.js';
import { imagemUrlSchema, texto, z } from '../zod.js';

/**
 * The owner's products and categories (docs/api.md, owner-produtos, owner-categorias): one schema
 * per request body, used by the forms (react-hook-form) and by the API (strict: unknown fields are
 * refused), and the shapes the API answers. The rules the public app shares are regras.ts's.
 * Lengths are bounded so the shop's public catalogue document (every active product in one
 * document) stays under half of Firestore's 1 MiB at the largest plan's 500 products: about 900
 * bytes a product at worst. A product's options and extra pictures are not in that document (the
 * product page reads them from the product itself), so they do not count against it.
 */
const preco = (obrigatorio: string) =>
  z
    .number(obrigatorio)
    .min(0, 'O preço não pode ser negativo.')
    .max(MAX_PRECO, 'Preço alto demais.')
    .transform((valor) => Math.round(valor * 100) / 100);

/** An id the server gave (a group's or a choice's): sent back on edit so that it stays the same. */
const opcaoId = z.string().trim().max(40).optional();

const opcaoItemSchema = z.strictObject({
  id: opcaoId,
  nome: texto(60).min(1, 'Informe o nome da opção.'),
  preco: preco('Informe o preço da opção.').default(0),
});

export const PROMOCIONAL_ACIMA = 'O preço promocional deve ser menor que o preço.';
/** The refusals of a product's `sugestoes` ("Peça também"): the schema's, and the service's against the shop's products. */
export const SUGESTOES_DEMAIS = `Escolha no máximo ${SUGESTOES_MAX} sugestões.`;
export const SUGESTOES_REPETIDAS = 'A mesma sugestão foi escolhida mais de uma vez.';
export const SUGESTAO_INVALIDA = 'Sugestão inválida: escolha produtos da sua loja.';
export const SUGESTAO_PROPRIA = 'Um produto não pode sugerir a si mesmo.';

/** One group of choices; its rule (min ≤ max ≤ choices) is checked here so the form shows it on the group. */
export const opcaoGrupoSchema = z
  .strictObject({
    id: opcaoId,
    nome: texto(60).min(1, 'Informe o nome do grupo.'),
    min: z.number('Informe o mínimo.').int('Use um número inteiro.').min(0, 'O mínimo não pode ser negativo.').max(OPCOES_MAX_ITENS),
    max: z
      .number('Informe o máximo.')
      .int('Use um número inteiro.')
      .min(1, 'O máximo deve ser pelo menos 1.')
      .max(OPCOES_MAX_ITENS, `O máximo é ${OPCOES_MAX_ITENS}.`),
    itens: z
      .array(opcaoItemSchema, 'Adicione pelo menos uma opção ao grupo.')
      .min(1, 'Adicione pelo menos uma opção ao grupo.')
      .max(OPCOES_MAX_ITENS, `Use no máximo ${OPCOES_MAX_ITENS} opções por grupo.`),
    /** 'sabores': a half-and-half pizza's flavours, priced by `regra_preco` (regras.ts precoDosSabores). */
    tipo: z.enum(['opcoes', 'sabores'], 'Tipo de grupo inválido: use opcoes ou sabores.').default('opcoes'),
    regra_preco: z.enum(REGRAS_PRECO, 'Regra de preço inválida: use media, maior ou proporcional.').optional(),
  })
  .superRefine((grupo, ctx) => {
    if (grupo.tipo === 'sabores' && (grupo.max < 2 || grupo.max > SABORES_MAX)) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: `Uma pizza tem de 2 a ${SABORES_MAX} sabores.` });
    }
    if (grupo.tipo === 'sabores' && grupo.min < 1) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'Escolher o sabor é obrigatório: use mínimo 1.' });
    }
    if (grupo.min > grupo.max) ctx.addIssue({ code: 'custom', path: ['min'], message: 'O mínimo não pode ser maior que o máximo.' });
    if (grupo.max > grupo.itens.length) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: `O máximo não pode passar do número de opções (${grupo.itens.length}).` });
    }
  })
  // A flavours group always says its rule; a plain group carries none.
  .transform(({ regra_preco, ...grupo }) =>
    grupo.tipo === 'sabores' ? { ...grupo, regra_preco: regra_preco ?? ('media' as const) } : grupo,
  );
export type OpcaoGrupoInput = z.input<typeof opcaoGrupoSchema>;

const estoqueSchema = z
  .number('Informe o estoque.')
  .int('O estoque deve ser um número inteiro.')
  .min(0, 'O estoque não pode ser negativo.')
  .max(ESTOQUE_MAX, 'Estoque alto demais.')
  .nullable();

const valorDeEixo = texto(30).min(1, 'Informe o valor.');

/** One combination of the grade; `id` as the server gave it (kept on edit), absent for a new one. */
const variacaoItemSchema = z.strictObject({
  id: opcaoId,
  valores: z.array(valorDeEixo, 'Informe os valores da variação.'),
  preco: preco('Informe o preço da variação.').nullable().default(null),
  estoque: estoqueSchema.default(null),
  esgotado: z.boolean().default(false),
  sku: texto(40)
    .regex(/^[\p{L}\p{N}._\-/]*$/u, 'Use no código (SKU) só letras, números, ponto, traço, barra ou sublinhado.')
    .default(''),
  imagem_url: imagemUrlSchema.nullable().default(null),
});

/**
 * A product's grade (issue 30): 1–2 axes of 1–20 distinct values, at most 100 combinations, each
 * naming one value of each axis, no combination twice, no code twice in the product (the service
 * checks the rest of the shop).
 */
export const variacoesSchema = z
  .strictObject({
    eixos: z
      .array(
        z.strictObject({
          nome: texto(30).min(1, 'Informe o nome do eixo, como Tamanho ou Cor.'),
          valores: z
            .array(valorDeEixo, 'Informe os valores.')
            .min(1, 'Informe pelo menos um valor.')
            .max(VARIACAO_VALORES_MAX, `Use no máximo ${VARIACAO_VALORES_MAX} valores por eixo.`)
            .refine((valores) => new Set(valores).size === valores.length, 'Há valores repetidos.'),
        }),
        'Informe os eixos da grade.',
      )
      .min(1, 'Informe pelo menos um eixo, como Tamanho.')
      .max(VARIACAO_EIXOS_MAX, `Use no máximo ${VARIACAO_EIXOS_MAX} eixos, como Tamanho e Cor.`),
    itens: z
      .array(variacaoItemSchema, 'Informe as combinações da grade.')
      .min(1, 'Informe pelo menos uma combinação.')
      .max(VARIACAO_ITENS_MAX, `Use no máximo ${VARIACAO_ITENS_MAX} combinações.`),
  })
  .superRefine(({ eixos, itens }, ctx) => {
    const vistas = new Set<string>();
    const skus = new Set<string>();
    itens.forEach((item, i) => {
      if (item.valores.length !== eixos.length || item.valores.some((valor, e) => !eixos[e]!.valores.includes(valor))) {
        ctx.addIssue({ code: 'custom', path: ['itens', i, 'valores'], message: 'Combinação com um valor que não está nos eixos.' });
      }
      const chave = JSON.stringify(item.valores);
      if (vistas.has(chave)) ctx.addIssue({ code: 'custom', path: ['itens', i, 'valores'], message: 'Combinação repetida.' });
      vistas.add(chave);
      if (item.sku && skus.has(item.sku)) ctx.addIssue({ code: 'custom', path: ['itens', i, 'sku'], message: SKU_REPETIDO });
      if (item.sku) skus.add(item.sku);
    });
  });
export type VariacoesInput = z.input<typeof variacoesSchema>;

export const SKU_REPETIDO = 'Este código (SKU) já é usado em outra variação da loja.';
export const PESO_SEM_GRADE = 'Um produto vendido por peso não tem grade de tamanhos e cores.';

const gramasSchema = (nome: string) =>
  z
    .number(`Informe ${nome}.`)
    .int(`Use gramas inteiros em ${nome}.`)
    .min(1, `Informe ${nome}.`)
    .max(PESO_MAX_GRAMAS, `Use no máximo ${PESO_MAX_GRAMAS / 1000} kg em ${nome}.`)
    .nullable();

/**
 * A combo's items (issue 47): 1–COMBO_ITENS_MAX distinct products, each 1–COMBO_QUANTIDADE_MAX
 * units, at least COMBO_UNIDADES_MIN units in all. The service checks that they are other plain
 * products of the shop (no combo inside a combo, none sold by weight).
 */
export const comboSchema = z.strictObject({
  itens: z
    .array(
      z.strictObject({
        produto_id: z.string(COMBO_ITEM_INVALIDO).trim().min(1, COMBO_ITEM_INVALIDO).max(64, COMBO_ITEM_INVALIDO),
        quantidade: z
          .number('Informe a quantidade do item.')
          .int('A quantidade do item deve ser um número inteiro.')
          .min(1, 'A quantidade do item deve ser pelo menos 1.')
          .max(COMBO_QUANTIDADE_MAX, `Use no máximo ${COMBO_QUANTIDADE_MAX} unidades de cada item.`),
      }),
      'Escolha os itens do combo.',
    )
    .min(1, COMBO_POUCOS_ITENS)
    .max(COMBO_ITENS_MAX, `Um combo tem no máximo ${COMBO_ITENS_MAX} itens.`)
    .refine((itens) => new Set(itens.map((item) => item.produto_id)).size === itens.length, COMBO_ITEM_REPETIDO)
    .refine((itens) => itens.reduce((soma, item) => soma + item.quantidade, 0) >= COMBO_UNIDADES_MIN, COMBO_POUCOS_ITENS),
});
export type ComboInput = z.input<typeof comboSchema>;

/**
 * The rules between a combo and its own fields, on whatever the body carries (the update's partial
 * body is checked again against the stored product by the service): no grade, no weight, no stock of its own.
 */
export function regrasDoCombo(
  produto: { combo?: Combo | ComboInput | null; variacoes?: unknown; unidade?: Unidade; estoque?: number | null },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if (!produto.combo) return;
  if (produto.variacoes) ctx.addIssue({ code: 'custom', path: ['variacoes'], message: COMBO_SEM_GRADE });
  if (produto.unidade === 'kg') ctx.addIssue({ code: 'custom', path: ['unidade'], message: COMBO_SEM_PESO });
  if (produto.estoque != null) ctx.addIssue({ code: 'custom', path: ['estoque'], message: COMBO_SEM_ESTOQUE });
}

const produtoFields = {
  nome: texto(100).min(1, 'Informe o nome do produto.'),
  descricao: texto(400),
  imagem_url: imagemUrlSchema,
  preco: preco('Informe o preço.'),
  /** Charged instead of `preco` when set; must be below it (checked against the stored price on a partial update). */
  preco_promocional: preco('Informe o preço promocional.').nullable(),
  /** Shown with "Esgotado" and refused by orders; the product stays in the catalogue. */
  esgotado: z.boolean(),
  /** Listed under "Destaques" at the top of the catalogue, as well as under its category. */
  destaque: z.boolean(),
  /** Units left, taken down by orders and given back by cancellations; null: not tracked. At 0 it is sold out. */
  estoque: estoqueSchema,
  /**
   * Units one order may take (issue 24); null: 10 while the stock is tracked (MAXIMO_POR_PEDIDO_PADRAO),
   * else only the order's own cap of PEDIDO_MAX_UNIDADES.
   */
  maximo_por_pedido: z
    .number('Informe o máximo por pedido.')
    .int('O máximo por pedido deve ser um número inteiro.')
    .min(1, 'O máximo por pedido deve ser pelo menos 1.')
    .max(PEDIDO_MAX_UNIDADES, `O máximo por pedido é ${PEDIDO_MAX_UNIDADES}.`)
    .nullable(),
  /** Up to 5 pictures in order, the first is the cover (`imagem_url` is kept equal to it). */
  imagens: z
    .array(imagemUrlSchema.refine((url) => url !== '', 'Foto sem endereço.'))
    .max(IMAGENS_MAX, `Use no máximo ${IMAGENS_MAX} fotos.`),
  opcoes: z.array(opcaoGrupoSchema).max(OPCOES_MAX_GRUPOS, `Use no máximo ${OPCOES_MAX_GRUPOS} grupos de opções.`),
  ativo: z.boolean(),
  /**
   * "Peça também" (issue 29): up to SUGESTOES_MAX ids of other products of the shop, shown in the
   * cart next to this one. The service checks that they exist in the shop and are not the product itself.
   */
  sugestoes: z
    .array(z.string(SUGESTAO_INVALIDA).trim().min(1, SUGESTAO_INVALIDA).max(64, SUGESTAO_INVALIDA), SUGESTAO_INVALIDA)
    .max(SUGESTOES_MAX, SUGESTOES_DEMAIS)
    .refine((ids) => new Set(ids).size === ids.length, SUGESTOES_REPETIDAS),
  /** Sizes × colours with their own stock (issue 30); null: none. With a grade, the product's own `estoque` is not used. */
  variacoes: variacoesSchema.nullable(),
  /** 'kg': `preco` is per kg, orders ask for grams, `estoque` is in grams (issue 30). */
  unidade: z.enum(UNIDADES, 'Unidade inválida: use un ou kg.'),
  /** For 'kg': the step of the customer's weight (e.g. 100 g). */
  passo_gramas: gramasSchema('o passo do peso'),
  /** For 'kg': the least weight a customer may ask for; null: one step. */
  minimo_gramas: gramasSchema('o peso mínimo'),
  // A form's "no category" option may send '' as well as null: both mean none.
  categoria_id: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .transform((id) => id || null),
  /** A combo of the shop's other products (issue 47); null: a plain product. */
  combo: comboSchema.nullable(),
};

export const PRECO_INVALIDO = 'Preço inválido: use só números, como 12,50.';

/**
 * The product form's price: the text the owner typed ("1.234,56"), parsed the pt-BR way and then
 * held to the API's own number rules. Text that is no price is refused here, on the field.
 */
export const precoDigitadoSchema = z
  .string()
  .trim()
  .min(1, 'Informe o preço.')
  .transform((texto, ctx) => {
    const preco = parsePrecoBR(texto);
    if (preco === null) {
      ctx.addIssue({ code: 'custom', message: PRECO_INVALIDO });
      return z.NEVER;
    }
    return preco;
  })
  .pipe(produtoFields.preco);

const promocionalAbaixo = (produto: { preco?: number; preco_promocional?: number | null }) =>
  produto.preco === undefined || produto.preco_promocional == null || produto.preco_promocional < produto.preco;

/**
 * The rules between fields of a product sold by weight, on whatever the body carries (the update's
 * partial body is checked again against the stored product by the service): a step for 'kg', a
 * minimum that is a multiple of it, and no grade.
 */
export function regrasDoPeso(
  produto: {
    unidade?: Unidade;
    passo_gramas?: number | null;
    minimo_gramas?: number | null;
    variacoes?: Variacoes | VariacoesInput | null;
  },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if (produto.unidade !== 'kg') return;
  if (produto.passo_gramas == null)
    ctx.addIssue({ code: 'custom', path: ['passo_gramas'], message: 'Informe o passo do peso, como 100 g.' });
  else if (produto.minimo_gramas != null && produto.minimo_gramas % produto.passo_gramas !== 0) {
    ctx.addIssue({ code: 'custom', path: ['minimo_gramas'], message: 'O peso mínimo deve ser múltiplo do passo.' });
  }
  if (produto.variacoes) ctx.addIssue({ code: 'custom', path: ['variacoes'], message: PESO_SEM_GRADE });
}

/**
 * POST /api/produtos. `imagens` absent: the pictures are `imagem_url` alone (a client of before
 * issue 13); present: it wins, and `imagem_url` becomes its first. Every group and choice gets an id.
 */
export const produtoSchema = z
  .strictObject({
    ...produtoFields,
    descricao: produtoFields.descricao.default(''),
    imagem_url: produtoFields.imagem_url.default(''),
    preco_promocional: produtoFields.preco_promocional.default(null),
    esgotado: produtoFields.esgotado.default(false),
    destaque: produtoFields.destaque.default(false),
    estoque: produtoFields.estoque.default(null),
    maximo_por_pedido: produtoFields.maximo_por_pedido.default(null),
    imagens: produtoFields.imagens.optional(),
    opcoes: produtoFields.opcoes.default([]),
    ativo: produtoFields.ativo.default(true),
    sugestoes: produtoFields.sugestoes.default([]),
    variacoes: produtoFields.variacoes.default(null),
    unidade: produtoFields.unidade.default('un'),
    passo_gramas: produtoFields.passo_gramas.default(null),
    minimo_gramas: produtoFields.minimo_gramas.default(null),
    categoria_id: produtoFields.categoria_id.default(null),
    combo: produtoFields.combo.default(null),
  })
  .refine(promocionalAbaixo, { path: ['preco_promocional'], message: PROMOCIONAL_ACIMA })
  .superRefine(regrasDoPeso)
  .superRefine(regrasDoCombo);
export type ProdutoInput = z.input<typeof produtoSchema>;

/**
 * PUT /api/produtos/{id}: any subset of the fields, nothing defaulted (the list's toggles send only
 * ativo or esgotado). Groups and choices sent with their `id` keep it; new ones get one.
 */
export const produtoUpdateSchema = z
  .strictObject(produtoFields)
  .partial()
  .refine(promocionalAbaixo, { path: ['preco_promocional'], message: PROMOCIONAL_ACIMA })
  .superRefine(regrasDoPeso)
  .superRefine(regrasDoCombo);

export interface Produto {
  id: string;
  nome: string;
  descricao: string;
  /** The cover: `imagens[0]`, or '' when the product has no picture. */
  imagem_url: string;
  imagens: string[];
  preco: number;
  preco_promocional: number | null;
  esgotado: boolean;
  destaque: boolean;
  estoque: number | null;
  /** The owner's maximum units per order; null: the default (maximoPorPedido). */
  maximo_por_pedido: number | null;
  opcoes: OpcaoGrupo[];
  ativo: boolean;
  categoria_id: string | null;
  /** "Peça também": ids of other products of the shop, at most SUGESTOES_MAX; [] for none (and for a product stored before issue 29). */
  sugestoes: string[];
  /** The grade (issue 30); null: none (and for a product stored before it). */
  variacoes: Variacoes | null;
  /** 'un' for a product stored before issue 30. */
  unidade: Unidade;
  passo_gramas: number | null;
  minimo_gramas: number | null;
  /** Its items when it is a combo (issue 47); null: a plain product (and one stored before combos). */
  combo: Combo | null;
}

/** PUT /api/produtos/ordem and PUT /api/categorias/ordem: the owner's order; ids left out keep theirs, after the listed ones. */
export const ordemSchema = z.strictObject({
  ids: z
    .array(z.string('Id inválido.').trim().min(1, 'Id inválido.').max(64, 'Id inválido.'), 'Envie a lista de ids.')
    .min(1, 'Envie a lista de ids.')
    .max(10_000, 'Lista grande demais.')
    .refine((ids) => new Set(ids).size === ids.length, 'A lista tem ids repetidos.'),
});
export type OrdemInput = z.input<typeof ordemSchema>;

/** POST /api/produtos/importar (and its dry run, ?simular=1): `linha` counts the header as line 1. */
export interface ImportacaoResultado {
  criados: number;
  atualizados: number;
  erros: { linha: number; mensagem: string }[];
}

export const categoriaSchema = z.strictObject({
  nome: texto(60).min(1, 'Informe o nome da categoria.'),
});

export interface Categoria {
  id: string;
  nome: string;
}
