import type { AnalyticsResponse, PeriodoAnalytics } from '@vitrine/shared';
import { Bar, BarChart, CartesianGrid, Pie, PieChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import {
  corDaFatia,
  diasDoGrafico,
  formatDiaLongo,
  formatInteiro,
  formatPercentual,
  formatReais,
  formatReaisCurto,
  origemLabel,
  type DiaDoGrafico,
} from './formato';
import { GraficoCard } from './GraficoCard';
import { Canais } from './Canais';
import { Pagamentos } from './Pagamentos';
import { Cupons } from './Cupons';
import { Ranking } from './Ranking';

// The only module that imports recharts: AnalyticsPage loads it lazily, so no other screen downloads it.

const COR = { visitas: '#2563EB', pedidos: '#059669', receita: '#D97706', grade: '#E2E8F0', eixo: '#64748B' } as const;
const EIXO = { fontSize: 12, fill: COR.eixo };

/** Charts and the most-viewed list of a period, below the summary cards. */
export function Graficos({ dados, periodo }: { dados: AnalyticsResponse; periodo: PeriodoAnalytics }) {
  const dias = diasDoGrafico(dados);
  return (
    <div className="space-y-4 sm:space-y-6">
      {/* One chart per figure, each on its own scale: a few orders drawn beside dozens of visits would read as many. */}
      <SeriePorDia serie={SERIES.visitas} dias={dias} periodo={periodo} />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <SeriePorDia serie={SERIES.pedidos} dias={dias} periodo={periodo} />
        <SeriePorDia serie={SERIES.receita} dias={dias} periodo={periodo} />
      </div>
      {/*
        grid-cols-1 is minmax(0, 1fr): a long product name truncates instead of widening the column past the phone.
        The rankings side by side, the origins after them: alone on its row (an odd card) it takes the whole width.
      */}
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2 lg:[&>:last-child:nth-child(odd)]:col-span-2">
        {dados.produtos_mais_vendidos.length > 0 && (
          <Ranking
            id="mais-vendidos"
            titulo="Produtos mais vendidos"
            descricao="Unidades nos pedidos aceitos do período"
            itens={dados.produtos_mais_vendidos.map(({ produto_nome, quantidade }) => ({ nome: produto_nome, valor: quantidade }))}
            unidade={['unidade', 'unidades']}
          />
        )}
        {dados.produtos_mais_visualizados.length > 0 && (
          <Ranking
            id="mais-visualizados"
            titulo="Produtos mais visualizados"
            descricao="Visualizações das páginas de produto no período"
            itens={dados.produtos_mais_visualizados.map(({ produto_nome, visualizacoes }) => ({
              nome: produto_nome,
              valor: visualizacoes,
            }))}
            unidade={['visualização', 'visualizações']}
          />
        )}
        <Canais canais={dados.canais} />
        <Pagamentos pagamentos={dados.pagamentos} receita={dados.resumo_mensal.receita_mes} />
        <Cupons cupons={dados.cupons} fidelidade={dados.fidelidade} />
        <Origens origens={dados.origens_trafego} />
      </div>
    </div>
  );
}

/** The series' colour and name beside the title (one series a chart). */
function Legenda({ cor, rotulo }: { cor: string; rotulo: string }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-600" aria-hidden>
      <span className="inline-block size-3 rounded-sm" style={{ background: cor }} />
      {rotulo}
    </p>
  );
}

const ultimos = (periodo: PeriodoAnalytics) => `Últimos ${periodo} dias`;

