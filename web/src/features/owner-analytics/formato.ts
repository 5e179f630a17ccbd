import { formatBRL, reaisToCents, type AnalyticsResponse, type Origem, type PeriodoAnalytics } from '@vitrine/shared';
import type { BadgeVariant } from '../../components/ui/Badge';

/** Pure formatting for the Analytics screen: pt-BR numbers, a signed growth, short dates. */

const umaCasa = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const duasCasas = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** The typographic minus: '−3,0%' lines up with '+3,0%' where a hyphen would look thin. */
const MENOS = '\u2212';

/** Growth against the previous period, one decimal and a sign: '+12,5%', '−3,0%', '0,0%'. */
export function formatCrescimento(percentual: number): string {
  const arredondado = Math.round(percentual * 10) / 10;
  if (arredondado === 0) return `${umaCasa.format(0)}%`;
  const sinal = arredondado > 0 ? '+' : MENOS;
  return `${sinal}${umaCasa.format(Math.abs(arredondado))}%`;
}

/** Green for growth, red for a fall, grey when flat. */
export function tomDoCrescimento(percentual: number): Extract<BadgeVariant, 'green' | 'red' | 'grey'> {
  const arredondado = Math.round(percentual * 10) / 10;
  return arredondado > 0 ? 'green' : arredondado < 0 ? 'red' : 'grey';
}

export interface CrescimentoExibido {
  texto: string;
  tom: BadgeVariant;
  /** Whether the previous period had anything to compare with. */
  comparavel: boolean;
}

/**
 * The growth badge of a figure: a percentage only when the previous period had something. From
 * nothing to something is 'novo' (the API's 100 would read as "doubled"); nothing in either is '—'.
 */
export function crescimentoExibido(percentual: number, atual: number, anterior: number): CrescimentoExibido {
  if (anterior === 0) return atual > 0 ? { texto: 'novo', tom: 'blue', comparavel: false } : { texto: '—', tom: 'grey', comparavel: false };
  return { texto: formatCrescimento(percentual), tom: tomDoCrescimento(percentual), comparavel: true };
}

/** The conversion rate: two decimals and '%', e.g. '2,35%'. */
export function formatTaxa(percentual: number): string {
  return `${duasCasas.format(percentual)}%`;
}

/** A share of the visits, one decimal: '42,5%'. */
export function formatPercentual(percentual: number): string {
  return `${umaCasa.format(percentual)}%`;
}

export function formatInteiro(valor: number): string {
  return inteiro.format(valor);
}

/** Reais with two decimals: 'R$ 1.234,56'. */
export function formatReais(reais: number): string {
  return formatBRL(reaisToCents(reais));
}

/** The revenue axis: 'R$ 0', 'R$ 850', 'R$ 1,2 mil'. */
export function formatReaisCurto(reais: number): string {
  if (Math.abs(reais) < 1000) return `R$ ${inteiro.format(reais)}`;
  return `R$ ${umaCasa.format(reais / 1000).replace(/,0$/, '')} mil`;
}

/** 'YYYY-MM-DD' (a São Paulo day, from the API) as pt-BR's short 'dd/MM'; read as text, so no time zone can shift it. */
export function formatDiaCurto(dia: string): string {
  const [, mes, diaDoMes] = dia.split('-');
  return mes && diaDoMes ? `${diaDoMes}/${mes}` : dia;
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 'YYYY-MM-DD' spelled out for tooltips: '7 de março'. */
export function formatDiaLongo(dia: string): string {
  const [, mes, diaDoMes] = dia.split('-').map(Number);
  const nomeDoMes = MESES[(mes ?? 0) - 1];
  return nomeDoMes && diaDoMes ? `${diaDoMes} de ${nomeDoMes}` : dia;
}

export const ORIGEM_LABEL: Record<Origem, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  google: 'Google',
  qrcode: 'QR Code impresso',
  direto: 'Direto',
  outros: 'Outros',
  app: 'App instalado',
};

/** The label of an origin; anything the page does not know reads 'Outros'. */
export function origemLabel(origem: string): string {
  return ORIGEM_LABEL[origem as Origem] ?? ORIGEM_LABEL.outros;
}

/** The pie's six colours, cycled by position. */
export const PALETA = ['#2563EB', '#10B981', '#F59E0B', '#EF4444', '#8B5CF6', '#06B6D4'] as const;

export function corDaFatia(indice: number): string {
  return PALETA[indice % PALETA.length]!;
}

/** The period a URL asks for: ?periodo=7|30|90, else the default. */
export function readPeriodo(valor: string | null, periodos: readonly PeriodoAnalytics[], padrao: PeriodoAnalytics): PeriodoAnalytics {
  const numero = Number(valor);
  return periodos.find((periodo) => periodo === numero) ?? padrao;
}

/** Nothing happened in the period: no visit, no order, no product view. */
export function semDados(dados: AnalyticsResponse): boolean {
  const { visitas_unicas_mes, pedidos_mes, receita_mes } = dados.resumo_mensal;
  return (
    visitas_unicas_mes === 0 &&
    pedidos_mes === 0 &&
    receita_mes === 0 &&
    dados.origens_trafego.length === 0 &&
    dados.produtos_mais_visualizados.length === 0 &&
    dados.produtos_mais_vendidos.length === 0
  );
}

export interface DiaDoGrafico {
  data: string;
  rotulo: string;
  visitas: number;
  pedidos: number;
  receita: number;
}

/** Visits and orders joined per day, for the charts (both lists cover the same days, oldest first). */
export function diasDoGrafico(dados: Pick<AnalyticsResponse, 'visitas_por_dia' | 'pedidos_por_dia'>): DiaDoGrafico[] {
  const porDia = new Map<string, DiaDoGrafico>();
  const dia = (data: string) => {
    let linha = porDia.get(data);
    if (!linha) porDia.set(data, (linha = { data, rotulo: formatDiaCurto(data), visitas: 0, pedidos: 0, receita: 0 }));
    return linha;
  };
  for (const { data, visitas_unicas } of dados.visitas_por_dia) dia(data).visitas = visitas_unicas;
  for (const { data, pedidos, valor_total } of dados.pedidos_por_dia) Object.assign(dia(data), { pedidos, receita: valor_total });
  return [...porDia.values()].sort((a, b) => a.data.localeCompare(b.data));
}
