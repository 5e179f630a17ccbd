import { HEX_COR, corValida, textoSobre } from '@vitrine/shared/cor';
import { useEffect, type CSSProperties } from 'react';

/**
 * The shop's colour as CSS variables for everything under the element that gets them:
 * `bg-(--loja) text-(--loja-texto)` paints a surface in the shop colour with readable text.
 */
export function lojaStyle(cor: string | undefined): CSSProperties {
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
export function usePageTitle(title: string | undefined, cor: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = { title: document.title, cor: meta('theme-color').content };
    document.title = title;
    if (cor && HEX_COR.test(cor)) meta('theme-color').content = cor;
    return () => {
      document.title = before.title;
      meta('theme-color').content = before.cor;
    };
  }, [title, cor]);
}
