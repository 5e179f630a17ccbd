import { centsToReais, type AdminSistema, type AdminStats, type Atividade } from '@vitrine/shared';
import { monthDayKeys, monthStart } from '../../platform/calendar.js';
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
     * owner's document (total_produtos, total_pedidos, valor_total_pedidos_centavos); "today" and
     * "this month" from the daily platform counters (model/estatisticas.ts): orders and their
     * revenue (public-pedido, less cancelled orders: owner-pedidos) and unique catalogue visits
     * (public-eventos), the conversion's denominator.
     */
    async stats(): Promise<AdminStats> {
      const agora = new Date();
      const [lojistas, dias] = await Promise.all([dashboard.countLojistas(monthStart(agora)), dashboard.listDias(monthDayKeys(agora))]);
      const mes = dias.reduce(
        (soma, dia) => ({
          pedidos: soma.pedidos + dia.pedidos,
          valor_centavos: soma.valor_centavos + dia.valor_centavos,
          visitas: soma.visitas + dia.visitas,
        }),
        { pedidos: 0, valor_centavos: 0, visitas: 0 },
      );
      return {
        total_lojistas: lojistas.total,
        novos_lojistas_mes: lojistas.novos,
        lojistas_ativos: lojistas.ativos,
        total_pedidos: lojistas.pedidos,
        pedidos_hoje: dias.at(-1)?.pedidos ?? 0,
        valor_total_pedidos: centsToReais(lojistas.valor_centavos),
        receita_mes: centsToReais(mes.valor_centavos),
        produtos_total: lojistas.produtos,
        // Orders per catalogue visit this month, in percent with two decimals.
        taxa_conversao: mes.visitas > 0 ? Math.round((mes.pedidos / mes.visitas) * 10_000) / 100 : 0,
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
