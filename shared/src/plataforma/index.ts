/** The platform's rules (zod-free, @vitrine/shared/plataforma): plans' limits, settings' defaults; its schemas are schema.ts (from @vitrine/shared). */
export * from './regras.js';
