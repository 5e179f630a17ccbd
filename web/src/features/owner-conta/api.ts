import { useMutation } from '@tanstack/react-query';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

/** GET /api/conta/exportar: a link, not a fetch, so the browser downloads the file the server names. */
export const EXPORTAR_CONTA_URL = `${API_BASE}${apiPaths.contaExportar}`;

const deleteConta = (confirmacao: string) => api<{ ok: true }>(apiPaths.conta, { method: 'DELETE', json: { confirmacao } });
export const useDeleteConta = () => useMutation({ mutationFn: deleteConta });
