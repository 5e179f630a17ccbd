/**
 * The order (zod-free, @vitrine/shared/pedido): its statuses and caps, its state machine, and the
 * words that name its kind. Its body's schema and the owner's list are schema.ts's, the WhatsApp
 * summary whatsapp.ts's (both from @vitrine/shared).
 */
export * from './status.js';
export * from './maquina.js';
export * from './tipo.js';
export * from './pagamento.js';
export * from './situacao-do-pagamento.js';
