import type { Atendimento, Horario } from './atendimento.js';
import { NOMES_FORMAS_PAGAMENTO, normalizeBairro, TIPOS_ENTREGA, type FormaPagamento, type TipoEntrega } from './atendimento-formas.js';
import { formatBRL } from './money.js';
import type { Desconto } from './desconto.js';
import { arredondarKm, chooseFaixa, computeDistanciaKm, foraDaArea, type Ponto } from './distancia.js';
import { naLoja } from './relogio.js';
import { computeTaxaDeEnvio, findUfDoCep, formatCep, ufDiferente, type Uf } from './envio.js';

// The service's kinds live below both this module and atendimento's schema (which imports them),
// so that neither imports the other: re-exported here for the checkout, which reads them with the rules.
export * from './atendimento-formas.js';

/**
 * The order's rules that the customer's checkout and the server share (zod-free, so the public app
 * can import them as @vitrine/shared/pedido): statuses, delivery and payment kinds, opening hours
 * and the fee and total a checkout choice comes to. The server's answer is the one that counts;
 * the checkout shows the same figures and refusals before the customer sends.
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
 * each (public.ts): units over all its lines, and its total unless the administrator sets another
 * (configuracoes `pedido_valor_maximo`, in reais).
 */
export const PEDIDO_MAX_UNIDADES = 200;
export const PEDIDO_VALOR_MAXIMO_PADRAO = 100_000;
/** Public orders a shop takes a minute unless its owner sets another: a real rush fits, a script does not. */
export const PEDIDOS_POR_MINUTO_PADRAO = 60;
export const PEDIDOS_POR_MINUTO_MAX = 1000;

/** The customer's tracking page of an order: `/pedido/{token}`, the token at least 128 random bits. */
export const acompanhamentoPath = (token: string) => `/pedido/${token}`;

/** Opening hours are the shop's, in São Paulo time: where the shops and their customers are (relogio.ts). */
export { FUSO_DA_LOJA } from './relogio.js';

/** dia 0 = domingo … 6 = sábado, as Date.getDay() counts. */
export const DIAS_DA_SEMANA = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

// ── Opening hours ────────────────────────────────────────────────────────────────────────────

export const MINUTOS_DIA = 24 * 60;
export const MINUTOS_SEMANA = 7 * MINUTOS_DIA;
const minutos = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** "08:05" for 485 minutes into a day. */
export const hhmm = (minutosDoDia: number) =>
  `${String(Math.floor(minutosDoDia / 60)).padStart(2, '0')}:${String(minutosDoDia % 60).padStart(2, '0')}`;

/** Minutes since Sunday 00:00 in São Paulo. */
function minutoDaSemana(agora: Date): number {
  const { diaDaSemana, minuto } = naLoja(agora);
  return diaDaSemana * MINUTOS_DIA + minuto;
}

/**
 * Each window as [start, end) in minutes of the week; one that crosses midnight (or Saturday night)
 * ends past its day. Exported for the scheduled orders' slots (agendamento.ts), which lie in them.
 */
export function janelas(horarios: readonly Horario[]): [number, number][] {
  return horarios.map(({ dia, abre, fecha }) => {
    const inicio = dia * MINUTOS_DIA + minutos(abre);
    const duracao = (minutos(fecha) - minutos(abre) + MINUTOS_DIA) % MINUTOS_DIA || MINUTOS_DIA;
    return [inicio, inicio + duracao];
  });
}

/** Whether a window holds the minute; one that runs past Saturday midnight also holds the first minutes of the week. */
const contem = (todas: [number, number][], minuto: number) =>
  todas.some(([inicio, fim]) => (minuto >= inicio && minuto < fim) || minuto + MINUTOS_SEMANA < fim);

export interface OpeningState {
  aberta: boolean;
  /** When open within hours: the time it closes ("18:00"), past back-to-back windows; null when always open. */
  fecha_as: string | null;
  /** When closed by the hours: the next opening, as the customer reads it ("hoje às 18:00", "amanhã às 08:00", "segunda às 08:00"). Null when paused. */
  abre: string | null;
  /** What the customer reads when closed ("Loja fechada no momento. Abre amanhã às 08:00."); null when open. */
  mensagem: string | null;
}

export const LOJA_FECHADA = 'Loja fechada no momento.';

