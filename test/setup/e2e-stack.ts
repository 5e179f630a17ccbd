import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts, startStack } from '../../scripts/lib/stack.js';

/** The whole product, as `npm start` brings it up, on free ports and with fresh demo data in a temp dir. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
  // The stack's function inherits this environment. Every browser flow reaches it from the same
  // socket (the emulator has no client address), and the limits are shared by its workers
  // (model/limite-compartilhado.ts): raised, as for the API suite, or the suite's orders would be
  // refused; security-limites reads the counters themselves. The test-only scrypt cost
  // (config/env.ts) spares every admin login OWASP's.
  for (const nome of ['RATE_LIMIT_PEDIDOS', 'RATE_LIMIT_EVENTOS', 'RATE_LIMIT_UPLOADS', 'RATE_LIMIT_ADMIN_LOGIN_ESTRANHOS'])
    process.env[nome] ??= '1000000';
  process.env.ADMIN_SCRYPT_N ??= '1024';
  // Contagens folded every second (production: every minute), so Analytics shows a test's visits at once.
  const stack = await startStack({ ports: await freePorts(), dataDir, log: () => {}, foldIntervalMs: 1000 });
  project.provide('appUrl', stack.urls.app);
  project.provide('firestoreHost', stack.urls.firestore);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
