import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator } from '../../scripts/lib/firestore-emulator.js';
import { freePorts, startFirebaseEmulators, stopFirebaseEmulators } from '../../scripts/lib/stack.js';

/** A fresh, empty Firestore (Node emulator, in memory) and a fresh Auth emulator for the API suite. */
export default async function setup(project: TestProject) {
  const ports = await freePorts();
  const firestore = await startFirestoreEmulator({ port: ports.firestore });
  const authHost = `127.0.0.1:${ports.auth}`;
  const auth = await startFirebaseEmulators({ ports, only: 'auth', env: {}, readyUrl: `http://${authHost}/` });
  project.provide('firestoreHost', firestore.host);
  project.provide('authHost', authHost);
  return async () => {
    await stopFirebaseEmulators(auth);
    firestore.stop();
  };
}
