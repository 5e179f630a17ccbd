import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** One Admin SDK app per process; emulator hosts come from the environment as the SDK expects. */
export function firebase() {
  const app = getApps()[0] ?? initializeApp();
  return { auth: getAuth(app), db: getFirestore(app) };
}

export type Firebase = ReturnType<typeof firebase>;
