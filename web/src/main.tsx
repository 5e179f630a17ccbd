import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { router } from './app/router';
import './index.css';

// Its own chunk (with workbox-window): registering the service worker never delays the first screen.
const PwaUpdatePrompt = lazy(() => import('./app/PwaUpdatePrompt').then((m) => ({ default: m.PwaUpdatePrompt })));

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <PwaUpdatePrompt />
      </Suspense>
      <Toaster position="top-center" richColors closeButton toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }} />
    </QueryClientProvider>
  </StrictMode>,
);
