/** The till (caixa, issue 46; zod-free, @vitrine/shared/caixa): the payment forms received in person and the till's sums, in cents. */
export * from './formas.js';
export * from './fechamento.js';
