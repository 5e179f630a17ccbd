import type { z } from 'zod';

/**
 * What a form's schema refuses, as the form shows it: each field's path ('opcoes.0.max') and the
 * message under it; `{}` when the values pass.
 */
export function mensagemPorCampo<S extends z.ZodType>(schema: S, valores: z.input<S>): Record<string, string> {
  const result = schema.safeParse(valores);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
