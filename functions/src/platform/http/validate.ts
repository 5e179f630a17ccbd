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
