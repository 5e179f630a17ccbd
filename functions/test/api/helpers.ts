import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createApp } from '../../src/app.js';

export const APP_ORIGIN = 'http://127.0.0.1:5000';
let app: ReturnType<typeof createApp> | undefined;

/** The real Express app, built once per test file against the emulators. */
export function testApp() {
  app ??= createApp();
  return app;
}

export interface GoogleAccount {
  sub: string;
  email: string;
  name: string;
}

export function newGoogleAccount(name = 'Maria Teste'): GoogleAccount {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@exemplo.com.br`, name };
}

/** Signs in with Google through the Auth emulator, as the web app's popup does, and answers the ID token. */
export async function googleIdToken(account: GoogleAccount): Promise<string> {
  const response = await fetch(`http://${inject('authHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify(account))}&providerId=google.com`,
      requestUri: 'http://127.0.0.1',
      returnSecureToken: true,
    }),
  });
  if (!response.ok) throw new Error(`Auth emulator: HTTP ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}
