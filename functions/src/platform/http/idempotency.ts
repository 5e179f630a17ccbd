import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { IDEMPOTENCY_KEY_MAX } from '@vitrine/shared';
import { AppError } from './errors.js';

/**
 * A client's Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field") bound to the body
 * it came with: a retry with the same key and the same body gets the first answer, the same key
 * with another body is refused (422), whatever the operation stores (an order's document, an owner
 * create's record in model/idempotencia.ts).
 */
export interface IdempotencyKey {
  chave: string;
  /** bodyHash of the parsed body. */
  corpo: string;
}

/** Says nothing of what the key created: not even that it exists with other contents than "another body". */
export const CHAVE_COM_OUTRO_CORPO =
  'Esta chave Idempotency-Key já foi usada com outro conteúdo. Gere uma nova chave para enviar um conteúdo diferente.';

/** The request's Idempotency-Key header: absent, or 1 to IDEMPOTENCY_KEY_MAX characters (400 otherwise). */
export function readIdempotencyKey(req: Request): string | undefined {
  const chave = req.get('idempotency-key');
  if (chave === undefined) return undefined;
  if (chave.length < 1 || chave.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError(400, `O cabeçalho Idempotency-Key deve ter de 1 a ${IDEMPOTENCY_KEY_MAX} caracteres.`);
  }
  return chave;
}

/**
 * The hash a key is bound to: of the body as the schema parsed it, whose keys zod writes in the
 * schema's order whatever order the client used, so only a change in content gives another hash.
 */
export const bodyHash = (parsed: unknown): string => createHash('sha256').update(JSON.stringify(parsed)).digest('hex');

/** The request's key bound to its parsed body, or undefined without the header. */
export function readIdempotency(req: Request, parsed: unknown): IdempotencyKey | undefined {
  const chave = readIdempotencyKey(req);
  return chave === undefined ? undefined : { chave, corpo: bodyHash(parsed) };
}

/** A retry's body against the one its key was first used with (null: a record from before bodies were kept). 422 when they differ. */
export function requireSameBody(guardado: string | null, corpo: string): void {
  if (guardado !== corpo) throw new AppError(422, CHAVE_COM_OUTRO_CORPO);
}
