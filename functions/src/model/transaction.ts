import type { Firestore, Transaction } from 'firebase-admin/firestore';

/**
 * A transaction over records customers never see in the catalogue (orders and their counters).
 * Writes that change the catalogue go through saveAndPublish (publish.ts) instead.
 */
export type RunTransaction = <T>(change: (tx: Transaction) => Promise<T>) => Promise<T>;

export const createRunTransaction =
  (db: Firestore): RunTransaction =>
  (change) =>
    db.runTransaction(change);
