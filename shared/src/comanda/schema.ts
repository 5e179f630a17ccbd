import type { StatusPedido } from '../pedido/status.js';
import { pedidoSchema } from '../pedido/schema.js';
import { fiadoDoPagamentoSchema } from '../fiado/schema.js';
import { telefoneSchema } from '../telefone.js';
import { valorEmReais, z } from '../zod.js';
import { FORMAS_DE_RECEBIMENTO } from '../caixa/formas.js';
import type { RecebimentoDoPedido } from '../caixa/schema.js';
import { PESSOAS_MAXIMAS } from './conta.js';

/**
 * A table's bill over the API (issue 44, owner-comandas): GET /api/comandas, GET
 * /api/comandas/{id}, its split, its payments and its closing. Amounts in reais with two decimals,
 * as the rest of the API; whole cents inside (conta.ts).
 */

/**
 * POST /api/loja/{slug}/mesa/{id}/pedido?c={codigo}: a round from a table, the same product lines
 * as any order; no delivery, fee or payment (the bill is paid at the table). The name is optional
 * (it goes on the kitchen's ticket), the phone only for the loyalty card.
 */
export const rodadaSchema = z.strictObject({
  produtos: pedidoSchema.shape.produtos,
  cliente: z
    .strictObject({
      nome: z.string().trim().max(80, 'Use no máximo 80 caracteres.').optional(),
      telefone: telefoneSchema.optional(),
    })
    .optional(),
  observacao: pedidoSchema.shape.observacao,
});
export type RodadaParsed = z.output<typeof rodadaSchema>;

/** 201 for a round sent: its code for the kitchen, and the table's bill it joined. */
export interface RodadaResponse {
  codigo: string;
  comanda_id: string;
}

export const STATUS_DA_COMANDA = ['aberta', 'fechada'] as const;
export type StatusDaComanda = (typeof STATUS_DA_COMANDA)[number];

/** POST /api/comandas/{id}/pagamentos: a partial payment; cash may hand more (`recebido`) and take change. */
export const pagamentoDaComandaSchema = z
  .object({
    forma: z.enum(FORMAS_DE_RECEBIMENTO, { error: 'Escolha a forma de pagamento.' }),
    valor: valorEmReais('o valor'),
    recebido: valorEmReais('o valor recebido').optional(),
  })
  .strict()
  .refine(({ forma, recebido }) => recebido === undefined || forma === 'dinheiro', {
    message: 'Só o pagamento em dinheiro tem troco.',
    path: ['recebido'],
  })
  .refine(({ valor, recebido }) => recebido === undefined || recebido >= valor, {
    message: 'O valor recebido não cobre o pagamento.',
    path: ['recebido'],
  });
export type PagamentoDaComandaInput = z.infer<typeof pagamentoDaComandaSchema>;

/**
 * POST /api/comandas/{id}/pagamentos with `forma: "fiado"` (issue 46): the payment is charged to the
 * phone's tab in the payment's transaction; no change, no money in the till (permission `fiado`).
 */
export const pagamentoFiadoDaComandaSchema = z.strictObject({
  forma: z.literal('fiado'),
  telefone: fiadoDoPagamentoSchema.shape.telefone,
  valor: valorEmReais('o valor'),
});
export type PagamentoFiadoDaComandaInput = z.infer<typeof pagamentoFiadoDaComandaSchema>;

/** POST /api/comandas/{id}/fechar: the service fee is optional for the customer (Brazilian law), so closing says whether it was taken. */
export const fecharComandaSchema = z
  .object({
    incluir_taxa_servico: z.boolean({ error: 'Diga se a taxa de serviço entra na conta.' }),
    pessoas: z.number().int('Informe um número inteiro de pessoas.').min(1, 'Informe ao menos 1 pessoa.').max(PESSOAS_MAXIMAS).optional(),
  })
  .strict();
export type FecharComandaInput = z.infer<typeof fecharComandaSchema>;

const PESSOAS_INVALIDAS = `Informe de 1 a ${PESSOAS_MAXIMAS} pessoas.`;
/** PUT /api/comandas/{id}/pessoas: how many people the couvert is charged for (and the split starts from). */
export const pessoasDaComandaSchema = z.strictObject({
  pessoas: z.number(PESSOAS_INVALIDAS).int(PESSOAS_INVALIDAS).min(1, PESSOAS_INVALIDAS).max(PESSOAS_MAXIMAS, PESSOAS_INVALIDAS),
});
export type PessoasDaComandaInput = z.infer<typeof pessoasDaComandaSchema>;

const CODIGO_DO_CUPOM = 'Informe o código do cupom.';
/** POST /api/comandas/{id}/cupom: a shop's coupon on the open bill, by its code in any case. */
export const cupomDaComandaSchema = z.strictObject({
  codigo: z.string(CODIGO_DO_CUPOM).trim().min(1, CODIGO_DO_CUPOM).max(40, CODIGO_DO_CUPOM),
});
export type CupomDaComandaInput = z.infer<typeof cupomDaComandaSchema>;

