import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  centsToReais,
  LIMITE_LOJAS_PADRAO,
  LIMITE_MEMBROS_PADRAO,
  reaisToCents,
  type Plano,
  type PlanoDados,
  type PlanoPublico,
} from '@vitrine/shared';

/**
 * planos/{id} {nome, preco_centavos, descricao, limite_produtos, limite_membros, limite_lojas, vantagens, criado_em, atualizado_em}:
 * ids are numeric strings ("1", "2", ...) because lojistas refer to them by an integer plano_id.
 */
export const planosCollection = (db: Firestore) => db.collection('planos');
export const planoDoc = (db: Firestore, id: string | number) => planosCollection(db).doc(String(id));
/**
 * sequencias/planos {proximo}: the next plan id. Read and written in the transaction that creates a
 * plan, so concurrent creations conflict on this one document and Firestore retries the loser: a
 * query of the plans alone locks no document that does not exist yet, and two creations both
 * chose the same id (one of them answered 500).
 */
export const planosSequenciaDoc = (db: Firestore) => db.collection('sequencias').doc('planos');

/**
 * The shops an account on this plan may have, its first included (issue 47, filiais); a plan saved
 * before the field, gone or malformed allows LIMITE_LOJAS_PADRAO.
 */
export function limiteDeLojas(plano: DocumentSnapshot): number {
  const limite: unknown = plano.get('limite_lojas');
  return typeof limite === 'number' && Number.isInteger(limite) && limite >= 1 ? limite : LIMITE_LOJAS_PADRAO;
}

/**
 * A plan as anyone may read it (GET /api/planos): only the fields a price table shows, picked one by
 * one, so a field the administrator's documents gain later never reaches the public answer by accident.
 */
export function toPlanoPublico(doc: DocumentSnapshot): PlanoPublico {
  return {
    id: doc.id,
    nome: String(doc.get('nome') ?? ''),
    preco: centsToReais(Number(doc.get('preco_centavos') ?? 0)),
    descricao: String(doc.get('descricao') ?? ''),
    limite_produtos: Number(doc.get('limite_produtos') ?? 0),
    limite_membros: Number(doc.get('limite_membros') ?? LIMITE_MEMBROS_PADRAO),
    limite_lojas: limiteDeLojas(doc),
    vantagens: String(doc.get('vantagens') ?? ''),
  };
}

export const toPlano = (doc: DocumentSnapshot, totalLojistas: number): Plano => ({ ...toPlanoPublico(doc), total_lojistas: totalLojistas });

/** Stored money is integer cents (preco_centavos). */
export const toPlanoFields = ({ preco, ...dados }: PlanoDados) => ({ ...dados, preco_centavos: reaisToCents(preco) });
