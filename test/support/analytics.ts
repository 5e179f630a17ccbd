import { FORMAS_DO_RELATORIO, type AnalyticsResponse } from '@vitrine/shared';

/**
 * A report (GET /api/analytics) of a period in which nothing happened, over the given days (oldest
 * first): every figure zero, every list empty. A test changes what its case is about.
 */
export function umRelatorioVazio(datas: string[]): AnalyticsResponse {
  return {
    resumo_mensal: {
      visitas_unicas_mes: 0,
      pedidos_mes: 0,
      receita_mes: 0,
      pedidos_aceitos_mes: 0,
      taxa_conversao: 0,
      crescimento_visitas: 0,
      crescimento_pedidos: 0,
      visitas_unicas_periodo_anterior: 0,
      pedidos_periodo_anterior: 0,
    },
    visitas_por_dia: datas.map((data) => ({ data, visitas_unicas: 0 })),
    pedidos_por_dia: datas.map((data) => ({ data, pedidos: 0, valor_total: 0 })),
    origens_trafego: [],
    produtos_mais_visualizados: [],
    produtos_mais_vendidos: [],
    cupons: { descontos: 0, por_cupom: [] },
    fidelidade: { recompensas: 0, desconto: 0 },
    canais: {
      salao: { receita: 0, pedidos: 0, ticket_medio: 0, comandas: 0, minutos_medios: 0, taxa_servico: 0, couvert: 0 },
      balcao: { receita: 0, pedidos: 0, ticket_medio: 0 },
      delivery: { receita: 0, pedidos: 0, ticket_medio: 0 },
    },
    pagamentos: {
      formas: FORMAS_DO_RELATORIO.map((forma) => ({ forma, receita: 0, pedidos: 0 })),
      pix: { automatica: { receita: 0, pedidos: 0 }, manual: { receita: 0, pedidos: 0 }, pagos_pelo_banco: 0, minutos_ate_pagar: null },
    },
  };
}