/** Whether the shop takes orders at `agora`: paused closes it, empty hours keep it open, a window that holds `agora` opens it. */
export function openingState(atendimento: Pick<Atendimento, 'horarios' | 'pausado'>, agora: Date): OpeningState {
  if (atendimento.pausado) return { aberta: false, fecha_as: null, abre: null, mensagem: LOJA_FECHADA };
  if (atendimento.horarios.length === 0) return { aberta: true, fecha_as: null, abre: null, mensagem: null };
  const minuto = minutoDaSemana(agora);
  const todas = janelas(atendimento.horarios);
  if (contem(todas, minuto)) {
    // It closes at the first window end ahead that no other window carries on: back-to-back or
    // overlapping windows (18:00–00:00 then 00:00–02:00) are one stretch, and hours that cover the
    // whole week never close.
    const adiante = (fim: number) => (fim - minuto + MINUTOS_SEMANA) % MINUTOS_SEMANA;
    const fechamento = todas
      .map(([, fim]) => fim % MINUTOS_SEMANA)
      .sort((a, b) => adiante(a) - adiante(b))
      .find((fim) => !contem(todas, fim));
    return { aberta: true, fecha_as: fechamento === undefined ? null : hhmm(fechamento % MINUTOS_DIA), abre: null, mensagem: null };
  }

  const espera = Math.min(...todas.map(([inicio]) => (inicio - minuto + MINUTOS_SEMANA) % MINUTOS_SEMANA));
  const proxima = minuto + espera;
  const diasAdiante = Math.floor(proxima / MINUTOS_DIA) - Math.floor(minuto / MINUTOS_DIA);
  const dia = Math.floor(proxima / MINUTOS_DIA) % 7;
  const quando = diasAdiante === 0 ? 'hoje' : diasAdiante === 1 ? 'amanhã' : DIAS_DA_SEMANA[dia];
  const abre = `${quando} às ${hhmm(proxima % MINUTOS_DIA)}`;
  return { aberta: false, fecha_as: null, abre, mensagem: `${LOJA_FECHADA} Abre ${abre}.` };
}

// ── The checkout's rules ─────────────────────────────────────────────────────────────────────

/**
 * How the shop charges its own deliveries now (issue 43): by distance once it has bands (and the
 * point they are measured from), a neighbourhood list left from before then no longer applies;
 * else by its neighbourhoods; else one fee. The header, the checkout and the order read it here.
 */
export type CobrancaDaEntrega = 'distancia' | 'bairros' | 'taxa_unica';
export function cobrancaDaEntrega(atendimento: Pick<Atendimento, 'faixas_distancia' | 'localizacao' | 'bairros'>): CobrancaDaEntrega {
  if (atendimento.faixas_distancia.length > 0 && atendimento.localizacao) return 'distancia';
  return atendimento.bairros.length > 0 ? 'bairros' : 'taxa_unica';
}

/**
 * A shipment (issue 43) is paid before it leaves and spends days on the road: it is paid by PIX,
 * never on delivery (cash or card at the door), and takes no slot.
 */
const FORMAS_ANTECIPADAS: readonly FormaPagamento[] = ['pix'];
export const ENVIO_SEM_AGENDAMENTO = 'O envio pelos Correios não tem dia e horário marcados: peça sem agendar.';

/** The payments the shop takes for a way of receiving: a shipment only those paid before it leaves. */
export function formasDoTipo(atendimento: Pick<Atendimento, 'formas_pagamento'>, tipo: TipoEntrega | '' | undefined): FormaPagamento[] {
  const formas = atendimento.formas_pagamento;
  return tipo === 'envio' ? formas.filter((forma) => FORMAS_ANTECIPADAS.includes(forma)) : formas;
}

/** Whether a way of receiving can be scheduled for a slot: a delivery or a pickup, never a shipment. */
export const agendaOTipo = (tipo: TipoEntrega | '' | undefined) => tipo !== 'envio';

/**
 * The ways of receiving the shop offers, in the order the checkout lists them: shipping only with a
 * payment it takes before shipping (a shop that takes no PIX does not ship).
 */
export function tiposDaLoja(atendimento: Pick<Atendimento, 'entrega' | 'retirada' | 'envio' | 'formas_pagamento'>): TipoEntrega[] {
  return TIPOS_ENTREGA.filter((tipo) =>
    tipo === 'envio' ? atendimento.envio?.ativo === true && formasDoTipo(atendimento, 'envio').length > 0 : atendimento[tipo],
  );
}

