import type { Firestore } from 'firebase-admin/firestore';

/**
 * admin_tentativas/{sha256 of "conta:e-mail" or "ip:address"} {falhas, inicio, expira_em}: failed
 * admin logins per window, in Firestore so every function instance sees the same counts. expira_em
 * lets a Firestore TTL policy delete them (firestore.indexes.json).
 */
export const adminTentativasDoc = (db: Firestore, chave: string) => db.collection('admin_tentativas').doc(chave);

export interface Tentativas {
  falhas: number;
  /** Start of the counting window; null when a concurrent reset left the counter without one. */
  inicio: Date | null;
}