/** The day a tooltip points at, with the series' values in its own words. */
function Dica({
  active,
  payload,
  linhas,
}: Partial<TooltipContentProps> & { linhas: (dia: DiaDoGrafico) => Array<[string, string, string]> }) {
  const dia = payload?.[0]?.payload as DiaDoGrafico | undefined;
  if (!active || !dia) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg">
      <p className="font-medium text-slate-900">{formatDiaLongo(dia.data)}</p>
      <ul className="mt-1 space-y-0.5">
        {linhas(dia).map(([cor, rotulo, valor]) => (
          <li key={rotulo} className="flex items-center gap-2 text-slate-600">
            <span className="size-2.5 rounded-sm" style={{ background: cor }} aria-hidden />
            {rotulo}
            <span className="ml-auto pl-3 font-semibold text-slate-900 tabular-nums">{valor}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function diaDeMaior(dias: DiaDoGrafico[], campo: Campo): DiaDoGrafico | undefined {
  return dias.reduce<DiaDoGrafico | undefined>((maior, dia) => (dia[campo] > (maior?.[campo] ?? 0) ? dia : maior), undefined);
}

/** Keeps the dates apart: every label on a week, a few on a quarter. */
const intervaloDeDatas = (dias: number) => (dias <= 10 ? 0 : 'preserveStartEnd');

type Campo = 'visitas' | 'pedidos' | 'receita';

interface Serie {
  campo: Campo;
  titulo: string;
  rotulo: string;
  /** What the bars count, for the spoken summary: 'visitas', 'pedidos', 'receita'. */
  nome: string;
  descricao: string;
  cor: string;
  formatar: (valor: number) => string;
  formatarEixo?: (valor: number) => string;
  larguraDoEixo: number;
  /** Whole units (visits, orders) never get a 0.5 tick. */
  inteiro: boolean;
}

const SERIES: Record<Campo, Serie> = {
  visitas: {
    campo: 'visitas',
    titulo: 'Visitas por dia',
    rotulo: 'Visitas',
    nome: 'visitas únicas',
    descricao: 'visitantes únicos por dia',
    cor: COR.visitas,
    formatar: formatInteiro,
    larguraDoEixo: 36,
    inteiro: true,
  },
  pedidos: {
    campo: 'pedidos',
    titulo: 'Pedidos por dia',
    rotulo: 'Pedidos',
    nome: 'pedidos',
    descricao: 'pedidos enviados pelo catálogo',
    cor: COR.pedidos,
    formatar: formatInteiro,
    larguraDoEixo: 28,
    inteiro: true,
  },
  receita: {
    campo: 'receita',
    titulo: 'Receita por dia',
    rotulo: 'Receita',
    nome: 'receita',
    descricao: 'só pedidos aceitos (confirmados em diante); cancelados não entram',
    cor: COR.receita,
    formatar: formatReais,
    formatarEixo: formatReaisCurto,
    larguraDoEixo: 72,
    inteiro: false,
  },
};

/**
 * One figure per day as bars, on its own axis from zero: a day's total is a count, not a point on a
 * curve, so nothing is drawn between days. Bars leave half a slot at each end, so the last date fits.
 */
function SeriePorDia({ serie, dias, periodo }: { serie: Serie; dias: DiaDoGrafico[]; periodo: PeriodoAnalytics }) {
  const { campo, titulo, rotulo, nome, descricao, cor, formatar, formatarEixo, larguraDoEixo, inteiro } = serie;
  const total = dias.reduce((soma, dia) => soma + dia[campo], 0);
  const pico = diaDeMaior(dias, campo);
  const resumo =
    `Gráfico de barras com ${nome} por dia nos últimos ${periodo} dias: ${formatar(total)} no total.` +
    (pico ? ` Dia de maior ${nome}: ${formatDiaLongo(pico.data)}, com ${formatar(pico[campo])}.` : '');
  return (
    <GraficoCard
      id={`grafico-${campo}`}
      titulo={titulo}
      descricao={`${ultimos(periodo)} · ${descricao}`}
      resumo={resumo}
      legenda={<Legenda cor={cor} rotulo={rotulo} />}
    >
      <div className="h-56 sm:h-64" aria-hidden>
        <BarChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={dias}
          margin={{ top: 4, right: 4, left: 0, bottom: 0 }}
          barCategoryGap={periodo === 90 ? 1 : '20%'}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={COR.grade} />
          <XAxis dataKey="rotulo" tickLine={false} axisLine={false} tick={EIXO} interval={intervaloDeDatas(dias.length)} minTickGap={12} />
          <YAxis
            allowDecimals={!inteiro}
            tickLine={false}
            axisLine={false}
            tick={EIXO}
            width={larguraDoEixo}
            tickFormatter={formatarEixo}
          />
          <Tooltip
            cursor={{ fill: '#F1F5F9' }}
            content={(props) => <Dica {...props} linhas={(dia) => [[cor, rotulo, formatar(dia[campo])]]} />}
          />
          <Bar dataKey={campo} name={rotulo} fill={cor} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
        </BarChart>
      </div>
    </GraficoCard>
  );
}

function Origens({ origens, className }: { origens: AnalyticsResponse['origens_trafego']; className?: string }) {
  const fatias = origens.map((origem, indice) => ({ ...origem, nome: origemLabel(origem.origem), fill: corDaFatia(indice) }));
  const total = origens.reduce((soma, origem) => soma + origem.visitas, 0);
  const resumo = fatias.length
    ? `Gráfico de pizza com a origem das visitas: ${fatias.map((fatia) => `${fatia.nome}, ${formatPercentual(fatia.percentage)}`).join('; ')}.`
    : 'Nenhum dado de origem disponível.';
  return (
    <GraficoCard id="grafico-origens" titulo="Origem das visitas" descricao="De onde vêm os clientes" resumo={resumo} className={className}>
      {fatias.length === 0 ? (
        <p className="flex h-48 items-center justify-center rounded-xl bg-slate-50 px-6 text-center text-sm text-slate-500">
          Nenhum dado de origem disponível.
        </p>
      ) : (
        // Centred in the height the ranking beside it gives the row.
        <div className="my-auto flex flex-col items-center gap-5 sm:flex-row sm:gap-6">
          <div className="relative size-44 shrink-0" aria-hidden>
            <PieChart responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
              <Pie
                data={fatias}
                dataKey="visitas"
                nameKey="nome"
                innerRadius="62%"
                outerRadius="100%"
                paddingAngle={fatias.length > 1 ? 2 : 0}
                // A single slice is a whole ring: a white edge would cut it at three o'clock.
                stroke={fatias.length > 1 ? '#fff' : 'none'}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </PieChart>
            <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
              <span className="text-xl font-bold text-slate-900 tabular-nums">{formatInteiro(total)}</span>
              <span className="text-xs text-slate-500">{total === 1 ? 'visita' : 'visitas'}</span>
            </div>
          </div>
          <ul className="w-full min-w-0 flex-1 divide-y divide-slate-100" data-testid="origens">
            {fatias.map((fatia) => (
              <li key={fatia.origem} className="flex items-center gap-3 py-2 text-sm">
                <span className="size-3 shrink-0 rounded-sm" style={{ background: fatia.fill }} aria-hidden />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-700">{fatia.nome}</span>
                <span className="text-slate-500 tabular-nums">{formatInteiro(fatia.visitas)}</span>
                <span className="w-14 text-right font-semibold text-slate-900 tabular-nums">{formatPercentual(fatia.percentage)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </GraficoCard>
  );
}
