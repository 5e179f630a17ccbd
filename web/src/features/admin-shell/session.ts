import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminValidateResponse } from '@vitrine/shared';
import { useCallback } from 'react';
import { ADMIN_KEY, adminApi, clearAdminToken, getAdminToken } from './admin-api';
import { apiPaths } from '@vitrine/shared/api-paths';

/** The signed-in administrator: GET /api/admin/validate, once per token. */
export function useAdminSession() {
  const token = getAdminToken();
  return useQuery({
    queryKey: [ADMIN_KEY, 'validate', token],
    queryFn: async () => {
      try {
        return await adminApi<AdminValidateResponse>(apiPaths.admin.validate);
      } catch (error) {
        // Rejected or unreachable alike (spec §2): the token is not trusted any more.
        clearAdminToken();
        throw error;
      }
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}

/** 'Sair': revokes the token on the server, then forgets it and everything the admin read. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await adminApi(apiPaths.admin.logout, { method: 'POST' });
    } catch (error) {
      // The token is dropped here anyway; it expires on the server by itself.
      console.error('Failed to logout:', error);
    }
    clearAdminToken();
    queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
  }, [queryClient]);
}
