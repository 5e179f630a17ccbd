import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../components/ui/Spinner';
import { useSession } from '../../lib/owner-session';

/** Owner routes: 'Carregando...' while the session loads, back to / without a signed-in owner. */
export function RequireOwner() {
  const { user, isPending } = useSession();
  if (isPending) return <FullPageSpinner label="Carregando..." />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
