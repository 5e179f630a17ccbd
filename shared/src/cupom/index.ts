/** A discount coupon's rule (zod-free, @vitrine/shared/cupom); its owner's schema is schema.ts (from @vitrine/shared). */
export * from './regras.js';
