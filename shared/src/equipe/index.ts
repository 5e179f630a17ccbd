/** The shop's team's roles and what each may do (zod-free, @vitrine/shared/equipe); the team's schema is schema.ts (from @vitrine/shared). */
export * from './papeis.js';
