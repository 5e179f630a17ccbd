import type { Plano } from './admin.js';
import type { Categoria, Loja } from './owner.js';
import { formatAgendadoPara } from './atendimento/agendamento.js';
import { formatKm } from './atendimento/distancia.js';
import { FRETE_A_COMBINAR, formatCep } from './atendimento/envio.js';
import { pontoSchema, type Atendimento } from './atendimento/schema.js';
import type { CartaoFidelidade } from './fidelidade/schema.js';
import { FORMAS_PAGAMENTO, NOMES_FORMAS_PAGAMENTO, TIPOS_ENTREGA, type FormaPagamento, type TipoEntrega } from './atendimento/formas.js';
import { PEDIDO_MAX_UNIDADES, type StatusPedido } from './pedido/status.js';
import { mapsLink } from './links.js';
import { formatBRLTexto } from './money.js';
import { formatTelefone, telefoneSchema } from './telefone.js';
import {
  OBSERVACAO_ITEM_MAX,
  OPCOES_MAX_GRUPOS,
  OPCOES_MAX_ITENS,
  PESO_APROXIMADO,
  PESO_MAX_GRAMAS,
  descreverOpcoes,
  formatPeso,
  type OpcaoGrupo,
  type Unidade,
  type Variacoes,
} from './produto.js';
import { texto, textoDigitado, z } from './zod.js';

/**
 * The public contract (docs/api.md, public-*): what anonymous customers read and the order they
 * send. Answers come from the shop's public catalogue document; the order body is strict and only
 * each line's product id and quantity count: `nome`, `preco` and `valor_total` are accepted so
 * that a client can send its cart as is, and ignored.
 */

/**
 * GET /api/planos: a plan as the landing page's price table shows it, in the administrator's words
 * (`preco` monthly, in reais; `vantagens` one per line). Only these fields: how many owners are on a
 * plan, or anything else the admin's documents hold, is not public.
 */
export type PlanoPublico = Pick<Plano, 'id' | 'nome' | 'preco' | 'descricao' | 'limite_produtos' | 'limite_membros' | 'vantagens'>;

/**
 * The shop as customers see it: its settings, its id, its WhatsApp number (null when none) and its
 * service settings (null for a shop that never saved them: orders as in the spec, no checkout).
 */
export type LojaPublica = Loja & { lojista_id: string; whatsapp: string | null; atendimento: Atendimento | null };

/**
 * An active product as the catalogue lists it (inactive ones are never public). No stock count
 * (it changes with every order; `esgotado` says when it reached 0) and no options or extra
 * pictures: the product page reads those (ProdutoPublicoDetalhe), so options never weigh on the
 * catalogue's one document. A catalogue published before issue 13 lacks the newer fields: readers
 * take them as null, false and no options.
 */
export interface ProdutoPublico {
  id: string;
  nome: string;
  descricao: string;
  imagem_url: string;
  preco: number;
  /** Below `preco` when set: "de R$ X por R$ Y", and what orders charge. */
  preco_promocional: number | null;
  /** Marked sold out by the owner, or its tracked stock reached 0: shown, not orderable. */
  esgotado: boolean;
  /** Featured by the owner: listed under "Destaques" first, as well as under its category. */
  destaque: boolean;
  categoria_id: string | null;
  /** When choices change the price: the lowest unit price ("a partir de R$ X"); null otherwise. */
  a_partir_de: number | null;
  /** It has options (or a grade, or a weight) to choose on its page before it goes into the cart. */
  tem_opcoes: boolean;
  /** "P · M · G": the first axis of its grade, for the card; absent or '' without one (issue 30). */
  variacoes_resumo?: string;
  /** 'kg': `preco` is per kg ("R$ 39,90/kg"); absent: 'un'. */
  unidade?: Unidade;
  /**
   * "Peça também" (issue 29): the ids of the products the owner suggests with this one, for the
   * cart to pick from; an id of a product no longer listed (inactive, deleted) is simply not found.
   */
  sugestoes: string[];
}

