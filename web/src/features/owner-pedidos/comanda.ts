import { useQuery } from '@tanstack/react-query';
import { COMANDA_LARGURA_PADRAO, COMANDA_LARGURAS, type ComandaLargura } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { ApiError } from '../../lib/api';

/**
 * The order's printed ticket (the comanda): the server lays out its lines for the paper's width
 * (GET /api/pedidos/{id}/cupom), the print view shows them as they come and prints them.
 */

/** The print view of an order's ticket, a screen of its own (no menu, no header) opened in a new tab. */
export const comandaPrintPath = (id: string, largura: ComandaLargura) => `/pedidos/${encodeURIComponent(id)}/imprimir?largura=${largura}`;

/** ?largura= as the print view reads it: 58 or 80, anything else the default. */
export function lerLargura(valor: string | null): ComandaLargura {
  return COMANDA_LARGURAS.find((largura) => String(largura) === valor) ?? COMANDA_LARGURA_PADRAO;
}

/** The paper width the owner chose last on this device: the Imprimir dialog offers it first. */
const LARGURA_KEY = 'vitrine:comanda-largura';
export const larguraGuardada = (): ComandaLargura => lerLargura(localStorage.getItem(LARGURA_KEY));
export const guardarLargura = (largura: ComandaLargura) => localStorage.setItem(LARGURA_KEY, String(largura));

/** GET /api/pedidos/{id}/cupom?largura=: the ticket's text (a text answer, not JSON, so not through api()). */
async function fetchComanda(id: string, largura: ComandaLargura, signal: AbortSignal): Promise<string> {
  const response = await fetch(`/api${apiPaths.pedidoComanda({ id })}?largura=${largura}`, {
    credentials: 'same-origin',
    headers: { Accept: 'text/plain' },
    signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(response.status, body?.error ?? `Erro ${response.status}: ${response.statusText}`, body);
  }
  return response.text();
}

export const useComanda = (id: string, largura: ComandaLargura) =>
  useQuery({
    queryKey: ['pedido-comanda', id, largura],
    queryFn: ({ signal }) => fetchComanda(id, largura, signal),
    retry: (tentativas, error) => !(error instanceof ApiError && error.status < 500) && tentativas < 2,
    // A ticket is printed as it is now: read again when the view opens.
    staleTime: 0,
  });
