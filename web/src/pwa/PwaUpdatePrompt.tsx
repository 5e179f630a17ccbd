import { RefreshCw, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Spinner } from '../components/ui/Spinner';

/** How often an open app asks whether a new version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version has been installed, offers it: 'Nova versão
 * disponível' with 'Atualizar' (the new worker takes over and the page reloads). Until then the
 * old version keeps running whole, so nothing changes under the customer's cart.
 */
export function PwaUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update();
      }, CHECK_EVERY_MS);
    },
    onRegisterError(error) {
      console.error('Service worker não registrado:', error);
    },
  });
  const [updating, setUpdating] = useState(false);

  // workbox-window reloads only when a worker already controlled the page at start; on the visit
  // that installed the first worker the new one would take over silently, so reload here too.
  const update = useCallback(() => {
    setUpdating(true);
    navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  }, [updateServiceWorker]);

  // A lazy screen of the running version that the server no longer has: the waiting version has it.
  useEffect(() => {
    if (!needRefresh) return;
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      update();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [needRefresh, update]);

  if (!needRefresh) return null;
  return (
    // At the bottom, centred from sm up; above the catalogue's cart bar when it shows (public-app/carrinho/Carrinho.tsx).
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:justify-center [html:has([data-carrinho-barra])_&]:bottom-16">
      <div
        role="status"
        className="pointer-events-auto flex w-full items-center gap-2 rounded-2xl bg-slate-900 py-2.5 pr-2 pl-4 text-white shadow-xl ring-1 ring-white/10 sm:max-w-md sm:gap-3"
      >
        <RefreshCw className="hidden size-5 shrink-0 text-brand-100 sm:block" aria-hidden />
        <p className="min-w-0 flex-1 text-sm font-medium">Nova versão disponível</p>
        <button
          type="button"
          disabled={updating}
          onClick={update}
          className="inline-flex h-9 items-center gap-2 rounded-lg bg-white px-3.5 text-sm font-semibold text-slate-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70"
        >
          {updating && <Spinner className="size-4" />}
          Atualizar
        </button>
        <button
          type="button"
          onClick={() => setNeedRefresh(false)}
          className="rounded-lg p-2 text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          aria-label="Agora não"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
