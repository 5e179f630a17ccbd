import { Timestamp, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { FILTRO_EM_ABERTO, STATUS_EM_ABERTO, STATUS_PEDIDO, type FiltroPedidos, type StatusPedido } from '@vitrine/shared';
import type { CamposDosEfeitos } from '../../model/efeitos-do-pedido.js';
import { lojaOf, lojistaDoc, type Lojista } from '../../model/lojistas.js';
import { historicoParaGravar, pedidoDoc, pedidosCollection, toPedido, type PedidoGuardado } from '../../model/pedidos.js';

/**
 * The owner's side of the orders: listing them, and changing their status (its effects are
 * model/efeitos-do-pedido.ts's). Reads and writes join the caller's transaction.
 */
export function ownerPedidosRepository(db: Firestore) {
  return {
    /**
     * Newest first, optionally one status (or the open ones, an `in`), created strictly before `antes` and strictly after `desde`. A range on criado_em
     * rather than a cursor, so a page is one query at any depth (and the local emulator, which
     * ignores cursors, pages the same). With a status it needs the composite index
     * (status, criado_em desc) in firestore.indexes.json.
     */
    async list(
      lojaId: string,
      { status, antes, desde, limite }: { status?: FiltroPedidos; antes?: Date; desde?: Date; limite: number },
    ): Promise<PedidoGuardado[]> {
      let query: Query = pedidosCollection(db, lojaId);
      if (status === FILTRO_EM_ABERTO) query = query.where('status', 'in', STATUS_EM_ABERTO);
      else if (status) query = query.where('status', '==', status);
      if (antes) query = query.where('criado_em', '<', Timestamp.fromDate(antes));
      // The live poll: only what arrived after the newest order the screen has, so a quiet poll reads nothing but the query.
      if (desde) query = query.where('criado_em', '>', Timestamp.fromDate(desde));
      const snapshot = await query.orderBy('criado_em', 'desc').limit(limite).get();
      return snapshot.docs.map(toPedido);
    },

    /**
     * The orders scheduled for `desde` onward (issue 31), soonest slot first: a range on the one
     * field, which its single-field index serves. Orders for now have no slot and never match.
     */
    async listAgendados(lojaId: string, desde: Date, limite: number): Promise<PedidoGuardado[]> {
      const snapshot = await pedidosCollection(db, lojaId)
        .where('agendado_para', '>=', Timestamp.fromDate(desde))
        .orderBy('agendado_para', 'asc')
        .limit(limite)
        .get();
      return snapshot.docs.map(toPedido);
    },

    /**
     * How many open orders have a slot from `desde` on: the "Agendados" list's count, one count()
     * aggregation on status and slot (a composite index, firestore.indexes.json).
     */
    async countAgendados(lojaId: string, desde: Date): Promise<number> {
      const contagem = await pedidosCollection(db, lojaId)
        .where('status', 'in', [...STATUS_EM_ABERTO])
        .where('agendado_para', '>=', Timestamp.fromDate(desde))
        .count()
        .get();
      return contagem.data().count;
    },

    /**
     * The shop's orders per status: one count() aggregation each (billed one read per 1,000
     * orders counted, none read), so the counts stay exact and cheap at any number of orders.
     */
    async count(lojaId: string): Promise<Record<StatusPedido, number>> {
      const contagens = await Promise.all(
        STATUS_PEDIDO.map((status) => pedidosCollection(db, lojaId).where('status', '==', status).count().get()),
      );
      return Object.fromEntries(STATUS_PEDIDO.map((status, indice) => [status, contagens[indice]!.data().count])) as Record<
        StatusPedido,
        number
      >;
    },

    /**
     * The order and the shop's name for its printed ticket (the comanda), in one read of both;
     * null when the owner has no order with this id (another owner's included).
     */
    async readComanda(lojaId: string, id: string): Promise<{ pedido: PedidoGuardado; nomeLoja: string } | null> {
      const [pedido, lojista] = await db.getAll(pedidoDoc(db, lojaId, id), lojistaDoc(db, lojaId));
      if (!pedido?.exists || !lojista?.exists) return null;
      return { pedido: toPedido(pedido), nomeLoja: lojaOf(lojista.data() as Lojista).nome_loja };
    },

    /** The shop's orders of these ids that exist, in one read outside any transaction (what a selection holds before it is worked on). */
    async findAll(lojaId: string, ids: readonly string[]): Promise<PedidoGuardado[]> {
      if (ids.length === 0) return [];
      const lidos = await db.getAll(...ids.map((id) => pedidoDoc(db, lojaId, id)));
      return lidos.filter((snapshot) => snapshot.exists).map(toPedido);
    },

    /** The owner's order, null when that owner has none with this id (another owner's included). */
    async find(tx: Transaction, lojaId: string, id: string): Promise<PedidoGuardado | null> {
      const snapshot = await tx.get(pedidoDoc(db, lojaId, id));
      return snapshot.exists ? toPedido(snapshot) : null;
    },

    /**
     * Sets the status and adds it to the order's timeline (historico, which the customer's tracking
     * page shows), with the fields its effects keep (model/efeitos-do-pedido.ts: receita_contada,
     * selo_fidelidade).
     */
    updateStatus(
      tx: Transaction,
      lojaId: string,
      pedido: PedidoGuardado,
      { status, agora, por, campos }: { status: StatusPedido; agora: Date; por: string; campos: CamposDosEfeitos },
    ): void {
      // The whole timeline is written back: an order placed before it existed gets its derived start (toPedido) kept.
      const historico = historicoParaGravar([...pedido.historico, { status, em: agora, por }]);
      tx.update(pedidoDoc(db, lojaId, pedido.id), { status, atualizado_em: Timestamp.fromDate(agora), historico, ...campos });
    },
  };
}

export type OwnerPedidosRepository = ReturnType<typeof ownerPedidosRepository>;
