import type { Atendimento, Desconto, PedidoInput } from '@vitrine/shared';
import { computeAgendadoPara } from '@vitrine/shared/atendimento';
import type { Ponto } from '@vitrine/shared/atendimento';
import { parsePrecoBR } from '@vitrine/shared/money';
import {
  agendaOTipo,
  checkoutTotals,
  cobrancaDaEntrega,
  formasDoTipo,
  normalizeBairro,
  tiposDaLoja,
  type CheckoutTotals,
  type FormaPagamento,
  type TipoEntrega,
} from '@vitrine/shared/atendimento';

/**
 * The checkout of a shop with service settings (issue 12), as pure functions: what the customer
 * typed, the step each rule belongs to, and the order body it becomes. The rules themselves are the
 * server's (checkoutTotals in @vitrine/shared/pedido), so a step lets through what the server takes.
 */

/**
 * The form as typed: every field a string, so an input shows exactly what the customer wrote; the
 * one exception is the point "Usar minha localização" gave (issue 31), never typed.
 */
export interface CheckoutForm {
  nome: string;
  telefone: string;
  tipo: TipoEntrega | '';
  /** "Agora" or "Agendar" (issue 31), and the chosen slot's São Paulo date ("2026-11-28") and time ("11:30"). */
  quando: 'agora' | 'agendar';
  data: string;
  hora: string;
  bairro: string;
  endereco: string;
  complemento: string;
  referencia: string;
  /** A delivery priced by distance: the browser's point, asked for only on the customer's tap. */
  localizacao: Ponto | null;
  /** A shipment's address (tipo 'envio'): the CEP as typed with its mask, the state prefilled from it. */
  cep: string;
  logradouro: string;
  numero: string;
  cidade: string;
  uf: string;
  forma: FormaPagamento | '';
  /** "Troco para quanto?", as typed ("100", "100,00"); empty for no change. */
  troco: string;
  observacao: string;
}

export const EMPTY_CHECKOUT: CheckoutForm = {
  nome: '',
  telefone: '',
  tipo: '',
  quando: 'agora',
  data: '',
  hora: '',
  bairro: '',
  endereco: '',
  complemento: '',
  referencia: '',
  localizacao: null,
  cep: '',
  logradouro: '',
  numero: '',
  cidade: '',
  uf: '',
  forma: '',
  troco: '',
  observacao: '',
};

