import { useEffect, useSyncExternalStore } from 'react';
import { API_BASE } from '@vitrine/shared/api-paths';
import { ehImagemLocal, ehLeituraDaLoja } from '../lib/offline-reads';
import { invalidateAll, primedKeys } from './read-cache';

/** Posted by the service worker (src/pwa/sw.ts) when a cached catalogue changed or went away. */
const CATALOGO_UPDATED = 'vitrine:catalogo-atualizado';

/** What the service worker keeps for offline visits: catalogue and product reads, and pictures. */
function guardavel(url: URL): boolean {
  if (url.hostname === 'firebasestorage.googleapis.com') return true;
  if (url.origin !== location.origin) return false;
  return ehImagemLocal(url.pathname) || ehLeituraDaLoja(url.pathname);
}

/**
 * Asks again for what this page already loaded, now through the service worker, so that it keeps
 * them: on a first visit the catalogue and its pictures arrive before the worker takes control,
 * and the customer would find nothing offline. The browser's HTTP cache answers, so it costs no data.
 */
function guardarParaOffline() {
  const vistos = new Set<string>();
  for (const entrada of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    // 'link': the first pictures, preloaded by public-catalogo/reads.ts before the page rendered them.
    if (entrada.initiatorType !== 'fetch' && entrada.initiatorType !== 'img' && entrada.initiatorType !== 'link') continue;
    const url = new URL(entrada.name);
    if (!guardavel(url) || vistos.has(url.href)) continue;
    vistos.add(url.href);
    void fetch(url, { mode: url.origin === location.origin ? 'same-origin' : 'no-cors', credentials: 'omit' }).catch(() => {});
  }
  // The catalogue that came inside the page's HTML was never asked: asked now, once, for the worker to keep.
  for (const key of primedKeys()) void fetch(`${API_BASE}${key}`, { credentials: 'omit' }).catch(() => {});
}

/**
 * The public pages and the service worker: refetch when the worker says a catalogue it served from
 * its cache has changed (stale-while-revalidate shows the old one first), and on the visit the
 * worker first takes control, hand it what was loaded without it.
 */
export function useCatalogoOffline() {
  useEffect(() => {
    const sw = navigator.serviceWorker;
    if (!sw) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === CATALOGO_UPDATED) {
        invalidateAll();
      }
    };
    sw.addEventListener('message', onMessage);
    const semControle = !sw.controller;
    if (semControle) sw.addEventListener('controllerchange', guardarParaOffline, { once: true });
    return () => {
      sw.removeEventListener('message', onMessage);
      if (semControle) sw.removeEventListener('controllerchange', guardarParaOffline);
    };
  }, []);
}

function assinarConexao(avisar: () => void) {
  window.addEventListener('online', avisar);
  window.addEventListener('offline', avisar);
  return () => {
    window.removeEventListener('online', avisar);
    window.removeEventListener('offline', avisar);
  };
}

/**
 * The device has no connection: what the page shows is the copy kept on it (the service worker's).
 * Online on the server and while hydrating, so the first screen is drawn the same on both.
 */
export const useSemConexao = () =>
  useSyncExternalStore(
    assinarConexao,
    () => !navigator.onLine,
    () => false,
  );
