import { BarChart3, Check, ClipboardList, FolderTree, LayoutDashboard, Link2, LogOut, Package, Settings, Store, Truck } from 'lucide-react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { AppShell } from '../../components/layout/AppShell';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast';
import { useCatalogoUrl } from '../../lib/owner-data';
import { useCopy } from '../../lib/useCopy';
import { usePedidos } from '../owner-pedidos/api';
import { OwnerNotices } from './OwnerNotices';
import { useSession } from '../../lib/owner-session';

const INICIO = { to: '/dashboard', label: 'Início', icon: LayoutDashboard };
const PEDIDOS = { to: '/pedidos', label: 'Pedidos', icon: ClipboardList };
const PRODUTOS = { to: '/produtos', label: 'Produtos', icon: Package };
const ATENDIMENTO = { to: '/atendimento', label: 'Atendimento', icon: Truck };

const MENU = [
  INICIO,
  PEDIDOS,
  PRODUTOS,
  { to: '/categorias', label: 'Categorias', icon: FolderTree },
  ATENDIMENTO,
  { to: '/analytics', label: 'Desempenho', icon: BarChart3 },
  { to: '/configuracao', label: 'Configuração', icon: Settings },
];

/** The owner area: side menu (a drawer on phones), catalogue link, who is signed in, logout. */
export function OwnerLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { copied, copy } = useCopy();
  const catalogoUrl = useCatalogoUrl(user?.id);
  // The orders waiting for the owner, on every screen: the first page of the 'novo' list Pedidos also reads.
  const novos = usePedidos('novo').data?.pages[0]?.pedidos.length ?? 0;
  // Phones: Pedidos first, under the thumb; the rest behind Menu.
  const atalhos = [{ ...PEDIDOS, badge: novos }, INICIO, PRODUTOS, ATENDIMENTO];

  async function sair() {
    // The installed app's count of new orders (set on Pedidos) is this owner's: it goes with them.
    if ('clearAppBadge' in navigator) void navigator.clearAppBadge().catch(() => undefined);
    await logout();
    navigate('/', { replace: true });
  }

  async function copiarLink() {
    if (catalogoUrl && (await copy(catalogoUrl))) toast.success('Link do catálogo copiado!');
  }

  return (
    <AppShell
      tone="light"
      brand={
        <span className="flex items-center gap-2 text-lg font-bold">
          <Store className="size-6 text-brand-600" aria-hidden /> Vitrine
        </span>
      }
      barBrand={
        <span className="flex items-center gap-2 font-bold">
          <Store className="size-5 text-brand-600" aria-hidden /> Vitrine
        </span>
      }
      navLabel="Menu principal"
      items={MENU}
      bottomItems={atalhos}
      footer={
        <div className="flex flex-col gap-3">
          <Button variant="secondary" onClick={copiarLink}>
            {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Link2 className="size-4" aria-hidden />}
            Copiar link do catálogo
          </Button>
          <div className="flex items-center gap-3 px-1">
            {user?.google_user_data.picture ? (
              <img src={user.google_user_data.picture} alt="" className="size-9 rounded-full" referrerPolicy="no-referrer" />
            ) : (
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700" aria-hidden>
                {(user?.google_user_data.name || user?.email || '?').charAt(0).toUpperCase()}
              </span>
            )}
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-700" data-testid="owner-name">
              {user?.google_user_data.name || user?.email}
            </span>
            <button
              type="button"
              onClick={sair}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Sair"
            >
              <LogOut className="size-5" />
            </button>
          </div>
          <nav aria-label="Documentos" className="flex gap-3 px-1 text-xs text-slate-500">
            <Link to="/privacidade" className="hover:text-slate-800 hover:underline">
              Privacidade
            </Link>
            <span aria-hidden>·</span>
            <Link to="/termos" className="hover:text-slate-800 hover:underline">
              Termos de uso
            </Link>
          </nav>
        </div>
      }
    >
      <OwnerNotices status={user?.status} />
      <Outlet />
    </AppShell>
  );
}
