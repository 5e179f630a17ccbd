import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@vitrine/shared';
import { useCallback } from 'react';
import { ApiError, api } from './api';

const SESSION_KEY = ['session', 'me'] as const;

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api<CurrentUser>('/users/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (error instanceof ApiError)
      throw new Error(`Failed to fetch user: API responded with HTTP status ${error.status}`, { cause: error });
    throw error;
  }
}

/**
 * The signed-in owner. `isPending` stays true until the first fetch ends, whatever its outcome;
 * concurrent fetches share one request (the query cache dedupes them).
 */
export function useSession() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SESSION_KEY, queryFn: fetchCurrentUser, retry: false, staleTime: 5 * 60_000 });

  const logout = useCallback(async () => {
    queryClient.setQueryData(SESSION_KEY, null);
    try {
      await api('/logout');
    } catch (error) {
      console.error('Failed to logout:', error);
    }
  }, [queryClient]);

  const refetchUser = useCallback(
    () => queryClient.fetchQuery({ queryKey: SESSION_KEY, queryFn: fetchCurrentUser, staleTime: 0 }),
    [queryClient],
  );

  return {
    user: query.data ?? null,
    isPending: query.isPending,
    isFetching: query.isFetching,
    refetchUser,
    logout,
  };
}

// The ID token from the popup waits here, in memory only, for the callback screen to exchange it.
let pendingIdToken: string | null = null;
let exchange: Promise<void> | null = null;

export function holdIdTokenForExchange(idToken: string): void {
  pendingIdToken = idToken;
  exchange = null;
}

/** POST /api/sessions, run once per sign-in: a second caller (StrictMode, re-render) reuses the result. */
export function exchangeIdTokenForSession(): Promise<void> {
  exchange ??= (async () => {
    const idToken = pendingIdToken;
    pendingIdToken = null;
    if (!idToken) throw new Error('Cannot exchange token for session: no Google sign-in is pending');
    try {
      await api('/sessions', { method: 'POST', json: { idToken } });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      console.error(`Failed to exchange code for session token: API responded with HTTP status ${status}`);
      throw error;
    }
  })();
  return exchange;
}
