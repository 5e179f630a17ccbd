import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{lojaId}/visitantes/{dia}_{visitante}: what one device was already counted for that day in
 * that shop (its visit, the products it viewed), so that each counts once (public-eventos).
 * Firestore's TTL policy on expira_em (firestore.indexes.json) deletes it after its day; its
 * `produtos` map is exempt from indexing there.
 */
export const visitantesCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('visitantes');
export const visitanteDoc = (db: Firestore, lojaId: string, dia: string, visitante: string) =>
  visitantesCollection(db, lojaId).doc(`${dia}_${visitante}`);

export interface VisitanteDocument {
  visita: boolean;
  /** The ids of the products viewed, each `true`. */
  produtos: Record<string, true>;
  expira_em: Timestamp;
}
