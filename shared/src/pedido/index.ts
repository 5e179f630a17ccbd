/**
 * The order (zod-free, @vitrine/shared/pedido): its statuses and caps, its state machine, and the
 * words that name its kind. Its body's schema and the WhatsApp text are public.ts's.
 */
export * from './status.js';
export * from './maquina.js';
export * from './tipo.js';
