import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts, startStack, type Ports } from '../../scripts/lib/stack.js';
import { E2E_LANES } from './e2e-lanes.js';
import { limitesDeTeste } from './limites.js';

/**
 * The whole product, as `npm start` brings it up, on free ports and with fresh demo data in a temp
 * dir: one stack per lane (test/setup/e2e-lanes.ts). Each worker drives only its own lane's stack
 * (test/e2e/browser.ts, e2eStack), so two browser flows never share data.
 */
export default async function setup(project: TestProject) {
  // The stack's function inherits this environment. Every browser flow reaches it from the same
  // socket (the emulator has no client address), and the limits are shared by its workers
  // (model/limite-compartilhado.ts): raised, as for the API suite, or the suite's orders would be
  // refused.
  limitesDeTeste();

  const dataDirs = Array.from({ length: E2E_LANES }, () => mkdtempSync(join(tmpdir(), 'vitrine-e2e-')));
  const ports = await distinctPorts(dataDirs.length);
  // The first stack builds functions/lib and web/dist (synchronously, before its first await); the
  // others serve that build and start beside it. Contagens folded every second
  // (production: every minute), so Analytics shows a test's visits at once; and orders left
  // waiting pushed every second, so security-notificacoes sees its waiting order's push within seconds.
  const stacks = await Promise.all(
    dataDirs.map((dataDir, lane) =>
      startStack({
        ports: ports[lane]!,
        dataDir,
        skipBuild: lane > 0,
        log: () => {},
        foldIntervalMs: 1000,
        pedidosParadosIntervalMs: 1000,
        inProcess: true,
      }),
    ),
  );
  project.provide(
    'e2eStacks',
    stacks.map((stack) => ({
      appUrl: stack.urls.inProcess!,
      runtimeUrl: stack.urls.app,
      firestoreHost: stack.urls.firestore,
      dataDir: stack.dataDir,
    })),
  );
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Free ports for `count` stacks, no port twice (each draw asks the system for ports free right now). */
async function distinctPorts(count: number): Promise<Ports[]> {
  for (;;) {
    const lanes: Ports[] = [];
    for (let lane = 0; lane < count; lane += 1) lanes.push(await freePorts());
    const all = lanes.flatMap((lane) => Object.values(lane));
    if (new Set(all).size === all.length) return lanes;
  }
}
