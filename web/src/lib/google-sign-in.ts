import type { AuthClientConfig } from '@vitrine/shared';
import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import { api } from './api';
import { apiPaths } from '@vitrine/shared/api-paths';

let authPromise: Promise<Auth> | null = null;

/**
 * The Firebase Auth client, created once from the config the API gives (the local stack points it
 * at the Auth emulator). Persistence is in memory only: after the exchange the HttpOnly session
 * cookie is the one source of truth, so no token lingers in the browser's storage.
 */
function firebaseAuth(): Promise<Auth> {
  authPromise ??= api<AuthClientConfig>(apiPaths.authConfig).then((config) => {
    const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    const auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
    if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    return auth;
  });
  return authPromise;
}

/** Warms the SDK and its config up so that the click opens the popup at once. */
export function prepareGoogleSignIn(): void {
  void firebaseAuth().catch(() => {
    authPromise = null;
  });
}

/** Opens Google's account chooser and answers the fresh ID token to exchange for a session. */
export async function signInWithGoogle(): Promise<string> {
  const auth = await firebaseAuth();
  const credential = await signInWithPopup(auth, new GoogleAuthProvider());
  const idToken = await credential.user.getIdToken();
  await signOut(auth);
  return idToken;
}
