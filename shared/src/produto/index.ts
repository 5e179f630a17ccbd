/** A product's options, grade, weight, prices and stock rules (zod-free, @vitrine/shared/produto); its owner's schema is schema.ts (from @vitrine/shared). */
export * from './regras.js';
export * from './combo.js';
