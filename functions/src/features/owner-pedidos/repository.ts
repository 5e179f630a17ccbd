import { Timestamp, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { FILTRO_EM_ABERTO, STATUS_EM_ABERTO, STATUS_PEDIDO, type FiltroPedidos, type StatusPedido } from '@vitrine/shared';
import { incrementContador } from '../../model/contadores.js';
import { lojaOf, lojistaDoc, type Lojista } from '../../model/lojistas.js';
import { createContagem } from '../../model/contagens.js';
import { campoCupom, campoNome, campoVendidos } from '../../model/estatisticas.js';
import {
  historicoParaGravar,
  pedidoDoc,
  pedidosCollection,
  quantidadesPorProduto,
  toPedido,
  type PedidoGuardado,
} from '../../model/pedidos.js';
import { isDocId } from '../../platform/http/validate.js';
import { dayKey } from '../../platform/calendar.js';

/**
 * The best sellers' part of an accepted order (or of taking that back, `sinal` -1): each product's
 * units as vendidos_{id} and its name in the order as nome_{id}, in the same contagem as the
 * revenue, so the fold adds them to the order's day at no extra read. Lines whose product id could
 * not be a field name (orders from before ids were checked) are left out.
 */
/**
 * An order's discount in the day's figures (issue 29): the coupon's order, revenue and discount,
 * with its code, or the loyalty card's reward.
 */
function descontoDoPedido(
  { cupom, fidelidade, desconto_centavos, total_centavos }: PedidoGuardado,
  sinal: 1 | -1,
): Record<string, string | number> {
  if (fidelidade?.aplicada)
    return { descontos_centavos: sinal * desconto_centavos, recompensas: sinal, recompensas_centavos: sinal * desconto_centavos };
  if (!cupom) return {};
  return {
    descontos_centavos: sinal * desconto_centavos,
    [campoCupom('pedidos', cupom.id)]: sinal,
    [campoCupom('receita', cupom.id)]: sinal * total_centavos,
    [campoCupom('desconto', cupom.id)]: sinal * desconto_centavos,
    [campoCupom('codigo', cupom.id)]: cupom.codigo,
  };
}

function vendidos(pedido: PedidoGuardado, sinal: 1 | -1): Record<string, string | number> {
  const campos: Record<string, string | number> = {};
  const itens = pedido.itens.filter((item) => isDocId(item.produto_id));
  for (const [produtoId, quantidade] of quantidadesPorProduto(itens)) campos[campoVendidos(produtoId)] = sinal * quantidade;
  for (const item of itens) if (item.nome) campos[campoNome(item.produto_id)] = item.nome;
  return campos;
}

/**
 * The owner's side of the orders: listing them, and changing their status together with the
 * revenue counters a cancellation affects. Reads and writes join the caller's transaction.
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
      uid: string,
      { status, antes, desde, limite }: { status?: FiltroPedidos; antes?: Date; desde?: Date; limite: number },
    ): Promise<PedidoGuardado[]> {
      let query: Query = pedidosCollection(db, uid);
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
    async listAgendados(uid: string, desde: Date, limite: number): Promise<PedidoGuardado[]> {
      const snapshot = await pedidosCollection(db, uid)
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
    async countAgendados(uid: string, desde: Date): Promise<number> {
      const contagem = await pedidosCollection(db, uid)
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
    async count(uid: string): Promise<Record<StatusPedido, number>> {
      const contagens = await Promise.all(
        STATUS_PEDIDO.map((status) => pedidosCollection(db, uid).where('status', '==', status).count().get()),
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
    async readComanda(uid: string, id: string): Promise<{ pedido: PedidoGuardado; nomeLoja: string } | null> {
      const [pedido, lojista] = await db.getAll(pedidoDoc(db, uid, id), lojistaDoc(db, uid));
      if (!pedido?.exists || !lojista?.exists) return null;
      return { pedido: toPedido(pedido), nomeLoja: lojaOf(lojista.data() as Lojista).nome_loja };
    },

    /** The owner's order, null when that owner has none with this id (another owner's included). */
    async find(tx: Transaction, uid: string, id: string): Promise<PedidoGuardado | null> {
      const snapshot = await tx.get(pedidoDoc(db, uid, id));
      return snapshot.exists ? toPedido(snapshot) : null;
    },

    /**
     * Sets the status, adds it to the order's timeline (historico, which the customer's tracking
     * page shows) and, for `receita` +1 or -1 (owner-pedidos' receitaDaMudanca), adds or takes back
     * one accepted order and its total in the revenue: a random shard of the owner's contadores
     * (dashboard, at once) and a contagem for the order's day that the fold adds to the analytics
     * (with its units per product: the best sellers) and the platform's figures; receita_contada on
     * the order says which. Received counts stay.
     */
    updateStatus(
      tx: Transaction,
      uid: string,
      pedido: PedidoGuardado,
      { status, receita, agora, por, selo }: { status: StatusPedido; receita: 1 | -1 | 0; agora: Date; por: string; selo: 1 | -1 | 0 },
    ): void {
      // The whole timeline is written back: an order placed before it existed gets its derived start (toPedido) kept.
      const historico = historicoParaGravar([...pedido.historico, { status, em: agora, por }]);
      const atualizacao = {
        status,
        atualizado_em: Timestamp.fromDate(agora),
        historico,
        ...(selo !== 0 && { selo_fidelidade: selo === 1 }),
      };
      if (receita === 0) {
        tx.update(pedidoDoc(db, uid, pedido.id), atualizacao);
        return;
      }
      tx.update(pedidoDoc(db, uid, pedido.id), { ...atualizacao, receita_contada: receita === 1 });
      const contado = { pedidos_aceitos: receita, receita_centavos: receita * pedido.total_centavos };
      incrementContador(db, tx, uid, contado);
      createContagem(db, tx, uid, dayKey(pedido.criado_em), {
        ...contado,
        ...vendidos(pedido, receita),
        ...descontoDoPedido(pedido, receita),
      });
    },
  };
}

export type OwnerPedidosRepository = ReturnType<typeof ownerPedidosRepository>;
