import { centsToReais, type DashboardStats } from '@vitrine/shared';
import type { LojistasRepository } from '../../model/lojistas.js';

/** The dashboard's figures come from counters on the owner's record: one read at any catalogue size. */
export function dashboardService({ lojistas }: { lojistas: LojistasRepository }) {
  return {
    async stats(uid: string): Promise<DashboardStats> {
      const lojista = await lojistas.require(uid);
      return {
        total_produtos: lojista.total_produtos ?? 0,
        total_pedidos: lojista.total_pedidos ?? 0,
        valor_total_pedidos: centsToReais(lojista.valor_total_pedidos_centavos ?? 0),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
