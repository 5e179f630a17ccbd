import { useSyncExternalStore } from 'react';
import type { CarrinhoLine } from '../carrinho/carrinho';

/**
 * "Meus pedidos" (issue 14): the orders sent from this device to a shop, kept in localStorage so
 * the list opens offline and survives closing the app, with what "Pedir de novo" needs (each line's
 * product, choices and note). No account, no server copy: the customer erases it from the page.
 */

export interface PedidoDoDispositivo {
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
const chave = (lojaId: string) => `vitrine:meus-pedidos:${lojaId}`;
/** Said on this page when the list changes (another tab's changes come as 'storage'). */
const MUDOU = 'vitrine:meus-pedidos';

const cache = new Map<string, { texto: string | null; pedidos: PedidoDoDispositivo[] }>();
/** No orders: one array, so a device without any matches the server's render without a re-render. */
const NENHUM: PedidoDoDispositivo[] = [];

export function readMeusPedidos(lojaId: string): PedidoDoDispositivo[] {
  let texto: string | null;
  try {
    texto = localStorage.getItem(chave(lojaId));
  } catch {
    return NENHUM;
  }
  // The same array while the text is the same: useSyncExternalStore compares snapshots by identity.
  const guardado = cache.get(lojaId);
  if (guardado && guardado.texto === texto) return guardado.pedidos;
  let pedidos: PedidoDoDispositivo[] = NENHUM;
  try {
    const lidos = JSON.parse(texto ?? '[]') as unknown;
    // An empty list stays the one empty array.
    if (Array.isArray(lidos) && lidos.length > 0) {
      pedidos = lidos.filter(
        (pedido): pedido is PedidoDoDispositivo =>
          typeof pedido?.token === 'string' && typeof pedido.codigo === 'string' && Array.isArray(pedido.linhas),
      );
    }
  } catch {
    // a malformed copy is no history
  }
  cache.set(lojaId, { texto, pedidos });
  return pedidos;
}

function gravar(lojaId: string, pedidos: PedidoDoDispositivo[] | null) {
  try {
    if (pedidos) localStorage.setItem(chave(lojaId), JSON.stringify(pedidos));
    else localStorage.removeItem(chave(lojaId));
  } catch {
    // not kept: the order itself was sent all the same
  }
  dispatchEvent(new Event(MUDOU));
}

/** The order just sent, newest first. */
export const savePedido = (lojaId: string, pedido: PedidoDoDispositivo) =>
  gravar(lojaId, [pedido, ...readMeusPedidos(lojaId).filter(({ token }) => token !== pedido.token)].slice(0, MEUS_PEDIDOS_MAX));

export const deleteMeusPedidos = (lojaId: string) => gravar(lojaId, null);

function assinar(avisar: () => void) {
  addEventListener(MUDOU, avisar);
  addEventListener('storage', avisar);
  return () => {
    removeEventListener(MUDOU, avisar);
    removeEventListener('storage', avisar);
  };
}

export const useMeusPedidos = (lojaId: string) =>
  useSyncExternalStore(
    assinar,
    () => readMeusPedidos(lojaId),
    () => [],
  );
