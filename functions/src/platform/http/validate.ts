import type { z } from '@vitrine/shared';
import { AppError } from './errors.js';

/** Parses a request part with a shared schema; failures become a 400 with field messages in pt-BR. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const campos: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    (campos[key] ??= []).push(issue.message);
  }
  throw new AppError(400, 'Dados inválidos.', campos);
}

/**
 * parseWith for a body whose first problem is the message the reader sees ('Seu carrinho está
 * vazio.'), the fields' messages still beside it.
 */
export function parseWithFirstMessage<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  try {
    return parseWith(schema, value);
  } catch (error) {
    const primeira = error instanceof AppError && error.campos ? Object.values(error.campos)[0]?.[0] : undefined;
    throw primeira ? new AppError(400, primeira, (error as AppError).campos) : error;
  }
}

/** In unicode mode a surrogate pair is one code point: only a lone surrogate is in category Cs. */
const SUBSTITUTO_SOLTO = /\p{Cs}/u;

export const TEXTO_MALFORMADO = 'O texto tem caracteres inválidos. Apague-os e digite de novo.';

/**
 * How many arrays and objects a request body may nest. The deepest body a schema takes, a product
 * with a grade or options (body → opcoes → group → itens → choice), nests 5; past this limit the
 * body is refused before anything walks it.
 */
export const CORPO_PROFUNDIDADE_MAX = 16;
export const CORPO_PROFUNDO_DEMAIS = 'Corpo da requisição com níveis aninhados demais.';

/**
 * Checked once on every request body (body.ts), keys included, whatever the route, before any
 * schema reads it:
 *  - nesting past CORPO_PROFUNDIDADE_MAX is a 400: `[[[…]]]` 5,000 deep (10 KB) parsed fine, and
 *    then the walk below (and any other recursive reader) overflowed the stack, a 500;
 *  - a string that is not well-formed UTF-16, a lone surrogate (`"\ud800"` in JSON), is a 400
 *    naming the field. JSON allows it, but no text a person types has one, Firestore refuses to
 *    store it (the write failed with a 500) and it cannot become UTF-8 for the WhatsApp message.
 */
export function assertCorpoBemFormado(valor: unknown, caminho: string[] = []): void {
  if (typeof valor === 'string') {
    if (SUBSTITUTO_SOLTO.test(valor)) throw new AppError(400, 'Dados inválidos.', { [caminho.join('.') || '_']: [TEXTO_MALFORMADO] });
    return;
  }
  if (typeof valor !== 'object' || valor === null) return;
  // `caminho` holds the containers above this one: the recursion stops at the limit, whatever the body's depth.
  if (caminho.length >= CORPO_PROFUNDIDADE_MAX) throw new AppError(400, CORPO_PROFUNDO_DEMAIS);
  for (const [chave, item] of Object.entries(valor)) {
    assertCorpoBemFormado(chave, caminho);
    assertCorpoBemFormado(item, [...caminho, chave]);
  }
}

/**
 * Whether a path parameter can name a document this API created (Firestore auto ids, the seed's
 * readable ids). Anything else (".", "..", "__x__", very long) is refused by Firestore with an
 * error, so callers answer 404 before asking.
 */
export function isDocId(value: string): boolean {
  // Names of Object.prototype members (toString, constructor, valueOf...) are valid in Firestore but
  // crash the local Node emulator's lookup (an UNKNOWN error, a 500); the API never creates them.
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(value) && !(value in Object.prototype);
}

const INSTANTE_ISO =
  /^(?<ano>\d{4})-(?<mes>\d{2})-(?<dia>\d{2})T(?<hora>\d{2}):(?<minuto>\d{2})(?::(?<segundo>\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?<horaOffset>\d{2}):(?<minutoOffset>\d{2}))$/;

/** Days of month `mes` (1-12) in year `ano`, Gregorian. */
function diasDoMes(ano: number, mes: number): number {
  if (mes === 2) return ano % 4 === 0 && (ano % 100 !== 0 || ano % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

/**
 * An ISO 8601 date and time with its offset (`2026-03-01T10:00:00-03:00`, `...Z`); null when it is
 * not one or names a day or time that does not exist. Why not just `new Date()`: it rolls
 * impossible days over (2026-02-31 becomes March 3rd) and reads 24:00 as the next day.
 */
export function parseInstante(valor: string): Date | null {
  const campos = INSTANTE_ISO.exec(valor)?.groups;
  if (!campos) return null;
  const n = (campo: string) => Number(campos[campo] ?? 0);
  const diaExiste = n('mes') >= 1 && n('mes') <= 12 && n('dia') >= 1 && n('dia') <= diasDoMes(n('ano'), n('mes'));
  const horaExiste = n('hora') <= 23 && n('minuto') <= 59 && n('segundo') <= 59 && n('horaOffset') <= 23 && n('minutoOffset') <= 59;
  return diaExiste && horaExiste ? new Date(valor) : null;
}

/** The instants a Firestore Timestamp can hold: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z. */
const PRIMEIRO_INSTANTE_MS = Date.parse('0001-01-01T00:00:00Z');
const ULTIMO_INSTANTE_MS = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * Whether Firestore can store or compare `instante`: outside its range the SDK throws on the query
 * (a 500), so callers refuse such instants with a 400 first. Years 0000 and 0001 with a positive
 * offset fall before it; 9999-12-31 with a negative offset after it.
 */
export function cabeNoFirestore(instante: Date): boolean {
  const ms = instante.getTime();
  return ms >= PRIMEIRO_INSTANTE_MS && ms <= ULTIMO_INSTANTE_MS;
}