/** What the customer chose at checkout, as the order body carries it (public.ts, pedidoSchema). */
export interface CheckoutChoice {
  cliente?: { nome?: string; telefone?: string };
  entrega?: {
    tipo?: TipoEntrega;
    bairro?: string;
    endereco?: string;
    /** The customer's point ("Usar minha localização"), for a shop that charges by distance (issue 31). */
    localizacao?: Ponto;
    /** A shipment's address (issue 31): the state comes from the CEP. */
    cep?: string;
    logradouro?: string;
    numero?: string;
    cidade?: string;
    uf?: string;
  };
  pagamento?: { forma?: FormaPagamento; troco_para?: number | null };
  /** The slot of a scheduled order (issue 31), an ISO instant; the server checks it is listed. */
  agendado_para?: string;
}

export type CheckoutTotals =
  | {
      ok: true;
      taxa_entrega_centavos: number;
      total_centavos: number;
      bairro: string | null;
      /** A delivery priced by distance: the straight-line km, one decimal; else null. */
      distancia_km: number | null;
      /** A shipment: its state (from the CEP), and whether the fee is "a combinar" (0 until the shop says). */
      uf: Uf | null;
      frete_a_combinar: boolean;
    }
  | {
      ok: false;
      erro: string;
      campo:
        'cliente' | 'entrega' | 'agendado_para' | 'bairro' | 'endereco' | 'localizacao' | 'cep' | 'uf' | 'pagamento' | 'troco' | 'minimo';
    };

type Frete = Pick<Extract<CheckoutTotals, { ok: true }>, 'bairro' | 'distancia_km' | 'uf' | 'frete_a_combinar'> & { taxa: number };
type Recusa = Extract<CheckoutTotals, { ok: false }>;

/**
 * A delivery's fee as the shop charges now (cobrancaDaEntrega): by distance from the customer's
 * point (the first band that covers the straight line; none beyond the last), by the neighbourhood
 * list, or the shop's one fee.
 */
function freteDaEntrega(atendimento: Atendimento, entrega: NonNullable<CheckoutChoice['entrega']>): Frete | Recusa {
  const semFrete = { distancia_km: null, uf: null, frete_a_combinar: false };
  const cobranca = cobrancaDaEntrega(atendimento);
  if (cobranca === 'distancia') {
    const faixas = atendimento.faixas_distancia;
    if (!entrega.localizacao) {
      return { ok: false, campo: 'localizacao', erro: 'Toque em “Usar minha localização” para calcular a taxa de entrega.' };
    }
    const distancia = computeDistanciaKm(atendimento.localizacao!, entrega.localizacao);
    const faixa = chooseFaixa(faixas, distancia);
    if (!faixa) return { ok: false, campo: 'localizacao', erro: foraDaArea(distancia, faixas[faixas.length - 1]!.ate_km) };
    return { ...semFrete, taxa: centavos(faixa.taxa), bairro: entrega.bairro?.trim() || null, distancia_km: arredondarKm(distancia) };
  }
  if (cobranca === 'bairros') {
    const pedido = normalizeBairro(entrega.bairro ?? '');
    if (!pedido) return { ok: false, campo: 'bairro', erro: 'Escolha o bairro da entrega.' };
    const encontrado = atendimento.bairros.find((opcao) => normalizeBairro(opcao.nome) === pedido);
    if (!encontrado) return { ok: false, campo: 'bairro', erro: `Esta loja não entrega no bairro ${entrega.bairro?.trim()}.` };
    return { ...semFrete, taxa: centavos(encontrado.taxa), bairro: encontrado.nome };
  }
  return { ...semFrete, taxa: centavos(atendimento.taxa_entrega), bairro: entrega.bairro?.trim() || null };
}

/** A shipment's fee by the state its CEP is in (envio.ts), after the address a carrier needs. */
function freteDoEnvio(envio: NonNullable<Atendimento['envio']>, entrega: NonNullable<CheckoutChoice['entrega']>): Frete | Recusa {
  const uf = findUfDoCep(entrega.cep ?? '');
  if (!uf) return { ok: false, campo: 'cep', erro: 'Informe um CEP válido, como 01001-000.' };
  const informada = entrega.uf?.trim().toUpperCase();
  if (informada && informada !== uf) return { ok: false, campo: 'uf', erro: ufDiferente(formatCep(entrega.cep!), uf, informada) };
  if (!entrega.logradouro?.trim() || !entrega.numero?.trim() || !entrega.cidade?.trim()) {
    return { ok: false, campo: 'endereco', erro: 'Informe rua, número e cidade para o envio.' };
  }
  const { taxa, a_combinar } = computeTaxaDeEnvio(envio, uf);
  return { taxa: centavos(taxa), bairro: entrega.bairro?.trim() || null, distancia_km: null, uf, frete_a_combinar: a_combinar };
}

