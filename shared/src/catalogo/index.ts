/**
 * The catalogue's search (zod-free, @vitrine/shared/catalogo), and the types of the catalogue as
 * customers read it. The reads' limits and error codes (publico.ts's values) are the root's
 * (@vitrine/shared) only: the catalogue's first read (the boot chunk) imports this index, and every
 * value a module it reaches exports would be drawn into that first chunk.
 */
export * from './busca.js';
export type * from './publico.js';
