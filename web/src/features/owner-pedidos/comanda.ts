import { useQuery } from '@tanstack/react-query';
import { COMANDA_LARGURA_PADRAO, COMANDA_LARGURAS, type ComandaLargura } from '@vitrine/shared';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';
import { ApiError } from '../../lib/api';

/**
 * The order's printed ticket (the comanda): the server lays out its lines for the paper's width
 * (GET /api/pedidos/{id}/comanda), the print view shows them as they come and prints them.
 */

/**
 * What is printed: an order's ticket, or a table's bill (issue 44, GET /api/comandas/{id}/impressao),
 * which the server lays out the same way; the print view and the Imprimir dialog serve both.
 */
export type Impresso = 'pedido' | 'conta' | 'caixa' | 'acerto';
/** A driver's settled day (issue 46) is named `{dia}_{membro_id}`, as its record is. */
const acertoDoId = (id: string) => ({ dia: id.slice(0, 10), membro_id: id.slice(11) });
/**
 * Each paper's route, its screen, and its words on the print view: the link back, the paper's name
 * with its article ("o pedido"), and the paper's label. A till's report (issue 46) prints the same way.
 */
const IMPRESSOS: Record<
  Impresso,
  { api: (id: string) => string; tela: (id: string) => string; voltar: string; nome: string; comArtigo: string; rotulo: string }
> = {
  pedido: {
    api: (id) => apiPaths.pedidoComanda({ id }),
    tela: (id) => `/pedidos/${encodeURIComponent(id)}`,
    voltar: 'Pedidos',
    nome: 'pedido',
    comArtigo: 'o pedido',
    rotulo: 'Comanda',
  },
  conta: {
    api: (id) => apiPaths.comandaImpressao({ id }),
    tela: (id) => `/salao/comandas/${encodeURIComponent(id)}`,
    voltar: 'Conta',
    nome: 'conta',
    comArtigo: 'a conta',
    rotulo: 'Conta',
  },
  caixa: {
    api: (id) => apiPaths.caixaImpressao({ id }),
    tela: (id) => `/caixa/${encodeURIComponent(id)}`,
    voltar: 'Caixa',
    nome: 'caixa',
    comArtigo: 'o caixa',
    rotulo: 'Relatório do caixa',
  },
  acerto: {
    api: (id) => `${apiPaths.entregadorAcertoImpressao({ membro_id: acertoDoId(id).membro_id })}?data=${acertoDoId(id).dia}`,
    tela: (id) => `/entregadores/acerto/${encodeURIComponent(id)}`,
    voltar: 'Entregadores',
    nome: 'acerto',
    comArtigo: 'o acerto',
    rotulo: 'Acerto',
  },
};
export const palavrasDoImpresso = (impresso: Impresso) => IMPRESSOS[impresso];
/** Where the print view goes back to: the orders, the bill's screen, the till's or the drivers'. */
export const voltarDaImpressao = (id: string, impresso: Impresso) =>
  impresso === 'pedido' ? '/pedidos' : impresso === 'acerto' ? '/entregadores' : IMPRESSOS[impresso].tela(id);

/** The print view of an order's ticket or a bill, a screen of its own (no menu, no header) opened in a new tab. */
export const comandaPrintPath = (id: string, largura: ComandaLargura, impresso: Impresso = 'pedido') =>
  `${IMPRESSOS[impresso].tela(id)}/imprimir?largura=${largura}`;

/** ?largura= as the print view reads it: 58 or 80, anything else the default. */
export function readLargura(valor: string | null): ComandaLargura {
  return COMANDA_LARGURAS.find((largura) => String(largura) === valor) ?? COMANDA_LARGURA_PADRAO;
}

/** The paper width the owner chose last on this device: the Imprimir dialog offers it first. */
const LARGURA_KEY = 'vitrine:comanda-largura';
export const larguraGuardada = (): ComandaLargura => readLargura(localStorage.getItem(LARGURA_KEY));
export const saveLargura = (largura: ComandaLargura) => localStorage.setItem(LARGURA_KEY, String(largura));

/** GET /api/pedidos/{id}/comanda?largura=&formato= (or the bill's): the paper as text or ESC/POS bytes (not JSON, so not through api()). */
async function requestComanda(
  id: string,
  largura: ComandaLargura,
  formato: 'texto' | 'escpos',
  signal?: AbortSignal,
  impresso: Impresso = 'pedido',
): Promise<Response> {
  const caminho = IMPRESSOS[impresso].api(id);
  const response = await fetch(`${API_BASE}${caminho}${caminho.includes('?') ? '&' : '?'}largura=${largura}&formato=${formato}`, {
    credentials: 'same-origin',
    headers: { Accept: formato === 'texto' ? 'text/plain' : 'application/octet-stream' },
    signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(response.status, body?.error ?? `Erro ${response.status}: ${response.statusText}`, body);
  }
  return response;
}

export const fetchComanda = async (id: string, largura: ComandaLargura, signal?: AbortSignal, impresso: Impresso = 'pedido') =>
  (await requestComanda(id, largura, 'texto', signal, impresso)).text();

/** The same ticket as a thermal printer's bytes (code page 860, the tracking QR code, the cut). */
export const fetchComandaEscpos = async (id: string, largura: ComandaLargura, signal?: AbortSignal) =>
  new Uint8Array(await (await requestComanda(id, largura, 'escpos', signal)).arrayBuffer());

export const useComanda = (id: string, largura: ComandaLargura, impresso: Impresso = 'pedido') =>
  useQuery({
    queryKey: [`${impresso}-comanda`, id, largura],
    queryFn: ({ signal }) => fetchComanda(id, largura, signal, impresso),
    retry: (tentativas, error) => !(error instanceof ApiError && error.status < 500) && tentativas < 2,
    // A ticket is printed as it is now: read again when the view opens.
    staleTime: 0,
  });

/** The order's code line, or the bill's table line: printed large, as the ESC/POS paper prints it in double size. */
export const LINHA_DO_CODIGO = /^\s*(PEDIDO #\S+|CONTA — .+|CAIXA|ACERTO)$/;
/** The type on paper, in mm: font A's 1.5 mm columns (a monospace advance is 0.6 em), its lines, the code's line. */
const LETRA_MM = 2.5;
const LINHA_MM = LETRA_MM * 1.3;
const CODIGO_MM = LETRA_MM * 2 * 1.2;
/** Above and below the ticket on paper (print:py-[2mm]), and some to spare so that no second page starts. */
const MARGEM_MM = 4 + 3;

/** How long the ticket is on paper: its lines at their fixed heights, the code's twice as tall. */
export const comprimento = (linhas: string[]) =>
  Math.ceil(MARGEM_MM + linhas.reduce((soma, linha) => soma + (LINHA_DO_CODIGO.test(linha) ? CODIGO_MM : LINHA_MM), 0));
