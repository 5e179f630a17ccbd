import { useQuery } from '@tanstack/react-query';
import {
  formatBRL,
  reaisToCents,
  whatsappValido,
  DASHBOARD_STATS_ZERO,
  type AnalyticsResponse,
  type DashboardStats,
} from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import {
  CalendarDays,
  Check,
  ChevronRight,
  MessageCircle,
  Package,
  Palette,
  Receipt,
  Share2,
  ShoppingBag,
  Smartphone,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NotificacoesDePedidos } from '../owner-notificacoes';
import { TodasAsLojas } from '../owner-lojas';
import { buttonClass } from '../../components/ui/Button';
import { Card, StatCard, StatCardSkeleton } from '../../components/ui/Card';
import { Notice } from '../../components/ui/Notice';
import { Loading } from '../../components/ui/Skeleton';
import { PageHeader } from '../../components/ui/PageHeader';
import { atendimentoQuery, useCatalogoUrl, whatsappQuery } from '../../lib/owner-data';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/owner-session';
import { analyticsQuery } from '../owner-analytics/api';
import { useDashboardStats } from './api';
import { ClientesFieis } from './ClientesFieis';
import { SHARE_CARD_ID, ShareCard } from './ShareCard';

/** Configuração with its WhatsApp field in view and focused (ConfiguracaoForm's CAMPO_WHATSAPP). */
const WHATSAPP_NA_CONFIGURACAO = '/configuracao#whatsapp';

/**
 * The figures' period: Desempenho's default, read through the same query, so both screens show
 * the same numbers for the same days (the shop's daily counters, up to a minute behind).
 */
const PERIODO = 30;

/** What the figures show: the last PERIODO days and today, from Desempenho's report of those days. */
interface Periodo {
  pedidos: number;
  pedidosAceitos: number;
  receita: number;
  hoje: { pedidos: number; receita: number };
}

function readPeriodo(relatorio: AnalyticsResponse): Periodo {
  const { pedidos_mes, pedidos_aceitos_mes, receita_mes } = relatorio.resumo_mensal;
  const hoje = relatorio.pedidos_por_dia.at(-1);
  return {
    pedidos: pedidos_mes,
    pedidosAceitos: pedidos_aceitos_mes,
    receita: receita_mes,
    hoje: { pedidos: hoje?.pedidos ?? 0, receita: hoje?.valor_total ?? 0 },
  };
}

const PERIODO_ZERO: Periodo = { pedidos: 0, pedidosAceitos: 0, receita: 0, hoje: { pedidos: 0, receita: 0 } };

// A plain space after 'R$' (Intl's is no-break): a narrow card wraps the symbol to its own line, never inside the number.
const brl = (reais: number) => formatBRL(reaisToCents(reais)).replace('\u00a0', ' ');

