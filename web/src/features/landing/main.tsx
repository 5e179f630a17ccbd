import type { Root } from 'react-dom/client';
import { mountRoot } from '../../lib/mount-root';
import { Landing } from './Landing';

/**
 * The landing page on its own, for a visit to / from a device that never signed in (src/main.tsx):
 * no router, query client or toasts, so the pitch paints after one small chunk. The owner app
 * (and the Firebase Auth SDK) load when the owner asks to sign in; once Google answers, the owner
 * app takes over the page at /auth/callback with the ID token to exchange.
 */
export function mountLanding() {
  const root: Root = mountRoot(<Landing onSignedIn={(idToken) => continueInOwnerApp(root, idToken)} />);
}

async function continueInOwnerApp(root: Root, idToken: string) {
  const [{ holdIdTokenForExchange }, { router }, { mountApp }] = await Promise.all([
    import('../../lib/owner-session'),
    import('../../app/router'),
    import('../../app/App'),
  ]);
  holdIdTokenForExchange(idToken);
  await router.navigate('/auth/callback');
  root.unmount();
  mountApp();
}
