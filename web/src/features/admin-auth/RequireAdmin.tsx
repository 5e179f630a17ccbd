import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../components/ui/Spinner';
import { getAdminToken } from '../admin-shell/admin-api';
import { useAdminSession } from '../admin-shell/session';

/** Admin routes: no token → login; otherwise 'Validando acesso...' until the server accepts it. */
export function RequireAdmin() {
  const session = useAdminSession();
  if (!getAdminToken() || session.isError) return <Navigate to="/admin/login" replace />;
  if (session.isPending) return <FullPageSpinner label="Validando acesso..." />;
  return <Outlet />;
}
