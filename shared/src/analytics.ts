import { z } from './zod.js';

/**
 * The shop's visits and figures (docs/api.md: public-eventos, owner-analytics, owner-dashboard): the
 * events the catalogue sends and what the owner's analytics and dashboard answer. A schema with no
 * zod-free rules of its own, so one module, not a folder. Money in responses is in reais with two
 * decimals; days are São Paulo's 'YYYY-MM-DD'. The owner's orders are pedido/schema.ts's.
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
 * POST /api/catalogo/{lojaId}/eventos. `origem` is the raw hint the page saw (utm_source, else
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
  /**
   * The period's accepted orders by where they came from (issue 44, canalDoPedido): the room's
   * tables (a round's revenue counts when its bill closes), the counter, and delivery (delivery and
   * pickup through the catalogue, every order before issue 44 included). Revenue in reais; the
   * three add up to receita_mes and pedidos_aceitos_mes.
   */
  canais: {
    salao: CanalDoRelatorio & {
      /** Bills closed: the tables served. */
      comandas: number;
      /** Minutes from a bill's first round to its close, on average; 0 without bills. */
      minutos_medios: number;
      /** What the closed bills' optional service fee and couvert came to (reais; not in receita). */
      taxa_servico: number;
      couvert: number;
    };
    balcao: CanalDoRelatorio;
    delivery: CanalDoRelatorio;
  };
  pagamentos: PagamentosDoRelatorio;
}

/**
 * How the period's accepted orders were paid (issue 45): `mesa` the rounds paid with their table's
 * bill (no method of their own), `nao_registrada` the revenue of days before the split was counted.
 */
export const FORMAS_DO_RELATORIO = ['pix', 'dinheiro', 'cartao', 'mesa', 'nao_registrada'] as const;
export type FormaDoRelatorio = (typeof FORMAS_DO_RELATORIO)[number];

/** The period's payments (issue 45). Revenue in reais, counted in whole cents: the methods add up to receita_mes and pedidos_aceitos_mes. */
export interface PagamentosDoRelatorio {
  /** Every method of FORMAS_DO_RELATORIO, in that order, zeros included. */
  formas: { forma: FormaDoRelatorio; receita: number; pedidos: number }[];
  /**
   * The PIX line split by how it was confirmed: `automatica`, a charge at the shop's bank (its API
   * Pix) the bank confirms; `manual`, the owner checks the bank. The two add up to the PIX line.
   */
  pix: {
    automatica: { receita: number; pedidos: number };
    manual: { receita: number; pedidos: number };
    /** PIX the bank confirmed, of the period's orders (cancelled ones included), and the minutes from order to payment on average, one decimal; null without any. */
    pagos_pelo_banco: number;
    minutos_ate_pagar: number | null;
  };
}

/** One channel's figures: revenue (reais), accepted orders (a table's rounds for the room), and the average per order, or per bill for the room. */
export interface CanalDoRelatorio {
  receita: number;
  pedidos: number;
  /** receita / pedidos (the room: / comandas), two decimals; 0 without any. */
  ticket_medio: number;
}

/** GET /api/dashboard/stats: the owner's dashboard. */
export interface DashboardStats {
  total_produtos: number;
  /** Orders received (every order placed) and their value in reais, accepted or not. */
  total_pedidos: number;
  valor_total_pedidos: number;
  /** Orders the shop accepted (confirmado onward, not cancelled) and their value in reais: the shop's faturamento. */
  total_pedidos_aceitos: number;
  receita_total: number;
  /** Visits that came from the shop installed on a customer's home screen (its own app), up to a minute behind. */
  visitas_app: number;
  /**
   * While the loyalty card is on (issue 29): the customers with the most stamps that count, most
   * first, at most 5; `telefone` masked to its last four digits. Empty with the card off.
   */
  clientes_fieis: ClienteFiel[];
  /** This São Paulo month's reviews (issue 47): their average (null without any) and count, hidden ones included. */
  avaliacoes_do_mes: { media: number | null; total: number };
}

/** A new shop's dashboard, every figure 0: what the API answers before anything happened, and what the screen shows when the figures fail to load. */
export const DASHBOARD_STATS_ZERO: DashboardStats = {
  total_produtos: 0,
  total_pedidos: 0,
  valor_total_pedidos: 0,
  total_pedidos_aceitos: 0,
  receita_total: 0,
  visitas_app: 0,
  clientes_fieis: [],
  avaliacoes_do_mes: { media: null, total: 0 },
};

export interface ClienteFiel {
  /** The name their last order gave ('' once they erased their data). */
  nome: string;
  /** Like "•••• 4321" ('' once erased). */
  telefone: string;
  selos: number;
}
