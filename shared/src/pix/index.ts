/** The shop's bank's API Pix and the BR Code's encoding (zod-free, @vitrine/shared/pix); the owner's schema is schema.ts (from @vitrine/shared). */
export * from './regras.js';
export * from './br-code.js';
