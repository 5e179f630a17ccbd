/** The shop's colour and link name (zod-free, @vitrine/shared/loja); its settings' schema is schema.ts (from @vitrine/shared). */
export * from './cor.js';
export * from './slug.js';
