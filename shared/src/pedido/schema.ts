import type { EntregadorDoPedido } from '../entregador/schema.js';
import { pontoSchema } from '../atendimento/schema.js';
import type { CartaoFidelidade } from '../fidelidade/schema.js';
import { FORMAS_PAGAMENTO, TIPOS_ENTREGA, type TipoEntrega } from '../atendimento/formas.js';
import { OBSERVACAO_ITEM_MAX, OPCOES_MAX_GRUPOS, OPCOES_MAX_ITENS, PESO_MAX_GRAMAS } from '../produto/regras.js';
import { COMBO_ITENS_MAX } from '../produto/combo.js';
import { CONSUMOS_NO_BALCAO, type BalcaoDoPedido } from './tipo.js';
import { PEDIDO_MAX_UNIDADES, PEDIDOS_POR_MINUTO_MAX, STATUS_PEDIDO, type StatusPedido } from './status.js';
import type { RecebimentoDoPedido } from '../caixa/schema.js';
import type { PagamentoDoPedido } from './pagamento.js';
import { telefoneSchema } from '../telefone.js';
import { fiadoDoPagamentoSchema } from '../fiado/schema.js';
import type { AvaliacaoDoPedido } from '../avaliacao/schema.js';
import { texto, textoDigitado, z } from '../zod.js';

/**
 * The order's contract (docs/api.md, public-pedido, owner-pedidos): the body a customer sends and
 * what they are answered (strict; only each line's product id and quantity count: `nome`, `preco`
 * and `valor_total` are accepted so that a client can send its cart as is, and ignored), the
 * tracking page's order, and the owner's list, status moves, cancellations, blocked phones,
 * protection and printed ticket. The zod-free rules are status.ts's, maquina.ts's and tipo.ts's
 * (@vitrine/shared/pedido); the WhatsApp summary is whatsapp.ts's.
 */

export const PEDIDO_MAX_ITENS = 50;
export const PEDIDO_MAX_QUANTIDADE = 99;
/** Idempotency-Key header: any 1 to 100 characters the client picks once per order attempt. */
export const IDEMPOTENCY_KEY_MAX = 100;

export const CARRINHO_VAZIO = 'Seu carrinho está vazio.';
export const QUANTIDADE_INVALIDA = `A quantidade de cada item deve ser de 1 a ${PEDIDO_MAX_QUANTIDADE}.`;
export const ITENS_DEMAIS = `Seu pedido pode ter no máximo ${PEDIDO_MAX_ITENS} itens diferentes.`;
export const PESO_INVALIDO = `Informe o peso em gramas, até ${PESO_MAX_GRAMAS / 1000} kg.`;
export const QUANTIDADE_OU_PESO = 'Informe a quantidade ou o peso do item, não os dois.';
export const UNIDADES_DEMAIS = `Seu pedido pode ter no máximo ${PEDIDO_MAX_UNIDADES} unidades no total.`;

/** A line's (or a combo item's) choices, by the ids of the product's groups and choices. */
const escolhasSchema = z
  .array(
    z.strictObject({
      grupo: z.string('Opção inválida.').max(40, 'Opção inválida.'),
      itens: z.array(z.string('Opção inválida.').max(40, 'Opção inválida.'), 'Opção inválida.').max(OPCOES_MAX_ITENS, 'Opção inválida.'),
    }),
    'Opção inválida.',
  )
  .max(OPCOES_MAX_GRUPOS, 'Opção inválida.');

