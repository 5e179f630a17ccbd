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
