import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  acompanhamentoPath,
  centsToReais,
  type PedidoDoLojista,
  STATUS_PEDIDO,
  type BalcaoDoPedido,
  type ClientePedido,
  type CupomTipo,
  type EntregadorDoPedido,
  type EntregaPedido,
  type ItemDoPedido,
  type ConfirmacaoPagamento,
  type FormaOuFiado,
  type PagamentoDoPedido,
  type PagamentoPedido,
  type RecebimentoDoPedido,
  type Selos,
  type StatusPagamento,
  type StatusDevolucao,
  type StatusPedido,
} from '@vitrine/shared';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{lojaId}/pedidos/{id}: an order placed through the catalogue (public-pedido), what was
 * ordered at the prices stored when it was; its status is the owner's (owner-pedidos). An order
 * placed with an Idempotency-Key has the id the key names (model/codigo-do-pedido.ts), so a retry
 * finds it: there is no separate idempotency record. The order keeps a hash of the body the key
 * came with, so that the key answers only that body (another body: 422, nothing revealed).
 */
/** The 404 of an order that is not there (or not the shop's, or not the token's): one message wherever an order is looked up. */
export const PEDIDO_NAO_ENCONTRADO = 'Pedido não encontrado';

export const pedidosCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('pedidos');
export const pedidoDoc = (db: Firestore, lojaId: string, id: string) => pedidosCollection(db, lojaId).doc(id);

/**
 * What a round (an order sent from a table) says of its bill: which one, the table, and whether the
 * bill is closed (the round's revenue counts then). Not the order's printed ticket, which
 * /api/pedidos/{id}/comanda serves (owner-pedidos/comanda.ts, ComandaDoPedido).
 */
export interface ComandaDaRodada {
  id: string;
  mesa: { id: string; nome: string };
  fechada: boolean;
}

/** A choice group of an order line, as chosen: the names and prices when the order was placed. */
export interface OpcaoDoItem {
  grupo_id: string;
  grupo: string;
  /** A half-and-half pizza's flavours: their names carry their share ("½ Calabresa"). */
  fracoes?: true;
  itens: { id: string; nome: string; preco_centavos: number }[];
}

/** A line of the order. Orders placed before options existed read with no choices and no note. */
export interface PedidoItem {
  produto_id: string;
  nome: string;
  /** The unit price, choices included. */
  preco_centavos: number;
  quantidade: number;
  total_centavos: number;
  opcoes: OpcaoDoItem[];
  observacao: string | null;
  /** The product's variant (issue 30); `nome` then names it too ("Camiseta — M / Preto"). Null: none. */
  variacao_id: string | null;
  /** A product sold by weight: the grams asked (then `quantidade` is 1 and the prices are the weight's). Null: units. */
  gramas: number | null;
  /**
   * A combo's items as chosen (issue 47): each product, its name with its variant, its units in one
   * combo, its variant and choices. Absent on any other line. Their stock is what the line takes (model/estoque.ts).
   */
  combo?: ItemDoComboNoPedido[];
}

/** One item of a combo line: `quantidade` units in each combo the line holds. */
export interface ItemDoComboNoPedido {
  produto_id: string;
  nome: string;
  quantidade: number;
  variacao_id: string | null;
  opcoes: OpcaoDoItem[];
}

const opcoesPorNome = (opcoes: OpcaoDoItem[]) =>
  opcoes.map(({ grupo, fracoes, itens }) => ({
    grupo,
    ...(fracoes && { fracoes }),
    itens: itens.map((escolhido) => escolhido.nome),
  }));

/** A line as the customer's tracking page and the owner's list show it: the choices by name. */
export const itemDoPedido = (item: PedidoItem): ItemDoPedido => ({
  nome: item.nome,
  quantidade: item.quantidade,
  preco: centsToReais(item.preco_centavos),
  total: centsToReais(item.total_centavos),
  opcoes: opcoesPorNome(item.opcoes),
  observacao: item.observacao,
  gramas: item.gramas,
  ...(item.combo && {
    combo: item.combo.map(({ nome, quantidade, opcoes }) => ({ nome, quantidade, opcoes: opcoesPorNome(opcoes) })),
  }),
});

/** How many units of each product the order holds, over all its lines (a weighed line is one): the per-order maximums and the sales figures count these. */
export function quantidadesPorProduto(itens: Pick<PedidoItem, 'produto_id' | 'quantidade'>[]): Map<string, number> {
  const quantidades = new Map<string, number>();
  for (const { produto_id, quantidade } of itens) quantidades.set(produto_id, (quantidades.get(produto_id) ?? 0) + quantidade);
  return quantidades;
}

