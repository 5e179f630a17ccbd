import { FORMAS_PAGAMENTO, TIPOS_ENTREGA } from '@vitrine/shared/pedido';
import { EMPTY_CHECKOUT, type CheckoutForm } from './checkout';

/**
 * The customer's details, remembered on this device for the next order (issue 12): who they are,
 * how they receive and pay, and where. One record per device, not per shop: a customer's name,
 * phone and address are the same whichever shop they order from, and each shop's checkout keeps
 * only what it can take (checkout.ts, fitToLoja). The change and the note belong to one order and
 * are never kept. "Apagar meus dados" clears it.
 */

const CHAVE = 'vitrine:cliente';

/**
 * The fields kept: everything but the change and the note, and the slot and the point (issue 31):
 * a slot belongs to one order, and the customer's location is asked for again at each tap.
 */
const LEMBRADOS = [
  'nome',
  'telefone',
  'tipo',
  'bairro',
  'endereco',
  'complemento',
  'referencia',
  'cep',
  'logradouro',
  'numero',
  'cidade',
  'uf',
  'forma',
] as const;

/** The form to start from, with the remembered fields filled; anything malformed is dropped, never trusted. */
export function parseCliente(texto: string | null): CheckoutForm {
  let dados: unknown;
  try {
    dados = JSON.parse(texto ?? 'null');
  } catch {
    return EMPTY_CHECKOUT;
  }
  if (typeof dados !== 'object' || dados === null) return EMPTY_CHECKOUT;
  const form: CheckoutForm = { ...EMPTY_CHECKOUT };
  for (const campo of LEMBRADOS) {
    const valor = (dados as Record<string, unknown>)[campo];
    if (typeof valor === 'string') form[campo] = valor.slice(0, 300) as never;
  }
  if (!(TIPOS_ENTREGA as readonly string[]).includes(form.tipo)) form.tipo = '';
  if (!(FORMAS_PAGAMENTO as readonly string[]).includes(form.forma)) form.forma = '';
  return form;
}

/** What is written: the remembered fields only, as typed. */
export function serializeCliente(form: CheckoutForm): string {
  return JSON.stringify(Object.fromEntries(LEMBRADOS.map((campo) => [campo, form[campo].trim()])));
}

/** Whether anything is remembered (the checkout then offers to clear it). */
export function hasCliente(form: CheckoutForm): boolean {
  return LEMBRADOS.some((campo) => form[campo] !== '');
}

// Storage may be refused (some private modes): then nothing is remembered, and the checkout still works.

export function readCliente(): CheckoutForm {
  try {
    return parseCliente(localStorage.getItem(CHAVE));
  } catch {
    return EMPTY_CHECKOUT;
  }
}

export function saveCliente(form: CheckoutForm) {
  try {
    localStorage.setItem(CHAVE, serializeCliente(form));
  } catch {
    // not kept
  }
}

export function clearCliente() {
  try {
    localStorage.removeItem(CHAVE);
  } catch {
    // nothing was kept
  }
}
