import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator } from '../../scripts/lib/firestore-emulator.js';
import { freePorts, startFirebaseEmulators, stopFirebaseEmulators } from '../../scripts/lib/stack.js';

/** A fresh, empty Firestore (Node emulator, in memory), a fresh Auth emulator and an empty pictures folder for the API suite. */
export default async function setup(project: TestProject) {
  const ports = await freePorts();
  const firestore = await startFirestoreEmulator({ port: ports.firestore });
  const authHost = `127.0.0.1:${ports.auth}`;
  const auth = await startFirebaseEmulators({ ports, only: 'auth', env: {}, readyUrl: `http://${authHost}/` });
  project.provide('firestoreHost', firestore.host);
  project.provide('authHost', authHost);
  // One pictures folder for the run (LOCAL_IMAGES_DIR, test/setup/api-env.ts): the files share one
  // module graph (isolate: false), so the app built once serves every file's uploads from it.
  const imagesDir = mkdtempSync(join(tmpdir(), 'vitrine-api-imagens-'));
  project.provide('imagesDir', imagesDir);
  // The bank credentials' local key (platform/pix/cifra.ts), new for the run and gone with it.
  const chavesDir = mkdtempSync(join(tmpdir(), 'vitrine-api-chaves-'));
  project.provide('pixChavesArquivo', join(chavesDir, 'pix-credenciais.key'));
  return async () => {
    rmSync(chavesDir, { recursive: true, force: true });
    await stopFirebaseEmulators(auth);
    firestore.stop();
    rmSync(imagesDir, { recursive: true, force: true });
  };
}
