import { centsToReais, ORIGENS, type AnalyticsResponse, type PeriodoAnalytics } from '@vitrine/shared';
import { lastDayKeys } from '../../platform/calendar.js';
import { FORMAS_CONTADAS, type CuponsDoDia, type EstatisticaDaLoja } from '../../model/estatisticas.js';
import type { AnalyticsRepository } from './repository.js';

/** How many products each ranking lists. */
const RANKING = 10;
/** A product viewed and deleted before names were kept: it still gets a line. */
const PRODUTO_SEM_NOME = 'Produto removido';

/** Rounds to `casas` decimals, without -0 (JSON would say 0 anyway, but tests compare numbers). */
function arredondar(valor: number, casas: number): number {
  const fator = 10 ** casas;
  const arredondado = Math.round(valor * fator) / fator;
  return arredondado === 0 ? 0 : arredondado;
}

/** Percent change, one decimal: 100 when there was nothing before and there is now, 0 when both had nothing. */
export function crescimento(atual: number, anterior: number): number {
  if (anterior === 0) return atual > 0 ? 100 : 0;
  return arredondar(((atual - anterior) / anterior) * 100, 1);
}

const soma = (dias: EstatisticaDaLoja[], campo: 'visitas_unicas' | 'pedidos' | 'pedidos_aceitos' | 'receita_centavos') =>
  dias.reduce((total, dia) => total + dia[campo], 0);

/** The period's coupons, summed over its days: those with orders left once cancellations are taken back, most orders first. */
function cuponsDoPeriodo(dias: EstatisticaDaLoja[]): AnalyticsResponse['cupons'] {
  const porCupom = new Map<string, CuponsDoDia>();
  for (const dia of dias) {
    for (const [id, cupom] of dia.cupons) {
      const soma = porCupom.get(id) ?? { codigo: '', pedidos: 0, receita_centavos: 0, desconto_centavos: 0 };
      porCupom.set(id, {
        codigo: cupom.codigo || soma.codigo,
        pedidos: soma.pedidos + cupom.pedidos,
        receita_centavos: soma.receita_centavos + cupom.receita_centavos,
        desconto_centavos: soma.desconto_centavos + cupom.desconto_centavos,
      });
    }
  }
  return {
    descontos: centsToReais(dias.reduce((total, dia) => total + dia.descontos_centavos, 0)),
    por_cupom: [...porCupom.values()]
      .filter(({ pedidos }) => pedidos > 0)
      .sort((a, b) => b.pedidos - a.pedidos || a.codigo.localeCompare(b.codigo))
      .slice(0, RANKING)
      .map(({ codigo, pedidos, receita_centavos, desconto_centavos }) => ({
        codigo,
        pedidos,
        receita: centsToReais(receita_centavos),
        desconto: centsToReais(desconto_centavos),
      })),
  };
}

/** Reais per order (or bill), two decimals; 0 without any. */
const ticketMedio = (receitaCentavos: number, vezes: number) => (vezes > 0 ? centsToReais(Math.round(receitaCentavos / vezes)) : 0);

/**
 * The period's revenue by channel (issue 44): the room's and the counter's as the `receita` effect
 * counted them, delivery the rest of the accepted orders (so the days before issue 44 count there);
 * the room's bills as they closed.
 */
