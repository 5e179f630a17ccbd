import type { Atendimento, Desconto, PedidoInput } from '@vitrine/shared';
import { parsePrecoBR } from '@vitrine/shared/money';
import { checkoutTotals, normalizeBairro, type CheckoutTotals, type FormaPagamento, type TipoEntrega } from '@vitrine/shared/pedido';

/**
 * The checkout of a shop with service settings (issue 12), as pure functions: what the customer
 * typed, the step each rule belongs to, and the order body it becomes. The rules themselves are the
 * server's (checkoutTotals in @vitrine/shared/pedido), so a step lets through what the server takes.
 */

/** The form as typed: every field a string, so an input shows exactly what the customer wrote. */
export interface CheckoutForm {
  nome: string;
  telefone: string;
  tipo: TipoEntrega | '';
  bairro: string;
  endereco: string;
  complemento: string;
  referencia: string;
  forma: FormaPagamento | '';
  /** "Troco para quanto?", as typed ("100", "100,00"); empty for no change. */
  troco: string;
  observacao: string;
}

export const EMPTY_CHECKOUT: CheckoutForm = {
  nome: '',
  telefone: '',
  tipo: '',
  bairro: '',
  endereco: '',
  complemento: '',
  referencia: '',
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

/** The order body's checkout part: trimmed, empty optional fields left out, the address only for delivery, change only for cash. */
export function checkoutBody(form: CheckoutForm): Pick<PedidoInput, 'cliente' | 'entrega' | 'pagamento' | 'observacao'> {
  const opcional = (texto: string) => texto.trim() || undefined;
  const troco = form.forma === 'dinheiro' ? trocoReais(form.troco) : null;
  return {
    cliente: { nome: form.nome.trim(), telefone: telefoneDigits(form.telefone) ?? opcional(form.telefone) },
    entrega: form.tipo
      ? form.tipo === 'entrega'
        ? {
            tipo: 'entrega',
            bairro: opcional(form.bairro),
            endereco: opcional(form.endereco),
            complemento: opcional(form.complemento),
            referencia: opcional(form.referencia),
          }
        : { tipo: 'retirada' }
      : undefined,
    pagamento: form.forma ? { forma: form.forma, ...(troco !== null && !Number.isNaN(troco) && { troco_para: troco }) } : undefined,
    observacao: opcional(form.observacao),
  };
}

/** The shop's rules applied to the form and the coupon's discount: fee and total, or the first refusal (the server's words). */
export function checkoutTotalsOf(
  atendimento: Atendimento,
  form: CheckoutForm,
  subtotalCentavos: number,
  desconto?: Desconto,
): CheckoutTotals {
  const { cliente, entrega, pagamento } = checkoutBody(form);
  return checkoutTotals(atendimento, { cliente, entrega, pagamento }, subtotalCentavos, desconto);
}

/** Which step answers for each of checkoutTotals' fields, and the form field it marks. */
const CAMPO_DA_REGRA: Record<Exclude<Extract<CheckoutTotals, { ok: false }>['campo'], 'minimo'>, [CheckoutStep, Campo]> = {
  cliente: ['dados', 'nome'],
  entrega: ['entrega', 'tipo'],
  bairro: ['entrega', 'bairro'],
  endereco: ['entrega', 'endereco'],
  // Issue 31's point and shipping address have no fields of their own in this checkout yet: the address marks them.
  localizacao: ['entrega', 'endereco'],
  cep: ['entrega', 'endereco'],
  uf: ['entrega', 'endereco'],
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
  const totals = checkoutTotalsOf(atendimento, form, subtotalCentavos, desconto);
  if (!totals.ok && totals.campo !== 'minimo') {
    const [regraStep, campo] = CAMPO_DA_REGRA[totals.campo];
    if (CHECKOUT_STEPS.indexOf(regraStep) <= ate) errors[campo] ??= totals.erro;
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
 * payment it does not offer is dropped, a single option is picked, and a remembered neighbourhood
 * takes the shop's spelling (or is cleared when the shop does not list it).
 */
export function fitToLoja(atendimento: Atendimento, form: CheckoutForm): CheckoutForm {
  const tipos: TipoEntrega[] = (['entrega', 'retirada'] as const).filter((tipo) => atendimento[tipo]);
  const tipo = form.tipo && tipos.includes(form.tipo) ? form.tipo : tipos.length === 1 ? tipos[0]! : '';
  const formas = atendimento.formas_pagamento;
  const forma = form.forma && formas.includes(form.forma) ? form.forma : formas.length === 1 ? formas[0]! : '';
  let bairro = form.bairro;
  if (atendimento.bairros.length > 0) {
    const escolhido = normalizeBairro(form.bairro);
    bairro = atendimento.bairros.find((opcao) => normalizeBairro(opcao.nome) === escolhido)?.nome ?? '';
  }
  return { ...form, tipo, forma, bairro };
}