/** One status the order went through, and when: the customer's timeline. */
export interface MudancaDeStatus {
  status: StatusPedido;
  em: Date;
  /** The team member's name who made the change (owner-pedidos); absent on the order's placing. */
  por?: string;
}

/**
 * What placing an order writes, besides status 'novo', criado_em, atualizado_em and the first
 * historico entry. The checkout's answers are null when the customer gave none (a shop without
 * service settings); `entrega.bairro` is in the shop's spelling when the shop lists neighbourhoods.
 */
export interface CupomDoPedido {
  id: string;
  codigo: string;
  tipo: CupomTipo;
}

/** The loyalty card's reward an order was due: applied, or the coupon's discount was larger (the answer says which). */
export interface RecompensaDoPedido {
  aplicada: boolean;
  desconto_centavos: number;
  /** The stamps it spent; none when not applied. */
  selos: Selos;
}

export interface PedidoNovo {
  codigo: string;
  itens: PedidoItem[];
  /** Products only. */
  subtotal_centavos: number;
  taxa_entrega_centavos: number;
  /** The coupon's discount off the products (0 without one). */
  desconto_centavos: number;
  /** subtotal − discount + fee: what the revenue counters count. */
  total_centavos: number;
  /** The coupon the order used (its code as stored then); a cancellation gives its use back by the id. */
  cupom: CupomDoPedido | null;
  /** The loyalty card's reward the order was due (issue 29), with the stamps it spent when applied: a cancellation gives them back. Null: none due. */
  fidelidade: RecompensaDoPedido | null;
  /** The customer's record (model/clientes.ts) the order counts in; kept when their data is erased, so a cancellation still finds it. */
  cliente_registro: string | null;
  texto_whatsapp: string;
  /** sha256 of the shop and the client's Idempotency-Key (the id is its first 40 hex digits); null without a key. */
  idempotencia: string | null;
  /** sha256 of the canonical order body the key came with (public-pedido's corpoCanonico); null without a key. */
  idempotencia_corpo: string | null;
  cliente: ClientePedido | null;
  entrega: EntregaPedido | null;
  pagamento: PagamentoPedido | null;
  observacao: string | null;
  /** Static BR Code of the exact total; null unless paid by PIX. */
  pix_copia_e_cola: string | null;
  /** The tracking token: acompanhamentos/{token} leads back here. */
  acompanhamento: string;
  /** A scheduled order's slot (issue 31); null: as soon as possible (and every order placed before). */
  agendado_para: Date | null;
  /** A delivery priced by distance: the straight-line km, one decimal; else null. */
  distancia_km: number | null;
  /** A shipment whose fee is agreed with the shop (no fee for its state, no default). */
  frete_a_combinar: boolean;
  /** A round sent from a table (issue 44): its bill and table; null for every other order. */
  comanda: ComandaDaRodada | null;
  /** A counter order (issue 44): how it is consumed; null for every other order. */
  balcao: BalcaoDoPedido | null;
}

/**
 * The statuses of an order the shop accepted (confirmado onward): its total is revenue. A novo
 * order was only received (anyone can place one), a cancelled one earns nothing (issue 24).
 */
export const STATUS_ACEITOS: ReadonlySet<StatusPedido> = new Set([
  'confirmado',
  'preparando',
  'saiu_para_entrega',
  'pronto_para_retirada',
  'entregue',
]);

/**
 * The order's payment as stored: the checkout's answer, and for a PIX order of a shop whose bank's
 * API Pix is connected (issue 45, model/cobrancas-pix.ts) its charge and what the bank said of it.
 */
export interface PagamentoGuardado extends PagamentoPedido {
  status?: StatusPagamento | null;
  confirmacao?: ConfirmacaoPagamento | null;
  /** The charge's txid (cobrancas_pix/{txid}). */
  txid?: string | null;
  expira_em?: Date | null;
  pago_em?: Date | null;
  e2e_id?: string | null;
  valor_pago_centavos?: number | null;
  /** The refund asked of the bank (issue 45, model/cobrancas-pix.ts `devolver`). */
  devolucao?: DevolucaoGuardada | null;
}

