import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Plano, PlanoDados } from '@vitrine/shared';
import { lojistasCollection } from '../../model/lojistas.js';
import { planosCollection, planosSequenciaDoc, toPlano, toPlanoFields } from '../../model/planos.js';

/** The administrator's plans (model/planos.ts), each with how many owners are on it. */
export function adminPlanosRepository(db: Firestore) {
  const planos = planosCollection(db);
  const lojistasDoPlano = (id: string) => lojistasCollection(db).where('plano_id', '==', Number(id)).count();

  return {
    /** Plans by id, each with the real number of owners on it (one count aggregation per plan). */
    async list(): Promise<Plano[]> {
      const snapshot = await planos.get();
      const totais = await Promise.all(snapshot.docs.map((doc) => lojistasDoPlano(doc.id).get()));
      return snapshot.docs.map((doc, index) => toPlano(doc, totais[index]!.data().count)).sort((a, b) => Number(a.id) - Number(b.id));
    },

    async find(id: string): Promise<Plano | null> {
      const [doc, total] = await Promise.all([planos.doc(id).get(), lojistasDoPlano(id).get()]);
      return doc.exists ? toPlano(doc, total.data().count) : null;
    },

    /**
     * The new plan's id: the sequence's next (planosSequenciaDoc), or past the highest existing id
     * when plans were written without it (the seed, a database from before it).
     */
    async create(dados: PlanoDados): Promise<string> {
      const sequencia = planosSequenciaDoc(db);
      return db.runTransaction(async (tx) => {
        const [proximo, existentes] = await Promise.all([tx.get(sequencia), tx.get(planos)]);
        const ids = existentes.docs.map((doc) => Number(doc.id)).filter(Number.isInteger);
        const id = Math.max(Number(proximo.get('proximo') ?? 1), Math.max(0, ...ids) + 1);
        tx.set(sequencia, { proximo: id + 1 });
        tx.create(planos.doc(String(id)), { ...toPlanoFields(dados), criado_em: FieldValue.serverTimestamp() });
        return String(id);
      });
    },

    /** False when the plan does not exist. */
    async update(id: string, dados: PlanoDados): Promise<boolean> {
      const ref = planos.doc(id);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.update(ref, { ...toPlanoFields(dados), atualizado_em: FieldValue.serverTimestamp() });
        return true;
      });
    },

    /**
     * Deletes the plan only if no owner is on it, checked in the same transaction. Answers null for
     * an unknown plan, else the number of owners on it (0: deleted).
     */
    async deleteIfUnused(id: string): Promise<number | null> {
      const ref = planos.doc(id);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return null;
        const emUso = (await tx.get(lojistasDoPlano(id))).data().count;
        if (emUso === 0) tx.delete(ref);
        return emUso;
      });
    },
  };
}

export type AdminPlanosRepository = ReturnType<typeof adminPlanosRepository>;
