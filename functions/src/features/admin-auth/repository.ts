import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

export interface Tentativas {
  falhas: number;
  /** Start of the counting window; null when a concurrent reset left the counter without one. */
  inicio: Date | null;
}

/**
 * admin_sessoes/{sha256 of the token} {email, expira_em, criado_em}: the token itself is never stored.
 * admin_tentativas/{sha256 of "conta:e-mail" or "ip:address"} {falhas, inicio, expira_em}: failed
 * logins per window, in Firestore so every function instance sees the same counts.
 * Both carry expira_em so a Firestore TTL policy can delete them (firestore.indexes.json).
 */
export function adminAuthRepository(db: Firestore) {
  const sessoes = db.collection('admin_sessoes');
  const tentativas = db.collection('admin_tentativas');
  return {
    async createSessao(id: string, email: string, expiraEm: Date): Promise<void> {
      await sessoes.doc(id).create({ email, expira_em: Timestamp.fromDate(expiraEm), criado_em: FieldValue.serverTimestamp() });
    },

    async sessao(id: string): Promise<{ email: string; expiraEm: Date } | null> {
      const snapshot = await sessoes.doc(id).get();
      if (!snapshot.exists) return null;
      return { email: String(snapshot.get('email')), expiraEm: (snapshot.get('expira_em') as Timestamp).toDate() };
    },

    async revogarSessao(id: string): Promise<void> {
      await sessoes.doc(id).delete();
    },

    async tentativas(chaves: string[]): Promise<Array<Tentativas | null>> {
      const snapshots = await db.getAll(...chaves.map((chave) => tentativas.doc(chave)));
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
    async registrarFalha(chaves: Array<{ chave: string; novaJanela: boolean }>, agora: Date, janelaMs: number): Promise<void> {
      const batch = db.batch();
      for (const { chave, novaJanela } of chaves) {
        const ref = tentativas.doc(chave);
        if (novaJanela) {
          batch.set(ref, { falhas: 1, inicio: Timestamp.fromDate(agora), expira_em: Timestamp.fromMillis(agora.getTime() + janelaMs) });
        } else {
          batch.set(ref, { falhas: FieldValue.increment(1) }, { merge: true });
        }
      }
      await batch.commit();
    },

    async limparTentativas(chave: string): Promise<void> {
      await tentativas.doc(chave).delete();
    },
  };
}

export type AdminAuthRepository = ReturnType<typeof adminAuthRepository>;
