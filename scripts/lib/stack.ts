import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from './firestore-emulator.js';
import { DEMO_ADMIN, DEMO_SLUG, seedDemoShop, seedPlatform } from './seed.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-vitrine';

/** A command installed by npm in the workspace root. */
export function bin(name: string) {
  return join(ROOT, 'node_modules', '.bin', name);
}

/** Two port sets, so the test suite can run while a developer's `npm start` is up. */
export const PROFILES = {
  local: { hosting: 5000, functions: 5001, auth: 9099, firestore: 8080, hub: 4400, logging: 4500 },
  test: { hosting: 5050, functions: 5051, auth: 9199, firestore: 8180, hub: 4410, logging: 4510 },
} as const;
export type Profile = keyof typeof PROFILES;

export interface StackOptions {
  profile: Profile;
  /** Wipe the profile's data before starting. */
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

export function dataDir(profile: Profile) {
  return join(ROOT, '.data', profile);
}

function run(command: string, args: string[], label: string) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} falhou (código ${result.status})`);
}

export function build({ skipWebBuild }: { skipWebBuild?: boolean }) {
  run(process.execPath, ['functions/build.mjs'], 'Build das functions');
  if (!skipWebBuild) run(bin('vite'), ['build', 'web', '--logLevel', 'warn'], 'Build do web');
}

/** firebase.json with the profile's ports, written beside it so relative paths keep working. */
function firebaseConfigFor(profile: Profile): string {
  if (profile === 'local') return join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const ports = PROFILES[profile];
  for (const name of ['auth', 'functions', 'hosting', 'hub', 'logging'] as const) config.emulators[name].port = ports[name];
  const file = join(ROOT, `.firebase.${profile}.json`);
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

/** Brings up Firestore (Node emulator), then Auth + Functions + Hosting (firebase-tools), seeding a fresh stack. */
export async function startStack({ profile, fresh, skipWebBuild, log = console.log }: StackOptions): Promise<RunningStack> {
  const ports = PROFILES[profile];
  const dir = dataDir(profile);
  if (fresh) rmSync(dir, { recursive: true, force: true });
  const firestoreFile = join(dir, 'firestore.json');
  const authDir = join(dir, 'auth');
  const imagesDir = join(dir, 'imagens');
  const isNew = !existsSync(firestoreFile);

  build({ skipWebBuild });

  const firestore = await startFirestoreEmulator({ port: ports.firestore, dataFile: firestoreFile });
  const authHost = `127.0.0.1:${ports.auth}`;
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: firestore.host,
    LOCAL_IMAGES_DIR: imagesDir,
    GCLOUD_PROJECT: PROJECT_ID,
  };
  const args = ['emulators:start', '--only', 'auth,functions,hosting', '--project', PROJECT_ID, '--config', firebaseConfigFor(profile), '--export-on-exit', authDir];
  if (existsSync(join(authDir, 'firebase-export-metadata.json'))) args.push('--import', authDir);
  // Own process group: Ctrl-C reaches us, and we stop firebase once so that it exports auth data.
  const firebase = spawn(bin('firebase'), args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (process.env.VITRINE_VERBOSE) process.stdout.write(text);
  };
  firebase.stdout!.on('data', collect);
  firebase.stderr!.on('data', collect);

  const app = `http://127.0.0.1:${ports.hosting}`;
  try {
    await waitFor(`${app}/api/health`, firebase, 180_000);
  } catch (error) {
    process.stderr.write(output.join(''));
    firebase.kill('SIGKILL');
    firestore.stop();
    throw error;
  }

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
      stopping ??= new Promise<void>((done) => {
        const finish = () => {
          firestore.stop();
          done();
        };
        if (firebase.exitCode !== null) return finish();
        const killer = setTimeout(() => firebase.kill('SIGKILL'), 30_000);
        firebase.once('exit', () => {
          clearTimeout(killer);
          finish();
        });
        firebase.kill('SIGINT');
      });
      return stopping;
    },
  };
}

export { DEMO_ADMIN, DEMO_SLUG };
