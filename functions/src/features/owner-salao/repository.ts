import type { Firestore } from 'firebase-admin/firestore';
import { MAX_MESAS } from '@vitrine/shared';
import { comandasCollection, toComanda, type ComandaSalva } from '../../model/comandas.js';
import { mesasCollection, toMesaSalva, type MesaSalva } from '../../model/mesas.js';

/**
 * The room's reads: the shop's tables whole (at most MAX_MESAS small documents) and its open bills
 * (each table has at most one), two queries whatever the room's size, never one per table.
 */
export function ownerSalaoRepository(db: Firestore) {
  return {
    async mesas(lojaId: string): Promise<MesaSalva[]> {
      const { docs } = await mesasCollection(db, lojaId).get();
      return docs.map(toMesaSalva);
    },

    /** Bills left open by a deleted table cannot exist (the deletion waits for the close), so the limit is the tables'. */
    async comandasAbertas(lojaId: string): Promise<ComandaSalva[]> {
      const { docs } = await comandasCollection(db, lojaId).where('status', '==', 'aberta').limit(MAX_MESAS).get();
      return docs.map(toComanda);
    },
  };
}

export type OwnerSalaoRepository = ReturnType<typeof ownerSalaoRepository>;
