/** The dining room's tables and settings (zod-free, @vitrine/shared/mesa); the owner's schemas are schema.ts (from @vitrine/shared). */
export * from './regras.js';
export * from './salao.js';
