import { useQuery } from '@tanstack/react-query';
import type { EntregaDoEntregador, EntregasResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

const entregasKey = ['entregas'] as const;

/** The driver's open deliveries in trip order and the route; fresh every 15 s, as the shop sends more. */
export const useEntregas = () =>
  useQuery({ queryKey: entregasKey, queryFn: () => api<EntregasResponse>(apiPaths.entregas), refetchInterval: 15_000 });

/** "Saí" or "Entreguei". */
export const useMudarEntrega = () =>
  useInvalidatingMutation(entregasKey, ({ id, status }: { id: string; status: 'saiu_para_entrega' | 'entregue' }) =>
    api<EntregaDoEntregador>(apiPaths.entregaStatus({ id }), { method: 'PUT', json: { status } }),
  );
