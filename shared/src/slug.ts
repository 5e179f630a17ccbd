export const SLUG_MIN = 3;
export const SLUG_MAX = 20;
export const SLUG_PATTERN = /^[a-z0-9-]{3,20}$/;

/** Lowercases and strips every character that a slug may not hold. */
export function normalizeSlug(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** Paths of the owner's API under /api/loja/: never a shop's slug. */
export const SLUGS_RESERVADOS: ReadonlySet<string> = new Set(['configuracao', 'atendimento']);
