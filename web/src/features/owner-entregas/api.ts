import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntregaDoEntregador, EntregasResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

const entregasKey = ['entregas'] as const;

/** The driver's open deliveries in trip order and the route; fresh every 15 s, as the shop sends more. */
export const useEntregas = () =>
  useQuery({ queryKey: entregasKey, queryFn: () => api<EntregasResponse>(apiPaths.entregas), refetchInterval: 15_000 });

/** "Saí" or "Entreguei". */
export function useMudarEntrega() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'saiu_para_entrega' | 'entregue' }) =>
      api<EntregaDoEntregador>(apiPaths.entregaStatus({ id }), { method: 'PUT', json: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entregasKey }),
  });
}
