import { createBrowserRouter } from 'react-router-dom';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage';
import { RequireOwner } from '../features/auth/RequireOwner';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LandingPage } from '../features/landing/LandingPage';
import { OwnerLayout } from '../features/owner-shell/OwnerLayout';
import { PlaceholderPage } from '../features/owner-shell/PlaceholderPage';
import { NotFoundPage } from './NotFoundPage';

export const router = createBrowserRouter([
  { path: '/', element: <LandingPage /> },
  { path: '/auth/callback', element: <AuthCallbackPage /> },
  {
    element: <RequireOwner />,
    children: [
      {
        element: <OwnerLayout />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/produtos', element: <PlaceholderPage title="Produtos" /> },
          { path: '/categorias', element: <PlaceholderPage title="Categorias" /> },
          { path: '/analytics', element: <PlaceholderPage title="Analytics" /> },
          { path: '/configuracao', element: <PlaceholderPage title="Configuração" /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
