import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { adminDispositivoDoc } from '../../model/admin-dispositivos.js';
import { adminSessaoDoc, type AdminSessaoDocument } from '../../model/admin-sessoes.js';
import { adminTentativasDoc, type Tentativas } from '../../model/admin-tentativas.js';
import { limiteCompartilhado, type Contagem } from '../../model/limite-compartilhado.js';

/**
 * The administrator's sessions (model/admin-sessoes.ts), known browsers (model/admin-dispositivos.ts)
 * and failed logins (model/admin-tentativas.ts).
 */
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

    /**
     * Counts one stranger's login against the platform's budget (model/limite-compartilhado.ts),
     * `porMinuto` spent in slices of 10 s, a sixth each (rounded up): a flood then costs its hashes
     * evenly, 5 every 10 s at the default 30, instead of the minute's 30 back to back, which held a
     * core for the first 15-20 s of every minute and slowed public routes while it lasted.
     */
    countLoginDeEstranho(porMinuto: number, agora: Date): Promise<Contagem> {
      return limiteCompartilhado(db, { chave: 'admin-login-estranhos', limite: Math.ceil(porMinuto / 6), janelaMs: 10_000, agora });
    },

    /** The e-mail a device token was issued to, or null when unknown or expired. */
    async findDispositivo(id: string, agora: Date): Promise<string | null> {
      const snapshot = await adminDispositivoDoc(db, id).get();
      const expiraEm = snapshot.get('expira_em') as Timestamp | undefined;
      return snapshot.exists && expiraEm && expiraEm.toMillis() > agora.getTime() ? String(snapshot.get('email')) : null;
    },

    /** Issues `id` to `email` in place of `anterior` (a device token is used for one successful login). */
    async replaceDispositivo(id: string, email: string, expiraEm: Date, anterior: string | null): Promise<void> {
      const batch = db.batch();
      batch.create(adminDispositivoDoc(db, id), { email, expira_em: Timestamp.fromDate(expiraEm) });
      if (anterior) batch.delete(adminDispositivoDoc(db, anterior));
      await batch.commit();
    },

    async listTentativas(chaves: string[]): Promise<Array<Tentativas | null>> {
      const snapshots = await db.getAll(...chaves.map((chave) => adminTentativasDoc(db, chave)));
      return snapshots.map(toTentativas);
    },

    /**
     * Counts one attempt on a pair counter, in a transaction, unless `bloqueadoAte` (the counter so
     * far → until when it must wait, 0 for not at all) refuses it; answers that instant, or 0 once
     * counted. Concurrent attempts of one pair are counted one after the other, so a burst of them
     * gets no more tries than a sequence; the pair's attempts are all one client's, so it contends
     * only with itself.
     */
    async reserveTentativa(
      chave: string,
      agora: Date,
      memoriaMs: number,
      bloqueadoAte: (tentativas: Tentativas | null) => number,
    ): Promise<number> {
      const ref = adminTentativasDoc(db, chave);
      return db.runTransaction(async (tx) => {
        const tentativas = toTentativas(await tx.get(ref));
        const ate = bloqueadoAte(tentativas);
        if (ate > agora.getTime()) return ate;
        tx.set(ref, {
          falhas: (tentativas?.falhas ?? 0) + 1,
          ultima: Timestamp.fromDate(agora),
          expira_em: Timestamp.fromMillis(agora.getTime() + memoriaMs),
        });
        return 0;
      });
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

function toTentativas(snapshot: DocumentSnapshot): Tentativas | null {
  if (!snapshot.exists) return null;
  const data = (campo: string) => (snapshot.get(campo) as Timestamp | undefined)?.toDate() ?? null;
  return { falhas: Number(snapshot.get('falhas') ?? 0), inicio: data('inicio'), ultima: data('ultima') };
}

export type AdminAuthRepository = ReturnType<typeof adminAuthRepository>;
