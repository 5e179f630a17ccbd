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
  const response = await fetch(`/api${path}`, {
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
