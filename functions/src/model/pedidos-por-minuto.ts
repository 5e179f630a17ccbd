import type { Firestore } from 'firebase-admin/firestore';
import { PEDIDOS_POR_MINUTO_PADRAO } from '@vitrine/shared';
import { cachedValues } from '../platform/cache.js';
import { lojistaDoc } from './lojistas.js';

/** How long an instance keeps a shop's setting: a change reaches the other instances within it. */
const LEMBRADO_MS = 10_000;

/**
 * lojistas/{lojaId}.pedidos_por_minuto, the public orders a shop takes a minute (the owner's setting;
 * absent or not a positive integer: PEDIDOS_POR_MINUTO_PADRAO). Every order reads it, so each
 * instance keeps it 10 s per shop: a flood of orders past the limit, which the shared counter
 * (limite-compartilhado.ts) then refuses from its own memory, reads nothing from Firestore. A save
 * forgets it at once in the instance that saved, so the owner's own change holds from the next order.
 */
export function pedidosPorMinutoRepository(db: Firestore, { ttlMs = LEMBRADO_MS } = {}) {
  async function read(lojaId: string): Promise<number> {
    const valor: unknown = (await lojistaDoc(db, lojaId).get()).get('pedidos_por_minuto');
    return typeof valor === 'number' && Number.isInteger(valor) && valor > 0 ? valor : PEDIDOS_POR_MINUTO_PADRAO;
  }
  const lidos = cachedValues(read, ttlMs);
  return {
    /** As stored now: what the owner's screen shows. */
    read,
    /** As this instance saw it in the last 10 s: what an order is counted against. */
    readCached: (lojaId: string): Promise<number> => lidos.get(lojaId),
    async save(lojaId: string, pedidosPorMinuto: number): Promise<void> {
      await lojistaDoc(db, lojaId).update({ pedidos_por_minuto: pedidosPorMinuto });
      lidos.forget(lojaId);
    },
  };
}

export type PedidosPorMinutoRepository = ReturnType<typeof pedidosPorMinutoRepository>;