/** A PIX's refund as stored: the bank's id, where it stands, whole cents. */
export interface DevolucaoGuardada {
  id: string;
  status: StatusDevolucao;
  valor_centavos: number;
  solicitada_em: Date;
  devolvida_em: Date | null;
  /** When a request last went to the bank and has not come back: another caller waits for it rather than asking again. */
  enviando_em: Date | null;
}

/**
 * `pagamento` as every answer gives it (amounts in reais, instants ISO). A PIX order with no
 * confirmation stored is confirmed by hand: its shop has no API Pix (or had none then).
 */
export function pagamentoDoPedido(pagamento: PagamentoGuardado | null): PagamentoDoPedido | null {
  if (!pagamento) return null;
  return {
    forma: pagamento.forma,
    ...(pagamento.troco_para !== undefined && { troco_para: pagamento.troco_para }),
    status: pagamento.status ?? null,
    confirmacao: pagamento.confirmacao ?? (pagamento.forma === 'pix' ? 'manual' : null),
    pago_em: pagamento.pago_em?.toISOString() ?? null,
    e2e_id: pagamento.e2e_id ?? null,
    valor_pago: typeof pagamento.valor_pago_centavos === 'number' ? centsToReais(pagamento.valor_pago_centavos) : null,
    expira_em: pagamento.expira_em?.toISOString() ?? null,
    ...(pagamento.devolucao && {
      devolucao: {
        id: pagamento.devolucao.id,
        status: pagamento.devolucao.status,
        valor: centsToReais(pagamento.devolucao.valor_centavos),
        solicitada_em: pagamento.devolucao.solicitada_em.toISOString(),
        devolvida_em: pagamento.devolucao.devolvida_em?.toISOString() ?? null,
      },
    }),
  };
}

function pagamentoGuardado(gravado: unknown): PagamentoGuardado | null {
  const pagamento = objeto<Record<string, unknown>>(gravado);
  if (!pagamento) return null;
  const { expira_em, pago_em, devolucao, ...resto } = pagamento;
  const gravada = objeto<Record<string, unknown>>(devolucao);
  return {
    ...(resto as unknown as PagamentoGuardado),
    expira_em: data(expira_em),
    pago_em: data(pago_em),
    ...(gravada && {
      devolucao: {
        ...(gravada as unknown as DevolucaoGuardada),
        solicitada_em: data(gravada.solicitada_em) ?? new Date(0),
        devolvida_em: data(gravada.devolvida_em),
        enviando_em: data(gravada.enviando_em),
      },
    }),
  };
}

/** An order as read back; orders placed before the checkout read with no checkout answers, no fee and no tracking. */
export interface PedidoGuardado extends Omit<PedidoNovo, 'acompanhamento' | 'idempotencia' | 'idempotencia_corpo' | 'pagamento'> {
  pagamento: PagamentoGuardado | null;
  id: string;
  criado_em: Date;
  atualizado_em: Date;
  status: StatusPedido;
  historico: MudancaDeStatus[];
  acompanhamento: string | null;
  /** When the customer's personal data was erased (model/dados-do-cliente.ts); null while kept. */
  dados_apagados_em: Date | null;
  dados_apagados_por: 'cliente' | 'retencao' | null;
  /**
   * Whether the order's total is in the revenue counters now: set when the shop accepts it,
   * cleared when that is taken back. Orders accepted before issue 24 never counted as revenue
   * (absent: false), so cancelling them takes nothing back.
   */
  receita_contada: boolean;
  /** The order earned a stamp on the customer's loyalty card when it reached entregue (issue 29). */
  selo_fidelidade: boolean;
  /** The shop's driver taking this delivery (issue 46, owner-entregadores); null: none assigned. */
  entregador: EntregadorGuardado | null;
  /** The delivery as its driver's settlement counts it, written when the order reached entregue with a driver (efeitos-do-pedido.ts `corrida`). */
  corrida: CorridaGuardada | null;
  /** The payments it received in person, at the counter or on delivery (issue 46), each on its receiver's till. */
  recebimentos: RecebimentoGuardado[];
}

/**
 * `entregador` as stored: the member, their name and account when assigned (their phone finds its
 * orders by `uid`), the stop in their queue (`ordem`, 1 first) and the trip it went with.
 */
export interface EntregadorGuardado {
  membro_id: string;
  nome: string;
  uid: string;
  ordem: number;
  viagem: string | null;
  atribuido_em: Date;
}

