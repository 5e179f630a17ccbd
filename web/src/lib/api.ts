import { API_BASE } from '@vitrine/shared/api-paths';

/** A failed call to /api: the HTTP status and the server's message (already in Portuguese). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** fetch for /api: same-origin cookies, JSON in and out, non-2xx answers thrown as ApiError. */
export async function api<T>(path: string, init: Omit<RequestInit, 'body'> & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(`${API_BASE}${path}`, {
    credentials: 'same-origin',
    ...rest,
    headers: { Accept: 'application/json', ...(json !== undefined && { 'Content-Type': 'application/json' }), ...headers },
    ...(json !== undefined && { body: JSON.stringify(json) }),
  });
  const body: unknown = response.headers.get('content-type')?.includes('application/json') ? await response.json().catch(() => null) : null;
  if (!response.ok) {
    const message =
      (body as { error?: string; message?: string } | null)?.error ??
      (body as { message?: string } | null)?.message ??
      `Erro ${response.status}: ${response.statusText}`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

/**
 * How long a screen that runs unattended (the live poll of Pedidos and Cozinha, automatic printing)
 * waits for an answer before giving up on it: the server answers by its request deadline (20 s,
 * 503 past it), so an answer not back well after that never comes (an instance that died in the
 * middle of the request). Without it one such request held the poll, or every ticket after it, for
 * good: fetch has no deadline of its own.
 */
export const ESPERA_MAXIMA_DA_RESPOSTA_MS = 30_000;

/** `signal` (a query's own, when there is one) or the end of `ms`, whichever comes first: fetch's `signal`. */
export function comPrazo(signal?: AbortSignal, ms = ESPERA_MAXIMA_DA_RESPOSTA_MS): AbortSignal {
  const prazo = AbortSignal.timeout(ms);
  if (!signal) return prazo;
  // AbortSignal.any by hand: Safari has it only from 17.4, and shops' tablets are older.
  const controle = new AbortController();
  const abortar = (origem: AbortSignal) => () => controle.abort(origem.reason);
  if (signal.aborted) controle.abort(signal.reason);
  signal.addEventListener('abort', abortar(signal), { once: true });
  prazo.addEventListener('abort', abortar(prazo), { once: true });
  return controle.signal;
}

type ErrorBody = { error?: string; message?: string; campos?: Record<string, string[]> } | null;

/**
 * The text to show for a failed call: the server's error or message; a JSON answer
 * without either gets the screen's `fallback`; a non-JSON answer 'Erro {status}: {statusText}';
 * no answer at all 'Erro de conexão: {message}'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as ErrorBody;
    return body ? (body.error ?? body.message ?? fallback) : error.message;
  }
  if (error instanceof TypeError) return `Erro de conexão: ${error.message}`;
  return fallback;
}

/** The server's messages per form field (`campos` of a 400 or 409), if it sent any. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  return (error instanceof ApiError && (error.body as ErrorBody)?.campos) || {};
}
