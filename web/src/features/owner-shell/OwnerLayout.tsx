import { BarChart3, Check, FolderTree, LayoutDashboard, Link2, LogOut, Menu, Package, Settings, Store, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useCatalogoUrl } from '../../lib/owner-data';
import { useCopy } from '../../lib/useCopy';
import { useSession } from '../auth/session';

const MENU = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/produtos', label: 'Produtos', icon: Package },
  { to: '/categorias', label: 'Categorias', icon: FolderTree },
  { to: '/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/configuracao', label: 'Configuração', icon: Settings },
];

/** The owner area: side menu (a drawer on phones), catalogue link, who is signed in, logout. */
export function OwnerLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const { copied, copy } = useCopy();
  const catalogoUrl = useCatalogoUrl(user?.id);

  // The phone drawer closes with Escape, like any dialog.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  async function sair() {
    await logout();
    navigate('/', { replace: true });
  }

  async function copiarLink() {
    if (catalogoUrl && (await copy(catalogoUrl))) toast.success('Link do catálogo copiado!');
  }

  const nav = (
    <nav className="flex flex-col gap-1" aria-label="Menu principal">
      {MENU.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          onClick={() => setMenuOpen(false)}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
              isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )
          }
        >
          <Icon className="size-5" aria-hidden />
          {label}
        </NavLink>
      ))}
    </nav>
  );

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      {/* Phone: top bar with the drawer toggle. */}
      <header className="sticky top-0 z-20 flex items-center justify-between border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <span className="flex items-center gap-2 font-bold">
          <Store className="size-5 text-brand-600" aria-hidden /> Vitrine
        </span>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          aria-label="Abrir menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="size-6" />
        </button>
      </header>

      {menuOpen && <div className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" onClick={() => setMenuOpen(false)} aria-hidden />}

      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-slate-200 bg-white p-4 transition-transform lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0',
          menuOpen ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="mb-6 flex items-center justify-between px-3 pt-2">
          <span className="flex items-center gap-2 text-lg font-bold">
            <Store className="size-6 text-brand-600" aria-hidden /> Vitrine
          </span>
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label="Fechar menu"
            onClick={() => setMenuOpen(false)}
          >
            <X className="size-6" />
          </button>
        </div>
        {nav}
        <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={copiarLink}>
            {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Link2 className="size-4" aria-hidden />}
            Copiar Link do Catálogo
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
        </div>
      </aside>

      <main className="min-w-0 flex-1 px-4 py-6 sm:px-8 lg:py-10">
        <Outlet />
      </main>
    </div>
  );
}
