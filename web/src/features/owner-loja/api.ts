import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Loja } from '@vitrine/shared';
import { api } from '../../lib/api';
import { lojaQuery, whatsappQuery } from '../../lib/owner-data';
import { apiPaths } from '@vitrine/shared/api-paths';

export const useLoja = () => useQuery(lojaQuery);

export const useWhatsapp = () => useQuery(whatsappQuery);

const saveLoja = (loja: Loja) => api<Loja>(apiPaths.lojaConfiguracao, { method: 'PUT', json: loja });
export function useSaveLoja() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLoja, onSuccess: () => queryClient.invalidateQueries({ queryKey: lojaQuery.queryKey }) });
}

const saveWhatsapp = (telefone_whatsapp: string) => api<void>(apiPaths.lojistaWhatsapp, { method: 'PUT', json: { telefone_whatsapp } });
export function useSaveWhatsapp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveWhatsapp, onSuccess: () => queryClient.invalidateQueries({ queryKey: whatsappQuery.queryKey }) });
}
