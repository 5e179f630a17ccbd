import type { Firestore } from 'firebase-admin/firestore';

/**
 * admin_dispositivos/{sha256 of the device token} {email, expira_em}: a browser the administrator
 * signed in from (OWASP's device cookie, admin-auth/service.ts). Only the token's hash is stored;
 * expira_em lets a Firestore TTL policy delete it (firestore.indexes.json).
 */
export const adminDispositivoDoc = (db: Firestore, id: string) => db.collection('admin_dispositivos').doc(id);
