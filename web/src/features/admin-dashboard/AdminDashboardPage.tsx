import { formatBRL, reaisToCents, type AtividadeTipo } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import {
  Activity,
  Database,
  Package,
  Percent,
  RefreshCw,
  ShoppingBag,
  Store,
  UserCheck,
  UserPlus,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Card, StatCard, StatCardSkeleton } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { Loading, Skeleton, SkeletonMedia } from '../../components/ui/Skeleton';
import { cn } from '../../lib/cn';
import { LoadError } from '../../components/ui/LoadError';
import { useAdminStats, useAtividades, useSistema } from './api';

const brl = (reais: number) => formatBRL(reaisToCents(reais));
const inteiro = (n: number) => n.toLocaleString('pt-BR');

/** /admin/dashboard: the platform's figures, a live health check and the latest events. */
export function AdminDashboardPage() {
  return (
    <section>
      <PageHeader title="Dashboard" subtitle="Visão geral da plataforma" />
      <div className="space-y-6">
        <Stats />
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-5">
          <Sistema />
          <Atividades />
        </div>
      </div>
    </section>
  );
}

// Two columns from the phone up, as the owner's dashboard and Analytics: six figures in three short rows.
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3';

function Stats() {
  const stats = useAdminStats();
  if (stats.isError) return <LoadError title="Não foi possível carregar as estatísticas" error={stats.error} onRetry={stats.refetch} />;
  if (stats.isPending) {
    return (
      <Loading className={GRID} count={6}>
        <StatCardSkeleton />
      </Loading>
    );
  }
  const s = stats.data;
  const taxa = s.taxa_conversao.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <div className={GRID}>
      <StatCard
        icon={Users}
        label="Total de Lojistas"
        value={inteiro(s.total_lojistas)}
        hint={`+${plural(s.novos_lojistas_mes, 'novo', 'novos')} este mês`}
      />
      <StatCard
        icon={UserCheck}
        tone="green"
        label="Lojistas Ativos"
        value={inteiro(s.lojistas_ativos)}
        hint={`de ${inteiro(s.total_lojistas)} cadastrados`}
      />
      <StatCard
        icon={ShoppingBag}
        tone="yellow"
        label="Pedidos recebidos"
        value={inteiro(s.total_pedidos)}
        hint={`${inteiro(s.pedidos_hoje)} hoje · ${brl(s.valor_total_pedidos)} pedidos`}
      />
      {/* Only orders a shop accepted: anyone can place an order, so received values are no revenue (issue 24). */}
      <StatCard
        icon={Wallet}
        tone="green"
        label="Receita (pedidos aceitos)"
        value={brl(s.receita_total)}
        hint={`${brl(s.receita_mes)} este mês`}
      />
      <StatCard icon={Package} tone="grey" label="Total de Produtos" value={inteiro(s.produtos_total)} hint="em todos os catálogos" />
      <StatCard icon={Percent} label="Taxa de Conversão" value={`${taxa}%`} hint="pedidos aceitos por visita no mês" />
    </div>
  );
}

const dataHora = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function Sistema() {
  const sistema = useSistema();
  if (sistema.isError) {
    return (
      <div className="xl:col-span-2">
        <LoadError title="Não foi possível verificar o sistema" error={sistema.error} onRetry={sistema.refetch} />
      </div>
    );
  }
  const linhas = sistema.data && [
    {
      rotulo: 'Banco de dados',
      valor: sistema.data.firestore ? (
        <Badge variant="green">Firestore conectado</Badge>
      ) : (
        <Badge variant="red">Firestore indisponível</Badge>
      ),
    },
    { rotulo: 'Versão', valor: <span className="font-medium text-slate-900">{sistema.data.versao}</span> },
    {
      rotulo: 'Último pedido',
      valor: (
        <span className="font-medium text-slate-900">
          {sistema.data.ultimo_pedido_em ? dataHora(sistema.data.ultimo_pedido_em) : 'Nenhum pedido ainda'}
        </span>
      ),
    },
  ];
  return (
    <Card className="xl:col-span-2">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Database className="size-5 text-slate-400" aria-hidden />
          Status do Sistema
        </h2>
        <button
          type="button"
          onClick={() => sistema.refetch()}
          disabled={sistema.isFetching}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
          aria-label="Verificar novamente"
        >
          <RefreshCw className={cn('size-4', sistema.isFetching && 'animate-spin')} aria-hidden />
        </button>
      </div>
      {linhas ? (
        <>
          <dl className="divide-y divide-slate-100 text-sm">
            {linhas.map(({ rotulo, valor }) => (
              <div key={rotulo} className="flex items-center justify-between gap-3 py-2.5">
                <dt className="whitespace-nowrap text-slate-500">{rotulo}</dt>
                <dd className="text-right">{valor}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-slate-400">
            Verificado às {new Date(sistema.dataUpdatedAt).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}
          </p>
        </>
      ) : (
        <Loading className="space-y-3" count={3}>
          <Skeleton className="h-6 w-full" />
        </Loading>
      )}
    </Card>
  );
}

const ICONES: Record<AtividadeTipo, { icon: LucideIcon; tone: string }> = {
  novo_lojista: { icon: UserPlus, tone: 'bg-brand-50 text-brand-600' },
  pedido: { icon: ShoppingBag, tone: 'bg-emerald-50 text-emerald-600' },
  status_lojista: { icon: Store, tone: 'bg-amber-50 text-amber-600' },
};

const relativo = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
const UNIDADES: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86400],
];

/** 'agora mesmo', 'há 5 minutos', 'ontem'... up to a week back; older ones as a short date. */
function quando(iso: string): string {
  const segundos = (new Date(iso).getTime() - Date.now()) / 1000;
  if (Math.abs(segundos) < 60) return 'agora mesmo';
  if (Math.abs(segundos) >= 7 * 86400)
    return new Date(iso).toLocaleDateString('pt-BR', { day: '2-digit', month: 'short', year: 'numeric' });
  const [unidade, tamanho] = UNIDADES.findLast(([, tamanho]) => Math.abs(segundos) >= tamanho)!;
  return relativo.format(Math.round(segundos / tamanho), unidade);
}

function Atividades() {
  const atividades = useAtividades();
  if (atividades.isError) {
    return (
      <div className="xl:col-span-3">
        <LoadError title="Não foi possível carregar as atividades" error={atividades.error} onRetry={atividades.refetch} />
      </div>
    );
  }
  let content;
  if (atividades.isPending) {
    content = (
      <Loading className="space-y-4 py-3" count={4}>
        <SkeletonMedia media="size-9" lines={['h-3.5 w-3/5', 'h-3 w-1/4']} className="gap-3" />
      </Loading>
    );
  } else if (atividades.data.length === 0) {
    content = (
      <EmptyState icon={Activity} title="Nenhuma atividade ainda" text="Novos lojistas, pedidos e mudanças de status aparecem aqui." />
    );
  } else {
    content = (
      <ul className="divide-y divide-slate-100">
        {atividades.data.map((atividade) => {
          const { icon: Icon, tone } = ICONES[atividade.tipo];
          return (
            <li key={atividade.id} className="flex items-start gap-3 py-3">
              <span className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-xl', tone)}>
                <Icon className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words text-slate-800">{atividade.descricao}</p>
                <time dateTime={atividade.criado_em} title={dataHora(atividade.criado_em)} className="text-xs text-slate-500">
                  {quando(atividade.criado_em)}
                </time>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Card className="xl:col-span-3">
      <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <Activity className="size-5 text-slate-400" aria-hidden />
        Atividade Recente
      </h2>
      {content}
    </Card>
  );
}
