import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { adminSessaoDoc, type AdminSessaoDocument } from '../../model/admin-sessoes.js';
import { adminTentativasDoc, type Tentativas } from '../../model/admin-tentativas.js';

/** The administrator's sessions (model/admin-sessoes.ts) and failed logins (model/admin-tentativas.ts). */
export function adminAuthRepository(db: Firestore) {
  return {
    async createSessao(id: string, email: string, expiraEm: Date): Promise<void> {
      const sessao: AdminSessaoDocument = { email, expira_em: Timestamp.fromDate(expiraEm) };
      await adminSessaoDoc(db, id).create({ ...sessao, criado_em: FieldValue.serverTimestamp() });
    },

    async findSessao(id: string): Promise<{ email: string; expiraEm: Date } | null> {
      const snapshot = await adminSessaoDoc(db, id).get();
      if (!snapshot.exists) return null;
      return { email: String(snapshot.get('email')), expiraEm: (snapshot.get('expira_em') as Timestamp).toDate() };
    },

    async deleteSessao(id: string): Promise<void> {
      await adminSessaoDoc(db, id).delete();
    },

    async listTentativas(chaves: string[]): Promise<Array<Tentativas | null>> {
      const snapshots = await db.getAll(...chaves.map((chave) => adminTentativasDoc(db, chave)));
      return snapshots.map((snapshot) =>
        snapshot.exists
          ? { falhas: Number(snapshot.get('falhas') ?? 0), inicio: (snapshot.get('inicio') as Timestamp | undefined)?.toDate() ?? null }
          : null,
      );
    },

    /**
     * Counts one failure on each key: a key whose window is over starts a new one, the others are
     * incremented atomically (no transaction, so a burst of failures never contends on one document).
     */
    async saveFalha(chaves: Array<{ chave: string; novaJanela: boolean }>, agora: Date, janelaMs: number): Promise<void> {
      const batch = db.batch();
      for (const { chave, novaJanela } of chaves) {
        const ref = adminTentativasDoc(db, chave);
        if (novaJanela) {
          batch.set(ref, { falhas: 1, inicio: Timestamp.fromDate(agora), expira_em: Timestamp.fromMillis(agora.getTime() + janelaMs) });
        } else {
          batch.set(ref, { falhas: FieldValue.increment(1) }, { merge: true });
        }
      }
      await batch.commit();
    },

    async deleteTentativas(chave: string): Promise<void> {
      await adminTentativasDoc(db, chave).delete();
    },
  };
}

export type AdminAuthRepository = ReturnType<typeof adminAuthRepository>;
