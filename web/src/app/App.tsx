import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { mountRoot } from '../lib/mount-root';
import { router } from './router';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/**
 * The owner app, everything but the public pages: the landing page, the owner and admin areas, with
 * their router, TanStack Query and toasts. The boot entry (src/main.tsx) loads it as a chunk of its
 * own, so a customer opening a catalogue never downloads it.
 */
export function mountApp() {
  mountRoot(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* On a phone (sonner's mobile layout, up to 600 px) a toast spans the width: below the top bar,
          so it never covers the menu button a tap is about to reach (AppShell's header, 64 px). */}
      <Toaster
        position="top-center"
        mobileOffset={{ top: 'calc(4.5rem + env(safe-area-inset-top))' }}
        richColors
        closeButton
        toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }}
      />
    </QueryClientProvider>,
  );
}
