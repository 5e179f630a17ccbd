import type { Firestore, Timestamp } from 'firebase-admin/firestore';

/**
 * admin_sessoes/{sha256 of the token}: an administrator's session; the token itself is never
 * stored. expira_em lets a Firestore TTL policy delete it (firestore.indexes.json).
 */
export const adminSessaoDoc = (db: Firestore, id: string) => db.collection('admin_sessoes').doc(id);

export interface AdminSessaoDocument {
  email: string;
  expira_em: Timestamp;
}
