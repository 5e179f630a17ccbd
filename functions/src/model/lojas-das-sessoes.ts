import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * lojas_das_sessoes/{sha256 of the session cookie} {uid, loja_id, expira_em} (issue 47, filiais): the
 * shop of the account a browser's session acts on, when it is not the account's first. Kept on the
 * server because Firebase Hosting forwards only the `__session` cookie to the functions, so the
 * choice cannot ride in a cookie of its own; keyed by the session (not by the account) so that two
 * devices of one owner, one at each shop's counter, keep their own shop. The cookie itself is never
 * stored. A new sign-in is a new cookie, and starts on the first shop. expira_em (the cookie's
 * longest life) lets a Firestore TTL policy delete it (firestore.indexes.json).
 */
export const lojaDaSessaoDoc = (db: Firestore, cookie: string) =>
  db.collection('lojas_das_sessoes').doc(createHash('sha256').update(cookie).digest('hex'));

export interface LojaDaSessaoDocument {
  /** The account that chose: a cookie is one account's, but the choice is checked against it anyway. */
  uid: string;
  loja_id: string;
  expira_em: Timestamp;
}

export function lojasDasSessoesRepository(db: Firestore, duracaoMs: number) {
  return {
    async find(cookie: string): Promise<LojaDaSessaoDocument | null> {
      const snapshot = await lojaDaSessaoDoc(db, cookie).get();
      return snapshot.exists ? (snapshot.data() as LojaDaSessaoDocument) : null;
    },
    async save(cookie: string, uid: string, lojaId: string): Promise<void> {
      const documento: LojaDaSessaoDocument = { uid, loja_id: lojaId, expira_em: Timestamp.fromMillis(Date.now() + duracaoMs) };
      await lojaDaSessaoDoc(db, cookie).set(documento);
    },
    /** Back to the account's first shop: no document is the first shop. */
    async delete(cookie: string): Promise<void> {
      await lojaDaSessaoDoc(db, cookie).delete();
    },
  };
}

export type LojasDasSessoesRepository = ReturnType<typeof lojasDasSessoesRepository>;
