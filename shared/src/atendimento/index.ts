/**
 * How the shop serves (zod-free, @vitrine/shared/atendimento): delivery, pickup and shipping, fees
 * by neighbourhood, distance or state, payment kinds, opening hours, scheduled slots, and the
 * checkout's rules the server and the cart share. The settings' schema is schema.ts (from
 * @vitrine/shared).
 */
export * from './formas.js';
export * from './horarios.js';
export * from './checkout.js';
export * from './agendamento.js';
export * from './distancia.js';
export * from './envio.js';
