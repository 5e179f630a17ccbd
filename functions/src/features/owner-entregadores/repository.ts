import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { STATUS_EM_ABERTO } from '@vitrine/shared';
import { acertosCollection, toAcerto, type AcertoQuitado } from '../../model/acertos.js';
import { lojaOf, lojistaDoc, regraDaTaxaOf, type Lojista } from '../../model/lojistas.js';
import { membrosCollection } from '../../model/membros.js';
import {
  CAMPO_DA_CONTA_DO_ENTREGADOR,
  CAMPO_DIA_DA_CORRIDA,
  CAMPO_DO_ENTREGADOR,
  pedidoDoc,
  pedidosCollection,
  toPedido,
  type EntregadorGuardado,
  type PedidoGuardado,
} from '../../model/pedidos.js';
import type { RegraDaTaxa } from '@vitrine/shared/entregador';

/** A member who is a driver, as dispatch reads them. */
export interface MembroEntregador {
  id: string;
  nome: string;
  email: string;
  papel: string;
  /** Null while the invitation is not accepted: such a member has no phone to take orders on yet. */
  uid: string | null;
}

/**
 * The drivers' side of the shop (issue 46): its driver members, the orders assigned to them, the
 * fee rule, the day's deliveries and settled days. Reads and writes in a transaction join it.
 */
export function ownerEntregadoresRepository(db: Firestore) {
  const membroDe = (doc: FirebaseFirestore.DocumentSnapshot): MembroEntregador => {
    const uid: unknown = doc.get('uid');
    return {
      id: doc.id,
      nome: String(doc.get('nome') ?? ''),
      email: String(doc.get('email') ?? ''),
      papel: String(doc.get('papel') ?? ''),
      uid: doc.get('status') === 'ativo' && typeof uid === 'string' ? uid : null,
    };
  };
  /** The driver's open orders (equality and `in` filters only: Firestore merges their single-field indexes). */
  const abertasDe = (lojaId: string, membroId: string) =>
    pedidosCollection(db, lojaId)
      .where(CAMPO_DO_ENTREGADOR, '==', membroId)
      .where('status', 'in', [...STATUS_EM_ABERTO]);

  return {
    /** The shop's members with the role entregador, by name. */
    async entregadores(lojaId: string): Promise<MembroEntregador[]> {
      const { docs } = await membrosCollection(db, lojaId).where('papel', '==', 'entregador').get();
      return docs.map(membroDe).sort((a, b) => (a.nome || a.email).localeCompare(b.nome || b.email, 'pt-BR'));
    },

    async contarAbertas(lojaId: string, membroId: string): Promise<number> {
      return (await abertasDe(lojaId, membroId).count().get()).data().count;
    },

    async membro(tx: Transaction, lojaId: string, membroId: string): Promise<MembroEntregador | null> {
      const doc = await tx.get(membrosCollection(db, lojaId).doc(membroId));
      return doc.exists ? membroDe(doc) : null;
    },

    async pedido(tx: Transaction, lojaId: string, id: string): Promise<PedidoGuardado | null> {
      const doc = await tx.get(pedidoDoc(db, lojaId, id));
      return doc.exists ? toPedido(doc) : null;
    },

    /** The last stop of the driver's open queue (0 when empty): a new order goes after it. */
    async ultimaParada(tx: Transaction, lojaId: string, membroId: string): Promise<number> {
      const { docs } = await tx.get(abertasDe(lojaId, membroId));
      return docs.map(toPedido).reduce((maior, pedido) => Math.max(maior, pedido.entregador?.ordem ?? 0), 0);
    },

    atribuir(tx: Transaction, lojaId: string, pedidoId: string, entregador: EntregadorGuardado | null, agora: Date): void {
      tx.update(pedidoDoc(db, lojaId, pedidoId), {
        entregador: entregador && { ...entregador, atribuido_em: Timestamp.fromDate(entregador.atribuido_em) },
        [CAMPO_DO_ENTREGADOR]: entregador?.membro_id ?? null,
        [CAMPO_DA_CONTA_DO_ENTREGADOR]: entregador?.uid ?? null,
        atualizado_em: Timestamp.fromDate(agora),
      });
    },

    async regra(lojaId: string): Promise<RegraDaTaxa> {
      const doc = await lojistaDoc(db, lojaId).get();
      return regraDaTaxaOf((doc.data() ?? {}) as Lojista);
    },

    async saveRegra(lojaId: string, regra: RegraDaTaxa): Promise<void> {
      await lojistaDoc(db, lojaId).update({ taxa_dos_entregadores: regra });
    },

    async nomeDaLoja(lojaId: string): Promise<string> {
      const doc = await lojistaDoc(db, lojaId).get();
      return doc.exists ? lojaOf(doc.data() as Lojista).nome_loja : '';
    },

    /** The orders delivered by a driver on São Paulo's day `dia` (efeitos-do-pedido.ts `corrida`), in a transaction or not. */
    async corridasDoDia(lojaId: string, dia: string, tx?: Transaction): Promise<PedidoGuardado[]> {
      const query = pedidosCollection(db, lojaId).where(CAMPO_DIA_DA_CORRIDA, '==', dia);
      const { docs } = tx ? await tx.get(query) : await query.get();
      return docs.map(toPedido).filter((pedido) => pedido.corrida !== null);
    },

    async acertosDoDia(lojaId: string, dia: string): Promise<AcertoQuitado[]> {
      const { docs } = await acertosCollection(db, lojaId).where('dia', '==', dia).get();
      return docs.flatMap((doc) => toAcerto(doc) ?? []);
    },
  };
}

export type OwnerEntregadoresRepository = ReturnType<typeof ownerEntregadoresRepository>;