const pedidoItemSchema = z
  .strictObject({
    id: z.string('Produto inválido.').trim().min(1, 'Produto inválido.').max(100, 'Produto inválido.'),
    /** The cart's copy of the name: only used to name an item that is no longer available. */
    nome: textoDigitado().max(200).optional(),
    /** Ignored: prices come from the stored products. */
    preco: z.number().optional(),
    /** Absent on a line of a product sold by weight, which carries `gramas` instead. */
    quantidade: z
      .number(QUANTIDADE_INVALIDA)
      .int(QUANTIDADE_INVALIDA)
      .min(1, QUANTIDADE_INVALIDA)
      .max(PEDIDO_MAX_QUANTIDADE, QUANTIDADE_INVALIDA)
      .optional(),
    /** The product's variant (issue 30): required for a product with a grade. */
    variacao_id: z.string('Variação inválida.').max(40, 'Variação inválida.').optional(),
    /** The weight asked for a product sold by kg (issue 30); the product's step and minimum are checked by the server. */
    gramas: z.number(PESO_INVALIDO).int(PESO_INVALIDO).min(1, PESO_INVALIDO).max(PESO_MAX_GRAMAS, PESO_INVALIDO).optional(),
    /** The choices, by the ids of the product's groups and choices (produto/regras.ts resolveOpcoes checks them). */
    opcoes: escolhasSchema.optional(),
    /**
     * A combo's items as the customer chose them (issue 47): each item's variant and choices, by
     * ids; an item without choices may be left out. Refused on a line of a product that is no combo.
     */
    combo: z
      .array(
        z.strictObject({
          produto_id: z.string('Item do combo inválido.').max(100, 'Item do combo inválido.'),
          variacao_id: z.string('Variação inválida.').max(40, 'Variação inválida.').optional(),
          opcoes: escolhasSchema.optional(),
        }),
        'Item do combo inválido.',
      )
      .max(COMBO_ITENS_MAX, 'Item do combo inválido.')
      .optional(),
    /** A note for this item ("sem cebola"); the same product with another note is another line. */
    observacao: textoDigitado()
      .max(OBSERVACAO_ITEM_MAX, `Use no máximo ${OBSERVACAO_ITEM_MAX} caracteres na observação do item.`)
      .optional(),
  })
  // Not both: a weighed line is one piece of the weight asked (the server knows which the product is).
  .refine((item) => item.gramas === undefined || item.quantidade === undefined, QUANTIDADE_OU_PESO)
  // One of them: a line with neither has no amount (the spec's lines always carry quantidade).
  .refine((item) => item.gramas !== undefined || item.quantidade !== undefined, { message: QUANTIDADE_INVALIDA, path: ['quantidade'] })
  .transform(({ quantidade, ...item }) => ({ ...item, quantidade: quantidade ?? 1 }));

/** Who ordered: the name is required by a shop with service settings, the phone lets the owner reply. */
const clienteSchema = z.strictObject({
  nome: texto(80),
  telefone: telefoneSchema.optional(),
});

const entregaSchema = z.strictObject({
  tipo: z.enum(TIPOS_ENTREGA, 'Escolha entrega, retirada ou envio.'),
  bairro: texto(60).optional(),
  endereco: texto(200).optional(),
  complemento: texto(100).optional(),
  referencia: texto(150).optional(),
  /** "Usar minha localização" (issue 31): the fee by distance, for a shop that charges so. */
  localizacao: pontoSchema.optional(),
  /** A shipment's address (issue 31): `endereco` is not used, the state comes from the CEP. */
  cep: texto(9).optional(),
  logradouro: texto(150).optional(),
  numero: texto(20).optional(),
  cidade: texto(80).optional(),
  uf: texto(2).optional(),
});

const pagamentoSchema = z.strictObject({
  forma: z.enum(FORMAS_PAGAMENTO, 'Forma de pagamento inválida: use pix, dinheiro ou cartao.'),
  /** Cash only: the note the customer will pay with, in reais, at least the total. */
  troco_para: z
    .number('Informe o valor para o troco.')
    .min(0, 'Informe o valor para o troco.')
    .max(100_000, 'Valor alto demais.')
    .nullable()
    .optional(),
});

/**
 * POST /api/catalogo/{lojaId}/pedido and POST /api/loja/{slug}/pedido. `cliente`, `entrega`,
 * `pagamento` and `observacao` are the checkout's (the rules are atendimento.ts's checkoutTotals,
 * for a shop with service settings); without them the body is the spec's.
 */
export const pedidoSchema = z.strictObject({
  produtos: z
    .array(pedidoItemSchema, CARRINHO_VAZIO)
    .min(1, CARRINHO_VAZIO)
    .max(PEDIDO_MAX_ITENS, ITENS_DEMAIS)
    .refine((itens) => itens.reduce((soma, item) => soma + item.quantidade, 0) <= PEDIDO_MAX_UNIDADES, UNIDADES_DEMAIS),
  /** Ignored: the total is computed on the server. */
  valor_total: z.number().optional(),
  cliente: clienteSchema.optional(),
  entrega: entregaSchema.optional(),
  pagamento: pagamentoSchema.optional(),
  observacao: texto(300).optional(),
  /** A coupon's code, in any case (cupom/regras.ts's applyCupom); the server finds and checks it. */
  cupom: z.string('Cupom não encontrado.').trim().max(40, 'Cupom não encontrado.').optional(),
  /** A scheduled order's slot (issue 31): an ISO instant with offset, one of GET …/horarios-disponiveis'. */
  agendado_para: z.string('Horário inválido.').trim().max(40, 'Horário inválido.').optional(),
});

