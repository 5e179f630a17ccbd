/**
 * An order's statuses and caps (zod-free, so the public app can import them as
 * @vitrine/shared/pedido). How the shop serves it (hours, fees, the checkout's rules) is
 * atendimento's.
 */

/**
 * The owner sets it on the Pedidos screen; every order starts as novo. In the order a shop moves it
 * along: delivery goes through saiu_para_entrega, pickup through pronto_para_retirada.
 */
export const STATUS_PEDIDO = [
  'novo',
  'confirmado',
  'preparando',
  'saiu_para_entrega',
  'pronto_para_retirada',
  'entregue',
  'cancelado',
] as const;
export type StatusPedido = (typeof STATUS_PEDIDO)[number];

/**
 * The orders the shop is still serving, from novo until they leave (saiu_para_entrega) or wait at
 * the counter (pronto_para_retirada): the Pedidos screen opens on them, `?status=em_aberto`.
 */
export const STATUS_EM_ABERTO = ['novo', 'confirmado', 'preparando', 'saiu_para_entrega', 'pronto_para_retirada'] as const;
export const FILTRO_EM_ABERTO = 'em_aberto';
/** The open orders scheduled for a slot (issue 31), soonest slot first: the Pedidos screen's "Agendados". */
export const FILTRO_AGENDADOS = 'agendados';
/** GET /api/pedidos?status=: one status, the open ones together, or the scheduled ones. */
export type FiltroPedidos = StatusPedido | typeof FILTRO_EM_ABERTO | typeof FILTRO_AGENDADOS;

export const NOMES_STATUS_PEDIDO: Record<StatusPedido, string> = {
  novo: 'Novo',
  confirmado: 'Confirmado',
  preparando: 'Preparando',
  saiu_para_entrega: 'Saiu para entrega',
  pronto_para_retirada: 'Pronto para retirada',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
};

/**
 * An order's own caps (issue 24), besides PEDIDO_MAX_ITENS lines of at most PEDIDO_MAX_QUANTIDADE
 * each (schema.ts): units over all its lines, and its total unless the administrator sets another
 * (configuracoes `pedido_valor_maximo`, in reais).
 */
export const PEDIDO_MAX_UNIDADES = 200;
export const PEDIDO_VALOR_MAXIMO_PADRAO = 100_000;
/** Public orders a shop takes a minute unless its owner sets another: a real rush fits, a script does not. */
export const PEDIDOS_POR_MINUTO_PADRAO = 60;
export const PEDIDOS_POR_MINUTO_MAX = 1000;

/** The customer's tracking page of an order: `/pedido/{token}`, the token at least 128 random bits. */
export const acompanhamentoPath = (token: string) => `/pedido/${token}`;

/** The shop's driver as the customer meets them (issue 46): the first name only (the tracking page, the push). */
export const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? '';

/** The status in words for the customer, with the driver when it is out: "Saiu para entrega com João". */
export function nomeDoStatusComEntregador(status: StatusPedido, entregador: string | null): string {
  const nome = entregador && primeiroNome(entregador);
  return status === 'saiu_para_entrega' && nome ? `Saiu para entrega com ${nome}` : NOMES_STATUS_PEDIDO[status];
}
