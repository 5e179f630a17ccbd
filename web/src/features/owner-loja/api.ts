import { useQuery } from '@tanstack/react-query';
import type { Loja } from '@vitrine/shared';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';
import { lojaQuery, whatsappQuery } from '../../lib/owner-data';
import { apiPaths } from '@vitrine/shared/api-paths';

export const useLoja = () => useQuery(lojaQuery);

export const useWhatsapp = () => useQuery(whatsappQuery);

const saveLoja = (loja: Loja) => api<Loja>(apiPaths.lojaConfiguracao, { method: 'PUT', json: loja });
export const useSaveLoja = () => useInvalidatingMutation(lojaQuery.queryKey, saveLoja);

const saveWhatsapp = (telefone_whatsapp: string) => api<void>(apiPaths.lojistaWhatsapp, { method: 'PUT', json: { telefone_whatsapp } });
export const useSaveWhatsapp = () => useInvalidatingMutation(whatsappQuery.queryKey, saveWhatsapp);
