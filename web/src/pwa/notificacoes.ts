/**
 * Pure parts of the service worker's pushes (sw.ts; issue 28): the notification a push's JSON
 * payload shows, and which open window a tap on it brings forward. Every push goes through here,
 * the shop's devices' (novo_pedido, pedido_parado, pedido_agendado, teste, chamado_mesa) and a customer's (status_pedido).
 */

/** A push's payload as it arrives (AvisoPush in @vitrine/shared, read defensively: it crossed a push service). */
export interface AvisoRecebido {
  tipo?: string;
  titulo?: string;
  corpo?: string;
  url?: string;
  pedido_id?: string;
  codigo?: string;
  /** The shop's icon, a path on this origin, when the sender knows it. */
  icone?: string;
}

/** The owner area's app icon (the Gestor's, not the shop's customer app), and Vitrine's. */
export const ICONE_GESTOR = '/icons/gestor-192.png';
export const ICONE_VITRINE = '/icons/icon-192.png';

/** What the shop's devices get: their notifications open the owner area (pix_divergente: a PIX paid with another amount, issue 45). */
const TIPOS_DA_LOJA = new Set(['novo_pedido', 'pedido_parado', 'pedido_agendado', 'teste', 'chamado_mesa', 'pix_divergente']);
export const ehAvisoDaLoja = (aviso: AvisoRecebido) => TIPOS_DA_LOJA.has(aviso.tipo ?? '');

/** Long, short, long: a new order should be felt in a pocket. */
export const VIBRACAO = [300, 100, 300];

/** NotificationOptions with what TypeScript's DOM lib leaves out but browsers take. */
export type OpcoesDaNotificacao = NotificationOptions & { vibrate?: number[]; renotify?: boolean; timestamp?: number };

export function readAviso(texto: string | null | undefined): AvisoRecebido {
  try {
    const aviso: unknown = JSON.parse(texto ?? '');
    return aviso && typeof aviso === 'object' && !Array.isArray(aviso) ? (aviso as AvisoRecebido) : {};
  } catch {
    return {};
  }
}

/** A path on this origin (with its query), or `padrao`: a notification never sends anyone to another site. */
export function caminhoSeguro(url: string | undefined, origem: string, padrao: string): string {
  if (!url) return padrao;
  try {
    const destino = new URL(url, origem);
    return destino.origin === origem ? destino.pathname + destino.search + destino.hash : padrao;
  } catch {
    return padrao;
  }
}

/**
 * The notification: the payload's title and body; one `tag` per order, so a second push about the
 * same order (it is still waiting; its status changed) replaces the first and rings again
 * (`renotify`); the shop's icon when the payload brings it, else the app's; the URL to open in `data`.
 */
export function notificacaoDoAviso(
  aviso: AvisoRecebido,
  origem: string,
  agora = Date.now(),
): { titulo: string; opcoes: OpcoesDaNotificacao } {
  const daLoja = ehAvisoDaLoja(aviso);
  const pedido = aviso.pedido_id || aviso.codigo;
  const tag = pedido ? `pedido-${pedido}` : aviso.tipo === 'teste' ? 'vitrine-teste' : undefined;
  const url = caminhoSeguro(aviso.url, origem, daLoja ? '/pedidos' : '/');
  return {
    titulo: aviso.titulo?.trim() || 'Vitrine',
    opcoes: {
      body: aviso.corpo ?? '',
      icon: caminhoSeguro(aviso.icone, origem, daLoja ? ICONE_GESTOR : ICONE_VITRINE),
      tag,
      renotify: tag !== undefined,
      vibrate: VIBRACAO,
      timestamp: agora,
      // An order waiting for the shop stays on a computer's screen until someone acts on it.
      requireInteraction: aviso.tipo !== 'teste' && aviso.tipo !== 'status_pedido',
      data: { url, tipo: aviso.tipo ?? null },
    },
  };
}

/** The customer's pages (a shop's catalogue, products, "Meus pedidos", an order's tracking) and the rest, the owner's area. */
const PAGINA_PUBLICA = /^\/(loja|catalogo|pedido)(\/|$)/i;
const areaDe = (pathname: string) => (PAGINA_PUBLICA.test(pathname) ? 'cliente' : 'gestor');

/**
 * Which open window a tap brings to `destino` (a path): one already on it (its path and query),
 * else one on the same path, else any window of the same side (the owner's area for the shop's
 * pushes, the customer's pages for theirs), which is then navigated there; none: a new window opens.
 * Returns the index in `janelas` (their URLs, in the order clients.matchAll gave them), or -1.
 */
export function chooseJanela(janelas: readonly string[], destino: string, origem: string): number {
  const alvo = new URL(destino, origem);
  const urls = janelas.map((janela) => new URL(janela, origem));
  const candidatas = urls.map((url, i) => ({ url, i })).filter(({ url }) => url.origin === alvo.origin);
  const exata = candidatas.find(({ url }) => url.pathname === alvo.pathname && url.search === alvo.search);
  const mesmoCaminho = candidatas.find(({ url }) => url.pathname === alvo.pathname);
  const mesmaArea = candidatas.find(({ url }) => areaDe(url.pathname) === areaDe(alvo.pathname));
  return (exata ?? mesmoCaminho ?? mesmaArea)?.i ?? -1;
}
