import { createBrowserRouter } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner';

const placeholder = (title: string) => () =>
  import('../features/owner-shell/PlaceholderPage').then((m) => ({ Component: () => <m.PlaceholderPage title={title} /> }));

// Every screen is its own chunk: a customer opening a catalogue never downloads the owner area,
// and nobody downloads the Firebase Auth SDK until they sign in.
export const router = createBrowserRouter([
  {
    hydrateFallbackElement: <FullPageSpinner label="Carregando..." />,
    children: [
      { path: '/', lazy: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      { path: '/auth/callback', lazy: () => import('../features/auth/AuthCallbackPage').then((m) => ({ Component: m.AuthCallbackPage })) },
      {
        lazy: () => import('../features/auth/RequireOwner').then((m) => ({ Component: m.RequireOwner })),
        children: [
          {
            lazy: () => import('../features/owner-shell/OwnerLayout').then((m) => ({ Component: m.OwnerLayout })),
            children: [
              {
                path: '/dashboard',
                lazy: () => import('../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
              },
              { path: '/produtos', lazy: placeholder('Produtos') },
              { path: '/categorias', lazy: placeholder('Categorias') },
              { path: '/analytics', lazy: placeholder('Analytics') },
              { path: '/configuracao', lazy: placeholder('Configuração') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);