const centavos = (reais: number) => Math.round(reais * 100);

/**
 * The delivery fee and total for a subtotal and a coupon's discount (desconto.ts), or the first
 * reason the order cannot go as chosen; the shop's minimum is on the products, before the discount.
 * Opening hours are checked apart (openingState): a closed shop is a 409, these are 400s.
 * `bairro` is the shop's spelling of the neighbourhood the customer chose.
 */
export function checkoutTotals(
  atendimento: Atendimento,
  escolha: CheckoutChoice,
  subtotal_centavos: number,
  // A literal, not desconto.ts's SEM_DESCONTO: importing a value would bring the coupons' rule into the catalogue's first load.
  { desconto_centavos, frete_gratis }: Desconto = { desconto_centavos: 0, frete_gratis: false },
): CheckoutTotals {
  const minimo = centavos(atendimento.pedido_minimo);
  if (subtotal_centavos < minimo) {
    return { ok: false, campo: 'minimo', erro: `Pedido mínimo: ${formatBRL(minimo)}. Faltam ${formatBRL(minimo - subtotal_centavos)}.` };
  }
  if (!escolha.cliente?.nome?.trim()) return { ok: false, campo: 'cliente', erro: 'Informe seu nome.' };

  const tipo = escolha.entrega?.tipo;
  const oferecidos = tiposDaLoja(atendimento);
  if (!tipo || !oferecidos.includes(tipo)) {
    const nomes = { entrega: 'entrega', retirada: 'retirada', envio: 'envio pelos Correios ou transportadora' };
    const oferece = oferecidos.length === 1 ? `só ${nomes[oferecidos[0]!]}` : oferecidos.map((candidato) => nomes[candidato]).join(' ou ');
    return { ok: false, campo: 'entrega', erro: `Escolha como receber o pedido: esta loja faz ${oferece}.` };
  }
  if (escolha.agendado_para !== undefined && !agendaOTipo(tipo)) return { ok: false, campo: 'agendado_para', erro: ENVIO_SEM_AGENDAMENTO };
  let frete: Frete = { taxa: 0, bairro: null, distancia_km: null, uf: null, frete_a_combinar: false };
  if (tipo !== 'retirada') {
    const calculado = tipo === 'envio' ? freteDoEnvio(atendimento.envio!, escolha.entrega!) : freteDaEntrega(atendimento, escolha.entrega!);
    if ('ok' in calculado) return calculado;
    frete = calculado;
    if (tipo === 'entrega' && !escolha.entrega?.endereco?.trim())
      return { ok: false, campo: 'endereco', erro: 'Informe o endereço da entrega.' };
    // The shop's "free above" is for its own deliveries; a free-shipping coupon frees a shipment too.
    const gratisAcima = atendimento.entrega_gratis_acima;
    if ((tipo === 'entrega' && gratisAcima !== null && subtotal_centavos >= centavos(gratisAcima)) || frete_gratis) frete.taxa = 0;
  }
  const { taxa, ...onde } = frete;
  const total_centavos = subtotal_centavos - desconto_centavos + taxa;

  const forma = escolha.pagamento?.forma;
  const formas = formasDoTipo(atendimento, tipo);
  if (!forma || !formas.includes(forma)) {
    const aceitas = formas.map((aceita) => NOMES_FORMAS_PAGAMENTO[aceita]).join(', ');
    const erro =
      tipo === 'envio'
        ? `O envio pelos Correios é pago antes de sair da loja: escolha ${aceitas}.`
        : `Escolha a forma de pagamento: esta loja aceita ${aceitas}.`;
    return { ok: false, campo: 'pagamento', erro };
  }
  const troco = escolha.pagamento?.troco_para;
  if (troco !== undefined && troco !== null) {
    if (forma !== 'dinheiro') return { ok: false, campo: 'troco', erro: 'Troco só para pagamento em dinheiro.' };
    if (centavos(troco) < total_centavos) {
      return { ok: false, campo: 'troco', erro: `O troco deve ser para um valor a partir do total, ${formatBRL(total_centavos)}.` };
    }
  }
  return { ok: true, taxa_entrega_centavos: taxa, total_centavos, ...onde };
}
