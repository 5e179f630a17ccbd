import type { FormaPagamento } from '../atendimento/formas.js';
import type { StatusPedido } from '../pedido/status.js';
import { naLoja } from '../relogio.js';
import { z } from '../zod.js';
import { FAIXAS_MAX } from './index.js';

/**
 * The drivers' API (issue 46): dispatch and settlement (owner-entregadores, permission
 * `entregadores`) and the driver's phone (owner-entregas, permission `entregas`). Amounts in reais
 * with two decimals, as everywhere in the API; the rules are index.ts's.
 */

/** `entregador` on every order answer: who takes it, their stop in the driver's queue (1 first) and the trip it went with. */
export interface EntregadorDoPedido {
  membro_id: string;
  nome: string;
  ordem: number;
  /** The trip's id when it was sent as one with others (POST /api/entregadores/{membro_id}/viagem); null: on its own. */
  viagem: string | null;
}

const idSchema = (mensagem: string) => z.string(mensagem).trim().min(1, mensagem).max(64, mensagem);

/** PUT /api/pedidos/{id}/entregador: the driver (a member with the role entregador), or null to take the order back. */
export const atribuirEntregadorSchema = z.strictObject({
  membro_id: idSchema('Escolha o entregador.').nullable(),
});
export type AtribuirEntregador = z.infer<typeof atribuirEntregadorSchema>;

export const VIAGEM_MAX_PEDIDOS = 20;

/** POST /api/entregadores/{membro_id}/viagem: the orders of one trip, in the order the driver stops. */
export const viagemSchema = z.strictObject({
  pedido_ids: z
    .array(idSchema('Pedido inválido.'), 'Selecione os pedidos da viagem.')
    .min(1, 'Selecione ao menos um pedido.')
    .max(VIAGEM_MAX_PEDIDOS, `Uma viagem leva no máximo ${VIAGEM_MAX_PEDIDOS} pedidos.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A viagem tem pedidos repetidos.'),
});

/** GET /api/entregadores: the shop's drivers who may take orders (accepted invitations), with their open deliveries. */
export interface EntregadorDaLoja {
  membro_id: string;
  nome: string;
  email: string;
  /** Accepted the invitation: only then can the driver be given orders (their phone signs in). */
  aceitou: boolean;
  entregas_abertas: number;
}
export interface EntregadoresResponse {
  entregadores: EntregadorDaLoja[];
}

const reais = (mensagem: string) =>
  z
    .number(mensagem)
    .min(0, mensagem)
    .max(10_000, 'Valor alto demais.')
    .transform((valor) => Math.round(valor * 100) / 100);

/** GET/PUT /api/entregadores/taxas: what a driver earns per delivery (index.ts's RegraDaTaxa, in reais and percent). */
export const taxasDosEntregadoresSchema = z.discriminatedUnion(
  'modo',
  [
    z.strictObject({ modo: z.literal('fixa'), valor: reais('Informe o valor por entrega.') }),
    z.strictObject({
      modo: z.literal('percentual'),
      percentual: z
        .number('Informe a porcentagem da taxa de entrega.')
        .min(0, 'Use uma porcentagem de 0 a 100.')
        .max(100, 'Use uma porcentagem de 0 a 100.')
        .transform((valor) => Math.round(valor * 100) / 100),
    }),
    z.strictObject({
      modo: z.literal('faixas'),
      faixas: z
        .array(
          z.strictObject({
            ate_km: z
              .number('Informe até quantos km vai a faixa.')
              .gt(0, 'Cada faixa vai até mais de 0 km.')
              .max(500, 'Use no máximo 500 km.'),
            valor: reais('Informe o valor da faixa.'),
          }),
          'Informe as faixas de distância.',
        )
        .min(1, 'Informe ao menos uma faixa de distância.')
        .max(FAIXAS_MAX, `Use no máximo ${FAIXAS_MAX} faixas.`)
        .refine((faixas) => new Set(faixas.map((faixa) => faixa.ate_km)).size === faixas.length, 'Duas faixas terminam no mesmo km.'),
    }),
  ],
  { error: 'Escolha como pagar os entregadores: fixa, percentual ou faixas.' },
);
export type TaxasDosEntregadores = z.output<typeof taxasDosEntregadoresSchema>;

/** A São Paulo day, 'YYYY-MM-DD', that exists on the calendar (2026-02-30 does not). */
const diaSchema = z
  .string('Informe a data no formato AAAA-MM-DD.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data no formato AAAA-MM-DD.')
  .refine((dia) => {
    const instante = new Date(`${dia}T12:00:00Z`);
    return !Number.isNaN(instante.getTime()) && naLoja(instante).data === dia;
  }, 'Data inválida.');

/** GET /api/entregadores/acerto?data= */
export const acertoQuerySchema = z.object({ data: diaSchema });
/** POST /api/entregadores/acerto/{membro_id}/quitar */
export const quitarAcertoSchema = z.strictObject({ data: diaSchema });

/** One delivery of the day in a driver's settlement. */
export interface CorridaDoEntregador {
  pedido_id: string;
  codigo: string;
  /** ISO instant it was marked entregue. */
  entregue_em: string;
  total: number;
  taxa_entrega: number;
  distancia_km: number | null;
  forma: FormaPagamento | null;
  /** The fee the driver earned for it, as its delivery recorded it. */
  taxa: number;
  /** The cash the driver took for it (its total, paid in cash); 0 otherwise. */
  dinheiro: number;
}

/** The figures of a day (`saldo` > 0: the driver owes the shop; < 0: the shop owes the driver). */
export interface ValoresDoAcerto {
  entregas: number;
  taxas: number;
  dinheiro: number;
  saldo: number;
}

/** A driver's day: the deliveries and their sums; `quitado` the settled figures, once settled. */
export interface AcertoDoEntregador extends ValoresDoAcerto {
  membro_id: string;
  nome: string;
  corridas: CorridaDoEntregador[];
  quitado: (ValoresDoAcerto & { em: string; por: string }) | null;
}

/** GET /api/entregadores/acerto?data=: each driver with deliveries that day (or settled), by name. */
export interface AcertoDoDia {
  data: string;
  entregadores: AcertoDoEntregador[];
}

/** GET /api/entregas: one of the driver's open deliveries, as their phone shows it. */
export interface EntregaDoEntregador {
  id: string;
  codigo: string;
  status: StatusPedido;
  ordem: number;
  viagem: string | null;
  cliente: { nome: string; telefone: string | null };
  /** Street and number, neighbourhood; null when the customer's data was erased. */
  endereco: string | null;
  complemento: string | null;
  referencia: string | null;
  /** Google Maps search for the address; null without one. */
  mapa: string | null;
  total: number;
  /** What to take from the customer at the door: the total, or 0 when it was paid already (a PIX the bank confirmed). */
  a_cobrar: number;
  forma: FormaPagamento | null;
  /** A PIX order the bank has not confirmed yet: the customer may have paid, so the driver asks the shop before collecting. */
  pix_a_confirmar: boolean;
  /** The note the customer pays with (cash); null without one. */
  troco_para: number | null;
  /** The change to bring: troco_para − total (0 without a note). */
  troco: number;
  observacao: string | null;
}

/** GET /api/entregas: the driver's open deliveries in trip order and one Google Maps route through them all. */
export interface EntregasResponse {
  entregas: EntregaDoEntregador[];
  rota: string | null;
}

/** PUT /api/entregas/{id}/status: "Saí" or "Entreguei". */
export const entregaStatusSchema = z.strictObject({
  status: z.enum(['saiu_para_entrega', 'entregue'], 'Use saiu_para_entrega ou entregue.'),
});
