import type { EventoInput } from '@vitrine/shared';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';
import { useEffect } from 'react';

/**
 * Analytics events of the public pages (issue 5): POST /api/catalogo/{lojaId}/eventos, fire and
 * forget. No personal data: a random id this device keeps for itself, and where the visit came from
 * (utm_source, else another site's address); the server classifies and counts. Types only from the
 * shared barrel: its values would bring zod into the customer's bundle.
 */

const VISITANTE_KEY = 'vitrine:visitante';

let visitanteInMemory: string | null = null;

/** 32 URL-safe characters (VISITANTE_PATTERN: 8 to 64 of [A-Za-z0-9_-]). */
export function newVisitante(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  // Pages not served over HTTPS have no randomUUID; getRandomValues works everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This device's id: kept in localStorage, or for the visit where storage is refused (some private modes). */
function visitanteId(): string {
  if (visitanteInMemory) return visitanteInMemory;
  let id: string | null = null;
  try {
    id = localStorage.getItem(VISITANTE_KEY);
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
      id = newVisitante();
      localStorage.setItem(VISITANTE_KEY, id);
    }
  } catch {
    id ??= newVisitante();
  }
  return (visitanteInMemory = id);
}

/** The origin hint: the link's utm_source, else the referrer when it is another site, else ''. */
export function origemOf(url: string, referrer: string): string {
  const pagina = new URL(url);
  const utm = pagina.searchParams.get('utm_source')?.trim();
  if (utm) return utm.slice(0, 500);
  try {
    if (referrer && new URL(referrer).origin !== pagina.origin) return referrer.slice(0, 500);
  } catch {
    // an unreadable referrer says nothing
  }
  return '';
}

/** Read once, when the first event of this page load goes out: later in-app navigation drops the utm. */
let origem: string | null = null;

function send(lojaId: string, evento: Omit<EventoInput, 'visitante' | 'origem'>) {
  try {
    origem ??= origemOf(location.href, document.referrer);
    const corpo: EventoInput = { ...evento, visitante: visitanteId(), origem };
    const url = `${API_BASE}${apiPaths.catalogoEventos({ lojaId })}`;
    const json = JSON.stringify(corpo);
    if (navigator.sendBeacon?.(url, new Blob([json], { type: 'application/json' }))) return;
    void fetch(url, {
      method: 'POST',
      body: json,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  } catch {
    // Analytics never gets in the customer's way.
  }
}

/** Shops whose visit this page load has already sent: a reload or a new link counts again, moving between pages does not. */
const visited = new Set<string>();

/** 'visita': once per page load and shop (the catalogue, or a product page the customer landed on). */
function recordVisita(lojaId: string) {
  if (!lojaId || visited.has(lojaId)) return;
  visited.add(lojaId);
  send(lojaId, { tipo: 'visita' });
}

let lastVisualizacao = { key: '', at: 0 };

/** 'visualizacao_produto': each time a product page opens (React's development double effects count once). */
function recordVisualizacao(lojaId: string, produtoId: string) {
  const key = `${lojaId}/${produtoId}`;
  const now = Date.now();
  if (!lojaId || !produtoId || (key === lastVisualizacao.key && now - lastVisualizacao.at < 1000)) return;
  lastVisualizacao = { key, at: now };
  send(lojaId, { tipo: 'visualizacao_produto', produto_id: produtoId });
}

/** The public pages' one line: the visit, and on a product page the product's view. */
export function useCatalogoEventos(lojaId: string, produtoId?: string) {
  useEffect(() => {
    recordVisita(lojaId);
    if (produtoId) recordVisualizacao(lojaId, produtoId);
  }, [lojaId, produtoId]);
}
