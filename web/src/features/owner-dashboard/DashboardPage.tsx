import { formatBRL, reaisToCents, type DashboardStats } from '@vitrine/shared';
import { ChevronRight, Package, Palette, Receipt, Share2, ShoppingBag, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, StatCard } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCatalogoUrl } from '../../lib/owner-data';
import { useSession } from '../../lib/owner-session';
import { useDashboardStats } from './api';
import { SHARE_CARD_ID, ShareCard } from './ShareCard';

const ZERO: DashboardStats = { total_produtos: 0, total_pedidos: 0, valor_total_pedidos: 0 };

const brl = (reais: number) => formatBRL(reaisToCents(reais));

/** /dashboard: greeting, the shop's figures, first steps for a new shop, shortcuts and sharing. */
export function DashboardPage() {
  const { user } = useSession();
  const stats = useDashboardStats();
  const link = useCatalogoUrl(user?.id);
  // Spec §8: a failed load is only logged and the cards read zero.
  const dados = stats.isError ? ZERO : stats.data;

  return (
    <section>
      <PageHeader
        title={`Olá, ${user?.google_user_data.given_name || 'lojista'}!`}
        subtitle="Acompanhe sua loja e compartilhe seu catálogo."
      />
      <div className="space-y-6">
        {/* A new shop first needs the way in; its zeros can wait below. */}
        {stats.data?.total_produtos === 0 && <PrimeirosPassos />}
        <Stats stats={dados} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <QuickActions link={link} />
          {link && <ShareCard link={link} />}
        </div>
      </div>
    </section>
  );
}

function Stats({ stats }: { stats: DashboardStats | undefined }) {
  const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';
  if (!stats) {
    return (
      <div className={grid} role="status">
        <span className="sr-only">Carregando...</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} className="flex items-start gap-4">
            <Skeleton className="size-11 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-7 w-28" />
            </div>
          </Card>
        ))}
      </div>
    );
  }
  const ticketMedio = stats.total_pedidos ? stats.valor_total_pedidos / stats.total_pedidos : 0;
  return (
    <div className={grid}>
      <StatCard icon={Package} label="Produtos" value={stats.total_produtos} hint="no catálogo" />
      <StatCard icon={ShoppingBag} tone="green" label="Pedidos" value={stats.total_pedidos} hint="pelo WhatsApp" />
      <StatCard icon={Wallet} tone="yellow" label="Faturamento" value={brl(stats.valor_total_pedidos)} hint="em pedidos" />
      <StatCard icon={Receipt} tone="grey" label="Ticket médio" value={brl(ticketMedio)} hint="por pedido" />
    </div>
  );
}

function scrollToShareCard() {
  document.getElementById(SHARE_CARD_ID)?.scrollIntoView({ behavior: 'smooth' });
}

/** A shortcut: a route, or an action on this page. */
function Shortcut({ to, onClick, className, children }: { to?: string; onClick?: () => void; className: string; children: ReactNode }) {
  return to ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <button type="button" onClick={onClick} className={className}>
      {children}
    </button>
  );
}

const PASSOS = [
  { to: '/configuracao', title: 'Personalize sua loja', text: 'Nome, cor, logo e o WhatsApp que recebe os pedidos.' },
  { to: '/produtos', title: 'Cadastre seus produtos', text: 'Foto, preço e descrição de cada produto.' },
  { onClick: scrollToShareCard, title: 'Compartilhe seu link', text: 'Envie o catálogo aos clientes e receba pedidos.' },
];

function PrimeirosPassos() {
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Primeiros passos</h2>
      <p className="mt-0.5 text-sm text-slate-600">Três passos para sua loja começar a receber pedidos.</p>
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        {PASSOS.map(({ title, text, ...action }, index) => (
          <li key={title}>
            <Shortcut
              {...action}
              className="flex h-full w-full gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left transition-colors hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-medium text-slate-900">{title}</span>
                <span className="mt-0.5 block text-sm text-slate-500">{text}</span>
              </span>
            </Shortcut>
          </li>
        ))}
      </ol>
    </Card>
  );
}

const QUICK_ACTION =
  'flex w-full items-center gap-3 rounded-xl px-2 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

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
    { icon: Share2, title: 'Compartilhar catálogo', text: 'Envie o link da sua loja aos clientes.', onClick: compartilhar },
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
