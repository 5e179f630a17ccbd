import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { hashPassword } from './password.js';

/** admins/{e-mail in lower case}: platform administrators, password stored only as a scrypt hash. */
export function adminsRepository(db: Firestore) {
  const collection = db.collection('admins');
  return {
    /** The stored scrypt hash of an administrator's password, or null for an unknown e-mail. */
    async senhaHash(email: string): Promise<string | null> {
      const snapshot = await collection.doc(email.trim().toLowerCase()).get();
      const hash: unknown = snapshot.get('senha_hash');
      return typeof hash === 'string' ? hash : null;
    },

    /** Creates the administrator, or resets the password of an existing one. */
    async upsert(email: string, password: string): Promise<'criado' | 'atualizado'> {
      const ref = collection.doc(email.trim().toLowerCase());
      const senha_hash = await hashPassword(password);
      const existed = (await ref.get()).exists;
      await ref.set({ email: ref.id, senha_hash, atualizado_em: FieldValue.serverTimestamp() }, { merge: true });
      return existed ? 'atualizado' : 'criado';
    },
  };
}

export type AdminsRepository = ReturnType<typeof adminsRepository>;
