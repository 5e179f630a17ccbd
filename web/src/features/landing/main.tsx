import { startTransition, useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { hydrateRootIn, mountRoot } from '../../lib/mount-root';
import { Landing } from './Landing';

/** index.html's element holding the header and hero the build drew (web/build/primeira-dobra.ts). */
const PRIMEIRA_DOBRA_ID = 'primeira-dobra';

/**
 * The landing page on its own, for a visit to / from a device that never signed in (src/main.tsx):
 * no router, query client or toasts, so the pitch paints after one small chunk. The owner app
 * (and the Firebase Auth SDK) load when the owner asks to sign in; once Google answers, the owner
 * app takes over the page at /auth/callback with the ID token to exchange.
 *
 * The build's drawing of the header and hero is hydrated, not replaced: its elements (the hero's
 * title, the page's largest paint) stay the ones painted with the first frame. Without a drawing
 * (`npm run dev` does not draw it) the page is rendered from scratch.
 */
export function mountLanding() {
  const desenhada = document.getElementById(PRIMEIRA_DOBRA_ID);
  const onSignedIn = (idToken: string) => continueInOwnerApp(root, idToken);
  let root: Root;
  if (desenhada?.firstElementChild) {
    // Shown whatever /pagina.js decided: from here on it is the page.
    document.documentElement.dataset.pagina = 'inicio';
    root = hydrateRootIn(desenhada, <LandingHidratada onSignedIn={onSignedIn} />);
  } else {
    root = mountRoot(<Landing onSignedIn={onSignedIn} />);
  }
}

/**
 * Its first render draws exactly what the build drew (the header and hero, sign-in buttons not yet
 * ready), so React keeps those elements; the rest of the page and the working buttons follow in
 * the next render.
 */
function LandingHidratada({ onSignedIn }: { onSignedIn: (idToken: string) => Promise<void> }) {
  const [hidratada, setHidratada] = useState(false);
  // A transition, so drawing the rest of the page yields to the browser between slices.
  useEffect(() => startTransition(() => setHidratada(true)), []);
  return <Landing onSignedIn={onSignedIn} soPrimeiraDobra={!hidratada} />;
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
