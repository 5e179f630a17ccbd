import type { ImportacaoResultado } from '@vitrine/shared';
import { ApiError } from '../../lib/api';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';

/** The server's JSON, or null when the answer is not JSON (a proxy's error page). */
const json = (response: Response): Promise<unknown> =>
  response.headers.get('content-type')?.includes('application/json') ? response.json().catch(() => null) : Promise.resolve(null);

function falha(response: Response, body: unknown): ApiError {
  const message = (body as { error?: string } | null)?.error ?? `Erro ${response.status}: ${response.statusText}`;
  return new ApiError(response.status, message, body);
}

/** GET /api/produtos/exportar, handed to the browser as the file produtos.csv. */
export async function exportarPlanilha(): Promise<void> {
  const response = await fetch(`${API_BASE}${apiPaths.produtosExportar}`, { credentials: 'same-origin' });
  if (!response.ok) throw falha(response, await json(response));
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: 'produtos.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The server's answer; `error` ("A planilha tem 2 erros; nada foi importado.") counts every error, `erros` lists the first ones. */
export type Importacao = ImportacaoResultado & { error?: string };

/**
 * POST /api/produtos/importar (`simular`: the dry run, nothing written). A sheet with errors is an
 * answer to show, not a failure: its 400 comes back as the result with its `erros`.
 */
export async function importarPlanilha(arquivo: File, { simular }: { simular: boolean }): Promise<Importacao> {
  const corpo = new FormData();
  corpo.append('arquivo', arquivo);
  const response = await fetch(`${API_BASE}${apiPaths.produtosImportar}${simular ? '?simular=1' : ''}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body: corpo,
  });
  const body = await json(response);
  const resultado = body as Partial<ImportacaoResultado> | null;
  if (response.ok || (response.status === 400 && Array.isArray(resultado?.erros))) return body as Importacao;
  throw falha(response, body);
}
