import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
  const pedir = () =>
    fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        // Google's ID tokens say the e-mail is verified; a team invitation trusts only a verified e-mail.
        postBody: `id_token=${encodeURIComponent(JSON.stringify({ ...account, email_verified: true }))}&providerId=google.com`,
        requestUri: 'http://127.0.0.1',
        returnSecureToken: true,
      }),
    });
  let response: Response;
  try {
    response = await pedir();
  } catch (error) {
    // The emulator closes an idle kept-alive connection (its server's 5 s) just as Node's fetch
    // reuses it: "other side closed" before any answer. Signing the same account in again is
    // harmless, so once more, on a new connection.
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    response = await pedir();
  }
  if (!response.ok) throw new Error(`Auth emulator recusou o login Google: HTTP ${response.status}`);
  return (await response.json()) as { idToken: string; localId: string };
}

/**
 * Signs in as the web app does: Google on the Auth emulator, then POST /api/sessions at
 * `sessionsUrl` (the app's or the Functions runtime's): the `Cookie` header's value and the account's uid.
 */
export async function sessaoDoGoogle(
  authEmulatorHost: string,
  sessionsUrl: string,
  account: GoogleAccount,
): Promise<{ cookie: string; uid: string }> {
  const { idToken, localId } = await signInWithIdp(authEmulatorHost, account);
  const sessao = await fetch(sessionsUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (sessao.status !== 201) throw new Error(`POST ${sessionsUrl}: HTTP ${sessao.status}`);
  const cookie = sessao.headers
    .getSetCookie()
    .find((valor) => valor.startsWith('__session='))!
    .split(';')[0]!;
  return { cookie, uid: localId };
}

/**
 * A local stack's mark in its own Auth emulator: a disabled account (no provider, nobody can sign
 * in as it) whose display name is the id of the stack run. It travels in the stack's Auth export,
 * so a stack can tell an export of its own accounts from one another stack's hub wrote (stack.ts).
 */
const STACK_MARKER_UID = 'vitrine-local-stack';
const PROJECT_ACCOUNTS = '/identitytoolkit.googleapis.com/v1/projects/demo-vitrine/accounts';

async function ownerCall(authEmulatorHost: string, path: string, body: object): Promise<Response> {
  return fetch(`http://${authEmulatorHost}${PROJECT_ACCOUNTS}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
}

export async function markStack(authEmulatorHost: string, stackId: string): Promise<void> {
  // An imported export holds the previous run's mark: replace it.
  await ownerCall(authEmulatorHost, ':delete', { localId: STACK_MARKER_UID });
  const response = await ownerCall(authEmulatorHost, '', { localId: STACK_MARKER_UID, displayName: stackId, disabled: true });
  if (!response.ok) throw new Error(`Auth emulator recusou a marca da pilha: HTTP ${response.status} ${await response.text()}`);
}

/** Whether an Auth export (a firebase-tools export directory) holds this stack run's mark. */
export function exportHasStackMarker(exportDir: string, stackId: string): boolean {
  try {
    const { users = [] } = JSON.parse(readFileSync(join(exportDir, 'auth_export', 'accounts.json'), 'utf8')) as {
      users?: Array<{ localId?: string; displayName?: string }>;
    };
    return users.some((user) => user.localId === STACK_MARKER_UID && user.displayName === stackId);
  } catch {
    return false;
  }
}
