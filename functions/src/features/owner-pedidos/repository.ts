import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { STATUS_PEDIDO, type StatusPedido } from '@vitrine/shared';
import { dayKey } from '../../platform/calendar.js';
import { estatisticasDaLoja, estatisticasDaPlataforma } from '../owner-analytics/estatisticas.js';
import type { PedidoItem } from '../public-pedido/repository.js';

/** An order as the owner reads it (lojistas/{uid}/pedidos/{id}, written by features/pedidos). */
export interface PedidoGuardado {
  id: string;
  codigo: string;
  criado_em: Date;
  itens: PedidoItem[];
  total_centavos: number;
  status: StatusPedido;
  texto_whatsapp: string;
}

const numero = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function toPedido(snapshot: DocumentSnapshot): PedidoGuardado {
  const status: unknown = snapshot.get('status');
  const criado: unknown = snapshot.get('criado_em');
  const itens: unknown = snapshot.get('itens');
  return {
    id: snapshot.id,
    codigo: String(snapshot.get('codigo') ?? ''),
    criado_em: criado instanceof Timestamp ? criado.toDate() : new Date(0),
    itens: Array.isArray(itens) ? (itens as PedidoItem[]) : [],
    total_centavos: numero(snapshot.get('total_centavos')),
    // Every order starts as novo; one written before statuses existed is one.
    status: STATUS_PEDIDO.includes(status as StatusPedido) ? (status as StatusPedido) : 'novo',
    texto_whatsapp: String(snapshot.get('texto_whatsapp') ?? ''),
  };
}

/**
 * The owner's side of the orders: listing them, and changing their status together with the
 * revenue counters a cancellation affects. Reads and writes join the caller's transaction.
 */
export function ownerPedidosRepository(db: Firestore) {
  const lojistas = db.collection('lojistas');
  const pedidos = (uid: string) => lojistas.doc(uid).collection('pedidos');

  return {
    /**
     * Newest first, optionally one status, created strictly before `antes`. A range on criado_em
     * rather than a cursor, so a page is one query at any depth (and the local emulator, which
     * ignores cursors, pages the same). With a status it needs the composite index
     * (status, criado_em desc) in firestore.indexes.json.
     */
    async listar(
      uid: string,
      { status, antes, limite }: { status?: StatusPedido; antes?: Date; limite: number },
    ): Promise<PedidoGuardado[]> {
      let query: Query = pedidos(uid);
      if (status) query = query.where('status', '==', status);
      if (antes) query = query.where('criado_em', '<', Timestamp.fromDate(antes));
      const snapshot = await query.orderBy('criado_em', 'desc').limit(limite).get();
      return snapshot.docs.map(toPedido);
    },

    /** The owner's order, null when that owner has none with this id (another owner's included). */
    async ler(tx: Transaction, uid: string, id: string): Promise<PedidoGuardado | null> {
      const snapshot = await tx.get(pedidos(uid).doc(id));
      return snapshot.exists ? toPedido(snapshot) : null;
    },

    /**
     * Sets the status and moves `receitaCentavos` (negative when cancelling) into every revenue
     * counter of the order's day: the owner's total (dashboard), the shop's daily document
     * (analytics) and the platform's (admin dashboard). Order counts stay as they are.
     */
    mudarStatus(tx: Transaction, uid: string, pedido: PedidoGuardado, status: StatusPedido, receitaCentavos: number, agora: Date): void {
      tx.update(pedidos(uid).doc(pedido.id), { status, atualizado_em: Timestamp.fromDate(agora) });
      if (receitaCentavos === 0) return;
      const valor = FieldValue.increment(receitaCentavos);
      const dia = dayKey(pedido.criado_em);
      tx.update(lojistas.doc(uid), { valor_total_pedidos_centavos: valor });
      tx.set(estatisticasDaLoja(db, uid).doc(dia), { valor_centavos: valor }, { merge: true });
      tx.set(estatisticasDaPlataforma(db).doc(dia), { valor_centavos: valor }, { merge: true });
    },
  };
}

export type OwnerPedidosRepository = ReturnType<typeof ownerPedidosRepository>;
