import { z } from 'zod';
import { imagemUrlSegura } from './imagens.js';
import { MAX_PRECO } from './money.js';

// Every validation message the user can see is in Portuguese (Brazil), on the server and in the forms.
z.config(z.locales.ptBR());
// In the browser the page's CSP allows no eval (script-src without 'unsafe-eval'): zod's compiled
// fast path would only probe `Function('')` and trip a CSP violation as a schema module loads (a
// `.keyof()` at its top level did, on the landing page). The server keeps it: it parses faster.
z.config({ jitless: 'document' in globalThis });

export { z };

/**
 * Characters no one means to type, that do harm where a text goes: the C0 control characters but
 * the tab and the line break (ESC, GS and DLE drive the receipt printer and reached the text
 * tickets and the WhatsApp message; NUL ends a string in C), DEL and the C1 controls, and the bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which turn the text after
 * them backwards ("Trojan Source") in the owner's list of orders.
 */
// eslint-disable-next-line no-control-regex
const CONTROLES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** A typed text as it is kept: a pasted \r\n or \r becomes the line break \n, the characters above are dropped. */
export const limparTexto = (texto: string): string => texto.replace(/\r\n?/g, '\n').replace(CONTROLES, '');

/**
 * Every string a person types, in every schema (the customer's order, the owner's products,
 * categories, shop and service settings, the administrator's plans), starts here: cleaned at
 * input (limparTexto), then trimmed, so no control character is stored and none reaches a ticket,
 * a message or a screen. `mensagem`: the message for a value that is not a string.
 */
export const textoDigitado = (mensagem?: string) => z.string(mensagem).overwrite(limparTexto).trim();

/** A typed text of at most `max` characters, with the forms' usual message. */
export const texto = (max: number) => textoDigitado().max(max, `Use no máximo ${max} caracteres.`);

/** The refusal of a picture field whose URL a page may not show (imagemUrlSegura). */
export const IMAGEM_URL_INVALIDA = 'Use uma foto enviada pela loja ou um endereço de imagem https:// de outro site.';

/** A picture field (a product's, the shop's logo): one the shop uploaded or an https:// picture elsewhere (imagemUrlSegura). Empty means none. */
export const imagemUrlSchema = z
  .string()
  .trim()
  .max(300)
  .refine((url) => url === '' || imagemUrlSegura(url), IMAGEM_URL_INVALIDA);

/**
 * An amount of money in reais with at most two decimals, above zero (or zero with `zero`), up to
 * MAX_PRECO; `campo` names it in the messages ("o valor").
 */
export const valorEmReais = (campo: string, { zero = false } = {}) => {
  const Campo = `${campo[0]!.toUpperCase()}${campo.slice(1)}`;
  const numero = z.number({ error: `Informe ${campo} em reais.` });
  return (zero ? numero.nonnegative(`${Campo} não pode ser negativo.`) : numero.positive(`${Campo} deve ser maior que zero.`))
    .max(MAX_PRECO, `${Campo} passa do máximo.`)
    .multipleOf(0.01, 'Use no máximo dois decimais.');
};