/**
 * `corrida` as stored: the driver's delivered order in São Paulo's day `dia` (the settlement's
 * query), with the fee it earned under the shop's rule then and the cash the driver took for it.
 */
export interface CorridaGuardada {
  membro_id: string;
  nome: string;
  dia: string;
  em: Date;
  taxa_centavos: number;
  dinheiro_centavos: number;
}

/**
 * The top-level fields the drivers' queries filter on (a nested field's path is no filter the
 * local emulator takes): the assigned member and account, beside `entregador`, and the day of the
 * delivery, beside `corrida`. Written with them, null when they are.
 */
export const CAMPO_DO_ENTREGADOR = 'entregador_id';
export const CAMPO_DA_CONTA_DO_ENTREGADOR = 'entregador_uid';
export const CAMPO_DIA_DA_CORRIDA = 'corrida_dia';

/** `entregador` as every order answer gives it. */
export const entregadorDoPedido = (entregador: EntregadorGuardado | null): EntregadorDoPedido | null =>
  entregador && { membro_id: entregador.membro_id, nome: entregador.nome, ordem: entregador.ordem, viagem: entregador.viagem };

function entregadorGuardado(gravado: unknown): EntregadorGuardado | null {
  const entregador = objeto<Record<string, unknown>>(gravado);
  if (!entregador || typeof entregador.membro_id !== 'string' || typeof entregador.uid !== 'string') return null;
  return {
    membro_id: entregador.membro_id,
    nome: String(entregador.nome ?? ''),
    uid: entregador.uid,
    ordem: numero(entregador.ordem),
    viagem: typeof entregador.viagem === 'string' ? entregador.viagem : null,
    atribuido_em: data(entregador.atribuido_em) ?? new Date(0),
  };
}

function corridaGuardada(gravada: unknown): CorridaGuardada | null {
  const corrida = objeto<Record<string, unknown>>(gravada);
  if (!corrida || typeof corrida.membro_id !== 'string' || typeof corrida.dia !== 'string') return null;
  return {
    membro_id: corrida.membro_id,
    nome: String(corrida.nome ?? ''),
    dia: corrida.dia,
    em: data(corrida.em) ?? new Date(0),
    taxa_centavos: numero(corrida.taxa_centavos),
    dinheiro_centavos: numero(corrida.dinheiro_centavos),
  };
}

/** A payment an order received in person: `valor` what it paid of the order, `troco` the change given in cash. */
export interface RecebimentoGuardado {
  /** 'fiado' (issue 46): a counter order charged to the tab of `telefone` when placed; no till (`caixa_id` ''). */
  forma: FormaOuFiado;
  telefone?: string;
  valor_centavos: number;
  troco_centavos: number;
  em: Date;
  /** The receiver's name, and the till it landed on. */
  por: string;
  caixa_id: string;
}

function toRecebimentos(gravados: unknown): RecebimentoGuardado[] {
  if (!Array.isArray(gravados)) return [];
  return gravados.map((gravado: Record<string, unknown>) => ({
    forma: gravado?.forma as FormaOuFiado,
    ...(typeof gravado?.telefone === 'string' && { telefone: gravado.telefone }),
    valor_centavos: numero(gravado?.valor_centavos),
    troco_centavos: numero(gravado?.troco_centavos),
    em: data(gravado?.em) ?? new Date(0),
    por: String(gravado?.por ?? ''),
    caixa_id: String(gravado?.caixa_id ?? ''),
  }));
}

export const recebimentoDoPedido = (recebimento: RecebimentoGuardado): RecebimentoDoPedido => ({
  forma: recebimento.forma,
  ...(recebimento.telefone && { telefone: recebimento.telefone }),
  valor: centsToReais(recebimento.valor_centavos),
  troco: centsToReais(recebimento.troco_centavos),
  em: recebimento.em.toISOString(),
  por: recebimento.por,
  caixa_id: recebimento.caixa_id,
});

/** What the order's in-person payments add up to. */
export const recebidoDoPedido = (pedido: Pick<PedidoGuardado, 'recebimentos'>) =>
  pedido.recebimentos.reduce((soma, recebimento) => soma + recebimento.valor_centavos, 0);

/**
 * What is still to receive for the order (issue 46): nothing once the shop's bank confirmed its PIX,
 * else the total less what a till already took. What a driver collects at the door, and the most a
 * till may take.
 */
