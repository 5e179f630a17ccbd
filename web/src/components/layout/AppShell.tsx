import type { LucideIcon } from 'lucide-react';
import { Menu, X } from 'lucide-react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { plural } from '@vitrine/shared/plural';
import { cn } from '../../lib/cn';

export interface AppShellItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A count beside the label (new orders); nothing when 0 or absent. */
  badge?: number;
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
  /**
   * Phones: a bar at the bottom with these (the most used, first where the thumb is) and 'Menu',
   * which opens the drawer. Sticky save bars sit above it: they use `bottom-(--barra-inferior)`.
   */
  bottomItems?: readonly AppShellItem[];
  /**
   * A screen that needs the whole window (the kitchen's board): no top or bottom bar and the side
   * menu a drawer at every width; the page draws its own header and opens the menu with useOpenShellMenu.
   */
  compact?: boolean;
  /** The page. */
  children: ReactNode;
}

const OpenMenuContext = createContext<() => void>(() => undefined);

/** Opens the side menu's drawer: the header of a `compact` screen has the button. */
export const useOpenShellMenu = () => useContext(OpenMenuContext);

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
export function AppShell({
  tone,
  brand,
  barBrand = brand,
  navLabel,
  items,
  footer,
  bottomItems: bottomBar,
  compact = false,
  children,
}: AppShellProps) {
  const t = TONES[tone];
  const bottomItems = compact ? undefined : bottomBar;
  // The large-screen layout (the side menu always there) unless the screen is compact.
  const lg = (classes: string) => (compact ? '' : classes);
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
    <div
      className={cn(
        'min-h-dvh',
        lg('lg:flex'),
        // The bottom bar's height with the home indicator's inset, 0 where there is none.
        bottomItems ? '[--barra-inferior:calc(4rem+env(safe-area-inset-bottom))] lg:[--barra-inferior:0px]' : '[--barra-inferior:0px]',
        t.page,
      )}
    >
      {/* Phone: top bar with the drawer toggle. */}
      {!compact && (
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
      )}

      {menuOpen && <div className={cn('fixed inset-0 z-30', lg('lg:hidden'), t.backdrop)} onClick={closeMenu} aria-hidden />}

      {/* The menu scrolls on its own: with the room's screens a shop's menu is taller than a laptop's window. */}
      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-72 flex-col overflow-y-auto overscroll-contain p-4 transition-transform',
          lg('lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0'),
          t.aside,
          menuOpen ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="mb-6 flex items-center justify-between px-3 pt-2">
          {brand}
          <button type="button" className={cn('rounded-lg p-2', lg('lg:hidden'), t.toggle)} aria-label="Fechar menu" onClick={closeMenu}>
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

      <main className={cn('min-w-0 flex-1', !compact && 'px-4 pt-6 pb-[calc(1.5rem+var(--barra-inferior))] sm:px-8 lg:py-10')}>
        <OpenMenuContext.Provider value={() => setMenuOpen(true)}>{children}</OpenMenuContext.Provider>
      </main>

      {bottomItems && (
        <nav
          aria-label="Atalhos"
          className="fixed inset-x-0 bottom-0 z-20 grid auto-cols-fr grid-flow-col border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
        >
          {bottomItems.map(({ to, label, icon: Icon, badge }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'relative flex h-16 flex-col items-center justify-center gap-0.5 text-xs font-medium',
                  isActive ? 'text-brand-700' : 'text-slate-600',
                )
              }
            >
              <Icon className="size-6" aria-hidden />
              {label}
              {!!badge && (
                <>
                  <span
                    aria-hidden
                    className="absolute top-1.5 left-[calc(50%+0.5rem)] min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[0.6875rem] leading-5 font-semibold text-white"
                  >
                    {badge > 99 ? '99+' : badge}
                  </span>
                  <span className="sr-only">, {plural(badge, 'novo', 'novos')}</span>
                </>
              )}
            </NavLink>
          ))}
          <button
            type="button"
            className="flex h-16 flex-col items-center justify-center gap-0.5 text-xs font-medium text-slate-600"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-6" aria-hidden />
            Menu
          </button>
        </nav>
      )}
    </div>
  );
}
