import { PERIODO_PADRAO, PERIODOS_ANALYTICS, type AnalyticsResponse, type PeriodoAnalytics } from '@vitrine/shared';
import { BarChart3, Eye, Percent, ShoppingBag, TrendingDown, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { Card, StatCardSkeleton } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { Loading, Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../lib/cn';
import { useAnalytics } from './api';
import { crescimentoExibido, type CrescimentoExibido, formatInteiro, formatReais, formatTaxa, readPeriodo, semDados } from './formato';

// recharts comes with the charts, in their own chunk: the cards and the skeleton do not wait for it.
const Graficos = lazy(() => import('./Graficos').then((m) => ({ default: m.Graficos })));

/** /analytics: the catalogue's visits, orders, conversion and revenue over 7, 30 or 90 days. */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const periodo = readPeriodo(params.get('periodo'), PERIODOS_ANALYTICS, PERIODO_PADRAO);
  const analytics = useAnalytics(periodo);

  function escolher(novo: PeriodoAnalytics) {
    setParams(
      (atuais) => {
        const proximos = new URLSearchParams(atuais);
        proximos.set('periodo', String(novo));
        return proximos;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  let conteudo: ReactNode;
  if (analytics.isPending) {
    conteudo = <AnalyticsSkeleton />;
  } else if (analytics.isError || semDados(analytics.data)) {
    // Spec §8: a failed report is logged (api.ts) and reads as no data.
    conteudo = (
      <Card>
        <EmptyState
          icon={BarChart3}
          title="Nenhum dado encontrado"
          text="Os dados aparecem conforme seu catálogo recebe visitas. Compartilhe o link da sua loja para começar."
        />
      </Card>
    );
  } else {
    const atualizando = analytics.isPlaceholderData;
    conteudo = (
      <div className={cn('space-y-4 transition-opacity sm:space-y-6', atualizando && 'opacity-60')} aria-busy={atualizando}>
        <Indicadores dados={analytics.data} periodo={periodo} />
        <Suspense fallback={<GraficosSkeleton />}>
          <Graficos dados={analytics.data} periodo={periodo} />
        </Suspense>
      </div>
    );
  }

  return (
    <section>
      <PageHeader
        title="Desempenho"
        subtitle="Acompanhe o desempenho do seu catálogo: visitas, pedidos e receita."
        actions={<SeletorDePeriodo periodo={periodo} onChange={escolher} />}
      />
      {conteudo}
    </section>
  );
}

function SeletorDePeriodo({ periodo, onChange }: { periodo: PeriodoAnalytics; onChange: (periodo: PeriodoAnalytics) => void }) {
  return (
    <div
      role="group"
      aria-label="Período"
      className="inline-flex w-full rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200 ring-inset sm:w-auto"
    >
      {PERIODOS_ANALYTICS.map((opcao) => {
        const ativo = opcao === periodo;
        return (
          <button
            key={opcao}
            type="button"
            aria-pressed={ativo}
            title={`Últimos ${opcao} dias`}
            onClick={() => onChange(opcao)}
            className={cn(
              'h-9 flex-1 rounded-lg px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-none',
              ativo ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            {opcao} dias
          </button>
        );
      })}
    </div>
  );
}

const GRADE_DE_CARDS = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

function Indicadores({ dados, periodo }: { dados: AnalyticsResponse; periodo: PeriodoAnalytics }) {
  const resumo = dados.resumo_mensal;
  const { visitas_unicas_mes, pedidos_mes, taxa_conversao, receita_mes } = resumo;
  /** A figure's growth against the period before, as shown under it. */
  const contra = (crescimento: number, atual: number, anterior: number) => (
    <Crescimento crescimento={crescimentoExibido(crescimento, atual, anterior)} periodo={periodo} />
  );
  return (
    <div className={GRADE_DE_CARDS} data-testid="indicadores">
      <Indicador
        icon={Eye}
        tom="blue"
        rotulo="Visitas únicas"
        valor={formatInteiro(visitas_unicas_mes)}
        rodape={contra(resumo.crescimento_visitas, visitas_unicas_mes, resumo.visitas_unicas_periodo_anterior)}
      />
      <Indicador
        icon={ShoppingBag}
        tom="green"
        rotulo="Pedidos"
        valor={formatInteiro(pedidos_mes)}
        rodape={contra(resumo.crescimento_pedidos, pedidos_mes, resumo.pedidos_periodo_anterior)}
      />
      <Indicador icon={Percent} tom="violet" rotulo="Taxa de conversão" valor={formatTaxa(taxa_conversao)} rodape="pedidos por visita" />
      <Indicador icon={Wallet} tom="yellow" rotulo="Receita" valor={formatReais(receita_mes)} rodape="pedidos aceitos, sem cancelados" />
    </div>
  );
}

const TONS = {
  blue: 'bg-brand-50 text-brand-600',
  green: 'bg-emerald-50 text-emerald-600',
  violet: 'bg-violet-50 text-violet-600',
  yellow: 'bg-amber-50 text-amber-600',
} as const;

/** A summary card built for two columns on a phone: the label and icon share a row, so the value has the card's width. */
function Indicador({
  icon: Icon,
  tom,
  rotulo,
  valor,
  rodape,
}: {
  icon: LucideIcon;
  tom: keyof typeof TONS;
  rotulo: string;
  valor: string;
  rodape: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="flex flex-col p-4 sm:p-5" role="group" aria-labelledby={id}>
      {/* Two lines kept for the label: a label that wraps ('Taxa de conversão') leaves the values of a row aligned. */}
      <div className="flex min-h-10 items-start justify-between gap-2">
        <h2 id={id} className="text-sm leading-5 font-medium text-slate-500">
          {rotulo}
        </h2>
        <span className={cn('inline-flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10 sm:rounded-xl', TONS[tom])}>
          <Icon className="size-4 sm:size-5" aria-hidden />
        </span>
      </div>
      <p className="mt-1 text-xl font-bold tracking-tight break-words text-slate-900 tabular-nums sm:text-2xl" data-testid="valor">
        {valor}
      </p>
      <div className="mt-auto pt-2 text-xs text-slate-500">{rodape}</div>
    </Card>
  );
}

/** The growth badge: one decimal with its sign, green up, red down, grey flat; 'novo' or '—' when there is nothing to compare with. */
function Crescimento({ crescimento: { texto, tom, comparavel }, periodo }: { crescimento: CrescimentoExibido; periodo: PeriodoAnalytics }) {
  const Icone = tom === 'red' ? TrendingDown : TrendingUp;
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <Badge variant={tom} className="tabular-nums">
        {comparavel && tom !== 'grey' && <Icone className="size-3.5" aria-hidden />}
        {texto}
      </Badge>
      <span>{comparavel ? `vs. ${periodo} dias anteriores` : `nada nos ${periodo} dias anteriores`}</span>
    </span>
  );
}

function AnalyticsSkeleton() {
  return (
    <Loading className="space-y-4 sm:space-y-6">
      <div className={GRADE_DE_CARDS}>
        {Array.from({ length: 4 }, (_, indice) => (
          <StatCardSkeleton key={indice} />
        ))}
      </div>
      <GraficosSkeleton />
    </Loading>
  );
}

function GraficoSkeleton({ className, altura = 'h-64 sm:h-72' }: { className?: string; altura?: string }) {
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <Skeleton className="h-5 w-44" />
      <Skeleton className="mt-2 h-4 w-28" />
      <Skeleton className={cn('mt-4 w-full', altura)} />
    </Card>
  );
}

function GraficosSkeleton() {
  return (
    <div className="space-y-4 sm:space-y-6" aria-hidden>
      <GraficoSkeleton />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <GraficoSkeleton altura="h-44" />
        <GraficoSkeleton altura="h-44" />
      </div>
    </div>
  );
}
