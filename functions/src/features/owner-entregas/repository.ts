import type { Firestore } from 'firebase-admin/firestore';
import { STATUS_EM_ABERTO } from '@vitrine/shared';
import { CAMPO_DA_CONTA_DO_ENTREGADOR, pedidoDoc, pedidosCollection, toPedido, type PedidoGuardado } from '../../model/pedidos.js';

/** The driver's phone's reads (issue 46): the orders assigned to the session's account. */
export function ownerEntregasRepository(db: Firestore) {
  return {
    /** The driver's open deliveries, by their account (equality and `in` filters: merged single-field indexes). */
    async abertas(lojaId: string, uid: string): Promise<PedidoGuardado[]> {
      const { docs } = await pedidosCollection(db, lojaId)
        .where(CAMPO_DA_CONTA_DO_ENTREGADOR, '==', uid)
        .where('status', 'in', [...STATUS_EM_ABERTO])
        .get();
      return docs.map(toPedido);
    },

    async find(lojaId: string, id: string): Promise<PedidoGuardado | null> {
      const doc = await pedidoDoc(db, lojaId, id).get();
      return doc.exists ? toPedido(doc) : null;
    },
  };
}

export type OwnerEntregasRepository = ReturnType<typeof ownerEntregasRepository>;
