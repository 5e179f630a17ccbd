import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { catalogoPath, PLANO_NOME_PADRAO, type AdminLojista, type LojistaStatus } from '@vitrine/shared';
import type { AtividadesRepository } from '../../model/atividades.js';
import {
  DEFAULT_PLANO_ID,
  filiaisDaConta,
  lojaIdDoDono,
  lojistaDoc,
  lojistasCollection,
  uidDoDono,
  type Lojista,
} from '../../model/lojistas.js';
import { planoDoc, planosCollection } from '../../model/planos.js';

const contador = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const planoIdOf = (doc: DocumentSnapshot): number => {
  const planoId: unknown = doc.get('plano_id');
  return typeof planoId === 'number' ? planoId : DEFAULT_PLANO_ID;
};

function toAdminLojista(doc: DocumentSnapshot, planoNome: string | null | undefined): AdminLojista {
  const subdominio = (doc.get('loja.subdominio') as string | undefined) || null;
  return {
    id: doc.id,
    nome: String(doc.get('nome') ?? ''),
    email: String(doc.get('email') ?? ''),
    telefone_whatsapp: (doc.get('telefone_whatsapp') as string | undefined) || null,
    status: (doc.get('status') as LojistaStatus | undefined) ?? 'ativo',
    plano_id: planoIdOf(doc),
    plano_nome: planoNome ?? PLANO_NOME_PADRAO,
    // Counters kept on the owner's document by the product and order features; absent means none yet.
    total_produtos: contador(doc.get('total_produtos')),
    total_pedidos: contador(doc.get('total_pedidos')),
    subdominio,
    nome_loja: (doc.get('loja.nome_loja') as string | undefined) || null,
    catalogo: catalogoPath(doc.id, subdominio),
    conta_id: typeof doc.get('dono_uid') === 'string' ? lojaIdDoDono(String(doc.get('dono_uid'))) : null,
  };
}

/** The admin's view of lojistas/{lojaId}, with plan names from planos/{id}. Writes join the caller's transaction. */
export function adminLojistasRepository(db: Firestore, atividades: AtividadesRepository) {
  async function planoNome(planoId: number): Promise<string | null> {
    const snapshot = await planoDoc(db, planoId).get();
    return snapshot.exists ? String(snapshot.get('nome')) : null;
  }

  return {
    planoNome,

    async list(): Promise<AdminLojista[]> {
      const [lojistasSnapshot, planosSnapshot] = await Promise.all([lojistasCollection(db).get(), planosCollection(db).get()]);
      const nomes = new Map(planosSnapshot.docs.map((doc) => [Number(doc.id), String(doc.get('nome'))]));
      return lojistasSnapshot.docs.map((doc) => toAdminLojista(doc, nomes.get(planoIdOf(doc))));
    },

    async find(id: string): Promise<AdminLojista | null> {
      const doc = await lojistaDoc(db, id).get();
      return doc.exists ? toAdminLojista(doc, await planoNome(planoIdOf(doc))) : null;
    },

    /**
     * The shop's record; its plan on every shop of its account (issue 47, filiais: the plan is the
     * account's), read and written in the caller's transaction.
     */
    async update(
      tx: Transaction,
      id: string,
      dados: Pick<AdminLojista, 'nome' | 'email' | 'plano_id'> & { telefone_whatsapp?: string },
    ): Promise<void> {
      const uid = uidDoDono(id, (await tx.get(lojistaDoc(db, id))).data() as Lojista | undefined);
      const [principal, filiais] = await Promise.all([tx.get(lojistaDoc(db, lojaIdDoDono(uid))), tx.get(filiaisDaConta(db, uid))]);
      for (const loja of [principal, ...filiais.docs]) {
        if (loja.exists && loja.id !== id) tx.update(loja.ref, { plano_id: dados.plano_id });
      }
      tx.update(lojistaDoc(db, id), { ...dados, atualizado_em: FieldValue.serverTimestamp() });
    },

    /**
     * Sets the status and logs the change, in the caller's transaction. Answers false for an
     * unknown owner; setting the status it already has changes and logs nothing.
     */
    async updateStatus(tx: Transaction, id: string, status: LojistaStatus, descrever: (nome: string) => string): Promise<boolean> {
      const ref = lojistaDoc(db, id);
      const doc = await tx.get(ref);
      if (!doc.exists) return false;
      if (doc.get('status') === status) return true;
      tx.update(ref, { status, atualizado_em: FieldValue.serverTimestamp() });
      await atividades.create('status_lojista', descrever(String(doc.get('nome') || doc.id)), id, tx);
      return true;
    },
  };
}

export type AdminLojistasRepository = ReturnType<typeof adminLojistasRepository>;
