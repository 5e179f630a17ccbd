import { MAX_PRECO } from '../money.js';
import { telefoneSchema } from '../telefone.js';
import { z } from '../zod.js';

/**
 * The shop's discount coupons (owner-cupons, docs/api.md): what the owner creates and the API
 * answers. Applying one to an order is the order's transaction's (issue 29).
 */

export const CUPOM_TIPOS = ['percentual', 'valor', 'frete_gratis'] as const;
export type CupomTipo = (typeof CUPOM_TIPOS)[number];

export const CUPOM_TIPO_NOME: Record<CupomTipo, string> = {
  percentual: 'Porcentagem',
  valor: 'Valor em reais',
  frete_gratis: 'Frete grátis',
};

/** GET /api/cupons's coupons. `usos`: orders that used it and were not cancelled (read-only). */
export interface Cupom {
  id: string;
  codigo: string;
  tipo: CupomTipo;
  /** Percent 1–100 for `percentual`, reais for `valor`, 0 for `frete_gratis`. */
  valor: number;
  /** On the products' subtotal, in reais; null for none. */
  pedido_minimo: number | null;
  /** São Paulo days, YYYY-MM-DD, both inclusive; null for no bound. */
  inicio: string | null;
  fim: string | null;
  limite_total: number | null;
  /** Uses per customer phone. */
  limite_por_cliente: number | null;
  /** Only for a phone that never ordered at this shop (cancelled orders don't count). */
  primeiro_pedido: boolean;
  ativo: boolean;
  usos: number;
  criado_em: string;
}

export const CUPOM_CODIGO = /^[A-Z0-9]{3,20}$/;
export const CUPOM_CODIGO_INVALIDO = 'O código do cupom tem de 3 a 20 letras (A–Z) ou números, sem espaços nem acentos.';
/** A code as it is stored and looked up: upper-case, trimmed. */
export const normalizeCupomCodigo = (codigo: string) => codigo.trim().toUpperCase();

const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
const diaValido = (dia: string) => {
  const partes = DIA.exec(dia);
  if (!partes) return false;
  const data = new Date(Date.UTC(Number(partes[1]), Number(partes[2]) - 1, Number(partes[3])));
  return data.toISOString().slice(0, 10) === dia;
};
const dia = z
  .string('Use a data no formato AAAA-MM-DD.')
  .refine(diaValido, 'Use uma data válida no formato AAAA-MM-DD, como 2026-12-01.')
  .nullable();

/** A positive whole number of uses, or null for no limit; `nome` as the sentence starts ("O limite de usos"). */
const limite = (nome: string) => {
  const mensagem = `${nome} precisa ser um número inteiro a partir de 1, ou fique em branco para sem limite.`;
  return z.number(mensagem).int(mensagem).min(1, mensagem).max(1_000_000, `${nome} vai até 1.000.000.`).nullable();
};

const cupomFields = {
  codigo: z
    .string('Informe o código do cupom.')
    .transform(normalizeCupomCodigo)
    .refine((codigo) => CUPOM_CODIGO.test(codigo), CUPOM_CODIGO_INVALIDO),
  tipo: z.enum(CUPOM_TIPOS, 'Escolha o tipo do cupom: porcentagem, valor em reais ou frete grátis.'),
  valor: z
    .number('Informe o valor do desconto.')
    .min(0, 'O desconto não pode ser negativo.')
    .max(MAX_PRECO, 'Desconto alto demais.')
    .transform((valor) => Math.round(valor * 100) / 100),
  pedido_minimo: z
    .number('Informe o pedido mínimo em reais, ou deixe em branco.')
    .positive('O pedido mínimo precisa ser maior que zero, ou fique em branco.')
    .max(MAX_PRECO, 'Pedido mínimo alto demais.')
    .transform((valor) => Math.round(valor * 100) / 100)
    .nullable(),
  inicio: dia,
  fim: dia,
  limite_total: limite('O limite de usos'),
  limite_por_cliente: limite('O limite por cliente'),
  primeiro_pedido: z.boolean('Informe se o cupom vale só para o primeiro pedido.'),
  ativo: z.boolean('Informe se o cupom está ativo.'),
};

