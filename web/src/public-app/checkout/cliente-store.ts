import type { Ponto } from '@vitrine/shared/atendimento';
import { FORMAS_PAGAMENTO, TIPOS_ENTREGA } from '@vitrine/shared/atendimento';
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
 * The typed fields kept: everything but the change and the note, and the slot (issue 31), which
 * belongs to one order. The point "Usar minha localização" gave is kept too (issue 43), like the
 * address it goes with: the next order from the same place needs no tap.
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
  form.localizacao = parsePonto((dados as Record<string, unknown>).localizacao);
  return form;
}

/** A point as the browser gave it, or null: anything else kept under the key is dropped. */
function parsePonto(valor: unknown): Ponto | null {
  if (typeof valor !== 'object' || valor === null) return null;
  const { lat, lng } = valor as Record<string, unknown>;
  const grau = (numero: unknown, limite: number): numero is number =>
    typeof numero === 'number' && Number.isFinite(numero) && Math.abs(numero) <= limite;
  return grau(lat, 90) && grau(lng, 180) ? { lat, lng } : null;
}

/** What is written: the remembered fields only, as typed, and the point when there is one. */
export function serializeCliente(form: CheckoutForm): string {
  const campos = Object.fromEntries(LEMBRADOS.map((campo) => [campo, form[campo].trim()]));
  return JSON.stringify(form.localizacao ? { ...campos, localizacao: form.localizacao } : campos);
}

/** Whether anything is remembered (the checkout then offers to clear it). */
export function hasCliente(form: CheckoutForm): boolean {
  return form.localizacao !== null || LEMBRADOS.some((campo) => form[campo] !== '');
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
