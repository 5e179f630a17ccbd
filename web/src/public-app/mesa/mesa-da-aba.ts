import { lojaPath, mesaPagePath, type LojaRef } from '../../lib/public-paths';

/**
 * The table this browser tab is at (issue 44), per shop, in sessionStorage: the QR code's page keeps
 * it, so a product page opened from the table's menu (/loja/{slug}/produto/{id}, a path without the
 * table) still adds to the table's cart and goes back to the table. The shop's plain catalogue
 * forgets it: a tab is at the table or ordering delivery, never both. Another tab, or the same
 * phone's delivery order, has its own (sessionStorage is the tab's). No React here: the product
 * page and the catalogue read it without the table's chunk.
 */

export interface MesaDaAba {
  id: string;
  nome: string;
  codigo: string;
}

const chave = (ref: LojaRef) => `vitrine:mesa:${lojaPath(ref)}`;

export function mesaDaAba(ref: LojaRef): MesaDaAba | null {
  try {
    const lida: unknown = JSON.parse(sessionStorage.getItem(chave(ref)) ?? 'null');
    if (typeof lida !== 'object' || lida === null) return null;
    const { id, nome, codigo } = lida as Record<string, unknown>;
    return typeof id === 'string' && typeof nome === 'string' && typeof codigo === 'string' ? { id, nome, codigo } : null;
  } catch {
    return null;
  }
}

export function guardarMesaDaAba(ref: LojaRef, mesa: MesaDaAba) {
  try {
    sessionStorage.setItem(chave(ref), JSON.stringify(mesa));
  } catch {
    // private mode: a product page opened from the table is a delivery one for this visit
  }
}

export function esquecerMesaDaAba(ref: LojaRef) {
  try {
    sessionStorage.removeItem(chave(ref));
  } catch {
    // nothing was kept
  }
}

/** The table's cart, kept apart from the shop's delivery cart (carrinho-store.ts keys carts by this). */
export const carrinhoDaMesa = (lojaId: string, mesaId: string) => `${lojaId}:mesa:${mesaId}`;

/** The table's page, where its product pages go back to. */
export const paginaDaMesa = (ref: LojaRef, mesa: MesaDaAba) => mesaPagePath(ref, mesa.id, mesa.codigo);
