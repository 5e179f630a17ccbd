import { HEX_COR, corValida, textoSobre } from '@vitrine/shared/cor';
import { useEffect, type CSSProperties } from 'react';

/**
 * The shop's colour as CSS variables for everything under the element that gets them:
 * `bg-(--loja) text-(--loja-texto)` paints a surface in the shop colour with readable text.
 */
export function estiloDaLoja(cor: string | undefined): CSSProperties {
  const loja = corValida(cor);
  return { '--loja': loja, '--loja-texto': textoSobre(loja) } as CSSProperties;
}

function meta(name: string): HTMLMetaElement {
  let element = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  return element;
}

/** The tab's title and, on Android, the browser bar in the shop's colour while the page is open. */
export function useTituloDaPagina(titulo: string | undefined, cor: string | undefined) {
  useEffect(() => {
    if (!titulo) return;
    const antes = { titulo: document.title, cor: meta('theme-color').content };
    document.title = titulo;
    if (cor && HEX_COR.test(cor)) meta('theme-color').content = cor;
    return () => {
      document.title = antes.titulo;
      meta('theme-color').content = antes.cor;
    };
  }, [titulo, cor]);
}
