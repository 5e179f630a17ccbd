import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';

/** Mounts the Toaster once, in a root of its own; a toast asked for before it subscribed still shows (sonner replays it). */
export function mountToaster(): typeof toast {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <Toaster position="top-center" richColors closeButton toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }} />,
  );
  return toast;
}
