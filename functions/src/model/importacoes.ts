import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * importacoes_em_andamento/{lojaId} {token, expira_em}: the shop's spreadsheet import that is running
 * (POST /api/produtos/importar). Every instance takes it in a transaction before importing, so one
 * shop's imports run one at a time however many instances serve it; a second import meanwhile is
 * refused rather than queued, since three 1 MB imports at once all outlived the request deadline.
 * The import deletes it when it ends, success or not; `expira_em` frees a shop whose import died
 * with its instance (no TTL needed: the next import takes an expired one over). A top-level
 * collection keyed by the shop, like publicacoes_pendentes, so the account's deletion deletes one document.
 */
/**
 * Added to the request deadline for the lock's expiry: the deadline answers the owner, but a cut
 * import's transaction may still commit a few seconds later, and its lock must hold until then.
 */
export const IMPORTACAO_FOLGA_MS = 10_000;

export const importacoesCollection = (db: Firestore) => db.collection('importacoes_em_andamento');
export const importacaoDoc = (db: Firestore, lojaId: string) => importacoesCollection(db).doc(lojaId);

export function importacoesRepository(db: Firestore) {
  return {
    /** The lock's token, or null while another import holds an unexpired one. */
    async take(lojaId: string, duracaoMs: number): Promise<string | null> {
      const ref = importacaoDoc(db, lojaId);
      const token = randomUUID();
      return db.runTransaction(async (tx) => {
        const atual = await tx.get(ref);
        const expiraEm = atual.get('expira_em') as Timestamp | undefined;
        if (expiraEm && expiraEm.toMillis() > Date.now()) return null;
        tx.set(ref, { token, expira_em: Timestamp.fromMillis(Date.now() + duracaoMs) });
        return token;
      });
    },
    /** Only while it is still this import's: an import that outlived its expiry must not free the next one's lock. */
    async release(lojaId: string, token: string): Promise<void> {
      const ref = importacaoDoc(db, lojaId);
      await db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).get('token') === token) tx.delete(ref);
      });
    },
  };
}

export type ImportacoesRepository = ReturnType<typeof importacoesRepository>;
