import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { montarRaiz } from './raiz';
import { router } from './router';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/**
 * Everything but the public catalogue: the landing page, the owner and admin areas, with their
 * router, TanStack Query and toasts. main.tsx loads it as a chunk of its own, so a customer opening
 * a catalogue never downloads it.
 */
export function montarApp() {
  montarRaiz(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" richColors closeButton toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }} />
    </QueryClientProvider>,
  );
}
