import { useCallback, useSyncExternalStore } from 'react';
import { EMPTY_CARRINHO, parseCarrinho, type Carrinho } from './carrinho';

/**
 * One cart per shop in localStorage (key per lojista_id; a table's own, apart, per mesa/mesa-da-aba.ts's
 * carrinhoDaMesa): it survives a reload, closing the app
 * and going offline, and other tabs of the same shop see every change (the storage event).
 * Where storage is refused (some private modes) the cart lives in memory for the visit.
 */

const PREFIXO = 'vitrine:carrinho:';

const chave = (lojaId: string) => PREFIXO + lojaId;

/** The last text read per shop and the cart parsed from it: the same object until the text changes. */
const lidos = new Map<string, { texto: string | null; carrinho: Carrinho }>();
/** Carts that storage refused to keep. */
const emMemoria = new Map<string, Carrinho>();
const ouvintes = new Map<string, Set<() => void>>();

function lerTexto(lojaId: string): string | null {
  try {
    return localStorage.getItem(chave(lojaId));
  } catch {
    return null;
  }
}

export function readStoredCarrinho(lojaId: string): Carrinho {
  const guardado = emMemoria.get(lojaId);
  if (guardado) return guardado;
  const texto = lerTexto(lojaId);
  const lido = lidos.get(lojaId);
  if (lido && lido.texto === texto) return lido.carrinho;
  const carrinho = parseCarrinho(texto);
  lidos.set(lojaId, { texto, carrinho });
  return carrinho;
}

function avisar(lojaId: string) {
  ouvintes.get(lojaId)?.forEach((ouvinte) => ouvinte());
}

export function saveStoredCarrinho(lojaId: string, carrinho: Carrinho) {
  const texto = carrinho.linhas.length || carrinho.pendente ? JSON.stringify(carrinho) : null;
  try {
    if (texto === null) localStorage.removeItem(chave(lojaId));
    else localStorage.setItem(chave(lojaId), texto);
    emMemoria.delete(lojaId);
    lidos.set(lojaId, { texto, carrinho });
  } catch {
    emMemoria.set(lojaId, carrinho);
  }
  avisar(lojaId);
}

function onStorage(event: StorageEvent) {
  if (event.key === null) ouvintes.forEach((_, lojaId) => avisar(lojaId));
  else if (event.key.startsWith(PREFIXO)) avisar(event.key.slice(PREFIXO.length));
}

function assinar(lojaId: string, ouvinte: () => void) {
  let doLojista = ouvintes.get(lojaId);
  if (!doLojista) ouvintes.set(lojaId, (doLojista = new Set()));
  window.addEventListener('storage', onStorage); // the same listener twice is added once
  doLojista.add(ouvinte);
  return () => {
    doLojista.delete(ouvinte);
    if (doLojista.size === 0) ouvintes.delete(lojaId);
    if (ouvintes.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * The shop's cart and a way to change it. Until the shop is known (`lojaId` undefined, the
 * catalogue still loading) the cart is empty and changes are ignored.
 */
export function useStoredCarrinho(lojaId: string | undefined) {
  const subscribe = useCallback((ouvinte: () => void) => (lojaId ? assinar(lojaId, ouvinte) : () => {}), [lojaId]);
  const ler = () => (lojaId ? readStoredCarrinho(lojaId) : EMPTY_CARRINHO);
  // Hydrating the catalogue's first screen (primeira-tela.ts) draws no cart: the device's, as it is.
  const carrinho = useSyncExternalStore(subscribe, ler, ler);
  const alterar = useCallback(
    (mudanca: (atual: Carrinho) => Carrinho) => {
      if (!lojaId) return;
      const atual = readStoredCarrinho(lojaId);
      const novo = mudanca(atual);
      if (novo !== atual) saveStoredCarrinho(lojaId, novo);
    },
    [lojaId],
  );
  return [carrinho, alterar] as const;
}
