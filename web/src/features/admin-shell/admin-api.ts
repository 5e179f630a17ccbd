import { ApiError, api } from '../../lib/api';
import { apiPaths } from '@vitrine/shared/api-paths';

/** The administrator's bearer token lives here; it is separate from the owner's cookie session. */
export const ADMIN_TOKEN_KEY = 'admin_token';

export const getAdminToken = () => localStorage.getItem(ADMIN_TOKEN_KEY);
export const setAdminToken = (token: string) => localStorage.setItem(ADMIN_TOKEN_KEY, token);
export const clearAdminToken = () => localStorage.removeItem(ADMIN_TOKEN_KEY);

/** Every admin query key starts here, so logging out can drop them all at once. */
export const ADMIN_KEY = 'admin';

/**
 * fetch for /api/admin/* with the bearer token. A 401 means the token expired or was revoked:
 * it is dropped and the browser goes to the login page with a full load, which also empties the
 * query cache of everything the admin had read.
 */
export async function adminApi<T>(path: string, init: Parameters<typeof api>[1] = {}): Promise<T> {
  try {
    return await api<T>(`${apiPaths.admin.base}${path}`, {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${getAdminToken() ?? ''}` },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearAdminToken();
      window.location.replace('/admin/login');
    }
    throw error;
  }
}
