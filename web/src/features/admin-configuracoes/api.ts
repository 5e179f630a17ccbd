import { useQuery } from '@tanstack/react-query';
import type { Configuracao, ConfiguracoesInput } from '@vitrine/shared';
import { ADMIN_KEY, adminApi } from '../admin-shell/admin-api';
import { useInvalidatingMutation } from '../../lib/mutations';
import { apiPaths } from '@vitrine/shared/api-paths';

const CONFIGURACOES_KEY = [ADMIN_KEY, 'configuracoes'];

export const useConfiguracoes = () =>
  useQuery({ queryKey: CONFIGURACOES_KEY, queryFn: () => adminApi<Configuracao[]>(apiPaths.admin.configuracoes) });

export const useSaveConfiguracoes = () =>
  useInvalidatingMutation(CONFIGURACOES_KEY, (input: ConfiguracoesInput) =>
    adminApi<Configuracao[]>(apiPaths.admin.configuracoes, { method: 'PUT', json: input }),
  );
