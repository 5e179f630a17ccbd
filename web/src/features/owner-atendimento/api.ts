import { useQuery } from '@tanstack/react-query';
import type { AtendimentoInput, AtendimentoResponse } from '@vitrine/shared';
import { api } from '../../lib/api';
import { useReplacingMutation } from '../../lib/mutations';
import { atendimentoQuery } from '../../lib/owner-data';
import { apiPaths } from '@vitrine/shared/api-paths';

export const useAtendimento = () => useQuery(atendimentoQuery);

const saveAtendimento = (atendimento: AtendimentoInput) =>
  api<AtendimentoResponse>(apiPaths.lojaAtendimento, { method: 'PUT', json: atendimento });

// The answer is the saved settings, normalized (the PIX key as the directory keeps it): no second read.
export const useSaveAtendimento = () => useReplacingMutation(atendimentoQuery.queryKey, saveAtendimento);
