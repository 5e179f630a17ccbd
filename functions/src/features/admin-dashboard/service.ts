import { centsToReais, type AdminSistema, type AdminStats, type Atividade } from '@vitrine/shared';
import { dayKey, monthStart } from '../../platform/calendar.js';
import type { AtividadesRepository } from '../../model/atividades.js';
import type { ConfiguracoesRepository } from '../../model/configuracoes.js';
import type { AdminDashboardRepository } from './repository.js';

export function adminDashboardService({
  dashboard,
  atividades,
  configuracoes,
  versao,
}: {
  dashboard: AdminDashboardRepository;
  atividades: AtividadesRepository;
  configuracoes: ConfiguracoesRepository;
  /** The deployed version, shown in the system panel. */
  versao: string;
}) {
  return {
    /**
     * The admin dashboard's figures, all from stored data. Totals come from the counters on each
     * owner's document (total_produtos, total_pedidos, valor_total_pedidos_centavos,
     * receita_total_centavos); "today" and "this month" from the platform's month shards
     * (model/estatisticas.ts). Orders received count as soon as they are placed; revenue and the
     * conversion only count orders a shop accepted (issue 24: one stranger's order of R$ 4,95 bi
     * moved the month's revenue the moment it was placed).
     * Both are kept by the fold of the pending contagens (jobs/fold-contagens.ts): exact, up to a
     * minute behind.
     */
    async stats(): Promise<AdminStats> {
      const agora = new Date();
      const [lojistas, { mes, dia: hoje }] = await Promise.all([
        dashboard.countLojistas(monthStart(agora)),
        dashboard.readMes(dayKey(agora)),
      ]);
      return {
        total_lojistas: lojistas.total,
        novos_lojistas_mes: lojistas.novos,
        lojistas_ativos: lojistas.ativos,
        total_pedidos: lojistas.pedidos,
        pedidos_hoje: hoje.pedidos,
        valor_total_pedidos: centsToReais(lojistas.valor_centavos),
        receita_total: centsToReais(lojistas.receita_centavos),
        receita_mes: centsToReais(mes.receita_centavos),
        produtos_total: lojistas.produtos,
        // Accepted orders per catalogue visit this month, in percent with two decimals.
        taxa_conversao: mes.visitas > 0 ? Math.round((mes.pedidos_aceitos / mes.visitas) * 10_000) / 100 : 0,
      };
    },

    async sistema(): Promise<AdminSistema> {
      const [firestore, ultimoPedido] = await Promise.all([
        configuracoes.firestoreDisponivel(),
        atividades.lastPedidoAt().catch(() => null),
      ]);
      return { firestore, versao, ultimo_pedido_em: ultimoPedido?.toISOString() ?? null };
    },

    atividades: (): Promise<Atividade[]> => atividades.listRecent(10),
  };
}

export type AdminDashboardService = ReturnType<typeof adminDashboardService>;
