import { queryOptions } from '@tanstack/react-query';
import type { PlataformaStatus } from '@vitrine/shared';
import { api } from './api';
import { apiPaths } from '@vitrine/shared/api-paths';

/**
 * GET /api/status: maintenance and the support e-mail, for the owner area's and the landing page's
 * notices. Public and cached by the CDN for 30 s, so asking again each minute costs nothing.
 */
export const plataformaStatusQuery = queryOptions({
  queryKey: ['plataforma', 'status'],
  queryFn: () => api<PlataformaStatus>(apiPaths.status),
  staleTime: 60_000,
  retry: false,
});
