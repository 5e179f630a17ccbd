import type { ClientePedido, EntregaPedido, ItemDoPedido, PagamentoPedido } from './public.js';
import { telefoneSchema } from './telefone.js';
import { PEDIDOS_POR_MINUTO_MAX, STATUS_PEDIDO, type StatusPedido } from './pedido/status.js';
import { z } from './zod.js';

/**
 * Analytics and the owner's orders (docs/api.md: public-eventos, owner-analytics, owner-pedidos).
 * Money in responses is in reais with two decimals, like the dashboard's; days are São Paulo's
 * 'YYYY-MM-DD'.
 */

/**
 * Where a visit came from: classified on the server from utm_source, the referrer and the browser.
 * 'app': the shop installed on the customer's home screen (its manifest's start_url is tagged);
 * 'qrcode': the QR code the shop printed for its counter or tables (the Canais screen tags it).
 */
export const ORIGENS = ['whatsapp', 'instagram', 'facebook', 'google', 'qrcode', 'direto', 'outros', 'app'] as const;
export type Origem = (typeof ORIGENS)[number];

export const TIPOS_EVENTO = ['visita', 'visualizacao_produto'] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];

/** The random id a device keeps for itself (no personal data): URL-safe, 8 to 64 characters. */
export const VISITANTE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * POST /api/catalogo/{lojistaId}/eventos. `origem` is the raw hint the page saw (utm_source, else
 * document.referrer); the server classifies it. `produto_id` is required for visualizacao_produto.
 */
export const eventoSchema = z
  .strictObject({
    tipo: z.enum(TIPOS_EVENTO, 'Tipo de evento inválido.'),
    visitante: z.string('Visitante inválido.').regex(VISITANTE_PATTERN, 'Visitante inválido.'),
    origem: z.string().max(500, 'Origem longa demais.').optional(),
    produto_id: z.string().trim().min(1).max(100, 'Produto inválido.').optional(),
  })
  .refine((evento) => evento.tipo !== 'visualizacao_produto' || evento.produto_id, {
    message: 'Informe o produto visualizado.',
    path: ['produto_id'],
  });
export type EventoInput = z.input<typeof eventoSchema>;

/** GET /api/analytics?periodo=7|30|90 (default 30 on the page; the API requires one of the three). */
export const PERIODOS_ANALYTICS = [7, 30, 90] as const;
export type PeriodoAnalytics = (typeof PERIODOS_ANALYTICS)[number];
export const PERIODO_PADRAO: PeriodoAnalytics = 30;
export const PERIODO_INVALIDO = 'Período inválido: use 7, 30 ou 90 dias.';

export interface AnalyticsResponse {
  resumo_mensal: {
    /** Unique visitors summed per day over the period (a visitor counts once a day). */
    visitas_unicas_mes: number;
    pedidos_mes: number;
    /** Reais: the orders the shop accepted (confirmado onward, not cancelled). */
    receita_mes: number;
    /** How many orders that revenue came from: the dashboard's ticket médio divides by it. */
    pedidos_aceitos_mes: number;
    /** Percent, two decimals: pedidos / visitas únicas × 100; 0 without visits. */
    taxa_conversao: number;
    /** Percent against the previous period of the same length, one decimal; 100 when it had none and this has some, 0 when both had none. */
    crescimento_visitas: number;
    crescimento_pedidos: number;
    /** The previous period's figures: with none, a growth of 100 means "new", not "doubled", and the page says so. */
    visitas_unicas_periodo_anterior: number;
    pedidos_periodo_anterior: number;
  };
  /** One entry per day of the period, oldest first, zeros included. */
  visitas_por_dia: { data: string; visitas_unicas: number }[];
  /** Orders received that day, and the value of those the shop accepted (reais). */
  pedidos_por_dia: { data: string; pedidos: number; valor_total: number }[];
  /** Only origins with visits, most first; percentage of the period's visits, one decimal. */
  origens_trafego: { origem: Origem; visitas: number; percentage: number }[];
  /** At most 10, most viewed first; products deleted since keep their last known name. */
  produtos_mais_visualizados: { produto_nome: string; visualizacoes: number }[];
  /** At most 10, most units first, in the period's orders the shop accepted (confirmado onward, not cancelled). */
  produtos_mais_vendidos: { produto_nome: string; quantidade: number }[];
  /**
   * Coupons (issue 29) in the period's orders the shop accepted: the discounts given (reais, the
   * loyalty card's rewards included) and,
   * per coupon, most orders first, its orders, their revenue and their discounts (the code as
   * last seen; a coupon deleted since keeps it).
   */
  cupons: { descontos: number; por_cupom: { codigo: string; pedidos: number; receita: number; desconto: number }[] };
  /** The loyalty card's rewards in the period's accepted orders, and their discounts (reais; also in cupons.descontos). */
  fidelidade: { recompensas: number; desconto: number };
}

/** PUT /api/pedidos/{id} */
export const pedidoStatusSchema = z.strictObject({
  status: z.enum(STATUS_PEDIDO, `Status inválido: use ${STATUS_PEDIDO.join(', ')}.`),
});

