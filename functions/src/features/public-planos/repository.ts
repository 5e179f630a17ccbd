import type { Firestore } from 'firebase-admin/firestore';
import type { PlanoPublico } from '@vitrine/shared';
import { planosCollection, toPlanoPublico } from '../../model/planos.js';

/**
 * The plans as anyone may read them (model/planos.ts toPlanoPublico: only a price table's fields).
 * One read of a small collection, no count per plan.
 */
export function publicPlanosRepository(db: Firestore) {
  return {
    async list(): Promise<PlanoPublico[]> {
      const snapshot = await planosCollection(db).get();
      return snapshot.docs.map(toPlanoPublico);
    },
  };
}

export type PublicPlanosRepository = ReturnType<typeof publicPlanosRepository>;