export const faltaReceberDoPedido = (
  pedido: Pick<PedidoGuardado, 'total_centavos' | 'pagamento'> & Partial<Pick<PedidoGuardado, 'recebimentos'>>,
) =>
  pedido.pagamento?.status === 'pago'
    ? 0
    : Math.max(0, pedido.total_centavos - recebidoDoPedido({ recebimentos: pedido.recebimentos ?? [] }));

const numero = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const data = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);
const objeto = <T>(value: unknown) => (value && typeof value === 'object' ? (value as T) : null);
const porQuem = (value: unknown) => (value === 'cliente' || value === 'retencao' ? value : null);
const isStatus = (value: unknown): value is StatusPedido => STATUS_PEDIDO.includes(value as StatusPedido);

/** Stored as Firestore wants it: `em` a Timestamp. */
export const historicoParaGravar = (historico: MudancaDeStatus[]) =>
  historico.map(({ status, em, por }) => ({ status, em: Timestamp.fromDate(em), ...(por ? { por } : {}) }));

function toItem(gravado: Partial<PedidoItem>): PedidoItem {
  return {
    produto_id: String(gravado.produto_id ?? ''),
    nome: String(gravado.nome ?? ''),
    preco_centavos: numero(gravado.preco_centavos),
    quantidade: numero(gravado.quantidade),
    total_centavos: numero(gravado.total_centavos),
    opcoes: Array.isArray(gravado.opcoes) ? gravado.opcoes : [],
    observacao: typeof gravado.observacao === 'string' ? gravado.observacao : null,
    variacao_id: typeof gravado.variacao_id === 'string' ? gravado.variacao_id : null,
    gramas: typeof gravado.gramas === 'number' && gravado.gramas > 0 ? gravado.gramas : null,
    ...(Array.isArray(gravado.combo) && { combo: gravado.combo.map(toItemDoCombo) }),
  };
}

function toItemDoCombo(gravado: Partial<ItemDoComboNoPedido>): ItemDoComboNoPedido {
  return {
    produto_id: String(gravado.produto_id ?? ''),
    nome: String(gravado.nome ?? ''),
    quantidade: numero(gravado.quantidade),
    variacao_id: typeof gravado.variacao_id === 'string' ? gravado.variacao_id : null,
    opcoes: Array.isArray(gravado.opcoes) ? gravado.opcoes : [],
  };
}

export function toPedido(snapshot: DocumentSnapshot): PedidoGuardado {
  const itens: unknown = snapshot.get('itens');
  const criado_em = data(snapshot.get('criado_em')) ?? new Date(0);
  const atualizado_em = data(snapshot.get('atualizado_em')) ?? criado_em;
  // Every order starts as novo; one written before statuses existed is one.
  const status = isStatus(snapshot.get('status')) ? (snapshot.get('status') as StatusPedido) : 'novo';
  const total_centavos = numero(snapshot.get('total_centavos'));
  const gravado: unknown = snapshot.get('historico');
  const historico = Array.isArray(gravado)
    ? gravado.flatMap((mudanca: { status?: unknown; em?: unknown; por?: unknown }) => {
        const em = data(mudanca?.em);
        const por = typeof mudanca?.por === 'string' && mudanca.por ? { por: mudanca.por } : {};
        return isStatus(mudanca?.status) && em ? [{ status: mudanca.status, em, ...por }] : [];
      })
    : // Before the timeline: placed as novo, and its current status since its last change.
      [{ status: 'novo' as const, em: criado_em }, ...(status === 'novo' ? [] : [{ status, em: atualizado_em }])];
  const subtotal: unknown = snapshot.get('subtotal_centavos');
  const acompanhamento: unknown = snapshot.get('acompanhamento');
  const observacao: unknown = snapshot.get('observacao');
  const pix: unknown = snapshot.get('pix_copia_e_cola');
  const registro: unknown = snapshot.get('cliente_registro');
  return {
    id: snapshot.id,
    codigo: String(snapshot.get('codigo') ?? ''),
    criado_em,
    atualizado_em,
    itens: Array.isArray(itens) ? itens.map((item: Partial<PedidoItem>) => toItem(item ?? {})) : [],
    subtotal_centavos: typeof subtotal === 'number' ? subtotal : total_centavos,
    taxa_entrega_centavos: numero(snapshot.get('taxa_entrega_centavos')),
    desconto_centavos: numero(snapshot.get('desconto_centavos')),
    total_centavos,
    cupom: objeto<CupomDoPedido>(snapshot.get('cupom')),
    fidelidade: objeto<RecompensaDoPedido>(snapshot.get('fidelidade')),
    selo_fidelidade: snapshot.get('selo_fidelidade') === true,
    cliente_registro: typeof registro === 'string' ? registro : null,
    status,
    historico,
    texto_whatsapp: String(snapshot.get('texto_whatsapp') ?? ''),
    cliente: objeto<ClientePedido>(snapshot.get('cliente')),
    entrega: objeto<EntregaPedido>(snapshot.get('entrega')),
    pagamento: pagamentoGuardado(snapshot.get('pagamento')),
    observacao: typeof observacao === 'string' ? observacao : null,
    pix_copia_e_cola: typeof pix === 'string' ? pix : null,
    acompanhamento: typeof acompanhamento === 'string' ? acompanhamento : null,
    dados_apagados_em: data(snapshot.get('dados_apagados_em')),
    dados_apagados_por: porQuem(snapshot.get('dados_apagados_por')),
    receita_contada: snapshot.get('receita_contada') === true,
    agendado_para: data(snapshot.get('agendado_para')),
    distancia_km: typeof snapshot.get('distancia_km') === 'number' ? (snapshot.get('distancia_km') as number) : null,
    frete_a_combinar: snapshot.get('frete_a_combinar') === true,
    comanda: comandaDaRodada(snapshot.get('comanda')),
    balcao: balcaoDoPedido(snapshot.get('balcao')),
    entregador: entregadorGuardado(snapshot.get('entregador')),
    corrida: corridaGuardada(snapshot.get('corrida')),
    recebimentos: toRecebimentos(snapshot.get('recebimentos')),
  };
}

