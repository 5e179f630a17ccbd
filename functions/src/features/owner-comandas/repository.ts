import { Timestamp, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import type { StatusDaComanda } from '@vitrine/shared';
import { dayStart } from '../../platform/calendar.js';
import { comandaDoc, comandasCollection, toComanda, type ComandaSalva } from '../../model/comandas.js';
import type { CamposDosEfeitos } from '../../model/efeitos-do-pedido.js';
import { lojaOf, lojistaDoc, type Lojista } from '../../model/lojistas.js';
import { pedidoDoc, type PedidoGuardado } from '../../model/pedidos.js';
import { isDocId } from '../../platform/http/validate.js';

/** A day's or a status's bills at most: a room's evening is far below it. */
export const MAX_COMANDAS_LISTADAS = 300;

/** The owner's queries of the bills: the shop's bills by status and day, and a round's mark when its bill closes. */
export function comandasDaLojaRepository(db: Firestore) {
  return {
    /** Newest first; `data` a São Paulo day (bills opened on it). */
    async list(lojaId: string, { status, data }: { status?: StatusDaComanda; data?: string }): Promise<ComandaSalva[]> {
      let query: Query = comandasCollection(db, lojaId);
      if (status) query = query.where('status', '==', status);
      if (data) {
        const [ano, mes, dia] = data.split('-').map(Number);
        const seguinte = new Date(Date.UTC(ano!, mes! - 1, dia! + 1)).toISOString().slice(0, 10);
        query = query
          .where('aberta_em', '>=', Timestamp.fromDate(dayStart(data)))
          .where('aberta_em', '<', Timestamp.fromDate(dayStart(seguinte)));
      }
      const snapshot = await query.orderBy('aberta_em', 'desc').limit(MAX_COMANDAS_LISTADAS).get();
      return snapshot.docs.map(toComanda);
    },

    /** The bill and the shop's name for its printed paper, in one read of both; null for an unknown bill. */
    async readParaImprimir(lojaId: string, id: string): Promise<{ comanda: ComandaSalva; nomeLoja: string } | null> {
      if (!isDocId(id)) return null;
      const [comanda, lojista] = await db.getAll(comandaDoc(db, lojaId, id), lojistaDoc(db, lojaId));
      if (!comanda?.exists || !lojista?.exists) return null;
      return { comanda: toComanda(comanda), nomeLoja: lojaOf(lojista.data() as Lojista).nome_loja };
    },

    /** A round of a bill that closed: its bill says so, and its effects' fields (its revenue counted). */
    marcarFechada(tx: Transaction, lojaId: string, rodada: Pick<PedidoGuardado, 'id' | 'comanda'>, campos: CamposDosEfeitos) {
      tx.update(pedidoDoc(db, lojaId, rodada.id), { comanda: { ...rodada.comanda!, fechada: true }, ...campos });
    },
  };
}

export type ComandasDaLojaRepository = ReturnType<typeof comandasDaLojaRepository>;