/** /dashboard: greeting, the missing-WhatsApp warning, first steps until all are done, figures, shortcuts and sharing. */
export function DashboardPage() {
  const { user } = useSession();
  const stats = useDashboardStats();
  const relatorio = useQuery(analyticsQuery(PERIODO));
  const whatsapp = useQuery(whatsappQuery);
  const atendimento = useQuery(atendimentoQuery);
  const link = useCatalogoUrl(user?.loja_id);
  // Spec §8: a failed load is only logged and the cards read zero.
  const dados = stats.isError ? DASHBOARD_STATS_ZERO : stats.data;
  const periodo = relatorio.isError ? PERIODO_ZERO : relatorio.data && readPeriodo(relatorio.data);
  // A suspended or deactivated shop's link is dead (the layout says why): nothing here invites sharing it.
  const noAr = user?.status === 'ativo';
  // Only a number orders can reach counts: one saved before the server checked it ("abc") does not.
  const semWhatsapp = whatsapp.data !== undefined && !whatsappValido(whatsapp.data.telefone_whatsapp);
  const passos =
    stats.data && whatsapp.data && atendimento.data
      ? [
          { ...PASSOS.whatsapp, feito: !semWhatsapp },
          { ...PASSOS.produtos, feito: stats.data.total_produtos > 0 },
          { ...PASSOS.atendimento, feito: atendimento.data.atendimento !== null },
          { ...PASSOS.compartilhar, feito: stats.data.total_pedidos > 0, onClick: noAr ? scrollToShareCard : undefined },
        ]
      : [];

  return (
    <section>
      <PageHeader
        // Without a first name, a plain greeting: "lojista" is our word, not the owner's (issue 25).
        title={user?.google_user_data.given_name ? `Olá, ${user.google_user_data.given_name}!` : 'Olá!'}
        subtitle={noAr ? 'Acompanhe sua loja e compartilhe seu catálogo.' : 'Acompanhe sua loja.'}
      />
      <div className="space-y-6">
        {semWhatsapp && (
          <Notice
            tone="warning"
            title="Sua loja ainda não recebe pedidos"
            action={
              <Link to={WHATSAPP_NA_CONFIGURACAO} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                <MessageCircle className="size-4 text-emerald-600" aria-hidden />
                Informar WhatsApp
              </Link>
            }
          >
            Nenhum número de WhatsApp foi informado: os clientes montam o carrinho e não têm para onde enviar o pedido.
          </Notice>
        )}
        {/* A new shop first needs the way in; the guide stays until every step is done. */}
        {passos.some((passo) => !passo.feito) && <PrimeirosPassos passos={passos} />}
        <Stats stats={dados} periodo={periodo} />
        {/* The account's shops side by side (issue 47): only for an owner of more than one. */}
        <TodasAsLojas />
        {/* The loyalty card's best customers (issue 29): empty while the card is off. */}
        {!!dados?.clientes_fieis?.length && <ClientesFieis clientes={dados.clientes_fieis} />}
        {/* The month's reviews (issue 47), hidden ones included: the way to the Avaliações screen. */}
        {dados?.avaliacoes_do_mes?.media != null && (
          <Link to="/avaliacoes" className="block" data-testid="avaliacoes-do-mes">
            <Card className="flex items-center justify-between gap-3 p-4 hover:bg-slate-50">
              <span className="text-sm text-slate-600">Avaliações deste mês</span>
              <span className="font-semibold text-slate-900">
                ★ {dados.avaliacoes_do_mes.media.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ·{' '}
                {plural(dados.avaliacoes_do_mes.total, 'avaliação', 'avaliações')}
              </span>
            </Card>
          </Link>
        )}
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <QuickActions link={noAr ? link : null} />
          {noAr && link && <ShareCard link={link} />}
        </div>
      </div>
    </section>
  );
}

/** Two columns from the phone up, as Analytics: the four figures take two short rows, not the first screen. */
const STATS_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

function Stats({ stats, periodo }: { stats: DashboardStats | undefined; periodo: Periodo | undefined }) {
  if (!stats || !periodo) {
    return (
      <Loading className={STATS_GRID} count={4}>
        <StatCardSkeleton />
      </Loading>
    );
  }
  // Faturamento is what the shop accepted (confirmado onward, not cancelled): an order nobody confirmed is only received.
  const ticketMedio = periodo.pedidosAceitos ? periodo.receita / periodo.pedidosAceitos : 0;
  const nosUltimos = `nos últimos ${PERIODO} dias`;
  return (
    <div className="space-y-3">
      <div className={STATS_GRID} data-testid="indicadores">
        <StatCard icon={Package} label="Produtos" value={stats.total_produtos} hint="no catálogo" />
        {/* The last 30 days, as Desempenho shows them by default: each figure says its period. */}
        <StatCard
          icon={ShoppingBag}
          tone="green"
          label="Pedidos recebidos"
          value={periodo.pedidos.toLocaleString('pt-BR')}
          hint={nosUltimos}
        />
        <StatCard
          icon={Wallet}
          tone="yellow"
          label="Faturamento"
          value={brl(periodo.receita)}
          hint={`${plural(periodo.pedidosAceitos, 'pedido aceito', 'pedidos aceitos')} ${nosUltimos}`}
        />
        <StatCard icon={Receipt} tone="grey" label="Ticket médio" value={brl(ticketMedio)} hint={`por pedido aceito, ${nosUltimos}`} />
      </div>
      <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="hoje">
        <CalendarDays className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
        {/* One text beside the icon: on a phone it wraps under itself, never leaving the icon alone on a line. */}
        <span>
          Hoje:{' '}
          <strong className="font-semibold text-slate-900">{plural(periodo.hoje.pedidos, 'pedido recebido', 'pedidos recebidos')}</strong>
          {', '}
          <strong className="font-semibold text-slate-900">{brl(periodo.hoje.receita)}</strong> de faturamento{' '}
          <Link to="/analytics" className="font-medium whitespace-nowrap text-brand-700 hover:underline">
            Ver desempenho
          </Link>
        </span>
      </p>
      {/* Customers who added the shop to their home screen (issue 14): its own origin in Analytics too. */}
      <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="visitas-app">
        <Smartphone className="size-4 shrink-0 text-slate-400" aria-hidden />
        <span>
          <strong className="font-semibold text-slate-900">{stats.visitas_app.toLocaleString('pt-BR')}</strong>{' '}
          {stats.visitas_app === 1 ? 'visita veio' : 'visitas vieram'} do app da sua loja, instalado na tela inicial dos clientes
        </span>
      </p>
    </div>
  );
}

function scrollToShareCard() {
  document.getElementById(SHARE_CARD_ID)?.scrollIntoView({ behavior: 'smooth' });
}

/** A shortcut: a route, an action on this page, or (neither) plain text. */
function Shortcut({ to, onClick, className, children }: { to?: string; onClick?: () => void; className: string; children: ReactNode }) {
  if (to) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" onClick={onClick} className={className}>
        {children}
      </button>
    );
  }
  return <div className={className}>{children}</div>;
}

