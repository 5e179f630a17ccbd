import { useInfiniteQuery } from '@tanstack/react-query';
import type { AvaliacaoDoLojista, AvaliacaoUpdate, AvaliacoesDoLojistaResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

const avaliacoesKey = ['avaliacoes'] as const;

/** GET /api/avaliacoes, a page at a time (`antes=` the previous page's `proxima`). */
export const useAvaliacoes = () =>
  useInfiniteQuery({
    queryKey: avaliacoesKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api<AvaliacoesDoLojistaResponse>(`${apiPaths.avaliacoes}${pageParam ? `?antes=${encodeURIComponent(pageParam)}` : ''}`),
    getNextPageParam: (ultima) => ultima.proxima,
  });

/** PUT /api/avaliacoes/{id}: the public answer and hiding. */
export const useUpdateAvaliacao = () =>
  useInvalidatingMutation(avaliacoesKey, ({ id, ...mudanca }: AvaliacaoUpdate & { id: string }) =>
    api<AvaliacaoDoLojista>(apiPaths.avaliacao({ id }), { method: 'PUT', json: mudanca }),
  );