/** The product page's product: the listing's fields, every picture in order, and its option groups. */
export interface ProdutoPublicoDetalhe extends ProdutoPublico {
  imagens: string[];
  opcoes: OpcaoGrupo[];
  /**
   * The grade without stock counts or codes: each variant says only whether it can be ordered
   * (`esgotado`), its own price and picture. Null without one.
   */
  variacoes: {
    eixos: Variacoes['eixos'];
    itens: {
      id: string;
      valores: string[];
      preco: number | null;
      esgotado: boolean;
      imagem_url: string | null;
      /** Units left when they are within `maximo_por_pedido` (restamParaOCliente): "últimas 2". Absent otherwise. */
      restam?: number;
    }[];
  } | null;
  /** For 'kg': the weight stepper's step and least weight. */
  passo_gramas: number | null;
  minimo_gramas: number | null;
  /**
   * The most one order may take of it over all its lines (maximoDoProduto), and for a product
   * counted by units without a grade its units left within that (restamParaOCliente): the page's
   * stepper stops there. Absent: no limit, or not told (a page published before issue 43).
   */
  maximo_por_pedido?: number;
  restam?: number;
}

/**
 * GET /api/catalogo/{lojistaId} and GET /api/loja/{slug}. A catalogue of more than one page
 * (CATALOGO_PAGINA_MAX products) answers its first page in `produtos` and names the others in
 * `paginas`, in order: GET /api/catalogo/{lojistaId}/paginas/{id} each. Every product fits on one
 * page for most shops: `paginas` is then empty and `produtos` is the whole catalogue.
 */
export interface CatalogoResponse {
  loja: LojaPublica;
  produtos: ProdutoPublico[];
  categorias: Categoria[];
  paginas: string[];
}

/** Products per page of the public catalogue (functions/src/model/catalogo-paginas.ts: why it fits in a document). */
export const CATALOGO_PAGINA_MAX = 200;

/** GET /api/catalogo/{lojistaId}/paginas/{id}: a later page of the catalogue, in the owner's order. */
export interface CatalogoPaginaResponse {
  produtos: ProdutoPublico[];
}

/** Matches per answer of GET /api/catalogo/{lojistaId}/busca; `inicio` asks for the next ones. */
export const BUSCA_MAX = 60;
export const BUSCA_TERMO_MAX = 100;

/**
 * GET /api/catalogo/{lojistaId}/busca?q=…&categoria=…&inicio=…: the products of every page that
 * match (the same filters as the page's own: @vitrine/shared/busca), in the owner's order, at most
 * BUSCA_MAX from `inicio`; `total` counts them all.
 */
export interface CatalogoBuscaResponse {
  produtos: ProdutoPublico[];
  total: number;
}

/** GET /api/catalogo/{lojistaId}/produto/{produtoId} and GET /api/loja/{slug}/produto/{produtoId} */
export interface ProdutoPublicoResponse {
  produto: ProdutoPublicoDetalhe;
  loja: LojaPublica;
}

/** GET /api/lojista/{lojistaId}/whatsapp */
export interface WhatsappResponse {
  whatsapp: string;
}

/**
 * `codigo` of the public errors a client shows a dedicated screen for: a suspended or inactive
 * shop (403) and maintenance mode (503, with Retry-After).
 */
export const CODIGO_LOJA_INDISPONIVEL = 'loja_indisponivel';
export const CODIGO_MANUTENCAO = 'manutencao';

/** All a customer of an unavailable shop is told about it: its name and WhatsApp, so they can still reach it. */
export type LojaContato = Pick<LojaPublica, 'nome_loja' | 'whatsapp'>;

