import { centsToReais, type DashboardStats } from '@vitrine/shared';
import type { OwnerDashboardRepository } from './repository.js';

/**
 * The dashboard's figures, exact at any moment: the counters on the owner's record plus the
 * deltas still in its shards (model/contadores.ts). 11 reads at any catalogue size and traffic.
 */
export function dashboardService({ dashboard }: { dashboard: OwnerDashboardRepository }) {
  return {
    async stats(uid: string): Promise<DashboardStats> {
      const { lojista, totais } = await dashboard.read(uid);
      return {
        total_produtos: lojista.total_produtos ?? 0,
        total_pedidos: totais.pedidos,
        valor_total_pedidos: centsToReais(totais.valor_centavos),
        total_pedidos_aceitos: totais.pedidos_aceitos,
        receita_total: centsToReais(totais.receita_centavos),
        visitas_app: lojista.visitas_app ?? 0,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
