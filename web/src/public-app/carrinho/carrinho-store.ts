import { useCallback, useSyncExternalStore } from 'react';
import { EMPTY_CARRINHO, parseCarrinho, type Carrinho } from './carrinho';

/**
 * One cart per shop in localStorage (key per lojista_id): it survives a reload, closing the app
 * and going offline, and other tabs of the same shop see every change (the storage event).
 * Where storage is refused (some private modes) the cart lives in memory for the visit.
 */

const PREFIXO = 'vitrine:carrinho:';

const chave = (lojistaId: string) => PREFIXO + lojistaId;

/** The last text read per shop and the cart parsed from it: the same object until the text changes. */
const lidos = new Map<string, { texto: string | null; carrinho: Carrinho }>();
/** Carts that storage refused to keep. */
const emMemoria = new Map<string, Carrinho>();
const ouvintes = new Map<string, Set<() => void>>();

function lerTexto(lojistaId: string): string | null {
  try {
    return localStorage.getItem(chave(lojistaId));
  } catch {
    return null;
  }
}

export function readStoredCarrinho(lojistaId: string): Carrinho {
  const guardado = emMemoria.get(lojistaId);
  if (guardado) return guardado;
  const texto = lerTexto(lojistaId);
  const lido = lidos.get(lojistaId);
  if (lido && lido.texto === texto) return lido.carrinho;
  const carrinho = parseCarrinho(texto);
  lidos.set(lojistaId, { texto, carrinho });
  return carrinho;
}

function avisar(lojistaId: string) {
  ouvintes.get(lojistaId)?.forEach((ouvinte) => ouvinte());
}

export function saveStoredCarrinho(lojistaId: string, carrinho: Carrinho) {
  const texto = carrinho.linhas.length || carrinho.pendente ? JSON.stringify(carrinho) : null;
  try {
    if (texto === null) localStorage.removeItem(chave(lojistaId));
    else localStorage.setItem(chave(lojistaId), texto);
    emMemoria.delete(lojistaId);
    lidos.set(lojistaId, { texto, carrinho });
  } catch {
    emMemoria.set(lojistaId, carrinho);
  }
  avisar(lojistaId);
}

function onStorage(event: StorageEvent) {
  if (event.key === null) ouvintes.forEach((_, lojistaId) => avisar(lojistaId));
  else if (event.key.startsWith(PREFIXO)) avisar(event.key.slice(PREFIXO.length));
}

function assinar(lojistaId: string, ouvinte: () => void) {
  let doLojista = ouvintes.get(lojistaId);
  if (!doLojista) ouvintes.set(lojistaId, (doLojista = new Set()));
  window.addEventListener('storage', onStorage); // the same listener twice is added once
  doLojista.add(ouvinte);
  return () => {
    doLojista.delete(ouvinte);
    if (doLojista.size === 0) ouvintes.delete(lojistaId);
    if (ouvintes.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * The shop's cart and a way to change it. Until the shop is known (`lojistaId` undefined, the
 * catalogue still loading) the cart is empty and changes are ignored.
 */
export function useStoredCarrinho(lojistaId: string | undefined) {
  const subscribe = useCallback((ouvinte: () => void) => (lojistaId ? assinar(lojistaId, ouvinte) : () => {}), [lojistaId]);
  const ler = () => (lojistaId ? readStoredCarrinho(lojistaId) : EMPTY_CARRINHO);
  // Hydrating the catalogue's first screen (primeira-tela.ts) draws no cart: the device's, as it is.
  const carrinho = useSyncExternalStore(subscribe, ler, ler);
  const alterar = useCallback(
    (mudanca: (atual: Carrinho) => Carrinho) => {
      if (!lojistaId) return;
      const atual = readStoredCarrinho(lojistaId);
      const novo = mudanca(atual);
      if (novo !== atual) saveStoredCarrinho(lojistaId, novo);
    },
    [lojistaId],
  );
  return [carrinho, alterar] as const;
}