export interface PublicErrorBody {
  error: string;
  codigo?: typeof CODIGO_LOJA_INDISPONIVEL | typeof CODIGO_MANUTENCAO;
  /** On the 403 `loja_indisponivel` of the catalogue, product and WhatsApp reads (not on orders or events). */
  loja?: LojaContato;
}

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
    /** The choices, by the ids of the product's groups and choices (produto.ts resolveOpcoes checks them). */
    opcoes: z
      .array(
        z.strictObject({
          grupo: z.string('Opção inválida.').max(40, 'Opção inválida.'),
          itens: z
            .array(z.string('Opção inválida.').max(40, 'Opção inválida.'), 'Opção inválida.')
            .max(OPCOES_MAX_ITENS, 'Opção inválida.'),
        }),
        'Opção inválida.',
      )
      .max(OPCOES_MAX_GRUPOS, 'Opção inválida.')
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
 * POST /api/catalogo/{lojistaId}/pedido and POST /api/loja/{slug}/pedido. `cliente`, `entrega`,
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
  /** A coupon's code, in any case (desconto.ts's applyCupom); the server finds and checks it. */
  cupom: z.string('Cupom não encontrado.').trim().max(40, 'Cupom não encontrado.').optional(),
  /** A scheduled order's slot (issue 31): an ISO instant with offset, one of GET …/horarios-disponiveis'. */
  agendado_para: z.string('Horário inválido.').trim().max(40, 'Horário inválido.').optional(),
});
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
  /** Static BR Code with the shop's key and the exact total, when the customer pays by PIX. */
  pix_copia_e_cola?: string;
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
}

/** GET /api/pedido/{token}: the order as its customer may see it (no other customer's data, no owner's e-mail). */
export interface PedidoAcompanhamento {
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
  pagamento: { forma: FormaPagamento } | null;
  pix_copia_e_cola: string | null;
  /** To reopen the chat with the same summary. */
  texto_whatsapp: string;
  /** `endereco`: the shop's address ('' when it gave none), where a pickup is collected. */
  loja: { nome_loja: string; link: string; whatsapp: string | null; cor_principal: string; logo_url: string; endereco: string };
  /** When the customer's personal data was erased from the order (their request or the retention period); null while kept. */
  dados_apagados_em: string | null;
}

export interface PedidoTextoItem {
  nome: string;
  quantidade: number;
  /** The unit price, choices included. */
  preco_centavos: number;
  total_centavos: number;
  opcoes?: { grupo: string; fracoes?: boolean; itens: { nome: string }[] }[];
  observacao?: string | null;
  /** Sold by weight: the weight asked ("≈ 500 g de Picanha = R$ 19,95"). */
  gramas?: number | null;
}

/** A name on one line: typed text may carry line breaks that would break the summary's layout. */
const umaLinha = (texto: string) => texto.replace(/\s+/g, ' ').trim();

/** What the summary tells: the order, and the checkout's answers when the customer gave them. */
export interface PedidoTexto {
  nomeLoja: string;
  codigo: string;
  itens: PedidoTextoItem[];
  total_centavos: number;
  /** With `entrega`: the products' subtotal and the delivery fee, shown above the total. */
  subtotal_centavos?: number;
  taxa_entrega_centavos?: number;
  /** The coupon the order used: its line sits above the delivery ("Cupom BEMVINDO: −R$ 5,00"). */
  cupom?: { codigo: string; desconto_centavos: number; frete_gratis: boolean } | null;
  /** The loyalty card's reward, in the coupon's place ("Cartão fidelidade: −R$ 5,00"). */
  fidelidade?: { desconto_centavos: number } | null;
  cliente?: ClientePedido | null;
  /** `bairro` in the shop's spelling when the shop lists neighbourhoods. */
  entrega?: EntregaPedido | null;
  /** A delivery priced by distance ("Entrega (3,1 km): R$ 8,00"). */
  distancia_km?: number | null;
  /** A shipment without a fee: "Frete a combinar". */
  frete_a_combinar?: boolean;
  /** A scheduled order's slot, ISO: "*Agendado para sáb., 28/11 às 11:30*" under the order's code. */
  agendado_para?: string | null;
  /** The shop's address (its settings' `endereco`), told with a map link when the customer picks the order up. */
  enderecoLoja?: string;
  pagamento?: PagamentoPedido | null;
  observacao?: string | null;
  pix_copia_e_cola?: string | null;
  /** The tracking page as an absolute URL (https://host/pedido/TOKEN). */
  acompanhamento_url?: string;
}

