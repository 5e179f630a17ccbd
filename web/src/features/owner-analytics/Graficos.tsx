import type { AnalyticsResponse, PeriodoAnalytics } from '@vitrine/shared';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { cn } from '../../lib/cn';
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
import { MaisVisualizados } from './MaisVisualizados';

// The only module that imports recharts: AnalyticsPage loads it lazily, so no other screen downloads it.

const COR = { visitas: '#2563EB', pedidos: '#059669', receita: '#D97706', grade: '#E2E8F0', eixo: '#64748B' } as const;
const EIXO = { fontSize: 12, fill: COR.eixo };

/** Charts and the most-viewed list of a period, below the summary cards. */
export function Graficos({ dados, periodo }: { dados: AnalyticsResponse; periodo: PeriodoAnalytics }) {
  const dias = diasDoGrafico(dados);
  const temRanking = dados.produtos_mais_visualizados.length > 0;
  return (
    <div className="space-y-4 sm:space-y-6">
      <VisitasEPedidos dias={dias} periodo={periodo} />
      {/* grid-cols-1 is minmax(0, 1fr): a long product name truncates instead of widening the column past the phone. */}
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <Origens origens={dados.origens_trafego} className={cn(!temRanking && 'lg:col-span-2')} />
        {temRanking && <MaisVisualizados produtos={dados.produtos_mais_visualizados} />}
      </div>
      <Receita dias={dias} periodo={periodo} />
    </div>
  );
}

function Legenda({ itens }: { itens: Array<{ cor: string; rotulo: string; forma?: 'quadrado' | 'linha' }> }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600" aria-hidden>
      {itens.map(({ cor, rotulo, forma = 'quadrado' }) => (
        <li key={rotulo} className="flex items-center gap-1.5">
          <span
            className={cn('inline-block', forma === 'linha' ? 'h-0.5 w-4 rounded-full' : 'size-3 rounded-sm')}
            style={{ background: cor }}
          />
          {rotulo}
        </li>
      ))}
    </ul>
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

function diaDeMaior(dias: DiaDoGrafico[], campo: 'visitas' | 'pedidos' | 'receita'): DiaDoGrafico | undefined {
  return dias.reduce<DiaDoGrafico | undefined>((maior, dia) => (dia[campo] > (maior?.[campo] ?? 0) ? dia : maior), undefined);
}

/** Keeps the dates apart: every label on a week, a few on a quarter. */
const intervaloDeDatas = (dias: number) => (dias <= 10 ? 0 : 'preserveStartEnd');

function VisitasEPedidos({ dias, periodo }: { dias: DiaDoGrafico[]; periodo: PeriodoAnalytics }) {
  const visitas = dias.reduce((soma, dia) => soma + dia.visitas, 0);
  const pedidos = dias.reduce((soma, dia) => soma + dia.pedidos, 0);
  const pico = diaDeMaior(dias, 'visitas');
  const resumo =
    `Gráfico de barras com visitas e pedidos por dia nos últimos ${periodo} dias: ${formatInteiro(visitas)} visitas e ${formatInteiro(pedidos)} pedidos.` +
    (pico ? ` Dia com mais visitas: ${formatDiaLongo(pico.data)}, com ${formatInteiro(pico.visitas)}.` : '');
  return (
    <GraficoCard
      id="grafico-visitas-pedidos"
      titulo="Visitas e pedidos por dia"
      descricao={`${ultimos(periodo)} · visitas no eixo da esquerda, pedidos no da direita`}
      resumo={resumo}
      legenda={
        <Legenda
          itens={[
            { cor: COR.visitas, rotulo: 'Visitas' },
            { cor: COR.pedidos, rotulo: 'Pedidos' },
          ]}
        />
      }
    >
      <div className="h-64 sm:h-72" aria-hidden>
        <BarChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={dias}
          margin={{ top: 4, right: 4, left: 0, bottom: 0 }}
          barGap={1}
          barCategoryGap={periodo === 90 ? 1 : '20%'}
          accessibilityLayer={false}
        >
          <CartesianGrid yAxisId="visitas" vertical={false} stroke={COR.grade} />
          <XAxis dataKey="rotulo" tickLine={false} axisLine={false} tick={EIXO} interval={intervaloDeDatas(dias.length)} minTickGap={12} />
          {/* Orders are a few a day against dozens of visits: each series gets its own scale, ticks in its colour. */}
          <YAxis
            yAxisId="visitas"
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            tick={{ ...EIXO, fill: COR.visitas }}
            width={32}
          />
          <YAxis
            yAxisId="pedidos"
            orientation="right"
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            tick={{ ...EIXO, fill: COR.pedidos }}
            width={28}
          />
          <Tooltip
            cursor={{ fill: '#F1F5F9' }}
            content={(props) => (
              <Dica
                {...props}
                linhas={(dia) => [
                  [COR.visitas, 'Visitas', formatInteiro(dia.visitas)],
                  [COR.pedidos, 'Pedidos', formatInteiro(dia.pedidos)],
                ]}
              />
            )}
          />
          <Bar
            yAxisId="visitas"
            dataKey="visitas"
            name="Visitas"
            fill={COR.visitas}
            radius={[3, 3, 0, 0]}
            maxBarSize={20}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="pedidos"
            dataKey="pedidos"
            name="Pedidos"
            fill={COR.pedidos}
            radius={[3, 3, 0, 0]}
            maxBarSize={20}
            isAnimationActive={false}
          />
        </BarChart>
      </div>
    </GraficoCard>
  );
}

function Receita({ dias, periodo }: { dias: DiaDoGrafico[]; periodo: PeriodoAnalytics }) {
  const total = dias.reduce((soma, dia) => soma + dia.receita, 0);
  const pico = diaDeMaior(dias, 'receita');
  const resumo =
    `Gráfico de linha com a receita por dia nos últimos ${periodo} dias: ${formatReais(total)} no total.` +
    (pico ? ` Dia de maior receita: ${formatDiaLongo(pico.data)}, com ${formatReais(pico.receita)}.` : '');
  return (
    <GraficoCard
      id="grafico-receita"
      titulo="Receita por dia"
      descricao={`${ultimos(periodo)} · pedidos cancelados não entram`}
      resumo={resumo}
      legenda={<Legenda itens={[{ cor: COR.receita, rotulo: 'Receita', forma: 'linha' }]} />}
    >
      <div className="h-64 sm:h-72" aria-hidden>
        <LineChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={dias}
          margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={COR.grade} />
          <XAxis dataKey="rotulo" tickLine={false} axisLine={false} tick={EIXO} interval={intervaloDeDatas(dias.length)} minTickGap={12} />
          <YAxis tickLine={false} axisLine={false} tick={EIXO} width={72} tickFormatter={formatReaisCurto} />
          <Tooltip
            cursor={{ stroke: '#CBD5E1' }}
            content={(props) => <Dica {...props} linhas={(dia) => [[COR.receita, 'Receita', formatReais(dia.receita)]]} />}
          />
          <Line
            type="monotone"
            dataKey="receita"
            name="Receita"
            stroke={COR.receita}
            strokeWidth={2.5}
            dot={false}
            activeDot={{ r: 5, strokeWidth: 2, stroke: '#fff' }}
            isAnimationActive={false}
          />
        </LineChart>
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
