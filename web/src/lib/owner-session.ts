import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pode, type CurrentUser, type Permissao } from '@vitrine/shared';
import { useCallback } from 'react';
import { ApiError, api } from './api';
import { SESSION_HINT_KEY, mayHaveSession } from './session-hint';
import { apiPaths } from '@vitrine/shared/api-paths';

const SESSION_KEY = ['session', 'me'] as const;

/**
 * A hint, not a credential: the session cookie is HttpOnly, so the page cannot see whether there is
 * one. It is set when a sign-in succeeds or /users/me answers the owner, and cleared at logout or on
 * a 401, so that the landing page asks /users/me only when a session may exist: every anonymous
 * visitor's browser would otherwise log the expected 401 as an error in the console.
 */
const SESSION_HINT = SESSION_HINT_KEY;
const sessionHint = {
  has: mayHaveSession,
  set: () => writeStorage('1'),
  clear: () => writeStorage(null),
};
// Storage can be off (private modes, blocked cookies): then the landing page always asks (mayHaveSession).
function writeStorage(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(SESSION_HINT);
    else localStorage.setItem(SESSION_HINT, value);
  } catch {
    // nothing to remember it in
  }
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await api<CurrentUser>(apiPaths.usersMe);
    sessionHint.set();
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      sessionHint.clear();
      return null;
    }
    if (error instanceof ApiError)
      throw new Error(`Failed to fetch user: API responded with HTTP status ${error.status}`, { cause: error });
    throw error;
  }
}

/**
 * The signed-in owner. `isPending` stays true until the first fetch ends, whatever its outcome;
 * concurrent fetches share one request (the query cache dedupes them). `ask` says when the hook
 * itself asks the server: 'always' (the owner area), 'if-hinted' (the landing page: not when no
 * sign-in was seen on this device, and then no owner, not pending) or 'never' (the sign-in
 * callback, which asks through refetchUser once the session exists).
 */
export function useSession({ ask = 'always' }: { ask?: 'always' | 'if-hinted' | 'never' } = {}) {
  const queryClient = useQueryClient();
  const enabled = ask === 'always' || (ask === 'if-hinted' && sessionHint.has());
  const query = useQuery({ queryKey: SESSION_KEY, queryFn: fetchCurrentUser, retry: false, staleTime: 5 * 60_000, enabled });

  const logout = useCallback(async () => {
    sessionHint.clear();
    queryClient.setQueryData(SESSION_KEY, null);
    try {
      await api(apiPaths.logout, { method: 'POST' });
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
    isPending: enabled && query.isPending,
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
      await api(apiPaths.sessions, { method: 'POST', json: { idToken } });
      sessionHint.set();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      console.error(`Failed to exchange code for session token: API responded with HTTP status ${status}`);
      throw error;
    }
  })();
  return exchange;
}

/** Whether the signed-in person's role may do it (PERMISSOES, the table the server checks): screens hide what would be refused. */
export function usePode(permissao: Permissao): boolean {
  const { user } = useSession();
  return pode(user?.papel ?? 'dono', permissao);
}
