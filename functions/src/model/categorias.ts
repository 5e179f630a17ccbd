import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Categoria } from '@vitrine/shared';
import { lojistaDoc } from './lojistas.js';
import { ordemGuardada, porOrdem, reorderIn } from './ordem.js';

/** Every category travels in the shop's one public document: bounded so it always fits (POST /api/categorias and the spreadsheet import). */
export const MAX_CATEGORIAS = 100;

/** lojistas/{lojaId}/categorias/{id} {nome, ordem (absent before issue 13: 0), criado_em, atualizado_em}. */
export const categoriasCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('categorias');

const toCategoria = (doc: DocumentSnapshot): Categoria => ({ id: doc.id, nome: String(doc.get('nome') ?? '') });
const toOrdenavel = (doc: DocumentSnapshot) => ({ ...toCategoria(doc), ordem: ordemGuardada(doc.get('ordem')) });

/** Writes join the caller's transaction. */
export function categoriasRepository(db: Firestore) {
  const collection = (lojaId: string) => categoriasCollection(db, lojaId);
  return {
    /** In the owner's order (model/ordem.ts), the catalogue's too. */
    async list(lojaId: string, tx?: Transaction): Promise<Categoria[]> {
      const snapshot = await (tx ? tx.get(collection(lojaId)) : collection(lojaId).get());
      return snapshot.docs
        .map(toOrdenavel)
        .sort(porOrdem)
        .map(({ ordem: _ordem, ...categoria }) => categoria);
    },
    async find(tx: Transaction, lojaId: string, id: string): Promise<Categoria | null> {
      const snapshot = await tx.get(collection(lojaId).doc(id));
      return snapshot.exists ? toCategoria(snapshot) : null;
    },
    async count(tx: Transaction, lojaId: string): Promise<number> {
      return (await tx.get(collection(lojaId).count())).data().count;
    },
    /** Goes last in the owner's order without reading the others: ordem is the time of creation. */
    create(tx: Transaction, lojaId: string, nome: string): Categoria {
      const ref = collection(lojaId).doc();
      tx.create(ref, { nome, ordem: Date.now(), criado_em: FieldValue.serverTimestamp() });
      return { id: ref.id, nome };
    },
    rename(tx: Transaction, lojaId: string, id: string, nome: string): void {
      tx.update(collection(lojaId).doc(id), { nome, atualizado_em: FieldValue.serverTimestamp() });
    },
    /** PUT /api/categorias/ordem (model/ordem.ts novaOrdem); false when an id is not one of the shop's categories, nothing written. */
    reorder(tx: Transaction, lojaId: string, ids: string[]): Promise<boolean> {
      return reorderIn(tx, collection(lojaId), ids, toOrdenavel);
    },
    delete(tx: Transaction, lojaId: string, id: string): void {
      tx.delete(collection(lojaId).doc(id));
    },
  };
}

export type CategoriasRepository = ReturnType<typeof categoriasRepository>;
