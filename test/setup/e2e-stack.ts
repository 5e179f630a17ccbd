import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts, startStack } from '../../scripts/lib/stack.js';

/** The whole product, as `npm start` brings it up, on free ports and with fresh demo data in a temp dir. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
  // Contagens folded every second (production: every minute), so Analytics shows a test's visits at once.
  const stack = await startStack({ ports: await freePorts(), dataDir, log: () => {}, foldIntervalMs: 1000 });
  project.provide('appUrl', stack.urls.app);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
