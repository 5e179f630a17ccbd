import { LayoutDashboard, LogOut, Menu, Package, Settings, ShieldCheck, Users, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { useAdminLogout, useAdminSession } from './auth/session';

const MENU = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/lojistas', label: 'Lojistas', icon: Users },
  { to: '/admin/planos', label: 'Planos', icon: Package },
  { to: '/admin/configuracoes', label: 'Configurações', icon: Settings },
];

// Dark chrome and an 'Admin' tag: an administrator must never mistake this for a shop's own area.
function Brand() {
  return (
    <span className="flex items-center gap-2 font-bold text-white">
      <ShieldCheck className="size-6 text-brand-500" aria-hidden /> Vitrine
      <span className="rounded-md bg-brand-600 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide uppercase">Admin</span>
    </span>
  );
}

/** The admin area: side menu (a drawer on phones), who is signed in, 'Sair'. Mirrors OwnerLayout. */
export function AdminLayout() {
  const { data: session } = useAdminSession();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);

  // The phone drawer closes with Escape, like any dialog.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  async function sair() {
    await logout();
    navigate('/admin/login', { replace: true });
  }

  return (
    <div className="min-h-dvh bg-slate-100 lg:flex">
      <header className="sticky top-0 z-20 flex items-center justify-between bg-slate-900 px-4 py-3 lg:hidden">
        <Brand />
        <button
          type="button"
          className="rounded-lg p-2 text-slate-300 hover:bg-white/10 hover:text-white"
          aria-label="Abrir menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="size-6" />
        </button>
      </header>

      {menuOpen && <div className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden" onClick={() => setMenuOpen(false)} aria-hidden />}

      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-72 flex-col bg-slate-900 p-4 transition-transform lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0',
          menuOpen ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="mb-6 flex items-center justify-between px-3 pt-2">
          <Brand />
          <button
            type="button"
            className="rounded-lg p-2 text-slate-300 hover:bg-white/10 hover:text-white lg:hidden"
            aria-label="Fechar menu"
            onClick={() => setMenuOpen(false)}
          >
            <X className="size-6" />
          </button>
        </div>
        <nav className="flex flex-col gap-1" aria-label="Menu do administrador">
          {MENU.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              onClick={() => setMenuOpen(false)}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                  isActive ? 'bg-white/10 text-white' : 'text-slate-400 hover:bg-white/5 hover:text-white',
                )
              }
            >
              <Icon className="size-5" aria-hidden />
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto flex items-center gap-3 border-t border-white/10 px-1 pt-4">
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
      </aside>

      <main className="min-w-0 flex-1 px-4 py-6 sm:px-8 lg:py-10">
        <Outlet />
      </main>
    </div>
  );
}
