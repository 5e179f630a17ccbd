import { texto, valorEmReais, z } from '../zod.js';
import type { FormaOuFiado } from '../comanda/conta.js';
import type { PorFormaComTotal } from './fechamento.js';
import { FORMAS_DE_RECEBIMENTO, type FormaDeRecebimento, type PorForma } from './formas.js';

/**
 * The till over the API (issue 46, owner-caixa): opening, sangria and suprimento, closing, the
 * history; and an order's payment received in person (owner-pedidos). Reais with two decimals, as
 * the rest of the API; whole cents inside (fechamento.ts).
 */

/** POST /api/caixa/abrir: the cash the drawer starts with (0 allowed). */
export const abrirCaixaSchema = z.strictObject({ valor_inicial: valorEmReais('o valor inicial', { zero: true }) });
export type AbrirCaixaInput = z.infer<typeof abrirCaixaSchema>;

export const TIPOS_DE_MOVIMENTO_MANUAL = ['sangria', 'suprimento'] as const;

/** POST /api/caixa/{id}/movimentos: cash taken out (sangria) or put in (suprimento), with why. */
export const movimentoDoCaixaSchema = z.strictObject({
  tipo: z.enum(TIPOS_DE_MOVIMENTO_MANUAL, { error: 'Escolha sangria ou suprimento.' }),
  valor: valorEmReais('o valor'),
  motivo: texto(120).min(1, 'Diga o motivo.'),
});
export type MovimentoDoCaixaInput = z.infer<typeof movimentoDoCaixaSchema>;

/** POST /api/caixa/{id}/fechar: what was counted in the drawer and the machines, per form. */
export const fecharCaixaSchema = z.strictObject({
  contado: z.strictObject(
    Object.fromEntries(FORMAS_DE_RECEBIMENTO.map((forma) => [forma, valorEmReais('o valor contado', { zero: true })])) as Record<
      FormaDeRecebimento,
      ReturnType<typeof valorEmReais>
    >,
    { error: 'Informe o valor contado de cada forma.' },
  ),
});
export type FecharCaixaInput = z.infer<typeof fecharCaixaSchema>;

/** POST /api/pedidos/{id}/pagamentos: a payment received at the counter or on delivery; `troco`, cash only, the change given. */
export const pagamentoDoPedidoSchema = z
  .strictObject({
    forma: z.enum(FORMAS_DE_RECEBIMENTO, { error: 'Escolha a forma de pagamento.' }),
    valor: valorEmReais('o valor'),
    troco: valorEmReais('o troco', { zero: true }).optional(),
  })
  .refine(({ forma, troco }) => !troco || forma === 'dinheiro', { message: 'Só o pagamento em dinheiro tem troco.', path: ['troco'] });
export type PagamentoDoPedidoInput = z.infer<typeof pagamentoDoPedidoSchema>;

/** A payment an order received in person (who, when, how much, the change given). */
export interface RecebimentoDoPedido {
  /** 'fiado' (issue 46): a counter order charged to the tab of `telefone`, no till (`caixa_id` ''). */
  forma: FormaOuFiado;
  telefone?: string;
  valor: number;
  troco: number;
  em: string;
  /** The name of who received it. */
  por: string;
  caixa_id: string;
}

/** 201 for an order's payment: every payment it has received in person, and what is left (0: paid). */
export interface PagamentosDoPedidoResponse {
  recebimentos: RecebimentoDoPedido[];
  falta: number;
}

export type TipoDeMovimentoDoCaixa = 'recebimento' | 'sangria' | 'suprimento';

export interface MovimentoDoCaixa {
  id: string;
  tipo: TipoDeMovimentoDoCaixa;
  forma: FormaDeRecebimento;
  /** Signed as it moves the till: a sangria (or a driver paid) is negative. */
  valor: number;
  troco: number;
  /** What the money was for (an order, a bill, a fiado payment, a driver's settlement); null for a sangria or suprimento. */
  origem: { tipo: 'pedido' | 'comanda' | 'fiado' | 'acerto_entregador'; id: string; descricao: string } | null;
  motivo: string | null;
  em: string;
}

/** A till's figures, in reais: what it took in per form, the cash moved by hand, and what it should hold. */
export interface FigurasDoCaixa {
  valor_inicial: number;
  /** Per form, net of the change given (a driver's settlement signed, in dinheiro). */
  entradas: PorForma;
  troco: number;
  suprimentos: number;
  sangrias: number;
  esperado: PorFormaComTotal;
  /**
   * PIX orders the bank confirmed by itself (issue 45) while the till was open: received by the
   * shop's account, informational, never in the till's expected figures.
   */
  pix_pelo_banco: { pedidos: number; valor: number };
}

export interface Caixa {
  id: string;
  operador: { uid: string; nome: string };
  status: 'aberto' | 'fechado';
  aberto_em: string;
  fechado_em: string | null;
  fechado_por: string | null;
  figuras: FigurasDoCaixa;
  /** The close, per form and in total (diferenca = contado − esperado: negative is missing); null while open. */
  fechamento: { esperado: PorFormaComTotal; contado: PorFormaComTotal; diferenca: PorFormaComTotal } | null;
  /** Every movement, oldest first: on GET /api/caixa/{id} and /aberto; absent from the history's list. */
  movimentos?: MovimentoDoCaixa[];
}

/** GET /api/caixa/aberto: the person's open till, or null when they have none. */
export interface CaixaAbertoResponse {
  caixa: Caixa | null;
}

export interface CaixasResponse {
  caixas: Caixa[];
}
