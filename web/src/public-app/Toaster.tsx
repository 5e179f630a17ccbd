import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';

/** Below the product page's sticky header (3.5rem): its back and share buttons stay in reach while a '… no carrinho' toast shows. */
const BELOW_HEADER = { top: 'calc(env(safe-area-inset-top) + 4rem)' };

/** Mounts the Toaster once, in a root of its own; a toast asked for before it subscribed still shows (sonner replays it). */
export function mountToaster(): typeof toast {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <Toaster
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }}
    />,
  );
  return toast;
}