/**
 * POST /api/balcao/pedidos (issue 44, owner-garcom): an order taken by the team at the counter, with
 * the customer's name only (it is called out when ready), eaten there or taken away, and the same
 * product lines as any order.
 */
export const pedidoDeBalcaoSchema = z.strictObject({
  cliente: z.strictObject(
    {
      nome: textoDigitado('Informe o nome do cliente.')
        .min(1, 'Informe o nome do cliente.')
        .max(80, 'Use no máximo 80 caracteres no nome do cliente.'),
    },
    'Informe o nome do cliente.',
  ),
  consumo: z.enum(CONSUMOS_NO_BALCAO, 'Diga se o cliente come aqui ou leva para viagem.'),
  produtos: pedidoSchema.shape.produtos,
  observacao: texto(300).optional(),
  /** Paid "fiado" (issue 46): charged to the tab of this phone in the order's transaction (permission `fiado`). */
  fiado: fiadoDoPagamentoSchema.optional(),
});
export type PedidoDeBalcaoParsed = z.output<typeof pedidoDeBalcaoSchema>;

/** 201 for a counter order: the code the counter calls out. */
export interface PedidoDeBalcaoResponse {
  id: string;
  codigo: string;
}

export type PedidoInput = z.input<typeof pedidoSchema>;
export type PedidoParsed = z.output<typeof pedidoSchema>;
export type ClientePedido = z.output<typeof clienteSchema>;
export type EntregaPedido = z.output<typeof entregaSchema>;
export type PagamentoPedido = z.output<typeof pagamentoSchema>;

/** 201 for a new order; 200 with the same order when a retry carries the same Idempotency-Key. Amounts in reais, two decimals. */
export interface PedidoResponse {
  texto_whatsapp: string;
  /** Short human code, like A7K2. */
  codigo: string;
  /** Products only. */
  subtotal: number;
  /** 0 for pickup, free delivery, a frete grátis coupon, or a shop without service settings. */
  taxa_entrega: number;
  /** The coupon's discount off the products (0 without one, or for frete grátis). */
  desconto: number;
  /** The coupon's code as stored (upper-case), or null. */
  cupom: string | null;
  /**
   * The loyalty card's reward, when the customer had one due: `aplicada` it is the order's
   * `desconto` (and `cupom` is null); not applied, the coupon's discount was larger and the stamps
   * wait for the next order. Null: no reward due.
   */
  fidelidade: { aplicada: boolean; desconto: number } | null;
  /** subtotal − desconto + taxa_entrega. */
  total: number;
  /** A scheduled order's slot (ISO instant); null: as soon as possible. */
  agendado_para: string | null;
  /** A delivery priced by distance: the km, one decimal; else null. */
  distancia_km: number | null;
  /** A shipment to a state without a fee of its own and no default: the fee is agreed with the shop. */
  frete_a_combinar: boolean;
  /** The tracking page's path, `/pedido/{token}`. */
  acompanhamento: string;
  /**
   * The PIX code of the exact total, when the customer pays by PIX: the bank's charge's (issue 45,
   * `pagamento.confirmacao` automatica) or the static code with the shop's key (manual).
   */
  pix_copia_e_cola?: string;
  /** The checkout's payment and, for PIX, how it is confirmed and where it stands; null: none given. */
  pagamento: PagamentoDoPedido | null;
}

/** An order's line as the customer's tracking page and the owner's list show it. */
export interface ItemDoPedido {
  /** With the variant when it has one: "Camiseta Básica — M / Preto". */
  nome: string;
  quantidade: number;
  preco: number;
  total: number;
  /** `fracoes`: a half-and-half pizza's flavours, named with their share ("½ Calabresa"). */
  opcoes: { grupo: string; fracoes?: boolean; itens: string[] }[];
  observacao: string | null;
  /** The weight asked for a product sold by kg ("≈ 500 g"); null for a line of units. */
  gramas: number | null;
  /** A combo's items (issue 47), each with its units in one combo and its choices by name; absent on any other line. */
  combo?: { nome: string; quantidade: number; opcoes: { grupo: string; fracoes?: boolean; itens: string[] }[] }[];
}

