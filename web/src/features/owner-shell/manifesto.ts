import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';
import { useEffect } from 'react';

/** The Gestor's icon for an iPhone's home screen (Safari reads apple-touch-icon, not the manifest's icons). */
const ICONE_GESTOR = '/icons/gestor-192.png';

/** A tag of the page's head (made when index.html has none), with `attribute` set to `value`; answers how to put it back. */
function trocar(seletor: string, criar: () => HTMLElement, attribute: string, value: string | null): () => void {
  let tag = document.head.querySelector<HTMLElement>(seletor);
  const criada = !tag;
  tag ??= document.head.appendChild(criar());
  const antes = tag.getAttribute(attribute);
  if (value === null) tag.removeAttribute(attribute);
  else tag.setAttribute(attribute, value);
  return () => {
    if (criada) tag.remove();
    else if (antes === null) tag.removeAttribute(attribute);
    else tag.setAttribute(attribute, antes);
  };
}

const link = (rel: string) => () => Object.assign(document.createElement('link'), { rel });
const meta = (name: string) => () => Object.assign(document.createElement('meta'), { name });

/**
 * On the owner's screens the page installs as the Gestor (issue 28; functions/src/features/
 * owner-loja/manifesto.ts), not as Vitrine: index.html's manifest link (the landing's) points to the
 * owner's manifest, fetched with the session cookie, and the iPhone's icon and name follow. Put back
 * when the owner area closes (the landing after logging out).
 */
export function useManifestoDoGestor() {
  useEffect(() => {
    const voltar = [
      trocar('link[rel="manifest"]', link('manifest'), 'crossorigin', 'use-credentials'),
      trocar('link[rel="manifest"]', link('manifest'), 'href', `${API_BASE}${apiPaths.gestorManifesto}`),
      trocar('link[rel="apple-touch-icon"]', link('apple-touch-icon'), 'href', ICONE_GESTOR),
      trocar('meta[name="apple-mobile-web-app-title"]', meta('apple-mobile-web-app-title'), 'content', 'Gestor'),
    ];
    return () => voltar.reverse().forEach((desfazer) => desfazer());
  }, []);
}
