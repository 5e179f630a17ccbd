import { useSyncExternalStore } from 'react';
import type { CarrinhoLine } from '../carrinho/carrinho';

/**
 * "Meus pedidos" (issue 14): the orders sent from this device to a shop, kept in localStorage so
 * the list opens offline and survives closing the app, with what "Pedir de novo" needs (each line's
 * product, choices and note). No account, no server copy: the customer erases it from the page.
 */

export interface PedidoDoAparelho {
  /** The tracking page's token (/pedido/{token}): its live status. */
  token: string;
  codigo: string;
  /** ISO instant the order was sent. */
  criado_em: string;
  total: number;
  linhas: CarrinhoLine[];
}

/** The last orders of a shop on this device: enough to find last month's, little enough to stay small. */
export const MEUS_PEDIDOS_MAX = 30;
const chave = (lojistaId: string) => `vitrine:meus-pedidos:${lojistaId}`;
/** Said on this page when the list changes (another tab's changes come as 'storage'). */
const MUDOU = 'vitrine:meus-pedidos';

const cache = new Map<string, { texto: string | null; pedidos: PedidoDoAparelho[] }>();
/** No orders: one array, so a device without any matches the server's render without a re-render. */
const NENHUM: PedidoDoAparelho[] = [];

export function readMeusPedidos(lojistaId: string): PedidoDoAparelho[] {
  let texto: string | null;
  try {
    texto = localStorage.getItem(chave(lojistaId));
  } catch {
    return NENHUM;
  }
  // The same array while the text is the same: useSyncExternalStore compares snapshots by identity.
  const guardado = cache.get(lojistaId);
  if (guardado && guardado.texto === texto) return guardado.pedidos;
  let pedidos: PedidoDoAparelho[] = NENHUM;
  try {
    const lidos = JSON.parse(texto ?? '[]') as unknown;
    // An empty list stays the one empty array.
    if (Array.isArray(lidos) && lidos.length > 0) {
      pedidos = lidos.filter(
        (pedido): pedido is PedidoDoAparelho =>
          typeof pedido?.token === 'string' && typeof pedido.codigo === 'string' && Array.isArray(pedido.linhas),
      );
    }
  } catch {
    // a malformed copy is no history
  }
  cache.set(lojistaId, { texto, pedidos });
  return pedidos;
}

function gravar(lojistaId: string, pedidos: PedidoDoAparelho[] | null) {
  try {
    if (pedidos) localStorage.setItem(chave(lojistaId), JSON.stringify(pedidos));
    else localStorage.removeItem(chave(lojistaId));
  } catch {
    // not kept: the order itself was sent all the same
  }
  dispatchEvent(new Event(MUDOU));
}

/** The order just sent, newest first. */
export const savePedido = (lojistaId: string, pedido: PedidoDoAparelho) =>
  gravar(lojistaId, [pedido, ...readMeusPedidos(lojistaId).filter(({ token }) => token !== pedido.token)].slice(0, MEUS_PEDIDOS_MAX));

export const deleteMeusPedidos = (lojistaId: string) => gravar(lojistaId, null);

function assinar(avisar: () => void) {
  addEventListener(MUDOU, avisar);
  addEventListener('storage', avisar);
  return () => {
    removeEventListener(MUDOU, avisar);
    removeEventListener('storage', avisar);
  };
}

export const useMeusPedidos = (lojistaId: string) =>
  useSyncExternalStore(
    assinar,
    () => readMeusPedidos(lojistaId),
    () => [],
  );
