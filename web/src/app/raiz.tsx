import { lazy, StrictMode, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Its own chunk (with workbox-window): registering the service worker never delays the first screen.
const PwaUpdatePrompt = lazy(() => import('./PwaUpdatePrompt').then((m) => ({ default: m.PwaUpdatePrompt })));

/** The update prompt (and the service worker it registers) once the page has loaded and the phone is idle. */
function AtualizacaoDoApp() {
  const [pronto, setPronto] = useState(false);
  useEffect(() => {
    let cancelar = () => {};
    const depoisDoLoad = () => {
      if ('requestIdleCallback' in window) {
        const id = requestIdleCallback(() => setPronto(true), { timeout: 3000 });
        cancelar = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setPronto(true), 1000);
        cancelar = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') depoisDoLoad();
    else window.addEventListener('load', depoisDoLoad, { once: true });
    return () => {
      window.removeEventListener('load', depoisDoLoad);
      cancelar();
    };
  }, []);
  return pronto ? (
    <Suspense fallback={null}>
      <PwaUpdatePrompt />
    </Suspense>
  ) : null;
}

/**
 * Renders the app into #root, in place of index.html's loading screen. A transition: React yields
 * to the browser while it builds the first screen, so a slow phone never freezes on it.
 */
export function montarRaiz(conteudo: ReactNode) {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        {conteudo}
        <AtualizacaoDoApp />
      </StrictMode>,
    ),
  );
}
