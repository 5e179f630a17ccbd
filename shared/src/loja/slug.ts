export const SLUG_MIN = 3;
export const SLUG_MAX = 20;
export const SLUG_PATTERN = /^[a-z0-9-]{3,20}$/;

/** Lowercases and strips every character that a slug may not hold. */
export function normalizeSlug(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/**
 * Never a shop's slug: the paths of the owner's API under /api/loja/, and the names of JavaScript's
 * object machinery (`constructor`, `prototype`, `__proto__` and every Object.prototype member, as a
 * slug spells them). A document named `constructor` makes the Firestore emulator's lookup fail
 * after 7 to 20 s (issue 24), and a name like these must never key a plain object: a shop whose
 * slug is one of them cannot exist, so every lookup by slug stops here first (slugValido).
 */
export const SLUGS_RESERVADOS: ReadonlySet<string> = new Set([
  'configuracao',
  'atendimento',
  'fidelidade',
  'canais',
  'salao',
  'pix-api',
  'prototype',
  ...Object.getOwnPropertyNames(Object.prototype).map((nome) => nome.toLowerCase()),
]);

/** Whether `slug` can name a shop: the pattern, and not reserved. */
export const slugValido = (slug: string): boolean => SLUG_PATTERN.test(slug) && !SLUGS_RESERVADOS.has(slug);
