export const SLUG_MIN = 3;
export const SLUG_MAX = 20;
export const SLUG_PATTERN = /^[a-z0-9-]{3,20}$/;

/** Lowercases and strips every character that a slug may not hold (spec §5). */
export function normalizeSlug(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '');
}