/** The coupon's line: its discount, or the delivery it made free. */
function linhaDoCupom({ codigo, desconto_centavos, frete_gratis }: NonNullable<PedidoTexto['cupom']>): string {
  return `Cupom ${codigo}: ${frete_gratis ? 'entrega grátis' : `−${formatBRLTexto(desconto_centavos)}`}`;
}

/** Subtotal, the coupon or the loyalty reward, the fee or pickup, and the total. */
function linhasDoTotal(pedido: PedidoTexto): string[] {
  const total = `*Total: ${formatBRLTexto(pedido.total_centavos)}*`;
  const { entrega, cupom, fidelidade } = pedido;
  const desconto = cupom
    ? [linhaDoCupom(cupom)]
    : fidelidade
      ? [`Cartão fidelidade: −${formatBRLTexto(fidelidade.desconto_centavos)}`]
      : [];
  if (!entrega && desconto.length === 0) return [total];
  const subtotal = `Subtotal: ${formatBRLTexto(pedido.subtotal_centavos ?? pedido.total_centavos)}`;
  const linhas = [subtotal, ...desconto];
  if (!entrega) return [...linhas, total];
  if (entrega.tipo === 'retirada') return [...linhas, 'Retirada na loja', total];
  const taxa = pedido.taxa_entrega_centavos ?? 0;
  if (entrega.tipo === 'envio') {
    const uf = entrega.uf ? ` (${entrega.uf})` : '';
    const frete = pedido.frete_a_combinar ? FRETE_A_COMBINAR : taxa === 0 ? `Envio grátis${uf}` : `Envio${uf}: ${formatBRLTexto(taxa)}`;
    return [...linhas, frete, total];
  }
  const onde = pedido.distancia_km != null ? `${formatKm(pedido.distancia_km)} km` : entrega.bairro ? umaLinha(entrega.bairro) : '';
  const bairro = onde ? ` (${onde})` : '';
  return [...linhas, taxa === 0 ? `Entrega grátis${bairro}` : `Entrega${bairro}: ${formatBRLTexto(taxa)}`, total];
}

/** Who ordered and where it goes: name, phone, address with complement and neighbourhood, reference. */
function linhasDoCliente({ cliente, entrega, enderecoLoja }: PedidoTexto): string[] {
  const linhas: string[] = [];
  if (cliente?.nome) linhas.push(`*Cliente:* ${umaLinha(cliente.nome)}`);
  if (cliente?.telefone) linhas.push(`*Telefone:* ${formatTelefone(cliente.telefone)}`);
  // The shop's, not the customer's: it stays when their data is erased (functions' dados-do-cliente.ts).
  if (entrega?.tipo === 'retirada' && enderecoLoja?.trim()) {
    linhas.push(`*Retirar em:* ${umaLinha(enderecoLoja)}`, mapsLink(umaLinha(enderecoLoja)));
  }
  if (entrega?.tipo === 'entrega') {
    const partes = [entrega.endereco, entrega.complemento, entrega.bairro].filter((parte): parte is string => Boolean(parte?.trim()));
    if (partes.length > 0) linhas.push(`*Endereço:* ${partes.map(umaLinha).join(' — ')}`);
    if (entrega.referencia?.trim()) linhas.push(`*Referência:* ${umaLinha(entrega.referencia)}`);
  }
  if (entrega?.tipo === 'envio') linhas.push(`*Envio para:* ${enderecoDoEnvio(entrega)}`);
  return linhas;
}

/** "Rua das Flores, 12 — ap 3 — Centro — Campinas/SP — CEP 13010-000": a shipment's address on one line. */
export function enderecoDoEnvio(
  entrega: Pick<EntregaPedido, 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'uf' | 'cep'>,
): string {
  const rua = [entrega.logradouro, entrega.numero].filter((parte) => parte?.trim()).join(', ');
  const cidade = [entrega.cidade, entrega.uf].filter((parte) => parte?.trim()).join('/');
  return [rua, entrega.complemento, entrega.bairro, cidade, entrega.cep ? `CEP ${formatCep(entrega.cep)}` : '']
    .filter((parte): parte is string => Boolean(parte?.trim()))
    .map(umaLinha)
    .join(' — ');
}

