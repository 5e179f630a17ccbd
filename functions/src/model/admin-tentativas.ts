import type { Firestore } from 'firebase-admin/firestore';

/**
 * admin_tentativas/{sha256 of "conta:e-mail", "ip:address" or "par:e-mail|address"}: admin login
 * attempts, in Firestore so every function instance sees the same counts (admin-auth/service.ts).
 * Account and IP counters: {falhas, inicio, expira_em}, failures per window. Pair counters:
 * {falhas, ultima, expira_em}, attempts since the pair's last success. expira_em lets a Firestore
 * TTL policy delete them (firestore.indexes.json).
 */
export const adminTentativasDoc = (db: Firestore, chave: string) => db.collection('admin_tentativas').doc(chave);

export interface Tentativas {
  falhas: number;
  /** Start of the counting window; null when a concurrent reset left the counter without one. */
  inicio: Date | null;
  /** A pair counter's last attempt. */
  ultima: Date | null;
}