function canaisDoPeriodo(dias: EstatisticaDaLoja[]): AnalyticsResponse['canais'] {
  const somar = (valor: (dia: EstatisticaDaLoja) => number) => dias.reduce((total, dia) => total + valor(dia), 0);
  const salao = { pedidos: somar((dia) => dia.canais.salao.pedidos), receita: somar((dia) => dia.canais.salao.receita_centavos) };
  const balcao = { pedidos: somar((dia) => dia.canais.balcao.pedidos), receita: somar((dia) => dia.canais.balcao.receita_centavos) };
  const delivery = {
    pedidos: somar((dia) => dia.pedidos_aceitos) - salao.pedidos - balcao.pedidos,
    receita: somar((dia) => dia.receita_centavos) - salao.receita - balcao.receita,
  };
  const comandas = somar((dia) => dia.salao.comandas);
  const canal = ({ pedidos, receita }: { pedidos: number; receita: number }, vezes = pedidos) => ({
    receita: centsToReais(receita),
    pedidos,
    ticket_medio: ticketMedio(receita, vezes),
  });
  return {
    salao: {
      ...canal(salao, comandas),
      comandas,
      minutos_medios: comandas > 0 ? Math.round(somar((dia) => dia.salao.minutos) / comandas) : 0,
      taxa_servico: centsToReais(somar((dia) => dia.salao.taxa_servico_centavos)),
      couvert: centsToReais(somar((dia) => dia.salao.couvert_centavos)),
    },
    balcao: canal(balcao),
    delivery: canal(delivery),
  };
}

/**
 * The period's payments (issue 45), summed in whole cents and turned to reais once: the methods the
 * `receita` effect counted, and `nao_registrada` for the revenue of days before it did, so the lines
 * add up to the period's revenue and accepted orders to the cent; PIX split by how it is confirmed
 * (manual is the PIX line less the bank's), and the bank's PIX minutes from order to payment.
 */
function pagamentosDoPeriodo(dias: EstatisticaDaLoja[]): AnalyticsResponse['pagamentos'] {
  const somar = (valor: (dia: EstatisticaDaLoja) => number) => dias.reduce((total, dia) => total + valor(dia), 0);
  const contadas = FORMAS_CONTADAS.map((forma) => ({
    forma,
    pedidos: somar((dia) => dia.formas[forma].pedidos),
    receita: somar((dia) => dia.formas[forma].receita_centavos),
  }));
  const resto = {
    forma: 'nao_registrada' as const,
    pedidos: soma(dias, 'pedidos_aceitos') - contadas.reduce((total, { pedidos }) => total + pedidos, 0),
    receita: soma(dias, 'receita_centavos') - contadas.reduce((total, { receita }) => total + receita, 0),
  };
  const pix = contadas.find(({ forma }) => forma === 'pix')!;
  const automatica = { pedidos: somar((dia) => dia.pix.automatica_pedidos), receita: somar((dia) => dia.pix.automatica_receita_centavos) };
  const pagos = somar((dia) => dia.pix.pagos);
  const segundos = somar((dia) => dia.pix.segundos_ate_pagar);
  const emReais = ({ pedidos, receita }: { pedidos: number; receita: number }) => ({ receita: centsToReais(receita), pedidos });
  return {
    formas: [...contadas, resto].map(({ forma, ...linha }) => ({ forma, ...emReais(linha) })),
    pix: {
      automatica: emReais(automatica),
      manual: emReais({ pedidos: pix.pedidos - automatica.pedidos, receita: pix.receita - automatica.receita }),
      pagos_pelo_banco: pagos,
      minutos_ate_pagar: pagos > 0 ? arredondar(segundos / pagos / 60, 1) : null,
    },
  };
}

/**
 * The owner's analytics (docs/api.md, owner-analytics): the last `periodo` São Paulo days with today
 * last, against the `periodo` days before them, all from the shop's daily counters. Orders are the
 * orders received; revenue (receita_mes, valor_total per day) is receita_centavos, the orders the
 * shop accepted, which cancelling one takes back (issue 24).
 */