/** How it is paid (cash with the change owed), and the note. */
function linhasDoPagamento({ pagamento, observacao, total_centavos }: PedidoTexto): string[] {
  const linhas: string[] = [];
  if (pagamento) {
    const troco = pagamento.forma === 'dinheiro' ? pagamento.troco_para : null;
    const trocoPara = troco === null || troco === undefined ? null : Math.round(troco * 100);
    const detalhe =
      trocoPara === null
        ? ''
        : ` — Troco para ${formatBRLTexto(trocoPara)} (troco: ${formatBRLTexto(Math.max(0, trocoPara - total_centavos))})`;
    linhas.push(`*Pagamento:* ${NOMES_FORMAS_PAGAMENTO[pagamento.forma]}${detalhe}`);
  }
  if (observacao?.trim()) linhas.push(`*Observação:* ${umaLinha(observacao)}`);
  return linhas;
}

/** Blocks separated by a blank line; empty ones left out. */
const blocos = (...partes: string[][]) =>
  partes
    .filter((parte) => parte.length > 0)
    .map((parte) => parte.join('\n'))
    .join('\n\n');

/**
 * The order summary pre-filled in the WhatsApp chat (WhatsApp's *bold*), for the owner to read at a
 * glance on a phone. Every line but the items is there only when the order has it:
 *
 *   Olá, *Café da Ana*! Gostaria de fazer este pedido:
 *
 *   *Pedido #A7K2*
 *   2 × Café expresso — R$ 6,50 cada = R$ 13,00
 *   1 × X-Burger — R$ 32,00 cada = R$ 32,00
 *      Tamanho: Grande · Adicionais: Bacon, Cheddar
 *      Obs.: sem cebola
 *
 *   Subtotal: R$ 45,00
 *   Entrega (Centro): R$ 4,00
 *   *Total: R$ 49,00*
 *
 *   *Cliente:* Maria Clara
 *   *Telefone:* (11) 91234-5678
 *   *Endereço:* Rua das Flores, 123 — ap 4 — Centro
 *   *Referência:* perto da padaria
 *   (or, for a pickup: *Retirar em:* Rua do Comércio, 45, and its Google Maps link on the next line)
 *
 *   *Pagamento:* Dinheiro — Troco para R$ 100,00 (troco: R$ 51,00)
 *   *Observação:* Sem açúcar
 *
 *   *PIX copia e cola:*
 *   00020126…
 *
 *   Acompanhe o pedido: https://exemplo.com.br/pedido/TOKEN
 *
 * The PIX code has a line of its own so that a long press copies just it.
 */
export function textoPedidoWhatsapp(pedido: PedidoTexto): string {
  const itens = pedido.itens.flatMap((item) => [
    item.gramas
      ? `≈ ${formatPeso(item.gramas)} de ${umaLinha(item.nome)} = ${formatBRLTexto(item.total_centavos)}`
      : `${item.quantidade} × ${umaLinha(item.nome)} — ${formatBRLTexto(item.preco_centavos)} cada = ${formatBRLTexto(item.total_centavos)}`,
    ...(item.opcoes?.length ? [`   ${umaLinha(descreverOpcoes(item.opcoes))}`] : []),
    ...(item.observacao?.trim() ? [`   Obs.: ${umaLinha(item.observacao)}`] : []),
  ]);
  return blocos(
    [`Olá, *${umaLinha(pedido.nomeLoja)}*! Gostaria de fazer este pedido:`],
    [
      `*Pedido #${pedido.codigo}*`,
      ...(pedido.agendado_para ? [`*${formatAgendadoPara(pedido.agendado_para)}*`] : []),
      ...itens,
      ...(pedido.itens.some((item) => item.gramas) ? [`_${PESO_APROXIMADO}_`] : []),
    ],
    linhasDoTotal(pedido),
    linhasDoCliente(pedido),
    linhasDoPagamento(pedido),
    pedido.pix_copia_e_cola ? ['*PIX copia e cola:*', pedido.pix_copia_e_cola] : [],
    pedido.acompanhamento_url ? [`Acompanhe o pedido: ${pedido.acompanhamento_url}`] : [],
  );
}
