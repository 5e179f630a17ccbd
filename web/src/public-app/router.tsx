import { useLayoutEffect, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { publicRoute, type LojaRef } from '../lib/public-paths';

/**
 * The public pages' own router: four paths, history and scroll restoration in a few lines, so a
 * customer's phone never downloads react-router (nor the owner app's providers). Paths outside
 * these four load the owner app (src/main.tsx), so a link from here to anything else is a page load.
 */

export interface RouterLocation {
  pathname: string;
  search: string;
  /** What the link that led here carried (e.g. `{ fromCatalogo: true }`). */
  state: unknown;
  /** One per history entry: the scroll position is kept under it. */
  key: string;
  /** How we got here: a link (PUSH, REPLACE), back/forward (POP), or a page load (LOAD). */
  action: 'LOAD' | 'PUSH' | 'REPLACE' | 'POP';
}

interface HistoryState {
  key: string;
  usr: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function readLocation(action: RouterLocation['action']): RouterLocation {
  const state = history.state as Partial<HistoryState> | null;
  return { pathname: location.pathname, search: location.search, state: state?.usr ?? null, key: state?.key ?? 'initial', action };
}

const SCROLL_POSITIONS = 'vitrine:rolagem';
let scrollPositions: Record<string, number> = {};
let current: RouterLocation | null = null;
const listeners = new Set<() => void>();

function currentLocation(): RouterLocation {
  current ??= readLocation('LOAD');
  return current;
}

function publish(next: RouterLocation) {
  current = next;
  listeners.forEach((listener) => listener());
}

function keepScrollPosition() {
  if (current) scrollPositions[current.key] = window.scrollY;
}

/** Started once by the public app: history entries get keys, and scroll positions survive a reload. */
let started = false;

export function startRouter() {
  if (started) return;
  started = true;
  try {
    scrollPositions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS) ?? '{}') as Record<string, number>;
  } catch {
    scrollPositions = {};
  }
  history.scrollRestoration = 'manual';
  const state = history.state as Partial<HistoryState> | null;
  if (!state?.key) history.replaceState({ key: newKey(), usr: null } satisfies HistoryState, '');
  current = readLocation('LOAD');
  window.addEventListener('popstate', () => {
    // The page still shows the entry being left: its position is the one to keep.
    keepScrollPosition();
    publish(readLocation('POP'));
  });
  window.addEventListener('pagehide', () => {
    keepScrollPosition();
    try {
      sessionStorage.setItem(SCROLL_POSITIONS, JSON.stringify(scrollPositions));
    } catch {
      // private mode: positions last for this page only
    }
  });
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll where it is (the catalogue's filters). */
  preventScrollReset?: boolean;
}

let keepScroll = false;

/** To a path (a public one inside this app, any other as a page load), or back with -1. */
export function navigate(to: string | number, { replace, state = null, preventScrollReset }: NavigateOptions = {}) {
  if (typeof to === 'number') {
    history.go(to);
    return;
  }
  const url = new URL(to, location.href);
  if (url.origin !== location.origin || !publicRoute(url.pathname)) {
    location.assign(url);
    return;
  }
  keepScrollPosition();
  const key = replace ? (current?.key ?? newKey()) : newKey();
  const entry: HistoryState = { key, usr: state };
  if (replace) history.replaceState(entry, '', url);
  else history.pushState(entry, '', url);
  keepScroll = !!preventScrollReset;
  publish(readLocation(replace ? 'REPLACE' : 'PUSH'));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the page is (re-rendering on every navigation). */
export function useLocation(): RouterLocation {
  // Hydrating the catalogue's first screen (primeira-tela.ts): the server drew this same location.
  return useSyncExternalStore(subscribe, currentLocation, currentLocation);
}

/** The shop, and the product or table, of the current public route. */
export function usePublicRoute(): { lojaRef: LojaRef; produtoId: string; meusPedidos: boolean; mesaId: string } {
  const route = publicRoute(useLocation().pathname);
  return {
    lojaRef: route?.lojaRef ?? { lojaId: '' },
    produtoId: route?.produtoId ?? '',
    meusPedidos: route?.meusPedidos === true,
    mesaId: route?.mesaId ?? '',
  };
}

/** The query string, and a setter that takes a function of the current one (react-router's shape). */
export function useSearchParams(): [
  URLSearchParams,
  (change: (params: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return [
    params,
    (change, options) => {
      const next = change(new URLSearchParams(location.search)).toString();
      navigate(`${location.pathname}${next ? `?${next}` : ''}`, options);
    },
  ];
}

/**
 * Scroll like a browser does between pages, for the page that calls it once its content is on
 * screen: back or forward (and a reload) return to where that entry was left, a link starts at the
 * top (unless it asked not to).
 */
export function useScrollRestoration() {
  const { key, action } = useLocation();
  useLayoutEffect(() => {
    if (action === 'LOAD') {
      // A fresh page starts at the top by itself: only a reload has somewhere to go back to.
      if (scrollPositions[key] !== undefined) window.scrollTo(0, scrollPositions[key]);
    } else if (action === 'POP') {
      window.scrollTo(0, scrollPositions[key] ?? 0);
    } else if (!keepScroll) {
      window.scrollTo(0, 0);
    }
    keepScroll = false;
  }, [key, action]);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  state?: unknown;
}

/** An <a> that moves between the public pages without a page load (a new tab or window still works as usual). */
export function Link({ to, state, onClick, target, ...props }: LinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, { state });
  }
  return <a href={to} target={target} onClick={handleClick} {...props} />;
}
