import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Configuracao, ConfiguracoesInput } from '@vitrine/shared';
import { ADMIN_KEY, adminApi } from '../admin-shell/admin-api';
import { apiPaths } from '@vitrine/shared/api-paths';

const CONFIGURACOES_KEY = [ADMIN_KEY, 'configuracoes'];

export const useConfiguracoes = () =>
  useQuery({ queryKey: CONFIGURACOES_KEY, queryFn: () => adminApi<Configuracao[]>(apiPaths.admin.configuracoes) });

export function useSaveConfiguracoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfiguracoesInput) => adminApi<Configuracao[]>(apiPaths.admin.configuracoes, { method: 'PUT', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONFIGURACOES_KEY }),
  });
}