function balcaoDoPedido(gravado: unknown): BalcaoDoPedido | null {
  const balcao = objeto<{ consumo?: unknown }>(gravado);
  if (!balcao) return null;
  return { consumo: balcao.consumo === 'retirada' ? 'retirada' : 'local' };
}

function comandaDaRodada(gravada: unknown): ComandaDaRodada | null {
  const comanda = objeto<{ id?: unknown; mesa?: { id?: unknown; nome?: unknown }; fechada?: unknown }>(gravada);
  if (!comanda || typeof comanda.id !== 'string') return null;
  return {
    id: comanda.id,
    mesa: { id: String(comanda.mesa?.id ?? ''), nome: String(comanda.mesa?.nome ?? '') },
    fechada: comanda.fechada === true,
  };
}

/** An order as the owner's answers give it (owner-pedidos, owner-entregadores): amounts in reais, instants ISO. */
export function pedidoDoLojista(pedido: PedidoGuardado): PedidoDoLojista {
  return {
    id: pedido.id,
    codigo: pedido.codigo,
    criado_em: pedido.criado_em.toISOString(),
    itens: pedido.itens.map((item) => ({ produto_id: item.produto_id, ...itemDoPedido(item) })),
    subtotal: centsToReais(pedido.subtotal_centavos),
    taxa_entrega: centsToReais(pedido.taxa_entrega_centavos),
    desconto: centsToReais(pedido.desconto_centavos),
    cupom: pedido.cupom?.codigo ?? null,
    fidelidade: { selo: pedido.selo_fidelidade, recompensa: pedido.fidelidade?.aplicada === true },
    total: centsToReais(pedido.total_centavos),
    status: pedido.status,
    texto_whatsapp: pedido.texto_whatsapp,
    cliente: pedido.cliente,
    entrega: pedido.entrega,
    pagamento: pagamentoDoPedido(pedido.pagamento),
    recebimentos: pedido.recebimentos.map(recebimentoDoPedido),
    observacao: pedido.observacao,
    pix_copia_e_cola: pedido.pix_copia_e_cola,
    acompanhamento: pedido.acompanhamento && acompanhamentoPath(pedido.acompanhamento),
    dados_apagados_em: pedido.dados_apagados_em?.toISOString() ?? null,
    dados_apagados_por: pedido.dados_apagados_por,
    historico: pedido.historico.map(({ status, em, por }) => ({ status, em: em.toISOString(), por: por ?? null })),
    agendado_para: pedido.agendado_para?.toISOString() ?? null,
    distancia_km: pedido.distancia_km,
    frete_a_combinar: pedido.frete_a_combinar,
    comanda: pedido.comanda && { id: pedido.comanda.id, mesa: pedido.comanda.mesa },
    balcao: pedido.balcao,
    entregador: entregadorDoPedido(pedido.entregador),
  };
}
