/** A table's bill (zod-free, @vitrine/shared/comanda): its total, fee, couvert, payments and splits, in cents. */
export * from './conta.js';
