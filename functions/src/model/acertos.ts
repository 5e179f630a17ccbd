import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { SomaDoAcerto } from '@vitrine/shared/entregador';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{lojaId}/acertos/{dia}_{membroId} (issue 46): a driver's day settled ("quitado") with
 * the figures it was settled for, written once (POST /api/entregadores/acerto/{membro_id}/quitar).
 * Its existence is the settlement: a second settle of the same day finds it and is refused, and a
 * delivery of that day can no longer leave entregue (efeitos-do-pedido.ts `corrida`).
 */
export const acertosCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('acertos');
export const acertoDoc = (db: Firestore, lojaId: string, dia: string, membroId: string) =>
  acertosCollection(db, lojaId).doc(`${dia}_${membroId}`);

export interface AcertoQuitado extends SomaDoAcerto {
  membro_id: string;
  nome: string;
  dia: string;
  /** The orders it settled. */
  pedido_ids: string[];
  em: Date;
  /** The name of who settled it. */
  por: string;
}

export function toAcerto(snapshot: DocumentSnapshot): AcertoQuitado | null {
  if (!snapshot.exists) return null;
  const dados = snapshot.data()!;
  const em: unknown = dados.em;
  return { ...(dados as AcertoQuitado), em: em instanceof Timestamp ? em.toDate() : new Date(0) };
}

/** Reads a driver's settled day in the caller's transaction; null while not settled. */
export async function lerAcerto(db: Firestore, tx: Transaction, lojaId: string, dia: string, membroId: string) {
  return toAcerto(await tx.get(acertoDoc(db, lojaId, dia, membroId)));
}

export const ACERTO_JA_QUITADO = 'O acerto deste entregador neste dia já foi quitado.';
export const CORRIDA_QUITADA = 'Não dá para tirar este pedido de entregue: o acerto do entregador desse dia já foi quitado.';

/** Writes the settled day; `create`, so a racing second settle's transaction fails and, retried, finds it settled. */
export function criarAcerto(db: Firestore, tx: Transaction, lojaId: string, acerto: AcertoQuitado): void {
  tx.create(acertoDoc(db, lojaId, acerto.dia, acerto.membro_id), { ...acerto, em: Timestamp.fromDate(acerto.em) });
}
