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
 * Whether a path parameter can name a document this API created (Firestore auto ids, the seed's
 * readable ids). Anything else (".", "..", "__x__", very long) is refused by Firestore with an
 * error, so callers answer 404 before asking.
 */
export function isDocId(value: string): boolean {
  // Names of Object.prototype members (toString, constructor, valueOf...) are valid in Firestore but
  // crash the local Node emulator's lookup (an UNKNOWN error, a 500); the API never creates them.
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(value) && !(value in Object.prototype);
}
