import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Categoria } from '@vitrine/shared';
import { lojistaDoc } from './lojistas.js';

/** lojistas/{uid}/categorias/{id} {nome, criado_em, atualizado_em}. */
export const categoriasCollection = (db: Firestore, uid: string) => lojistaDoc(db, uid).collection('categorias');

const collator = new Intl.Collator('pt-BR');
/** Alphabetical the Brazilian way: "Óculos" next to "Ovos", not after "Zíper" as byte order would put it. */
export const porNome = (a: { nome: string }, b: { nome: string }) => collator.compare(a.nome, b.nome);

const toCategoria = (doc: DocumentSnapshot): Categoria => ({ id: doc.id, nome: String(doc.get('nome') ?? '') });

/** Writes join the caller's transaction. */
export function categoriasRepository(db: Firestore) {
  const collection = (uid: string) => categoriasCollection(db, uid);
  return {
    async list(uid: string, tx?: Transaction): Promise<Categoria[]> {
      const snapshot = await (tx ? tx.get(collection(uid)) : collection(uid).get());
      return snapshot.docs.map(toCategoria).sort(porNome);
    },
    async find(tx: Transaction, uid: string, id: string): Promise<Categoria | null> {
      const snapshot = await tx.get(collection(uid).doc(id));
      return snapshot.exists ? toCategoria(snapshot) : null;
    },
    async count(tx: Transaction, uid: string): Promise<number> {
      return (await tx.get(collection(uid).count())).data().count;
    },
    create(tx: Transaction, uid: string, nome: string): Categoria {
      const ref = collection(uid).doc();
      tx.create(ref, { nome, criado_em: FieldValue.serverTimestamp() });
      return { id: ref.id, nome };
    },
    rename(tx: Transaction, uid: string, id: string, nome: string): void {
      tx.update(collection(uid).doc(id), { nome, atualizado_em: FieldValue.serverTimestamp() });
    },
    delete(tx: Transaction, uid: string, id: string): void {
      tx.delete(collection(uid).doc(id));
    },
  };
}

export type CategoriasRepository = ReturnType<typeof categoriasRepository>;
