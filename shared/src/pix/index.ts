/** The shop's bank's API Pix (zod-free, @vitrine/shared/pix); the owner's schema is schema.ts (from @vitrine/shared). */
export * from './regras.js';