export interface PedidoDoLojista {
  id: string;
  codigo: string;
  /** ISO 8601 instant. */
  criado_em: string;
  itens: (ItemDoPedido & { produto_id: string })[];
  /** Products only; total = subtotal − desconto + taxa_entrega. */
  subtotal: number;
  taxa_entrega: number;
  /** The coupon's or the loyalty reward's discount (0 without one), and the coupon's code. */
  desconto: number;
  cupom: string | null;
  /** The loyalty card (issue 29): the order earned a stamp (delivered), and it got the reward (its `desconto`). */
  fidelidade: { selo: boolean; recompensa: boolean };
  total: number;
  status: StatusPedido;
  /** The summary the customer sent, to find or resend the chat. */
  texto_whatsapp: string;
  /** The checkout's answers; null on an order placed without them (a shop with no service settings). */
  cliente: ClientePedido | null;
  entrega: EntregaPedido | null;
  pagamento: PagamentoPedido | null;
  observacao: string | null;
  /** The customer's tracking page, `/pedido/{token}`; null on orders placed before tracking existed. */
  acompanhamento: string | null;
  /** When the customer's name, phone, address and note were erased (their request or the retention period, issue 17); null while kept. */
  dados_apagados_em: string | null;
  /** Who: the customer from the tracking page, or the retention period; null while kept. */
  dados_apagados_por: 'cliente' | 'retencao' | null;
  /** Every status the order went through, when, and who on the shop's team changed it (null: the customer's order, or a change made before the team existed). */
  historico: { status: StatusPedido; em: string; por: string | null }[];
  /** A scheduled order's slot (issue 31), ISO; null: as soon as possible. */
  agendado_para: string | null;
  /** A delivery priced by distance: its km; a shipment whose fee is still to agree. */
  distancia_km: number | null;
  frete_a_combinar: boolean;
  /** A round sent from a table (issue 44): its bill and table; null for every other order. */
  comanda: { id: string; mesa: { id: string; nome: string } } | null;
}

/**
 * GET /api/pedidos?status=&antes= : newest first, PEDIDOS_POR_PAGINA a page. `antes` is the
 * previous page's `proximo` (an ISO instant); `proximo` is null on the last page.
 * GET /api/pedidos?desde= : the live poll of an open Pedidos screen: only orders placed after that
 * ISO instant (newest first, at most a page), so a poll with nothing new costs one read.
 */
export const PEDIDOS_POR_PAGINA = 50;
export interface PedidosDoLojistaResponse {
  pedidos: PedidoDoLojista[];
  proximo: string | null;
}

/**
 * GET /api/pedidos/contagem: the shop's orders per status now, the chips' counts on the Pedidos
 * screen; em_aberto sums STATUS_EM_ABERTO, total every status, agendados the open orders with a
 * slot from a few hours ago on (what the "Agendados" filter lists).
 */
export interface ContagemPedidos {
  por_status: Record<StatusPedido, number>;
  em_aberto: number;
  agendados: number;
  total: number;
}

/** POST /api/pedidos/cancelar: at most this many orders at once. */
export const PEDIDOS_CANCELAR_MAX = 50;

/** POST /api/pedidos/cancelar: the orders the owner selected, each cancelled on its own (its stock returned) or not at all. */
export const pedidosCancelarSchema = z.strictObject({
  ids: z
    .array(z.string('Pedido inválido.').trim().min(1, 'Pedido inválido.').max(64, 'Pedido inválido.'), 'Selecione os pedidos.')
    .min(1, 'Selecione ao menos um pedido.')
    .max(PEDIDOS_CANCELAR_MAX, `Cancele no máximo ${PEDIDOS_CANCELAR_MAX} pedidos de uma vez.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A lista tem pedidos repetidos.'),
});
export type PedidosCancelarInput = z.input<typeof pedidosCancelarSchema>;

/** The cancelled orders as they now are, and the ids that named no order of this shop (nothing changed for them). */
export interface PedidosCancelados {
  cancelados: PedidoDoLojista[];
  nao_encontrados: string[];
}

/** A shop holds at most this many blocked phones. */
export const BLOQUEIOS_MAX = 500;

/** POST /api/pedidos/bloqueios: a customer's phone, typed or copied from an order; kept as DDD and number. */
export const bloqueioSchema = z.strictObject({
  telefone: telefoneSchema.refine((telefone) => telefone !== '', 'Informe o telefone.'),
});
export type BloqueioInput = z.input<typeof bloqueioSchema>;

export interface TelefoneBloqueado {
  /** DDD and number, digits only. */
  telefone: string;
  /** ISO 8601 instant. */
  criado_em: string;
}

/** PUT /api/pedidos/protecao: public orders the shop takes a minute, from any customers together. */
export const protecaoPedidosSchema = z.strictObject({
  pedidos_por_minuto: z
    .number('Informe quantos pedidos por minuto.')
    .int('Use um número inteiro.')
    .min(1, 'Aceite ao menos 1 pedido por minuto.')
    .max(PEDIDOS_POR_MINUTO_MAX, `Use no máximo ${PEDIDOS_POR_MINUTO_MAX} pedidos por minuto.`),
});
export type ProtecaoPedidosInput = z.input<typeof protecaoPedidosSchema>;

/** GET /api/pedidos/protecao: the shop's per-minute order limit and its blocked phones, newest first. */
export interface ProtecaoPedidos {
  pedidos_por_minuto: number;
  bloqueios: TelefoneBloqueado[];
}
