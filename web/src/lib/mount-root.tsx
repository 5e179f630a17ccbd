import { lazy, StrictMode, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

// Its own chunk (with workbox-window): registering the service worker never delays the first screen.
const PwaUpdatePrompt = lazy(() => import('../pwa/PwaUpdatePrompt').then((m) => ({ default: m.PwaUpdatePrompt })));

/** The update prompt (and the service worker it registers) once the page has loaded and the phone is idle. */
function LateUpdatePrompt() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const afterLoad = () => {
      if ('requestIdleCallback' in window) {
        const id = requestIdleCallback(() => setReady(true), { timeout: 3000 });
        cancel = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setReady(true), 1000);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancel();
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <PwaUpdatePrompt />
    </Suspense>
  ) : null;
}

/**
 * Renders an app (the public pages or the owner app) into #root, in place of index.html's loading
 * screen. A transition: React yields to the browser while it builds the first screen, so a slow
 * phone never freezes on it. The landing page unmounts its root when the owner app takes over.
 */
export function mountRoot(content: ReactNode): Root {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        {content}
        <LateUpdatePrompt />
      </StrictMode>,
    ),
  );
  return root;
}

/**
 * Hydrates the markup the server or the build drew into `container` (the catalogue's first screen,
 * issue 14; the landing's header and hero) with the same app: its elements are kept, none is drawn twice. In a transition too, so the
 * hydration yields to the browser between slices rather than running as one long task.
 */
export function hydrateRootIn(container: Element, content: ReactNode): Root {
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        {content}
        <LateUpdatePrompt />
      </StrictMode>,
    );
  });
  return root;
}
