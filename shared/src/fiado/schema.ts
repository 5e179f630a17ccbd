import { FORMAS_DE_RECEBIMENTO, type FormaDeRecebimento } from '../caixa/formas.js';
import { telefoneBrSchema, TELEFONE_INVALIDO } from '../telefone.js';
import { textoDigitado, valorEmReais, z } from '../zod.js';
import type { OrigemDaCompraNoFiado, TipoDeLancamentoDoFiado } from './index.js';

/**
 * A customer's tab over the API (issue 46, owner-fiado): amounts in reais with two decimals, whole
 * cents inside (index.ts). The phone is the tab's key, `55` + DDD + number as every phone Vitrine
 * keeps; the path takes it in any form a person types.
 */

/** The payment methods a tab's payment takes: the ones received in person (it lands on the till). */
export const FORMAS_DO_PAGAMENTO_DO_FIADO = FORMAS_DE_RECEBIMENTO;
export type FormaDoPagamentoDoFiado = FormaDeRecebimento;

const telefoneDoFiado = telefoneBrSchema(TELEFONE_INVALIDO).refine((telefone) => telefone !== '', TELEFONE_INVALIDO);

/** PUT /api/fiado/clientes/{telefone}: turns the phone's tab on (or changes it); `limite: 0` turns it off. */
export const fiadoClienteSchema = z.strictObject({
  nome: textoDigitado('Informe o nome do cliente.').min(1, 'Informe o nome do cliente.').max(80, 'Use no máximo 80 caracteres no nome.'),
  limite: valorEmReais('o limite', { zero: true }),
});
export type FiadoClienteInput = z.output<typeof fiadoClienteSchema>;

/** POST /api/fiado/clientes/{telefone}/pagamentos: the customer pays (part of) what they owe. */
export const pagamentoDoFiadoSchema = z.strictObject({
  valor: valorEmReais('o valor'),
  forma: z.enum(FORMAS_DO_PAGAMENTO_DO_FIADO, { error: 'Escolha a forma de pagamento.' }),
});
export type PagamentoDoFiadoInput = z.output<typeof pagamentoDoFiadoSchema>;

/** The tab a counter order or a bill's payment is charged to: `{ telefone }`. */
export const fiadoDoPagamentoSchema = z.strictObject({ telefone: telefoneDoFiado }, 'Escolha o cliente do fiado.');

/** The `{telefone}` of a path: a valid phone or 400. */
export const telefoneDoFiadoSchema = telefoneDoFiado;

/** A tab as the owner's list and statement show it. */
export interface FiadoCliente {
  telefone: string;
  nome: string;
  limite: number;
  /** What the customer owes. */
  saldo: number;
  /** What they may still buy on the tab. */
  disponivel: number;
  /** false when the limit is 0: payments only. */
  ativo: boolean;
  criado_em: string;
  atualizado_em: string;
}

export interface FiadoClientesResponse {
  /** Most owed first. */
  clientes: FiadoCliente[];
}

/** One line of a tab's statement: a charge or a payment, and the balance after it. */
export interface LancamentoDoFiado {
  id: string;
  tipo: TipoDeLancamentoDoFiado;
  valor: number;
  saldo: number;
  /** "Pedido 1234 (balcão)", "Conta da Mesa 7", "Pagamento em Dinheiro". */
  descricao: string;
  /** What a charge paid. */
  origem: { tipo: OrigemDaCompraNoFiado; id: string } | null;
  /** How a payment was made. */
  forma: FormaDoPagamentoDoFiado | null;
  em: string;
  /** The team member's name. */
  por: string;
}

/** GET /api/fiado/clientes/{telefone}: the tab and every entry, oldest first. */
export interface FiadoExtrato {
  cliente: FiadoCliente;
  lancamentos: LancamentoDoFiado[];
}

/** "Novo fiado" on the owner's screen: the phone (the path's) beside the PUT's body. */
export const novoFiadoSchema = fiadoClienteSchema.extend({ telefone: telefoneDoFiado });
export type NovoFiadoInput = z.output<typeof novoFiadoSchema>;
