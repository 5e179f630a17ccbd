import { z } from './zod.js';

/**
 * Every phone Vitrine stores (the shop's WhatsApp, the customer's phone on an order) follows one
 * rule: a Brazilian number kept as `55` + DDD + number, digits only, the form wa.me needs. Without
 * the 55, wa.me reads "11987654321" as a +1 number and the orders go to a stranger.
 */

/** ANATEL's area codes (DDDs) in use: the first digit is the region, not every pair exists (no 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56-60, 70, 72, 76, 78, 80, 90). */
export const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55,
  61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

export const TELEFONE_INVALIDO = 'Telefone inválido: use DDD e número, como (11) 91234-5678.';
export const WHATSAPP_INVALIDO = 'WhatsApp inválido: use DDD e número, como (11) 98765-4321.';

/** The national part (DDD + 8 or 9 digits) of what a person typed: "+55 (11) 98765-4321", "011 98765-4321" or "5511987654321". */
function nacional(typed: string): string {
  const digitos = typed.replace(/\D/g, '');
  // 12 or 13 digits can only be the country code in front (a national number has at most 11);
  // a leading 0 is the long-distance prefix ("0 11 …").
  if (/^55\d{10,11}$/.test(digitos)) return digitos.slice(2);
  return digitos.replace(/^0(?=\d{10,11}$)/, '');
}

/**
 * `55` + DDD + number, or null when it cannot be a Brazilian phone: an unknown DDD, a length that is
 * neither a landline (8 digits, starting 2 to 5) nor a mobile (9 digits, starting 9). A mobile typed
 * without its 9 (8 digits starting 6 to 9, the numbering before 2016) gets it back.
 */
export function normalizeTelefone(typed: string): string | null {
  const numero = nacional(typed);
  const match = /^(\d{2})(\d{8,9})$/.exec(numero);
  if (!match || !DDDS.has(Number(match[1]))) return null;
  const [, ddd, assinante] = match as unknown as [string, string, string];
  if (assinante.length === 9) return assinante.startsWith('9') ? `55${ddd}${assinante}` : null;
  if (/^[2-5]/.test(assinante)) return `55${ddd}${assinante}`;
  if (/^[6-9]/.test(assinante)) return `55${ddd}9${assinante}`;
  return null;
}

/** "(11) 98765-4321" or "(11) 3333-4444" from a stored number (with or without the 55); anything else as it is. */
export function formatTelefone(telefone: string): string {
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(nacional(telefone));
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : telefone;
}

/**
 * The mask of a phone field while it is typed: "(1", "(11) 9876", "(11) 9876-5432",
 * "(11) 98765-4321". A pasted +55 is dropped; at most the 11 national digits are kept.
 */
export function maskTelefone(typed: string): string {
  const digitos = nacional(typed).slice(0, 11);
  if (digitos.length === 0) return '';
  if (digitos.length <= 2) return `(${digitos}`;
  const ddd = digitos.slice(0, 2);
  const resto = digitos.slice(2);
  if (resto.length <= 4) return `(${ddd}) ${resto}`;
  const meio = resto.length === 9 ? 5 : 4;
  return `(${ddd}) ${resto.slice(0, meio)}-${resto.slice(meio)}`;
}

/** A phone field of a form and of the API: '' stays '' (no phone), anything else becomes `55…` or is refused with `mensagem`. */
export const telefoneBrSchema = (mensagem: string) =>
  z
    .string()
    .trim()
    .max(30, mensagem)
    .transform((typed, ctx) => {
      if (typed === '') return '';
      const telefone = normalizeTelefone(typed);
      if (telefone === null) {
        ctx.addIssue({ code: 'custom', message: mensagem });
        return z.NEVER;
      }
      return telefone;
    });

/** PUT /api/lojista/whatsapp: the number customers' orders go to ('' removes it). */
export const whatsappSchema = z.strictObject({
  telefone_whatsapp: telefoneBrSchema(WHATSAPP_INVALIDO),
});

/** Whether a stored WhatsApp number can take orders (what the dashboard's first steps tick). */
export const whatsappValido = (telefone: string | null | undefined): boolean => !!telefone && normalizeTelefone(telefone) === telefone;

/** The customer's phone: the same rule as the shop's WhatsApp, so the owner's reply reaches them. */
export const telefoneSchema = telefoneBrSchema(TELEFONE_INVALIDO);
