/** A Google account as the Auth emulator's Google provider takes it (`sub` is the Google user id). */
export interface GoogleAccount {
  sub: string;
  email: string;
  name: string;
}

/**
 * Signs in with Google through the Auth emulator, as the web app's popup does, and answers the
 * Firebase ID token and user id. The first sign-in of an account creates its user.
 */
export async function signInWithIdp(authEmulatorHost: string, account: GoogleAccount): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify(account))}&providerId=google.com`,
      requestUri: 'http://127.0.0.1',
      returnSecureToken: true,
    }),
  });
  if (!response.ok) throw new Error(`Auth emulator recusou o login Google: HTTP ${response.status}`);
  return (await response.json()) as { idToken: string; localId: string };
}
