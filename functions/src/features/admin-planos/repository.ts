import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { centsToReais, reaisToCents, type Plano, type PlanoDados } from '@vitrine/shared';

function toPlano(doc: DocumentSnapshot, totalLojistas: number): Plano {
  return {
    id: doc.id,
    nome: String(doc.get('nome') ?? ''),
    preco: centsToReais(Number(doc.get('preco_centavos') ?? 0)),
    descricao: String(doc.get('descricao') ?? ''),
    limite_produtos: Number(doc.get('limite_produtos') ?? 0),
    vantagens: String(doc.get('vantagens') ?? ''),
    total_lojistas: totalLojistas,
  };
}

const campos = ({ preco, ...dados }: PlanoDados) => ({ ...dados, preco_centavos: reaisToCents(preco) });

/** planos/{id}: ids are numeric strings ("1", "2", ...) because lojistas refer to them by an integer plano_id. */
export function planosRepository(db: Firestore) {
  const planos = db.collection('planos');
  const lojistasDoPlano = (id: string) => db.collection('lojistas').where('plano_id', '==', Number(id)).count();

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

    /** The new plan's id is the highest existing id plus one, chosen inside the transaction that creates it. */
    async create(dados: PlanoDados): Promise<string> {
      return db.runTransaction(async (tx) => {
        const existentes = await tx.get(planos);
        const ids = existentes.docs.map((doc) => Number(doc.id)).filter(Number.isInteger);
        const id = String(Math.max(0, ...ids) + 1);
        tx.create(planos.doc(id), { ...campos(dados), criado_em: FieldValue.serverTimestamp() });
        return id;
      });
    },

    /** False when the plan does not exist. */
    async update(id: string, dados: PlanoDados): Promise<boolean> {
      const ref = planos.doc(id);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.update(ref, { ...campos(dados), atualizado_em: FieldValue.serverTimestamp() });
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

export type PlanosRepository = ReturnType<typeof planosRepository>;
