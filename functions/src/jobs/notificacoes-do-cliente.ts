import type { Firestore } from 'firebase-admin/firestore';
import { notificacoesDoClienteRepository } from '../model/notificacoes-do-cliente.js';

/**
 * Deletes the customers' push subscriptions that are due (model/notificacoes-do-cliente.ts: a day after
 * their order was delivered or cancelled, or with the customer's data at the retention period):
 * one query on apagar_em across every shop. Run every hour by the scheduled function
 * `avisosDoClienteVencidos` (index.ts) and by the local stack (scripts/lib/stack.ts), and by the
 * nightly retention job too; answers how many orders' subscriptions went.
 */
export function deleteNotificacoesDoClienteVencidas(db: Firestore, { now = () => new Date() } = {}): Promise<number> {
  return notificacoesDoClienteRepository(db).deleteVencidos(now());
}
