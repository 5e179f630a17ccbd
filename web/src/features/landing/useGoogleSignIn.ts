import { useCallback, useState } from 'react';

const loadSignIn = () => import('../../lib/google-sign-in');

/**
 * Google sign-in from the landing page. The Firebase Auth SDK (and its config request) loads only
 * when the owner reaches for a 'Começar com Google' button (pointer over it, a finger on it,
 * keyboard focus): a visit that never asks to sign in downloads none of it, and by the click it is
 * usually ready, so the popup opens at once. A click with nothing warmed still works, a moment later.
 * `onSignedIn` gets the fresh ID token to exchange for a session.
 */
export function useGoogleSignIn(onSignedIn: (idToken: string) => Promise<void> | void) {
  const [busy, setBusy] = useState(false);
  const [erro, setErro] = useState(false);

  const prepare = useCallback(() => {
    void loadSignIn()
      .then((module) => module.prepareGoogleSignIn())
      .catch(() => {
        // offline or a new deploy: the click tries again and says so
      });
  }, []);

  const start = useCallback(async () => {
    setBusy(true);
    setErro(false);
    try {
      const { signInWithGoogle } = await loadSignIn();
      await onSignedIn(await signInWithGoogle());
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'auth/popup-closed-by-user' && code !== 'auth/cancelled-popup-request') {
        console.error(error);
        setErro(true);
      }
      setBusy(false);
    }
  }, [onSignedIn]);

  return { start, prepare, busy, erro };
}

export type GoogleSignIn = ReturnType<typeof useGoogleSignIn>;
