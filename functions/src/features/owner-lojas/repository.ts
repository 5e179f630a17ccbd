import { FieldValue, Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { CopiaDeCatalogo, Loja, StatusPedido } from '@vitrine/shared';
import { categoriasCollection } from '../../model/categorias.js';
import { copiaDeCatalogoDoc, type CopiaDeCatalogoDocument } from '../../model/copias-de-catalogo.js';
import { lojistaDoc, lojistasCollection, type Lojista } from '../../model/lojistas.js';
import { limiteDeLojas, planoDoc } from '../../model/planos.js';
import { pedidosCollection, STATUS_ACEITOS } from '../../model/pedidos.js';
import { produtosCollection } from '../../model/produtos.js';

/** A stored document as it is, id and fields: a copy keeps every field, those it does not know included. */
export interface Registro {
  id: string;
  dados: DocumentData;
}

const toCopia = (doc: CopiaDeCatalogoDocument): CopiaDeCatalogo => ({ ...doc, atualizado_em: doc.atualizado_em.toDate().toISOString() });

/** The account's shops' own reads and writes (issue 47, filiais); the account's list is model/lojistas.ts's. */
export function ownerLojasRepository(db: Firestore) {
  return {
    /** A new shop's id: a Firestore id of its own, never a person's uid (model/lojistas.ts). */
    novoId: (): string => lojistasCollection(db).doc().id,
    /** The shops the account's plan allows; in the opening's transaction, its read is the transaction's. */
    async limiteDeLojas(planoId: number, tx?: Transaction): Promise<number> {
      const ref = planoDoc(db, planoId);
      return limiteDeLojas(await (tx ? tx.get(ref) : ref.get()));
    },
    /** The filial's record: its owner's account, name, e-mail and plan, its own page settings. */
    create(tx: Transaction, lojaId: string, dono: { uid: string; lojista: Lojista }, loja: Loja): void {
      const { nome, email, google_user_data, plano_id } = dono.lojista;
      const filial: Lojista = {
        dono_uid: dono.uid,
        nome,
        email,
        ...(google_user_data ? { google_user_data } : {}),
        status: 'ativo',
        plano_id,
        loja,
      };
      tx.create(lojistaDoc(db, lojaId), { ...filial, criado_em: FieldValue.serverTimestamp() });
    },

    /** The source's categories and products as stored, for a catalogue copy. */
    async catalogo(lojaId: string): Promise<{ categorias: Registro[]; produtos: Registro[] }> {
      const [categorias, produtos] = await Promise.all([categoriasCollection(db, lojaId).get(), produtosCollection(db, lojaId).get()]);
      const registros = ({ docs }: { docs: { id: string; data(): DocumentData }[] }) =>
        docs.map((doc) => ({ id: doc.id, dados: doc.data() }));
      return { categorias: registros(categorias), produtos: registros(produtos) };
    },

    /** Which of `ids` the shop has as products already (a copy run again overwrites them, counting none twice). */
    async produtosExistentes(lojaId: string, ids: string[], tx?: Transaction): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const refs = ids.map((id) => produtosCollection(db, lojaId).doc(id));
      const docs = tx ? await tx.getAll(...refs) : await db.getAll(...refs);
      return new Set(docs.filter((doc) => doc.exists).map((doc) => doc.id));
    },

    /** The categories under the source's ids: a second copy overwrites the first's. */
    async saveCategorias(lojaId: string, categorias: Registro[]): Promise<void> {
      for (let i = 0; i < categorias.length; i += 400) {
        const batch = db.batch();
        for (const { id, dados } of categorias.slice(i, i + 400)) {
          batch.set(categoriasCollection(db, lojaId).doc(id), { ...dados, atualizado_em: FieldValue.serverTimestamp() });
        }
        await batch.commit();
      }
    },

    /** Products under the source's ids, in the caller's transaction (after its reads). */
    saveProdutos(tx: Transaction, lojaId: string, produtos: Registro[]): void {
      for (const { id, dados } of produtos) {
        tx.set(produtosCollection(db, lojaId).doc(id), { ...dados, atualizado_em: FieldValue.serverTimestamp() });
      }
    },

    /** The shop's orders since `desde`, as counted for the day: every one, and the accepted ones' totals in cents. */
    async dia(lojaId: string, desde: Date): Promise<{ pedidos: number; receitaCentavos: number }> {
      const { docs } = await pedidosCollection(db, lojaId).where('criado_em', '>=', desde).select('status', 'total_centavos').get();
      const aceitos = docs.filter((doc) => STATUS_ACEITOS.has(doc.get('status') as StatusPedido));
      return { pedidos: docs.length, receitaCentavos: aceitos.reduce((soma, doc) => soma + Number(doc.get('total_centavos') ?? 0), 0) };
    },

    async copia(lojaId: string): Promise<CopiaDeCatalogo | null> {
      const doc = await copiaDeCatalogoDoc(db, lojaId).get();
      return doc.exists ? toCopia(doc.data() as CopiaDeCatalogoDocument) : null;
    },

    /** The copy's progress; in a transaction, with the products it wrote. */
    saveCopia(lojaId: string, copia: Omit<CopiaDeCatalogoDocument, 'atualizado_em'>, tx?: Transaction): Promise<unknown> | void {
      const documento: CopiaDeCatalogoDocument = { ...copia, atualizado_em: Timestamp.now() };
      if (tx) tx.set(copiaDeCatalogoDoc(db, lojaId), documento);
      else return copiaDeCatalogoDoc(db, lojaId).set(documento);
    },
  };
}

export type OwnerLojasRepository = ReturnType<typeof ownerLojasRepository>;
