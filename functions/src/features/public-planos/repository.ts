import type { Firestore } from 'firebase-admin/firestore';
import { centsToReais, type PlanoPublico } from '@vitrine/shared';
import { planosCollection } from '../../model/planos.js';

/**
 * The plans as anyone may read them (model/planos.ts): only the fields a price table shows, picked
 * one by one, so a field the administrator's documents gain later (dates, counts, notes) never
 * reaches the public answer by accident. One read of a small collection, no count per plan.
 */
export function publicPlanosRepository(db: Firestore) {
  return {
    async list(): Promise<PlanoPublico[]> {
      const snapshot = await planosCollection(db).get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        nome: String(doc.get('nome') ?? ''),
        preco: centsToReais(Number(doc.get('preco_centavos') ?? 0)),
        descricao: String(doc.get('descricao') ?? ''),
        limite_produtos: Number(doc.get('limite_produtos') ?? 0),
        vantagens: String(doc.get('vantagens') ?? ''),
      }));
    },
  };
}

export type PublicPlanosRepository = ReturnType<typeof publicPlanosRepository>;
