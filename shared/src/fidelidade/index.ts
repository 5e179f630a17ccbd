/** The loyalty card's rule (zod-free, @vitrine/shared/fidelidade); its owner's schema is schema.ts (from @vitrine/shared). */
export * from './regras.js';
