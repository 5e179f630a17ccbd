import type { FieldError } from 'react-hook-form';

/** Reading the form's errors where zod or the API put them deeper than one field. */

/** The first message anywhere under an error node (the node's own, an array's root, or a child's). */
export function primeiraMensagem(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const node = error as Partial<FieldError> & { root?: FieldError };
  if (typeof node.message === 'string' && node.message) return node.message;
  if (node.root?.message) return node.root.message;
  for (const [chave, filho] of Object.entries(error)) {
    if (chave === 'ref' || chave === 'type') continue;
    const mensagem = primeiraMensagem(filho);
    if (mensagem) return mensagem;
  }
  return undefined;
}

/** A node's own message: a field's, or an array's (`root` for a field array). */
export const proprioErro = (error: unknown) => {
  const node = error as { message?: unknown; root?: { message?: string } } | undefined;
  return (typeof node?.message === 'string' ? node.message : undefined) || node?.root?.message;
};