const PASSOS = {
  whatsapp: {
    to: WHATSAPP_NA_CONFIGURACAO,
    title: 'Informe seu WhatsApp',
    text: 'O número que recebe os pedidos; e o nome, a cor e a logo da loja.',
  },
  produtos: { to: '/produtos', title: 'Cadastre seus produtos', text: 'Foto, preço e descrição de cada produto.' },
  atendimento: {
    to: '/atendimento',
    title: 'Defina entrega, pagamento e horários',
    text: 'Taxas, pedido mínimo, PIX e quando a loja abre.',
  },
  compartilhar: { title: 'Compartilhe seu link', text: 'Envie o catálogo aos clientes. Feito quando chegar o primeiro pedido.' },
};

interface Passo {
  title: string;
  text: string;
  feito: boolean;
  to?: string;
  onClick?: () => void;
}

function PrimeirosPassos({ passos }: { passos: Passo[] }) {
  const feitos = passos.filter((passo) => passo.feito).length;
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-semibold text-slate-900">Primeiros passos</h2>
        <p className="text-sm font-medium text-slate-600">
          {feitos} de {passos.length} concluídos
        </p>
      </div>
      <p className="mt-0.5 text-sm text-slate-600">Quatro passos para sua loja começar a receber pedidos.</p>
      <ol className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4">
        {passos.map(({ title, text, feito, ...action }, index) => (
          <li key={title}>
            <Shortcut
              {...action}
              className={cn(
                'flex h-full w-full gap-3 rounded-xl border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                feito ? 'border-emerald-200 bg-emerald-50/60' : 'border-slate-200 bg-white',
                (action.to || action.onClick) && 'hover:border-brand-500',
              )}
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white',
                  feito ? 'bg-emerald-600' : 'bg-brand-600',
                )}
                aria-hidden
              >
                {feito ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  {title}
                  {feito && <span className="sr-only"> (concluído)</span>}
                </span>
                <span className="mt-0.5 block text-sm text-slate-500">{feito ? 'Concluído.' : text}</span>
              </span>
            </Shortcut>
          </li>
        ))}
      </ol>
      {/* Orders reach the phone from the first one (Web Push, issue 28): the switch where a new shop starts. */}
      <NotificacoesDePedidos className="mt-4 border-t border-slate-100 pt-4" />
    </Card>
  );
}

const QUICK_ACTION =
  'flex w-full items-center gap-3 rounded-xl px-2 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/** `link` is null while the shop is off the air: then there is nothing to share. */
function QuickActions({ link }: { link: string | null }) {
  // Phones share through the system sheet (WhatsApp, Instagram...); elsewhere the sharing card has it all.
  async function compartilhar() {
    if (!link || !navigator.share) return scrollToShareCard();
    try {
      await navigator.share({ title: 'Meu catálogo', url: link });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') scrollToShareCard();
    }
  }

  const actions: Array<{ icon: LucideIcon; title: string; text: string; to?: string; onClick?: () => void }> = [
    { icon: Package, title: 'Gerenciar produtos', text: 'Cadastre, edite e oculte produtos.', to: '/produtos' },
    { icon: Palette, title: 'Personalizar loja', text: 'Cores, logo, mensagem e WhatsApp.', to: '/configuracao' },
    ...(link
      ? [{ icon: Share2, title: 'Compartilhar catálogo', text: 'Envie o link da sua loja aos clientes.', onClick: compartilhar }]
      : []),
  ];
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Ações rápidas</h2>
      <ul className="-mx-2 mt-3 divide-y divide-slate-100">
        {actions.map(({ icon: Icon, title, text, ...action }) => (
          <li key={title}>
            <Shortcut {...action} className={QUICK_ACTION}>
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{title}</span>
                <span className="block text-sm text-slate-500">{text}</span>
              </span>
              <ChevronRight className="size-5 text-slate-400" aria-hidden />
            </Shortcut>
          </li>
        ))}
      </ul>
    </Card>
  );
}
