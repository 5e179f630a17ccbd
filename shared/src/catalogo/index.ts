/** The catalogue as customers read it, and its search (zod-free, @vitrine/shared/catalogo). */
export * from './publico.js';
export * from './busca.js';
