import { LayoutDashboard, LogOut, Package, Settings, ShieldCheck, Users } from 'lucide-react';
import { Outlet, useNavigate } from 'react-router-dom';
import { AppShell } from '../../components/layout/AppShell';
import { useAdminLogout, useAdminSession } from './session';

const MENU = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/lojistas', label: 'Lojistas', icon: Users },
  { to: '/admin/planos', label: 'Planos', icon: Package },
  { to: '/admin/configuracoes', label: 'Configurações', icon: Settings },
];

// Dark chrome and an 'Admin' tag: an administrator must never mistake this for a shop's own area.
const BRAND = (
  <span className="flex items-center gap-2 font-bold text-white">
    <ShieldCheck className="size-6 text-brand-500" aria-hidden /> Vitrine
    <span className="rounded-md bg-brand-600 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide uppercase">Admin</span>
  </span>
);

/** The admin area: side menu (a drawer on phones), who is signed in, 'Sair'. Same shell as OwnerLayout, dark tone. */
export function AdminLayout() {
  const { data: session } = useAdminSession();
  const logout = useAdminLogout();
  const navigate = useNavigate();

  async function sair() {
    await logout();
    navigate('/admin/login', { replace: true });
  }

  return (
    <AppShell
      tone="dark"
      brand={BRAND}
      navLabel="Menu do administrador"
      items={MENU}
      footer={
        <div className="flex items-center gap-3 px-1">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white" aria-hidden>
            {(session?.email ?? '?').charAt(0).toUpperCase()}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-xs text-slate-400">Administrador</span>
            <span className="block truncate text-sm font-medium text-slate-200">{session?.email}</span>
          </span>
          <button
            type="button"
            onClick={sair}
            className="flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white"
          >
            <LogOut className="size-4" aria-hidden />
            Sair
          </button>
        </div>
      }
    >
      <Outlet />
    </AppShell>
  );
}