/** GET /api/comandas/{id}/divisao: `pessoas` equal parts of what is left, or `itens` (the rounds' line numbers, "1,3") one person's share. */
export const divisaoDaComandaQuerySchema = z
  .object({
    pessoas: z.coerce
      .number()
      .int()
      .min(1, 'Informe ao menos 1 pessoa.')
      .max(PESSOAS_MAXIMAS, `No máximo ${PESSOAS_MAXIMAS} pessoas.`)
      .optional(),
    itens: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'Informe as linhas separadas por vírgula, como 1,3.')
      .optional(),
    /** `false`: the customer declined the optional service fee, so the parts leave it out (the screen's switch). */
    incluir_taxa_servico: z
      .enum(['true', 'false'], { error: 'Use true ou false em incluir_taxa_servico.' })
      .transform((valor) => valor === 'true')
      .optional(),
  })
  .refine(({ pessoas, itens }) => (pessoas === undefined) !== (itens === undefined), {
    message: 'Divida por pessoas ou por itens.',
  });

export const comandasQuerySchema = z.object({
  status: z.enum(STATUS_DA_COMANDA, { error: 'Status inválido: use aberta ou fechada.' }).optional(),
  data: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a data no formato AAAA-MM-DD.')
    .optional(),
});

/** A payment towards the bill, answered as an order's payment in person is, without its till's id. */
export type PagamentoDaComanda = Omit<RecebimentoDoPedido, 'caixa_id'>;

/** A round of the bill: an order sent from the table, as the bill lists it. */
export interface RodadaDaComanda {
  id: string;
  codigo: string;
  status: StatusPedido;
  criado_em: string;
  /** Numbered across the bill's live rounds from 1: what `?itens=` names. */
  /** `gramas`: a line sold by weight (its quantity is then 1), as the cart shows it. */
  itens: { linha: number; nome: string; quantidade: number; gramas: number | null; total: number; observacao: string | null }[];
  total: number;
}

/** The coupon on a bill: its code and what it takes off the bill's consumption as it now stands. */
export interface CupomDaComanda {
  codigo: string;
  desconto: number;
}

export interface Comanda {
  id: string;
  mesa: { id: string; nome: string };
  status: StatusDaComanda;
  aberta_em: string;
  fechada_em: string | null;
  pessoas: number;
  rodadas: RodadaDaComanda[];
  subtotal: number;
  /** Everything taken off: the rounds' own discounts and the bill's coupon. */
  desconto: number;
  cupom: CupomDaComanda | null;
  taxa_servico_percentual: number;
  /** The fee as the bill suggests it (or as it was taken, once closed); optional for the customer. */
  taxa_servico: number;
  taxa_servico_opcional: true;
  couvert: number;
  total: number;
  pagamentos: PagamentoDaComanda[];
  pago: number;
  falta: number;
}

export interface ComandasResponse {
  comandas: Comanda[];
}

export interface DivisaoDaComanda {
  falta: number;
  partes: number[];
}

/**
 * The floor staff's operations (issue 44, owner-garcom): a waiter's round for a table is the same
 * body as a phone's (rodadaSchema) at POST /api/mesas/{id}/pedido; these move a bill or a line.
 */
const MESA_DE_DESTINO = 'Escolha a mesa de destino.';
const mesaDeDestino = z.string(MESA_DE_DESTINO).trim().min(1, MESA_DE_DESTINO).max(128, MESA_DE_DESTINO);

/** POST /api/comandas/{id}/mover: the whole open bill to a free table. */
export const moverComandaSchema = z.strictObject({ mesa_id: mesaDeDestino });
export type MoverComandaInput = z.output<typeof moverComandaSchema>;

/**
 * POST /api/comandas/{id}/linhas/mover: one round of the bill (`pedido_id`), or one of its lines
 * (`item_index`, from 0 in the round's order), or some units of that line (`quantidade`), to another
 * table's bill.
 */
export const moverLinhaSchema = z.strictObject({
  pedido_id: z.string('Diga de qual rodada é a linha.').trim().min(1, 'Diga de qual rodada é a linha.').max(128),
  item_index: z.number('Diga qual linha da rodada mover.').int('Diga qual linha da rodada mover.').min(0).max(999).optional(),
  quantidade: z
    .number('Informe quantas unidades mover.')
    .int('Informe quantas unidades mover.')
    .min(1, 'Mova ao menos 1 unidade.')
    .optional(),
  mesa_id: mesaDeDestino,
});
export type MoverLinhaInput = z.output<typeof moverLinhaSchema>;

/** POST /api/comandas/{id}/linhas/mover: both bills as they now stand. */
export interface MoverLinhaResponse {
  origem: Comanda;
  destino: Comanda;
}

/** POST /api/comandas/{id}/pedir-conta: the waiter asks for the bill on the table's behalf. */
export interface PedirContaResponse {
  mesa: { id: string; nome: string };
  /** ISO instant. */
  em: string;
}

/** How the room's floor sees a table: free, or with an open bill. */
export type EstadoDaMesa = 'livre' | 'ocupada';

/** GET /api/garcom/mesas: every table as the waiter picks one, in the room's order. */
export interface MesaDoGarcom {
  id: string;
  nome: string;
  estado: EstadoDaMesa;
  /** The open bill; null when the table is free. */
  comanda_id: string | null;
  /** The open bill's total as it stands (the optional fee included); 0 when free. */
  total: number;
  /** ISO instants; null: never, or not since the bill opened. */
  ultima_rodada_em: string | null;
  pediu_conta_em: string | null;
  chamou_garcom_em: string | null;
}

export interface MesasDoGarcomResponse {
  mesas: MesaDoGarcom[];
}
