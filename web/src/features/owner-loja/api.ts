import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Loja } from '@vitrine/shared';
import { api } from '../../lib/api';
import { lojaQuery, whatsappQuery } from '../../lib/owner-data';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';

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

/** GET /api/conta/exportar: a link, not a fetch, so the browser downloads the file the server names. */
export const EXPORTAR_CONTA_URL = `${API_BASE}${apiPaths.contaExportar}`;

const deleteConta = (confirmacao: string) => api<{ ok: true }>(apiPaths.conta, { method: 'DELETE', json: { confirmacao } });
export const useDeleteConta = () => useMutation({ mutationFn: deleteConta });
