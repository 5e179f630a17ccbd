import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export type LojistaStatus = 'ativo' | 'inativo' | 'suspenso';

/** lojistas/{uid}: one document per shop owner, keyed by the Firebase Auth uid. */
export interface Lojista {
  nome: string;
  email: string;
  google_user_data: { name: string; given_name: string; picture: string | null };
  status: LojistaStatus;
  plano_id: number;
}

export const DEFAULT_PLANO_ID = 1;

export function lojistasRepository(db: Firestore) {
  const collection = db.collection('lojistas');
  return {
    async find(uid: string): Promise<Lojista | null> {
      const snapshot = await collection.doc(uid).get();
      return snapshot.exists ? (snapshot.data() as Lojista) : null;
    },
    /** Creates the record if it is missing; concurrent first sign-ins create it once. */
    async createIfMissing(uid: string, lojista: Lojista): Promise<Lojista> {
      const ref = collection.doc(uid);
      return db.runTransaction(async (tx) => {
        const existing = await tx.get(ref);
        if (existing.exists) return existing.data() as Lojista;
        tx.create(ref, { ...lojista, criado_em: FieldValue.serverTimestamp() });
        return lojista;
      });
    },
  };
}

export type LojistasRepository = ReturnType<typeof lojistasRepository>;