/** The steps after the cart, in order; 'resumo' shows everything with the total before sending. */
export const CHECKOUT_STEPS = ['dados', 'entrega', 'pagamento', 'resumo'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const NOMES_CHECKOUT_STEPS: Record<CheckoutStep, string> = {
  dados: 'Seus dados',
  entrega: 'Entrega',
  pagamento: 'Pagamento',
  resumo: 'Resumo',
};

type Campo = keyof CheckoutForm;
export type CheckoutErrors = Partial<Record<Campo, string>>;

export const TELEFONE_INVALIDO = 'Telefone inválido: use DDD e número, como (11) 91234-5678.';
const TELEFONE_VAZIO = 'Informe seu WhatsApp, para a loja falar com você.';
const TROCO_INVALIDO = 'Informe o valor em reais, como 50,00.';
export const HORARIO_VAZIO = 'Escolha o dia e o horário do pedido.';
const ENVIO_VAZIO: Partial<Record<'logradouro' | 'numero' | 'cidade', string>> = {
  logradouro: 'Informe a rua.',
  numero: 'Informe o número (ou “s/n”).',
  cidade: 'Informe a cidade.',
};

/** A Brazilian phone as the server keeps it (DDD and number, 10 or 11 digits, no 55), or null. */
export function telefoneDigits(typed: string): string | null {
  const digits = typed.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  return /^[1-9]{2}9?\d{8}$/.test(digits) ? digits : null;
}

/** (11) 91234-5678: how the summary shows the number. */
export function formatTelefone(digits: string): string {
  const partes = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return partes ? `(${partes[1]}) ${partes[2]}-${partes[3]}` : digits;
}

/** The change typed, in reais: null when empty (no change needed), NaN when it is not an amount. */
function trocoReais(typed: string): number | null {
  if (!typed.trim()) return null;
  return parsePrecoBR(typed) ?? Number.NaN;
}

/**
 * The order body's checkout part: trimmed, empty optional fields left out, the address only for
 * delivery or shipment, change only for cash, the slot only when the customer schedules.
 */
export function checkoutBody(form: CheckoutForm): Pick<PedidoInput, 'cliente' | 'entrega' | 'pagamento' | 'observacao' | 'agendado_para'> {
  const opcional = (texto: string) => texto.trim() || undefined;
  const troco = form.forma === 'dinheiro' ? trocoReais(form.troco) : null;
  let entrega: PedidoInput['entrega'];
  if (form.tipo === 'entrega') {
    entrega = {
      tipo: 'entrega',
      bairro: opcional(form.bairro),
      endereco: opcional(form.endereco),
      complemento: opcional(form.complemento),
      referencia: opcional(form.referencia),
      ...(form.localizacao && { localizacao: form.localizacao }),
    };
  } else if (form.tipo === 'envio') {
    entrega = {
      tipo: 'envio',
      cep: opcional(form.cep),
      logradouro: opcional(form.logradouro),
      numero: opcional(form.numero),
      complemento: opcional(form.complemento),
      bairro: opcional(form.bairro),
      cidade: opcional(form.cidade),
      uf: opcional(form.uf.toUpperCase()),
    };
  } else if (form.tipo === 'retirada') {
    entrega = { tipo: 'retirada' };
  }
  return {
    cliente: { nome: form.nome.trim(), telefone: telefoneDigits(form.telefone) ?? opcional(form.telefone) },
    entrega,
    pagamento: form.forma ? { forma: form.forma, ...(troco !== null && !Number.isNaN(troco) && { troco_para: troco }) } : undefined,
    observacao: opcional(form.observacao),
    ...(form.quando === 'agendar' && form.data && form.hora && { agendado_para: computeAgendadoPara(form.data, form.hora) }),
  };
}

/**
 * Whether the customer must schedule (issue 31): the shop takes only scheduled orders, or it is
 * closed now but schedules (never while paused). A shop that does not schedule: never.
 */
export function agendamentoObrigatorio(atendimento: Atendimento, aberta: boolean): boolean {
  const agendamento = atendimento.agendamento;
  if (!agendamento?.ativo || atendimento.pausado) return false;
  return agendamento.somente_agendado || !aberta;
}

/** Whether the checkout offers "Agendar" at all: the shop schedules and is not paused. */
export const agendaPedidos = (atendimento: Atendimento) => atendimento.agendamento?.ativo === true && !atendimento.pausado;

/**
 * The form with "Quando?" as the shop has it now: "Agora" for a shipment (it takes no slot) or when
 * the shop does not schedule, "Agendar" when it must.
 */
export function fitQuando(atendimento: Atendimento, aberta: boolean, form: CheckoutForm): CheckoutForm {
  const agora = form.quando === 'agora' ? form : { ...form, quando: 'agora' as const };
  if (!agendaOTipo(form.tipo)) return agora;
  if (agendamentoObrigatorio(atendimento, aberta)) return form.quando === 'agendar' ? form : { ...form, quando: 'agendar' };
  if (!agendaPedidos(atendimento)) return agora;
  return form;
}

/** The shop's rules applied to the form and the coupon's discount: fee and total, or the first refusal (the server's words). */
export function checkoutTotalsOf(
  atendimento: Atendimento,
  form: CheckoutForm,
  subtotalCentavos: number,
  desconto?: Desconto,
): CheckoutTotals {
  const { cliente, entrega, pagamento, agendado_para } = checkoutBody(form);
  return checkoutTotals(atendimento, { cliente, entrega, pagamento, agendado_para }, subtotalCentavos, desconto);
}

/** Which step answers for each of checkoutTotals' fields, and the form field it marks. */
const CAMPO_DA_REGRA: Record<Exclude<Extract<CheckoutTotals, { ok: false }>['campo'], 'minimo'>, [CheckoutStep, Campo]> = {
  cliente: ['dados', 'nome'],
  entrega: ['entrega', 'tipo'],
  agendado_para: ['entrega', 'hora'],
  bairro: ['entrega', 'bairro'],
  endereco: ['entrega', 'endereco'],
  localizacao: ['entrega', 'localizacao'],
  cep: ['entrega', 'cep'],
  uf: ['entrega', 'uf'],
  pagamento: ['pagamento', 'forma'],
  troco: ['pagamento', 'troco'],
};

/**
 * What keeps the customer on a step: the rules of the steps up to it (a later step's fields are
 * not asked yet). The cart's own rule, the minimum, is the cart's to show.
 */
export function stepErrors(
  step: CheckoutStep,
  atendimento: Atendimento,
  form: CheckoutForm,
  subtotalCentavos: number,
  desconto?: Desconto,
): CheckoutErrors {
  const ate = CHECKOUT_STEPS.indexOf(step);
  const errors: CheckoutErrors = {};
  // Rules the shared function does not have: the phone is asked for (the owner replies to it), and the change must be an amount.
  if (!form.telefone.trim()) errors.telefone = TELEFONE_VAZIO;
  else if (!telefoneDigits(form.telefone)) errors.telefone = TELEFONE_INVALIDO;
  if (ate >= CHECKOUT_STEPS.indexOf('pagamento') && form.forma === 'dinheiro' && Number.isNaN(trocoReais(form.troco))) {
    errors.troco = TROCO_INVALIDO;
  }
  const entregaAte = ate >= CHECKOUT_STEPS.indexOf('entrega');
  // A scheduled order needs its slot (the server checks that it is still listed).
  if (entregaAte && form.quando === 'agendar' && !(form.data && form.hora)) errors.hora = HORARIO_VAZIO;
  const totals = checkoutTotalsOf(atendimento, form, subtotalCentavos, desconto);
  if (!totals.ok && totals.campo !== 'minimo') {
    const [regraStep, campo] = CAMPO_DA_REGRA[totals.campo];
    if (CHECKOUT_STEPS.indexOf(regraStep) <= ate) {
      if (campo === 'endereco' && form.tipo === 'envio') {
        // A shipment's address is in its own fields: each one missing says so.
        for (const faltando of ['logradouro', 'numero', 'cidade'] as const) {
          if (!form[faltando].trim()) errors[faltando] ??= ENVIO_VAZIO[faltando];
        }
      } else errors[campo] ??= totals.erro;
    }
  }
  return errors;
}

/** The step a field belongs to. */
function stepOf(campo: Campo): CheckoutStep {
  if (campo === 'nome' || campo === 'telefone') return 'dados';
  if (campo === 'forma' || campo === 'troco' || campo === 'observacao') return 'pagamento';
  return 'entrega';
}

/**
 * Where "Continuar" on the cart leads: the first step with something to fill, or straight to the
 * summary when every step is already right (a returning customer with remembered details).
 */
export function firstOpenStep(atendimento: Atendimento, form: CheckoutForm, subtotalCentavos: number): CheckoutStep {
  const errors = stepErrors('resumo', atendimento, form, subtotalCentavos);
  const steps = (Object.keys(errors) as Campo[]).map(stepOf);
  return CHECKOUT_STEPS.find((step) => steps.includes(step)) ?? 'resumo';
}

/**
 * The form with what the shop cannot take cleared or chosen for the customer: a delivery kind or a
 * payment it does not offer (for that kind: a shipment is paid before it leaves) is dropped, a single
 * option is picked (the only neighbourhood too), and a remembered neighbourhood takes the shop's
 * spelling (or is cleared when the shop does not list it) while the shop charges by its neighbourhoods. Applied to what the customer
 * typed on every change, so going back from a shipment brings the remembered payment back.
 */
export function fitToLoja(atendimento: Atendimento, form: CheckoutForm): CheckoutForm {
  const tipos = tiposDaLoja(atendimento);
  const tipo = form.tipo && tipos.includes(form.tipo) ? form.tipo : tipos.length === 1 ? tipos[0]! : '';
  const formas = formasDoTipo(atendimento, tipo);
  const forma = form.forma && formas.includes(form.forma) ? form.forma : formas.length === 1 ? formas[0]! : '';
  let bairro = form.bairro;
  if (cobrancaDaEntrega(atendimento) === 'bairros') {
    const escolhido = normalizeBairro(form.bairro);
    const unico = atendimento.bairros.length === 1 ? atendimento.bairros[0]!.nome : '';
    bairro = atendimento.bairros.find((opcao) => normalizeBairro(opcao.nome) === escolhido)?.nome ?? unico;
  }
  return { ...form, tipo, forma, bairro };
}
