import { useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../components/ui/Spinner';
import { holdIdTokenForExchange, useSession } from '../../lib/owner-session';
import { Landing } from './Landing';

/**
 * / inside the owner app (after a logout, or on a device that signed in before: main.tsx): a
 * signed-in owner goes straight to the dashboard; anyone else sees the landing page.
 */
export function LandingPage() {
  // Asks for the owner only if this device saw a sign-in: an anonymous visit makes no request that answers 401.
  const { user, isPending } = useSession({ ask: 'if-hinted' });
  const navigate = useNavigate();
  const onSignedIn = useCallback(
    (idToken: string) => {
      holdIdTokenForExchange(idToken);
      void navigate('/auth/callback');
    },
    [navigate],
  );

  if (isPending) return <FullPageSpinner label="Carregando..." />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Landing onSignedIn={onSignedIn} />;
}
