/**
 * A hint, not a credential: the session cookie is HttpOnly, so the page cannot see whether there is
 * one. '1' under this key when a sign-in succeeded or /users/me answered the owner on this device,
 * removed at logout or on a 401 (owner-session.ts keeps it). No React here: the boot entry reads it
 * to choose between the landing page alone and the owner app.
 */
export const SESSION_HINT_KEY = 'vitrine:session';

/** Whether this device may hold an owner's session. Storage off (private modes): maybe, so ask. */
export function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}