/** What a coupon's fields must agree on, with the message the owner sees; null when they agree. */
export function problemaDoCupom(
  cupom: Pick<Cupom, 'tipo' | 'valor' | 'inicio' | 'fim'>,
): { campo: 'valor' | 'fim'; mensagem: string } | null {
  if (cupom.tipo === 'percentual' && !(Number.isInteger(cupom.valor) && cupom.valor >= 1 && cupom.valor <= 100))
    return { campo: 'valor', mensagem: 'A porcentagem do desconto vai de 1 a 100, em números inteiros.' };
  if (cupom.tipo === 'valor' && !(cupom.valor > 0)) return { campo: 'valor', mensagem: 'O desconto em reais precisa ser maior que zero.' };
  if (cupom.inicio && cupom.fim && cupom.fim < cupom.inicio)
    return { campo: 'fim', mensagem: 'O fim da validade não pode vir antes do início.' };
  return null;
}

const semProblema = (cupom: Pick<Cupom, 'tipo' | 'valor' | 'inicio' | 'fim'>, ctx: z.RefinementCtx) => {
  const problema = problemaDoCupom(cupom);
  if (problema) ctx.addIssue({ code: 'custom', path: [problema.campo], message: problema.mensagem });
};

/** The fields problemaDoCupom reads: their agreement is checked once each is valid, whatever the other fields. */
const CAMPOS_DO_PROBLEMA = new Set(['tipo', 'valor', 'inicio', 'fim']);

/**
 * POST /api/cupons. Only the code and the type are required; `valor` too unless it is frete grátis
 * (which ignores it). A coupon is active, for anyone and without limits unless the body says so.
 * Every field's error comes at once (a missing `valor` beside a bad code), so the owner's form
 * shows them all on the first "Criar cupom".
 */
export const cupomInputSchema = z
  .strictObject({
    ...cupomFields,
    valor: cupomFields.valor.optional(),
    pedido_minimo: cupomFields.pedido_minimo.default(null),
    inicio: cupomFields.inicio.default(null),
    fim: cupomFields.fim.default(null),
    limite_total: cupomFields.limite_total.default(null),
    limite_por_cliente: cupomFields.limite_por_cliente.default(null),
    primeiro_pedido: cupomFields.primeiro_pedido.default(false),
    ativo: cupomFields.ativo.default(true),
  })
  .superRefine(
    ({ tipo, valor, inicio, fim }, ctx) => {
      if (tipo !== 'frete_gratis' && valor === undefined)
        ctx.addIssue({ code: 'custom', path: ['valor'], message: 'Informe o valor do desconto.' });
      else semProblema({ tipo, valor: valor ?? 0, inicio, fim }, ctx);
    },
    // By default zod skips it while any field has an issue: the owner then met one error per try.
    // Never on a body that is no object (an issue at its root): there are no fields to compare.
    { when: ({ issues }) => !issues.some((issue) => !issue.path?.length || CAMPOS_DO_PROBLEMA.has(String(issue.path[0]))) },
  )
  .transform(({ valor, ...cupom }) => ({ ...cupom, valor: cupom.tipo === 'frete_gratis' ? 0 : (valor ?? 0) }));
export type CupomInput = z.output<typeof cupomInputSchema>;

/** PUT /api/cupons/{id}: any of the fields; the server checks the result against problemaDoCupom. */
export const cupomUpdateSchema = z.strictObject(cupomFields).partial();
export type CupomUpdate = z.output<typeof cupomUpdateSchema>;

/** GET /api/cupons */
export interface CuponsResponse {
  cupons: Cupom[];
}

/** The cart's subtotal as it writes it (`toFixed(2)`): reais in decimal digits, a point and at most two decimals. */
const SUBTOTAL_EM_REAIS = /^\d{1,8}(?:\.\d{1,2})?$/;
export const SUBTOTAL_INVALIDO = 'Subtotal inválido: informe o valor em reais com ponto, como 45.90.';

/**
 * GET /api/loja/{slug}/cupom/{codigo}?subtotal=…&telefone=…: the cart's check before sending, with
 * the products' subtotal in reais and, when the customer typed it, their phone.
 */
export const cupomCheckQuerySchema = z.object({
  // Read as written, never coerced: Number('') is 0 and Number('0x10') is 16, so an empty or a hex
  // subtotal passed as another amount.
  subtotal: z
    .string('Informe o subtotal do pedido.')
    .min(1, { message: 'Informe o subtotal do pedido.', abort: true })
    .regex(SUBTOTAL_EM_REAIS, SUBTOTAL_INVALIDO)
    .transform(Number)
    .pipe(z.number().max(10_000_000, SUBTOTAL_INVALIDO)),
  telefone: telefoneSchema.optional(),
});
export type CupomCheckQuery = z.output<typeof cupomCheckQuerySchema>;

/** The check's answer: the coupon and what it takes off that subtotal (0 for frete grátis, whose fee the order zeroes). */
export interface CupomCheckResponse {
  codigo: string;
  tipo: CupomTipo;
  valor: number;
  desconto: number;
}
