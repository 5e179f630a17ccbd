import { useLayoutEffect, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { rotaPublica } from './caminhos';

/**
 * The public pages' own router: four paths, history and scroll restoration in a few lines, so a
 * customer's phone never downloads react-router (nor the owner area's providers). Paths outside
 * these four load the whole app (main.tsx), so a link from here to anything else is a plain page load.
 */

interface Local {
  pathname: string;
  search: string;
  /** What the link that led here carried (e.g. `{ doCatalogo: true }`). */
  state: unknown;
  /** One per history entry: the scroll position is kept under it. */
  key: string;
  /** How we got here: a link (PUSH, REPLACE), back/forward (POP), or a page load (LOAD). */
  acao: 'LOAD' | 'PUSH' | 'REPLACE' | 'POP';
}

interface EstadoDoHistorico {
  key: string;
  usr: unknown;
}

const novaChave = () => Math.random().toString(36).slice(2, 10);

function lerLocal(acao: Local['acao']): Local {
  const estado = history.state as Partial<EstadoDoHistorico> | null;
  return { pathname: location.pathname, search: location.search, state: estado?.usr ?? null, key: estado?.key ?? 'inicial', acao };
}

const ROLAGEM = 'vitrine:rolagem';
let rolagens: Record<string, number> = {};
let atual: Local | null = null;
const ouvintes = new Set<() => void>();

function localAtual(): Local {
  atual ??= lerLocal('LOAD');
  return atual;
}

function publicar(local: Local) {
  atual = local;
  ouvintes.forEach((ouvinte) => ouvinte());
}

function guardarRolagem() {
  if (atual) rolagens[atual.key] = window.scrollY;
}

/** Started once by the public app: history entries get keys, and scroll positions survive a reload. */
let iniciado = false;

export function iniciarRotas() {
  if (iniciado) return;
  iniciado = true;
  try {
    rolagens = JSON.parse(sessionStorage.getItem(ROLAGEM) ?? '{}') as Record<string, number>;
  } catch {
    rolagens = {};
  }
  history.scrollRestoration = 'manual';
  const estado = history.state as Partial<EstadoDoHistorico> | null;
  if (!estado?.key) history.replaceState({ key: novaChave(), usr: null } satisfies EstadoDoHistorico, '');
  atual = lerLocal('LOAD');
  window.addEventListener('popstate', () => {
    // The page still shows the entry being left: its position is the one to keep.
    guardarRolagem();
    publicar(lerLocal('POP'));
  });
  window.addEventListener('pagehide', () => {
    guardarRolagem();
    try {
      sessionStorage.setItem(ROLAGEM, JSON.stringify(rolagens));
    } catch {
      // private mode: positions last for this page only
    }
  });
}

export interface Navegacao {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll where it is (the catalogue's filters). */
  preventScrollReset?: boolean;
}

let manterRolagem = false;

/** To a path (a public one inside this app, any other as a page load), or back with -1. */
export function navegar(destino: string | number, { replace, state = null, preventScrollReset }: Navegacao = {}) {
  if (typeof destino === 'number') {
    history.go(destino);
    return;
  }
  const url = new URL(destino, location.href);
  if (url.origin !== location.origin || !rotaPublica(url.pathname)) {
    location.assign(url);
    return;
  }
  guardarRolagem();
  const key = replace ? (atual?.key ?? novaChave()) : novaChave();
  const entrada: EstadoDoHistorico = { key, usr: state };
  if (replace) history.replaceState(entrada, '', url);
  else history.pushState(entrada, '', url);
  manterRolagem = !!preventScrollReset;
  publicar(lerLocal(replace ? 'REPLACE' : 'PUSH'));
}

function inscrever(ouvinte: () => void) {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/** Where the page is (re-rendering on every navigation). */
export function useLocal(): Local {
  return useSyncExternalStore(inscrever, localAtual);
}

/** The query string, and a setter that takes a function of the current one (react-router's shape). */
export function useBusca(): [URLSearchParams, (mudar: (atuais: URLSearchParams) => URLSearchParams, navegacao?: Navegacao) => void] {
  const { search } = useLocal();
  const params = new URLSearchParams(search);
  return [
    params,
    (mudar, navegacao) => {
      const proximos = mudar(new URLSearchParams(location.search)).toString();
      navegar(`${location.pathname}${proximos ? `?${proximos}` : ''}`, navegacao);
    },
  ];
}

/**
 * Scroll like a browser does between pages, for the page that calls it once its content is on
 * screen: back or forward (and a reload) return to where that entry was left, a link starts at the
 * top (unless it asked not to).
 */
export function useRestaurarRolagem() {
  const { key, acao } = useLocal();
  useLayoutEffect(() => {
    if (acao === 'LOAD') {
      // A fresh page starts at the top by itself: only a reload has somewhere to go back to.
      if (rolagens[key] !== undefined) window.scrollTo(0, rolagens[key]);
    } else if (acao === 'POP') {
      window.scrollTo(0, rolagens[key] ?? 0);
    } else if (!manterRolagem) {
      window.scrollTo(0, 0);
    }
    manterRolagem = false;
  }, [key, acao]);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  state?: unknown;
}

/** An <a> that moves between the public pages without a page load (a new tab or window still works as usual). */
export function Link({ to, state, onClick, target, ...props }: LinkProps) {
  function clicar(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navegar(to, { state });
  }
  return <a href={to} target={target} onClick={clicar} {...props} />;
}
