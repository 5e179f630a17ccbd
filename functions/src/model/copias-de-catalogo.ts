import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{lojaId}/copias_de_catalogo/ultima (issue 47, filiais): the last copy of another of the
 * account's shops' catalogue into this one, its progress as it runs. Running a copy again overwrites
 * it, as it overwrites the products it copied (their ids are the source's).
 */
export const copiaDeCatalogoDoc = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('copias_de_catalogo').doc('ultima');

export interface CopiaDeCatalogoDocument {
  de_loja_id: string;
  status: 'copiando' | 'concluida';
  total_produtos: number;
  total_categorias: number;
  produtos_copiados: number;
  atualizado_em: Timestamp;
}
