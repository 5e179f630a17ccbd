/**
 * The shop's link name (zod-free, @vitrine/shared/loja); its settings' schema is schema.ts (from
 * @vitrine/shared). The colour's rules are the top-level cor.ts (@vitrine/shared/cor): the
 * catalogue's first read (the boot chunk) imports this index, and the colour's code would move there.
 */
export * from './slug.js';
