import type { Atendimento } from './schema.js';
import { NOMES_FORMAS_PAGAMENTO, normalizeBairro, TIPOS_ENTREGA, type FormaPagamento, type TipoEntrega } from './formas.js';
import { formatBRL } from '../money.js';
import type { Desconto } from '../cupom/regras.js';
import { arredondarKm, chooseFaixa, computeDistanciaKm, foraDaArea, type Ponto } from './distancia.js';
import { computeTaxaDeEnvio, findUfDoCep, formatCep, ufDiferente, type Uf } from './envio.js';

/**
 * The checkout's rules that the customer's checkout and the server share (zod-free): the kinds a
 * shop offers, and the fee and total a checkout choice comes to. The server's answer is the one
 * that counts; the checkout shows the same figures and refusals before the customer sends.
 */

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

/** What the customer chose at checkout, as the order body carries it (pedido/schema.ts, pedidoSchema). */
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
 * The delivery fee and total for a subtotal and a coupon's discount (cupom/regras.ts), or the first
 * reason the order cannot go as chosen; the shop's minimum is on the products, before the discount.
 * Opening hours are checked apart (openingState): a closed shop is a 409, these are 400s.
 * `bairro` is the shop's spelling of the neighbourhood the customer chose.
 */
export function checkoutTotals(
  atendimento: Atendimento,
  escolha: CheckoutChoice,
  subtotal_centavos: number,
  // A literal, not cupom/regras.ts's SEM_DESCONTO: importing a value would bring the coupons' rule into the catalogue's first load.
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