/** GET /api/pedido/{token}: the order as its customer may see it (no other customer's data, no owner's e-mail). */
export interface PedidoAcompanhamento {
  /**
   * A delivered order's review (issue 47): null until the customer sends one, then what they sent
   * and the shop's answer. Absent before delivery.
   */
  avaliacao?: AvaliacaoDoPedido | null;
  codigo: string;
  status: StatusPedido;
  /** ISO instants. */
  criado_em: string;
  atualizado_em: string;
  /** The statuses the order went through, oldest first, with when. */
  historico: { status: StatusPedido; em: string }[];
  /** `preco` is the unit price with the choices; `opcoes` the choices' names by group (empty when none). */
  itens: ItemDoPedido[];
  subtotal: number;
  taxa_entrega: number;
  /** The coupon's or the loyalty card's (then `cupom` is null). */
  desconto: number;
  cupom: string | null;
  total: number;
  /** The customer's loyalty card at this shop, while the shop keeps one and the order gave a phone; else null. */
  fidelidade: CartaoFidelidade | null;
  /** `uf`: a shipment's state; `distancia_km`: a delivery priced by distance; `frete_a_combinar`: a shipment's fee still to agree. */
  entrega: {
    tipo: TipoEntrega;
    bairro: string | null;
    uf?: string | null;
    distancia_km?: number | null;
    frete_a_combinar?: boolean;
  } | null;
  /** A scheduled order's slot (ISO instant); null: as soon as possible. */
  agendado_para: string | null;
  /** The shop's driver taking it (issue 46), by first name: "Saiu para entrega com João"; null: none assigned. */
  entregador: string | null;
  /** The payment's form and, for PIX, its confirmation and status (`troco_para` is the owner's, not here). */
  pagamento: PagamentoDoPedido | null;
  pix_copia_e_cola: string | null;
  /** To reopen the chat with the same summary. */
  texto_whatsapp: string;
  /** `endereco`: the shop's address ('' when it gave none), where a pickup is collected. */
  loja: { nome_loja: string; link: string; whatsapp: string | null; cor_principal: string; logo_url: string; endereco: string };
  /** When the customer's personal data was erased from the order (their request or the retention period); null while kept. */
  dados_apagados_em: string | null;
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
  /** The checkout's payment (`troco_para` for cash) and, for PIX, its confirmation and status (issue 45). */
  pagamento: PagamentoDoPedido | null;
  /** The payments received in person, at the counter or on delivery (issue 46), each on its receiver's till; [] when none. */
  recebimentos: RecebimentoDoPedido[];
  observacao: string | null;
  /** The bank charge's PIX code (issue 45) or the static one; null unless paid by PIX. */
  pix_copia_e_cola: string | null;
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
  /** A counter order (issue 44): eaten there or taken away; null for every other order. */
  balcao: BalcaoDoPedido | null;
  /** The shop's driver taking the delivery (issue 46), their stop and trip; null: none assigned. */
  entregador: EntregadorDoPedido | null;
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

/**
 * The cancelled orders as they now are, the ids that named no order of this shop, and the orders
 * whose pending PIX the bank's word kept from being cancelled (issue 48), with why (nothing changed
 * for either).
 */
export interface PedidosCancelados {
  cancelados: PedidoDoLojista[];
  nao_encontrados: string[];
  recusados: { id: string; codigo: string; motivo: string }[];
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

/** The printed ticket's paper (the comanda): 58 or 80 mm thermal rolls, and the characters a line holds in the printers' font A. */
export const COMANDA_LARGURAS = [58, 80] as const;
export type ComandaLargura = (typeof COMANDA_LARGURAS)[number];
export const COMANDA_COLUNAS: Record<ComandaLargura, number> = { 58: 32, 80: 48 };
export const COMANDA_LARGURA_PADRAO: ComandaLargura = 80;

/**
 * GET /api/pedidos/{id}/comanda?largura=58|80&formato=texto|escpos (the order's printed ticket):
 * 80 mm and text unless asked otherwise.
 */
export const comandaQuerySchema = z.strictObject({
  largura: z
    .enum(['58', '80'], 'Largura inválida: use 58 ou 80 (mm).')
    .default(String(COMANDA_LARGURA_PADRAO) as '80')
    .transform((largura) => Number(largura) as ComandaLargura),
  formato: z.enum(['texto', 'escpos'], 'Formato inválido: use texto ou escpos.').default('texto'),
});
