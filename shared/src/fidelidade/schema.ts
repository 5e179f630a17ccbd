import { MAX_PRECO } from '../money.js';
import { z } from '../zod.js';

/**
 * The shop's loyalty card ("Cartão fidelidade", issue 29): GET/PUT /api/loja/fidelidade. A stamp
 * is an order of a customer's phone that reached entregue while the card was on; the rule that
 * spends them on an order is regras.ts's (recompensaDoCartao).
 */

export const RECOMPENSA_TIPOS = ['percentual', 'valor'] as const;
export type RecompensaTipo = (typeof RECOMPENSA_TIPOS)[number];

export interface Recompensa {
  tipo: RecompensaTipo;
  /** Percent 1–100 for `percentual`, reais for `valor`, off the products' subtotal. */
  valor: number;
}

export interface Fidelidade {
  ativo: boolean;
  /** Stamps that earn the reward, 2–20. */
  pedidos_necessarios: number;
  recompensa: Recompensa;
  /** Days a stamp counts, 30–365; null: for ever. */
  validade_dias: number | null;
}

/** A shop that never saved its card: off, with the settings the form offers first. */
export const FIDELIDADE_PADRAO: Fidelidade = {
  ativo: false,
  pedidos_necessarios: 10,
  recompensa: { tipo: 'percentual', valor: 10 },
  validade_dias: null,
};

const recompensaSchema = z
  .strictObject({
    tipo: z.enum(RECOMPENSA_TIPOS, 'Escolha a recompensa: porcentagem ou valor em reais.'),
    valor: z
      .number('Informe o valor da recompensa.')
      .max(MAX_PRECO, 'Recompensa alta demais.')
      .transform((valor) => Math.round(valor * 100) / 100),
  })
  .superRefine(({ tipo, valor }, ctx) => {
    if (tipo === 'percentual' && !(Number.isInteger(valor) && valor >= 1 && valor <= 100))
      ctx.addIssue({ code: 'custom', path: ['valor'], message: 'A porcentagem da recompensa vai de 1 a 100, em números inteiros.' });
    if (tipo === 'valor' && !(valor > 0))
      ctx.addIssue({ code: 'custom', path: ['valor'], message: 'A recompensa em reais precisa ser maior que zero.' });
  });

const PEDIDOS_MENSAGEM = 'O cartão pede de 2 a 20 pedidos entregues, em números inteiros.';
const VALIDADE_MENSAGEM = 'A validade dos selos vai de 30 a 365 dias, ou fique em branco para não expirar.';

/** PUT /api/loja/fidelidade: the whole card, strict. */
export const fidelidadeSchema = z.strictObject({
  ativo: z.boolean('Informe se o cartão fidelidade está ativo.'),
  pedidos_necessarios: z.number(PEDIDOS_MENSAGEM).int(PEDIDOS_MENSAGEM).min(2, PEDIDOS_MENSAGEM).max(20, PEDIDOS_MENSAGEM),
  recompensa: recompensaSchema,
  validade_dias: z.number(VALIDADE_MENSAGEM).int(VALIDADE_MENSAGEM).min(30, VALIDADE_MENSAGEM).max(365, VALIDADE_MENSAGEM).nullable(),
});

/** GET and PUT /api/loja/fidelidade answer the card as saved (FIDELIDADE_PADRAO before the first save). */
export interface FidelidadeResponse {
  fidelidade: Fidelidade;
}

/** The card as a customer's tracking page shows it (GET /api/pedido/{token}): their stamps only. */
export interface CartaoFidelidade {
  /** Their stamps that still count, at most `necessarios`. */
  selos: number;
  necessarios: number;
  recompensa: Recompensa;
}