export function analyticsService({ analytics }: { analytics: AnalyticsRepository }) {
  return {
    async relatorio(lojaId: string, periodo: PeriodoAnalytics, agora = new Date()): Promise<AnalyticsResponse> {
      const datas = lastDayKeys(agora, periodo);
      const { dias: todos, nomesAtuais } = await analytics.listDias(lojaId, [...lastDayKeys(agora, periodo, periodo), ...datas]);
      const anteriores = todos.slice(0, periodo);
      const dias = todos.slice(periodo);

      const visitas = soma(dias, 'visitas_unicas');
      const pedidos = soma(dias, 'pedidos');
      const visitasAntes = soma(anteriores, 'visitas_unicas');
      const pedidosAntes = soma(anteriores, 'pedidos');

      const origens = ORIGENS.map((origem) => ({ origem, visitas: dias.reduce((total, dia) => total + dia.origens[origem], 0) }));
      const visitasComOrigem = origens.reduce((total, { visitas }) => total + visitas, 0);

      // Views and units sold per product over the period; the name is the current one, else the last one seen.
      const visualizacoes = new Map<string, number>();
      const vendidos = new Map<string, number>();
      const ultimoNome = new Map<string, string>();
      for (const dia of dias) {
        for (const [id, vezes] of dia.produtos) visualizacoes.set(id, (visualizacoes.get(id) ?? 0) + vezes);
        for (const [id, unidades] of dia.vendidos) vendidos.set(id, (vendidos.get(id) ?? 0) + unidades);
        for (const [id, nome] of Object.entries(dia.nomes)) if (typeof nome === 'string' && nome) ultimoNome.set(id, nome);
      }
      const nome = (id: string) => nomesAtuais.get(id) ?? ultimoNome.get(id) ?? PRODUTO_SEM_NOME;

      return {
        resumo_mensal: {
          visitas_unicas_mes: visitas,
          pedidos_mes: pedidos,
          receita_mes: centsToReais(soma(dias, 'receita_centavos')),
          pedidos_aceitos_mes: soma(dias, 'pedidos_aceitos'),
          taxa_conversao: visitas > 0 ? arredondar((pedidos / visitas) * 100, 2) : 0,
          crescimento_visitas: crescimento(visitas, visitasAntes),
          crescimento_pedidos: crescimento(pedidos, pedidosAntes),
          visitas_unicas_periodo_anterior: visitasAntes,
          pedidos_periodo_anterior: pedidosAntes,
        },
        visitas_por_dia: dias.map((dia, index) => ({ data: datas[index]!, visitas_unicas: dia.visitas_unicas })),
        pedidos_por_dia: dias.map((dia, index) => ({
          data: datas[index]!,
          pedidos: dia.pedidos,
          valor_total: centsToReais(dia.receita_centavos),
        })),
        // Most first; ties keep the palette's order of ORIGENS, so the pie is stable.
        origens_trafego: origens
          .filter(({ visitas }) => visitas > 0)
          .sort((a, b) => b.visitas - a.visitas)
          .map(({ origem, visitas }) => ({ origem, visitas, percentage: arredondar((visitas / visitasComOrigem) * 100, 1) })),
        produtos_mais_visualizados: [...visualizacoes]
          .map(([id, vezes]) => ({ produto_nome: nome(id), visualizacoes: vezes }))
          .sort((a, b) => b.visualizacoes - a.visualizacoes || a.produto_nome.localeCompare(b.produto_nome, 'pt-BR'))
          .slice(0, RANKING),
        // A product sold and its sale taken back on another day nets out: only what is left counts.
        produtos_mais_vendidos: [...vendidos]
          .filter(([, unidades]) => unidades > 0)
          .map(([id, unidades]) => ({ produto_nome: nome(id), quantidade: unidades }))
          .sort((a, b) => b.quantidade - a.quantidade || a.produto_nome.localeCompare(b.produto_nome, 'pt-BR'))
          .slice(0, RANKING),
        cupons: cuponsDoPeriodo(dias),
        fidelidade: {
          recompensas: dias.reduce((total, dia) => total + dia.recompensas, 0),
          desconto: centsToReais(dias.reduce((total, dia) => total + dia.recompensas_centavos, 0)),
        },
        canais: canaisDoPeriodo(dias),
        pagamentos: pagamentosDoPeriodo(dias),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
