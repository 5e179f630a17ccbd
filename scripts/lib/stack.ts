import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { cspPaginas } from '../../functions/src/platform/http/security.js';
import { startFirestoreEmulator } from './firestore-emulator.js';
import { DEMO_ADMIN, DEMO_SLUG, seedDemoShop, seedPlatform } from './seed.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-vitrine';

/** A command installed by npm in the workspace root. */
export function bin(name: string) {
  return join(ROOT, 'node_modules', '.bin', name);
}

export interface Ports {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  hub: number;
  logging: number;
}

/** The developer's stack (`npm start`, `npm run dev`), on the ports firebase.json names. */
export const LOCAL_PORTS: Ports = { hosting: 5000, functions: 5001, auth: 9099, firestore: 8080, hub: 4400, logging: 4500 };
export const LOCAL_DATA_DIR = join(ROOT, '.data', 'local');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Ports nobody uses right now: test runs never collide with each other or with `npm start`. */
export async function freePorts(): Promise<Ports> {
  const [hosting, functions, auth, firestore, hub, logging] = await Promise.all(Array.from({ length: 6 }, freePort));
  return { hosting: hosting!, functions: functions!, auth: auth!, firestore: firestore!, hub: hub!, logging: logging! };
}

export interface StackOptions {
  ports: Ports;
  dataDir: string;
  /** Wipe the data before starting. */
  fresh?: boolean;
  /** Skip building web/ (dev mode: Vite serves it). */
  skipWebBuild?: boolean;
  log?: (line: string) => void;
}

export interface RunningStack {
  urls: { app: string; auth: string; firestore: string };
  seeded: boolean;
  firebase: ChildProcess;
  stop(): Promise<void>;
}

function run(command: string, args: string[], label: string) {
  // Always a production build, even when started from the test runner (which sets NODE_ENV=test).
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`${label} falhou (código ${result.status})`);
}

export function build({ skipWebBuild }: { skipWebBuild?: boolean }) {
  run(process.execPath, ['functions/build.mjs'], 'Build das functions');
  if (!skipWebBuild) run(bin('vite'), ['build', 'web', '--logLevel', 'warn'], 'Build do web');
}

/**
 * firebase.json for this stack, written beside it so that its relative paths keep working: its
 * ports, and the pages' CSP letting the app reach this stack's Auth emulator (the committed policy
 * names no loopback origin, since deployed pages have no emulator).
 */
function firebaseConfigFor(ports: Ports): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const name of ['auth', 'functions', 'hosting', 'hub', 'logging'] as const) config.emulators[name].port = ports[name];
  for (const regra of config.hosting.headers as { headers: { key: string; value: string }[] }[]) {
    for (const header of regra.headers) {
      if (header.key === 'Content-Security-Policy') header.value = cspPaginas(`127.0.0.1:${ports.auth}`);
    }
  }
  const file = join(ROOT, `.firebase.${ports.hosting}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Os emuladores do Firebase pararam (código ${child.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} não respondeu em ${timeoutMs / 1000}s.`);
}

/**
 * Starts firebase-tools' emulators in their own process group (so that a terminal's Ctrl-C reaches
 * our script, which then stops firebase once and lets it export the Auth data) and waits until
 * `readyUrl` answers.
 */
export async function startFirebaseEmulators({
  ports,
  only,
  env,
  authDataDir,
  readyUrl,
}: {
  ports: Ports;
  only: string;
  env: Record<string, string>;
  authDataDir?: string;
  readyUrl: string;
}): Promise<ChildProcess> {
  const config = firebaseConfigFor(ports);
  const args = ['emulators:start', '--only', only, '--project', PROJECT_ID, '--config', config];
  if (authDataDir) {
    args.push('--export-on-exit', authDataDir);
    if (existsSync(join(authDataDir, 'firebase-export-metadata.json'))) args.push('--import', authDataDir);
  }
  const child = spawn(bin('firebase'), args, {
    cwd: ROOT,
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (process.env.VITRINE_VERBOSE) process.stdout.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  child.once('exit', () => rmSync(config, { force: true }));
  try {
    await waitFor(readyUrl, child, 180_000);
  } catch (error) {
    process.stderr.write(output.join(''));
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/**
 * Stops the emulators with SIGINT (they export on the way out), killing them if they hang, then
 * ends whatever they left in their process group (the Functions emulator's runtimes outlive it).
 */
export function stopFirebaseEmulators(child: ChildProcess): Promise<void> {
  const endGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is already gone
    }
  };
  return new Promise((done) => {
    const finish = () => {
      endGroup('SIGKILL');
      done();
    };
    if (child.exitCode !== null || child.signalCode !== null) return finish();
    const killer = setTimeout(() => endGroup('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(killer);
      finish();
    });
    child.kill('SIGINT');
  });
}

/** Brings up Firestore (Node emulator), then Auth + Functions + Hosting (firebase-tools), seeding a fresh stack. */
export async function startStack({ ports, dataDir: dir, fresh, skipWebBuild, log = console.log }: StackOptions): Promise<RunningStack> {
  if (fresh) rmSync(dir, { recursive: true, force: true });
  const firestoreFile = join(dir, 'firestore.json');
  const authDir = join(dir, 'auth');
  const imagesDir = join(dir, 'imagens');
  const isNew = !existsSync(firestoreFile);

  build({ skipWebBuild });

  const firestore = await startFirestoreEmulator({ port: ports.firestore, dataFile: firestoreFile });
  const authHost = `127.0.0.1:${ports.auth}`;
  const app = `http://127.0.0.1:${ports.hosting}`;
  const firebase = await startFirebaseEmulators({
    ports,
    only: 'auth,functions,hosting',
    env: { FIRESTORE_EMULATOR_HOST: firestore.host, LOCAL_IMAGES_DIR: imagesDir },
    authDataDir: authDir,
    readyUrl: `${app}/api/health`,
  }).catch((error: unknown) => {
    firestore.stop();
    throw error;
  });

  if (isNew) {
    process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
    const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
    await seedPlatform(db);
    await seedDemoShop(db, { authEmulatorHost: authHost, imagesDir });
    firestore.save();
    log(`Dados demo criados: loja /loja/${DEMO_SLUG}, planos, configurações e administrador.`);
  }

  let stopping: Promise<void> | null = null;
  return {
    urls: { app, auth: `http://${authHost}`, firestore: firestore.host },
    seeded: isNew,
    firebase,
    stop() {
      stopping ??= stopFirebaseEmulators(firebase).then(() => firestore.stop());
      return stopping;
    },
  };
}

export { DEMO_ADMIN, DEMO_SLUG };
