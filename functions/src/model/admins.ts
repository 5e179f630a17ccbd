import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/** admins/{e-mail in lower case} {email, senha_hash, atualizado_em}: platform administrators, password stored only as a scrypt hash. */
export const adminDoc = (db: Firestore, email: string) => db.collection('admins').doc(email.trim().toLowerCase());

export function adminsRepository(db: Firestore) {
  return {
    /** The stored scrypt hash of an administrator's password, or null for an unknown e-mail. */
    async findSenhaHash(email: string): Promise<string | null> {
      const hash: unknown = (await adminDoc(db, email).get()).get('senha_hash');
      return typeof hash === 'string' ? hash : null;
    },

    /** Creates the administrator, or resets the password of an existing one (admin-auth/password.ts makes the hash). */
    async save(email: string, senha_hash: string): Promise<'criado' | 'atualizado'> {
      const ref = adminDoc(db, email);
      const existed = (await ref.get()).exists;
      await ref.set({ email: ref.id, senha_hash, atualizado_em: FieldValue.serverTimestamp() }, { merge: true });
      return existed ? 'atualizado' : 'criado';
    },
  };
}

export type AdminsRepository = ReturnType<typeof adminsRepository>;
