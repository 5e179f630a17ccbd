import type { LucideIcon } from 'lucide-react';
import { Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';

export interface AppShellItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export interface AppShellProps {
  /** 'light': white side menu on a slate-50 page (the shop owner); 'dark': slate-900 side menu on a slate-100 page (the admin). */
  tone: 'light' | 'dark';
  /** Shown at the top of the side menu. */
  brand: ReactNode;
  /** Shown in the phone top bar; the side menu's brand when not given. */
  barBrand?: ReactNode;
  /** The accessible name of the menu's <nav>. */
  navLabel: string;
  items: readonly AppShellItem[];
  /** Bottom of the side menu, below a divider: who is signed in, 'Sair'… */
  footer: ReactNode;
  /** The page. */
  children: ReactNode;
}

const TONES = {
  light: {
    page: 'bg-slate-50',
    bar: 'border-b border-slate-200 bg-white/95 backdrop-blur',
    toggle: 'text-slate-700 hover:bg-slate-100',
    backdrop: 'bg-slate-900/40',
    aside: 'border-r border-slate-200 bg-white',
    active: 'bg-brand-50 text-brand-700',
    inactive: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
    divider: 'border-slate-200',
  },
  dark: {
    page: 'bg-slate-100',
    bar: 'bg-slate-900',
    toggle: 'text-slate-300 hover:bg-white/10 hover:text-white',
    backdrop: 'bg-slate-900/50',
    aside: 'bg-slate-900',
    active: 'bg-white/10 text-white',
    inactive: 'text-slate-400 hover:bg-white/5 hover:text-white',
    divider: 'border-white/10',
  },
} as const;

/** A signed-in area's frame: side menu (a drawer on phones, with a top bar to open it), footer, and the page. */
export function AppShell({ tone, brand, barBrand = brand, navLabel, items, footer, children }: AppShellProps) {
  const t = TONES[tone];
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  // The phone drawer closes with Escape, like any dialog.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={cn('min-h-dvh lg:flex', t.page)}>
      {/* Phone: top bar with the drawer toggle. */}
      <header className={cn('sticky top-0 z-20 flex items-center justify-between px-4 py-3 lg:hidden', t.bar)}>
        {barBrand}
        <button
          type="button"
          className={cn('rounded-lg p-2', t.toggle)}
          aria-label="Abrir menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="size-6" />
        </button>
      </header>

      {menuOpen && <div className={cn('fixed inset-0 z-30 lg:hidden', t.backdrop)} onClick={closeMenu} aria-hidden />}

      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-72 flex-col p-4 transition-transform lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0',
          t.aside,
          menuOpen ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="mb-6 flex items-center justify-between px-3 pt-2">
          {brand}
          <button type="button" className={cn('rounded-lg p-2 lg:hidden', t.toggle)} aria-label="Fechar menu" onClick={closeMenu}>
            <X className="size-6" />
          </button>
        </div>
        <nav className="flex flex-col gap-1" aria-label={navLabel}>
          {items.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              onClick={closeMenu}
              className={({ isActive }) =>
                cn('flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors', isActive ? t.active : t.inactive)
              }
            >
              <Icon className="size-5" aria-hidden />
              {label}
            </NavLink>
          ))}
        </nav>
        <div className={cn('mt-auto border-t pt-4', t.divider)}>{footer}</div>
      </aside>

      <main className="min-w-0 flex-1 px-4 py-6 sm:px-8 lg:py-10">{children}</main>
    </div>
  );
}
