import type { Comanda } from '../comanda/schema.js';
import { MAX_PRECO } from '../money.js';
import { textoDigitado, z } from '../zod.js';
import { MAX_MESAS, MESA_NOME_MAX, TAXA_SERVICO_MAX, type Salao } from './regras.js';

/**
 * The dining room's tables and settings as the owner keeps them (owner-mesas, docs/api.md, issue
 * 44): what the API takes and answers. Their rules without zod are regras.ts.
 */

/** GET /api/mesas's tables. `url` is the table's page, relative to the web app's origin (mesaPath). */
export interface Mesa {
  id: string;
  nome: string;
  /** The QR code's secret: 96 random bits, base64url; "Novo código" replaces it and the old QR stops working. */
  codigo: string;
  url: string;
  criado_em: string;
}

/** GET /api/mesas, in the room's order (compareMesas). */
export interface MesasResponse {
  mesas: Mesa[];
}

/** POST /api/mesas/lote: the tables it created (a name the shop already has is left as it is). */
export interface MesasLoteResponse {
  mesas: Mesa[];
}

/** GET/PUT /api/loja/salao */
export interface SalaoResponse {
  salao: Salao;
}

/**
 * GET /api/loja/{slug}/mesa/{id}?c={codigo}: the table a customer scanned, and its open bill (null:
 * none yet), so every phone at the table sees the same bill; its payments without who took them.
 */
export interface MesaPublicaResponse {
  mesa: { id: string; nome: string };
  comanda: ComandaDaMesa | null;
  /** The shop's loyalty card is on: the table's cart asks for a phone (optional) only then, for the stamps. */
  fidelidade: boolean;
}

/** The bill as the table's phones see it. */
export type ComandaDaMesa = Omit<Comanda, 'pagamentos'> & { pagamentos: Omit<Comanda['pagamentos'][number], 'por'>[] };

const MESA_NOME_INVALIDO = 'Use no nome da mesa uma linha só, sem quebras.';

const nome = textoDigitado('Informe o nome da mesa.')
  .min(1, 'Informe o nome da mesa.')
  .max(MESA_NOME_MAX, `Use no máximo ${MESA_NOME_MAX} caracteres no nome da mesa.`)
  .refine((texto) => !texto.includes('\n'), MESA_NOME_INVALIDO)
  // "Mesa   7" is "Mesa 7": the name is printed on the QR card and read at the table.
  .transform((texto) => texto.replace(/\s+/g, ' '));

/** POST /api/mesas and PUT /api/mesas/{id} (a rename): the name alone. */
export const mesaInputSchema = z.strictObject({ nome });
export type MesaInput = z.output<typeof mesaInputSchema>;

const NUMERO_DO_LOTE = `Use números inteiros de 1 a 999.`;
const numeroDoLote = (mensagem: string) => z.number(mensagem).int(NUMERO_DO_LOTE).min(1, NUMERO_DO_LOTE).max(999, NUMERO_DO_LOTE);

/** POST /api/mesas/lote {de, ate}: "Mesa {de}" … "Mesa {ate}", both included, at most MAX_MESAS at once. */
export const mesaLoteSchema = z
  .strictObject({
    de: numeroDoLote('Informe o número da primeira mesa.'),
    ate: numeroDoLote('Informe o número da última mesa.'),
  })
  .superRefine(({ de, ate }, ctx) => {
    if (ate < de) ctx.addIssue({ code: 'custom', path: ['ate'], message: 'A última mesa não pode vir antes da primeira.' });
    else if (ate - de + 1 > MAX_MESAS)
      ctx.addIssue({ code: 'custom', path: ['ate'], message: `Crie no máximo ${MAX_MESAS} mesas de uma vez.` });
  });
export type MesaLote = z.output<typeof mesaLoteSchema>;

const TAXA_MENSAGEM = `A taxa de serviço vai de 0 a ${TAXA_SERVICO_MAX}% (0: sem taxa).`;

/** PUT /api/loja/salao: the whole settings, strict; a field left out takes SALAO_PADRAO's. */
export const salaoSchema = z.strictObject({
  ativo: z.boolean('Diga se a loja atende no salão.'),
  taxa_servico_percentual: z
    .number(TAXA_MENSAGEM)
    .min(0, TAXA_MENSAGEM)
    .max(TAXA_SERVICO_MAX, TAXA_MENSAGEM)
    .transform((percentual) => Math.round(percentual * 100) / 100)
    .default(10),
  couvert: z
    .number('Informe o couvert em reais, ou deixe em branco.')
    .positive('O couvert precisa ser maior que zero, ou fique em branco para sem couvert.')
    .max(MAX_PRECO, 'Couvert alto demais.')
    .transform((reais) => Math.round(reais * 100) / 100)
    .nullable()
    .default(null),
}) satisfies z.ZodType<Salao, unknown>;

/** What a table's phone asks the team for (issue 44): the waiter, or the bill. */
export const MOTIVOS_DO_CHAMADO = ['garcom', 'conta'] as const;
export type MotivoDoChamado = (typeof MOTIVOS_DO_CHAMADO)[number];

/** POST /api/loja/{slug}/mesa/{id}/chamado?c={codigo}: "Chamar garçom" or "Pedir a conta". */
export const chamadoSchema = z.strictObject({
  motivo: z.enum(MOTIVOS_DO_CHAMADO, 'Diga se chama o garçom ou pede a conta.'),
});

export interface ChamadoResponse {
  motivo: MotivoDoChamado;
  /** ISO instant: when the team was called. */
  em: string;
}

/** POST /api/salao/mesas/{id}/chamado/atendido: the team answered the table's call (`motivo`), or both when left out. */
export const chamadoAtendidoSchema = z.strictObject({
  motivo: z.enum(MOTIVOS_DO_CHAMADO, 'Diga se atendeu o chamado do garçom ou o pedido da conta.').optional(),
});
export type ChamadoAtendidoInput = z.output<typeof chamadoAtendidoSchema>;
