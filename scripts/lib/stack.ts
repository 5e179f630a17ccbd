import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import webpush from 'web-push';
import { deleteNotificacoesDoClienteVencidas } from '../../functions/src/jobs/notificacoes-do-cliente.js';
import { foldContagens } from '../../functions/src/jobs/fold-contagens.js';
import { confirmarCobrancasPix } from '../../functions/src/jobs/cobrancas-pix.js';
import { cobrancasPixDaPlataforma } from '../../functions/src/app.js';
import { readEnv } from '../../functions/src/config/env.js';
import { notifyPedidosParados } from '../../functions/src/jobs/pedidos-parados.js';
import { publishCatalogosPendentes } from '../../functions/src/jobs/publish-pendentes.js';
import { createNotificacoesDaEquipe, createEnvioPushDaPlataforma, dispositivosRepository } from '../../functions/src/model/dispositivos.js';
import { cspPaginas } from '../../functions/src/platform/http/security.js';
import { exportHasStackMarker, markStack } from './auth-emulator.js';
import { prioridadeNaSessao } from './prioridade.js';
import { connectDemoPixApi, DEMO_PIX_API_CHAVE, DEMO_PIX_API_CLIENT_ID, type DemoPixApi } from './demo-pix-api.js';
import { DEMO_ADMIN, DEMO_SLUG, seedDemoShop, seedPlatform } from './seed.js';
import { DEMO_MODA, DEMO_PIZZARIA, seedDemoLojasDeTipos } from './seed-tipos-de-loja.js';

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

/**
 * Where a test's stack takes its ports: below Linux's ephemeral range (32768–60999 by default), out
 * of which the system gives every outgoing connection its local port. A port drawn from that range
 * (listen(0)) could be taken by some client's connection while its stack was down for a restart
 * (CI clone, 2026-11-30: the restarted stack's Logging port was in use).
 */
const TEST_PORTS = { first: 20_000, last: 32_767 };

/** Binds `port` on 127.0.0.1 for a moment: whether nobody uses it right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const server = createServer();
    server.unref();
    server.once('error', () => answer(false));
    server.listen(port, '127.0.0.1', () => server.close(() => answer(true)));
  });
}

/** Ports nobody uses right now: test runs never collide with each other or with `npm start`. */
export async function freePorts(): Promise<Ports> {
  const ports: number[] = [];
  while (ports.length < 6) {
    const port = TEST_PORTS.first + Math.floor(Math.random() * (TEST_PORTS.last - TEST_PORTS.first + 1));
    if (!ports.includes(port) && (await isFree(port))) ports.push(port);
  }
  const [hosting, functions, auth, firestore, hub, logging] = ports as [number, number, number, number, number, number];
  return { hosting, functions, auth, firestore, hub, logging };
}

export interface StackOptions {
  ports: Ports;
  dataDir: string;
  /** Wipe the data before starting. */
  fresh?: boolean;
  /** Skip building web/ (dev mode: Vite serves it). */
  skipWebBuild?: boolean;
  /** Serve what is already built (functions/lib, web/dist): a second stack started beside the first. */
  skipBuild?: boolean;
  log?: (line: string) => void;
  /**
   * How often this process folds the pending contagens (jobs/fold-contagens.ts), as production's
   * scheduled function does every minute; the Functions emulator does not run schedules. Test
   * stacks fold sooner so that a browser test sees its visits in Analytics within seconds.
   */
  foldIntervalMs?: number;
  /**
   * How often this process pushes the orders left waiting (jobs/pedidos-parados.ts), every minute
   * as deployed. The e2e stack runs it every second: a test sees an order's pedido_parado within
   * seconds of the shop's minutes.
   */
  pedidosParadosIntervalMs?: number;
  /**
   * Also serve the product with the built functions in the Hosting process itself
   * (scripts/lib/hosting-process.ts) at `urls.inProcess`: the e2e stack's browser flows.
   */
  inProcess?: boolean;
  /**
   * Run the local bank (test/support/psp-local) beside the stack, with its files in the data
   * folder, and connect the demo pizzeria to it (scripts/lib/demo-pix-api.ts): `npm start` and
   * `npm run dev`. The test stacks start banks of their own when they need one.
   */
  pspLocal?: PspLocalOptions;
}

export interface RunningStack {
  /** `app`: Hosting → Functions emulator; `inProcess`: the same product from one process (StackOptions.inProcess), or null. */
  urls: { app: string; inProcess: string | null; auth: string; firestore: string };
  seeded: boolean;
  /** Where the stack keeps its data (its Firestore, Auth, pictures, keys). */
  dataDir: string;
  /** The guard of the Firebase emulators (Auth, Functions): it exits when they do. */
  firebase: ChildProcess;
  /** The local Hosting at `urls.app` (scripts/lib/hosting-process.ts). */
  hosting: ChildProcess;
  /** The local Firestore's own process: the emulators keep serving (with 503s) if it dies. */
  firestore: ChildProcess;
  /**
   * The local bank (StackOptions.pspLocal): its URLs, the guard of its process, and what became
   * of the demo pizzeria's connection to it; null when not asked for or when it did not come up.
   */
  psp: { baseUrl: string; controleUrl: string; process: ChildProcess; demo: DemoPixApi | null } | null;
  stop(): Promise<void>;
}

/** A TypeScript file of scripts/ run by Node with tsx's loader, in its own process group (and session, at this process's niceness), with an IPC channel. */
function spawnScript(file: string, args: string[], stdio: 'inherit' | 'pipe', env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const io: StdioOptions = ['ignore', stdio, stdio, 'ipc'];
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'lib', file), ...args], {
    cwd: ROOT,
    env,
    stdio: io,
    detached: true,
  });
  prioridadeNaSessao(child.pid);
  return child;
}

/**
 * Runs a command through scripts/lib/guard.ts: in a process group of its own, ended whole when
 * stopFirebaseEmulators / stopGuarded asks, when the command exits, and when this process dies in
 * any way (a terminal's Ctrl-C reaches only this process, which then stops each child once).
 */
export function spawnGuarded(
  command: string,
  args: string[],
  { stdio = 'inherit', env }: { stdio?: 'inherit' | 'pipe'; env?: NodeJS.ProcessEnv } = {},
) {
  return spawnScript('guard.ts', [String(STOP_GRACE_MS), command, ...args], stdio, env);
}

/** How long the Firebase emulators get to export and exit before their group is killed. */
const STOP_GRACE_MS = 30_000;

/** Asks a guard to stop its command and waits for both to be gone. */
export function stopGuarded(guard: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (guard.exitCode !== null || guard.signalCode !== null) return done();
    const killer = setTimeout(() => guard.kill('SIGKILL'), STOP_GRACE_MS + 5_000);
    guard.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    if (guard.connected) guard.send('stop');
    else guard.kill('SIGTERM');
  });
}

/** The local Firestore (scripts/lib/firestore-process.ts), in a process of its own that ends with this one. */
export async function spawnFirestoreEmulator({ port, dataFile }: { port: number; dataFile: string }) {
  const child = spawnScript('firestore-process.ts', [String(port), dataFile], 'inherit');
  const reply = (expected: string) =>
    new Promise<void>((done, fail) => {
      const onMessage = (message: unknown) => {
        if (message !== expected) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        done();
      };
      const onExit = (code: number | null) => fail(new Error(`O Firestore local parou (código ${code}).`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  await reply('ready');
  return {
    host: `127.0.0.1:${port}`,
    process: child,
    /** Writes the data file now (it is also written every second). */
    save: async () => {
      if (!child.connected) return;
      const saved = reply('saved');
      child.send('save');
      await saved;
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null || !child.connected) return done();
        child.once('exit', () => done());
        child.send('stop');
      }),
  };
}

/** Reads and writes the stack's Firestore (its own process, `RunningStack.firestore`) has billed so far. */
export function contagemDoFirestore(firestore: ChildProcess): Promise<{ leituras: number; escritas: number }> {
  return new Promise((done) => {
    const onMessage = (message: unknown) => {
      const { contagem } = (message ?? {}) as { contagem?: { leituras: number; escritas: number } };
      if (!contagem) return;
      firestore.off('message', onMessage);
      done(contagem);
    };
    firestore.on('message', onMessage);
    firestore.send('contagem');
  });
}

/**
 * The local stack's bank (issue 45): test/support/psp-local/main.ts, the Banco Central's API Pix
 * over mutual TLS, in a process of its own beside the emulators: `node --import tsx main.ts` under
 * a guard like every child here (its own PID, SIGINT when the stack stops, gone with the process
 * that started it however that one ends). Its files (the authority the Functions emulator trusts,
 * PIX_API_CA_ARQUIVO; the client's certificate and credentials) go to `dir`, new at every start:
 * the PSP keeps nothing, its charges live as long as it does.
 */
export interface PspLocalOptions {
  /** The API Pix's port (https) and its control API's (plain http, `/_psp`). */
  porta: number;
  portaDeControle: number;
  /** Every new charge pays itself this many ms after it was created: the demo's "Pago" with nobody paying. */
  pagarAposMs: number;
}

/** What main.ts prints once it is up. */
export interface PspLocalNoAr {
  baseUrl: string;
  tokenUrl: string;
  controleUrl: string;
  arquivos: { autoridade: string; certificado: string; chavePrivada: string; pkcs12: string; credenciais: string };
}

/** How long the PSP may take to come up: its certificates and the document's validators (16 s on a loaded 2-core machine). */
const PSP_PRAZO_MS = 120_000;

export async function spawnPspLocal(
  { porta, portaDeControle, pagarAposMs }: PspLocalOptions,
  { dir, chave, clientId, log }: { dir: string; chave: string; clientId: string; log: (line: string) => void },
) {
  const main = join(ROOT, 'test', 'support', 'psp-local', 'main.ts');
  const args = ['--import', 'tsx', main, '--porta', String(porta), '--porta-de-controle', String(portaDeControle), '--dir', dir];
  args.push('--pagar-apos-ms', String(pagarAposMs), '--chave', chave, '--client-id', clientId);
  const guard = spawnGuarded(process.execPath, args, { stdio: 'pipe' });
  const saida: string[] = [];
  let up = false;
  const noAr = await new Promise<PspLocalNoAr>((done, fail) => {
    let resto = '';
    const prazo = setTimeout(() => fail(new Error(`não respondeu em ${PSP_PRAZO_MS / 1000} s`)), PSP_PRAZO_MS);
    const onExit = (code: number | null) => {
      clearTimeout(prazo);
      fail(new Error(`parou (código ${code}): ${saida.join('').trim().slice(-2000)}`));
    };
    guard.once('exit', onExit);
    // Before it is up, kept for the error; after, shown (a Node warning, a crash's trace).
    guard.stderr!.on('data', (chunk: Buffer) => (up ? log(chunk.toString().trimEnd()) : saida.push(chunk.toString())));
    guard.stdout!.on('data', (chunk: Buffer) => {
      const linhas = (resto + chunk.toString()).split('\n');
      resto = linhas.pop()!;
      for (const linha of linhas) {
        if (linha.startsWith('{') && linha.includes('"no ar"')) {
          clearTimeout(prazo);
          guard.off('exit', onExit);
          up = true;
          done(JSON.parse(linha) as PspLocalNoAr);
        } else if (linha.trim()) {
          // A request the Banco Central's document does not allow is a bug of Vitrine's: shown where the developer looks.
          log(linha);
        }
      }
    });
  }).catch(async (error: unknown) => {
    await stopGuarded(guard);
    throw error;
  });
  return { ...noAr, process: guard };
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

/** firebase.json's Hosting section, its pages' CSP letting the app reach this stack's Auth emulator. */
function hostingConfigFor(ports: Ports) {
  const { hosting } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const regra of hosting.headers as { headers: { key: string; value: string }[] }[]) {
    for (const header of regra.headers) {
      if (header.key === 'Content-Security-Policy') header.value = cspPaginas(`127.0.0.1:${ports.auth}`);
    }
  }
  return hosting;
}

/** firebase.json for this stack's emulators, with its ports, written beside it so that its relative paths keep working. */
function firebaseConfigFor(ports: Ports): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const name of ['auth', 'functions', 'hub', 'logging'] as const) config.emulators[name].port = ports[name];
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
 * Starts firebase-tools' emulators under a guard (spawnGuarded) and waits until `readyUrl` answers.
 *
 * Each stack gets a temporary directory of its own as TMPDIR: firebase-tools keeps its hub's
 * locator in os.tmpdir() as hub-<project id>.json, so stacks sharing one temp dir and the project id
 * share one locator, and the second stack's --export-on-exit asks the first stack's hub to export
 * (its Auth accounts land in the second stack's data). The guard removes nothing; we remove the
 * directory once the emulators are gone.
 */
export async function startFirebaseEmulators({
  ports,
  only,
  env,
  authDataDir,
  exportDir,
  readyUrl,
}: {
  ports: Ports;
  only: string;
  env: Record<string, string>;
  /** An export to import at start. */
  authDataDir?: string;
  /** Where the emulators export their data when they stop. */
  exportDir?: string;
  readyUrl: string;
}): Promise<ChildProcess> {
  const config = firebaseConfigFor(ports);
  const args = ['emulators:start', '--only', only, '--project', PROJECT_ID, '--config', config];
  if (exportDir) args.push('--export-on-exit', exportDir);
  if (authDataDir && existsSync(join(authDataDir, 'firebase-export-metadata.json'))) args.push('--import', authDataDir);
  const hubDir = mkdtempSync(join(tmpdir(), 'vitrine-hub-'));
  // The CLI run by this Node with scripts/lib/firebase-preload.mjs loaded first (the Auth emulator's
  // validators compiled on first use, not all at start): what `firebase` (node_modules/.bin) runs.
  const cli = realpathSync(bin('firebase'));
  const preload = join(ROOT, 'scripts', 'lib', 'firebase-preload.mjs');
  const child = spawnGuarded(process.execPath, ['--import', pathToFileURL(preload).href, cli, ...args], {
    stdio: 'pipe',
    // FUNCTIONS_DISCOVERY_TIMEOUT: the CLI gives the code 10 s to load and declare its functions, then
    // serves none; on two cores under the whole test run (CI, 2026-11-29) loading took longer.
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID, TMPDIR: hubDir, FUNCTIONS_DISCOVERY_TIMEOUT: '60', ...env },
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (process.env.VITRINE_VERBOSE) process.stdout.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  child.once('exit', () => {
    rmSync(config, { force: true });
    rmSync(hubDir, { recursive: true, force: true });
  });
  try {
    await waitFor(readyUrl, child, 180_000);
  } catch (error) {
    process.stderr.write(output.join(''));
    await stopGuarded(child);
    throw error;
  }
  return child;
}

/** Stops the emulators with SIGINT (they export on the way out), then ends whatever they left in their process group. */
export const stopFirebaseEmulators = stopGuarded;

/**
 * The Auth export a stopping stack wrote is kept only if it holds this stack's marker: an export
 * written by some other stack's hub (see startFirebaseEmulators) would replace this stack's accounts.
 */
function adoptAuthExport(exportDir: string, authDir: string, stackId: string, log: (line: string) => void) {
  if (!existsSync(exportDir)) return;
  if (exportHasStackMarker(exportDir, stackId)) {
    rmSync(authDir, { recursive: true, force: true });
    renameSync(exportDir, authDir);
  } else {
    rmSync(exportDir, { recursive: true, force: true });
    log(`A exportação do Auth não veio desta pilha: as contas salvas antes em ${authDir} foram mantidas.`);
  }
}

/**
 * The stack's VAPID pair for Web Push (functions/src/config/env.ts), made once and kept in its data
 * folder (vapid.json), so the devices subscribed on it keep receiving across restarts. Never committed:
 * the data folder is ignored.
 */
export function vapidKeys(dir: string): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const file = join(dir, 'vapid.json');
  if (!existsSync(file)) {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }, null, 2), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string };
}

/**
 * This stack's Hosting (scripts/lib/hosting-process.ts) on `port` (0: a free one): Hosting's config
 * (the CSP for this stack's Auth emulator), its function rewrites proxied to `functionsEmulator`,
 * or, without it, answered by the built functions in that process with the function's environment.
 */
async function spawnHosting(ports: Ports, port: number, env: Record<string, string>, functionsEmulator?: string) {
  const args = [JSON.stringify(hostingConfigFor(ports)), String(port), ...(functionsEmulator ? [functionsEmulator] : [])];
  const child = spawnScript('hosting-process.ts', args, 'inherit', { ...process.env, ...env });
  const listening = await new Promise<number>((done, fail) => {
    child.once('message', (message) => done((message as { port: number }).port));
    child.once('exit', (code) => fail(new Error(`O Hosting local parou (código ${code}).`)));
  });
  return { url: `http://127.0.0.1:${listening}`, process: child };
}

/** Requests the Functions emulator runs at once (its workers per function): still several instances, as deployed. */
const FUNCTIONS_PARALLEL = 4;

/** Brings up Firestore (Node emulator), this stack's Hosting, then Auth + Functions (firebase-tools), seeding a fresh stack. */
export async function startStack({
  ports,
  dataDir: dir,
  fresh,
  skipWebBuild,
  skipBuild,
  log = console.log,
  foldIntervalMs = 60_000,
  pedidosParadosIntervalMs = 60_000,
  inProcess = false,
  pspLocal,
}: StackOptions): Promise<RunningStack> {
  if (fresh) rmSync(dir, { recursive: true, force: true });
  const firestoreFile = join(dir, 'firestore.json');
  const authDir = join(dir, 'auth');
  const authExportDir = join(dir, 'auth.pending');
  const imagesDir = join(dir, 'imagens');
  const isNew = !existsSync(firestoreFile);
  const stackId = randomUUID();
  rmSync(authExportDir, { recursive: true, force: true });

  if (!skipBuild) build({ skipWebBuild });

  // The bank comes up beside the emulators (about 4 s of CPU): the function reads its authority at
  // each connection, so nothing waits for it until the demo shop connects. A bank that does not
  // come up (its port taken) leaves the product serving, with the demo shop not connected.
  const pspDir = join(dir, 'psp-local');
  const pspStarting = pspLocal
    ? spawnPspLocal(pspLocal, { dir: pspDir, chave: DEMO_PIX_API_CHAVE, clientId: DEMO_PIX_API_CLIENT_ID, log }).catch((error: unknown) => {
        log(`O banco local (PSP) não subiu: ${(error as Error).message}. A pizzaria demo fica sem a API Pix.`);
        return null;
      })
    : Promise.resolve(null);
  const stopPsp = async () => {
    const psp = await pspStarting;
    if (psp) await stopGuarded(psp.process);
  };

  const firestore = await spawnFirestoreEmulator({ port: ports.firestore, dataFile: firestoreFile }).catch(async (error: unknown) => {
    await stopPsp();
    throw error;
  });
  const authHost = `127.0.0.1:${ports.auth}`;
  const app = `http://127.0.0.1:${ports.hosting}`;
  const vapid = vapidKeys(dir);
  // What the function runs with, in the Functions emulator and in the front served in-process.
  const functionEnv = {
    FIRESTORE_EMULATOR_HOST: firestore.host,
    LOCAL_IMAGES_DIR: imagesDir,
    ...vapid,
    // The shops' bank credentials' key (platform/pix/cifra.ts), made on first use in the stack's data,
    // and the local PSP's authority, trusted once a PSP started with `--dir <data>/psp-local` wrote it
    // (test/support/psp-local/README.md; read at each connection, so the PSP may start after the stack).
    PIX_CREDENCIAIS_CHAVE_ARQUIVO: join(dir, 'pix-credenciais.key'),
    PIX_API_CA_ARQUIVO: join(pspDir, 'autoridade.pem'),
    // Where a bank's notifications reach this stack's API (issue 45's webhook, registered when a shop
    // connects): its Hosting, which passes /api to the Functions emulator, as a deployed bank reaches
    // the public origin.
    PIX_WEBHOOK_ORIGEM: app,
    // As deployed (Cloud Functions runs Node with NODE_ENV=production): the runtime's own error
    // pages, such as its 400 for malformed JSON, then carry no stack trace or file paths.
    NODE_ENV: 'production',
    // Not on Google Cloud: the Admin SDK's credential lookup must not probe the metadata server.
    METADATA_SERVER_DETECTION: 'none',
    // The Functions emulator starts a worker process (about 2 s of CPU and 165 MB each) for every
    // request that finds no idle one, up to 50 at a time: a catalogue's burst of pictures on a
    // 2-core machine started dozens, each slowing the next (8 s for 10 parallel calls to
    // /api/health). Capped, requests beyond the cap wait in the emulator's queue for a warm one.
    FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTIONS_PARALLEL),
  };
  // Hosting is this stack's own (scripts/lib/hosting-process.ts), not firebase-tools' Hosting
  // emulator: the same code, behind a check of the request's path (one anonymous `GET //%3Cx%3E`
  // stopped the emulator, and `npm start` with it).
  const hostingEnv = { ...functionEnv, FIREBASE_AUTH_EMULATOR_HOST: authHost, GCLOUD_PROJECT: PROJECT_ID };
  const hosting = await spawnHosting(ports, ports.hosting, hostingEnv, `http://127.0.0.1:${ports.functions}`).catch(
    async (error: unknown) => {
      await Promise.all([firestore.stop(), stopPsp()]);
      throw error;
    },
  );
  const firebase = await startFirebaseEmulators({
    ports,
    only: 'auth,functions',
    env: functionEnv,
    authDataDir: authDir,
    exportDir: authExportDir,
    readyUrl: `${app}/api/health`,
  }).catch(async (error: unknown) => {
    hosting.process.kill();
    await Promise.all([firestore.stop(), stopPsp()]);
    throw error;
  });
  await markStack(authHost, stackId);
  const hostingInProcess = inProcess
    ? await spawnHosting(ports, 0, hostingEnv).catch(async (error: unknown) => {
        hosting.process.kill();
        await stopFirebaseEmulators(firebase);
        await Promise.all([firestore.stop(), stopPsp()]);
        throw error;
      })
    : null;

  // An Admin app of this stack's own (named by its id): the Firestore client takes its emulator's
  // host from the environment when it is made, and a process may run two stacks (the e2e lanes).
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  const admin = initializeApp({ projectId: PROJECT_ID }, stackId);
  const db = getFirestore(admin);
  if (isNew) {
    await seedPlatform(db);
    await seedDemoShop(db, { authEmulatorHost: authHost, imagesDir });
    await seedDemoLojasDeTipos(db, { authEmulatorHost: authHost, imagesDir });
    await firestore.save();
    log(
      `Dados demo criados: lojas /loja/${DEMO_SLUG}, /loja/${DEMO_MODA.slug} e /loja/${DEMO_PIZZARIA.slug}, planos, configurações e administrador.`,
    );
  }
  // At every start, not only the first: the bank's certificates are new each time (demo-pix-api.ts).
  const pspNoAr = await pspStarting;
  let demoPixApi: DemoPixApi | null = null;
  // Three tries, 2 s apart: connecting checks the bank within its deadline, through a Functions
  // worker still cold, and two stacks starting at once on a loaded machine (CI, 2026-11-29) missed it once.
  for (let tentativa = 1; pspNoAr && !demoPixApi && tentativa <= 3; tentativa++) {
    if (tentativa > 1) await new Promise((pronto) => setTimeout(pronto, 2_000));
    demoPixApi = await connectDemoPixApi(db, { app, authHost, arquivos: pspNoAr.arquivos }).catch((error: unknown) => {
      log(`A pizzaria demo não foi conectada ao banco local (tentativa ${tentativa} de 3): ${(error as Error).message}`);
      return null;
    });
  }

  // The scheduled functions, which the Functions emulator does not run: each one run at a time,
  // like its single instance; a failed run is retried at the next tick.
  let stopped = false;
  const periodico = (job: () => Promise<unknown>, intervaloMs: number, falha: string) => {
    let emCurso: Promise<unknown> = Promise.resolve();
    return setInterval(() => {
      emCurso = emCurso.then(job).catch((error: unknown) => stopped || log(`${falha}: ${String(error)}`));
    }, intervaloMs);
  };
  const notificacoesDaEquipe = createNotificacoesDaEquipe(
    dispositivosRepository(db),
    createEnvioPushDaPlataforma(db, { vapid: { publicKey: vapid.VAPID_PUBLIC_KEY, privateKey: vapid.VAPID_PRIVATE_KEY }, local: true }),
  );
  // The job reads the shops' bank connections with the function's own settings (the credentials' key, the PSP's authority).
  const cobrancasDaPilha = cobrancasPixDaPlataforma(readEnv({ ...process.env, ...hostingEnv }), db);
  const jobs = [
    periodico(() => foldContagens(db), foldIntervalMs, 'Falha ao consolidar as contagens'),
    // Every minute, as deployed: catalogues whose request's publish failed heal within a minute here too.
    periodico(() => publishCatalogosPendentes(db), 60_000, 'Falha ao publicar os catálogos pendentes'),
    // With the pair the stack's function signs with, and its push services on 127.0.0.1 allowed (emulators).
    periodico(() => notifyPedidosParados(db, { notificacoesDaEquipe }), pedidosParadosIntervalMs, 'Falha ao avisar dos pedidos parados'),
    // Every hour, as deployed: the customers' push subscriptions a day after their order ended.
    periodico(() => deleteNotificacoesDoClienteVencidas(db), 3_600_000, 'Falha ao apagar os avisos de clientes vencidos'),
    // Every minute, as deployed: the PIX charges whose bank notification was lost, re-read (issue 45).
    periodico(() => confirmarCobrancasPix(db, { cobrancas: cobrancasDaPilha }), 60_000, 'Falha ao confirmar os PIX pendentes'),
  ];

  let stopping: Promise<void> | null = null;
  return {
    urls: { app, inProcess: hostingInProcess?.url ?? null, auth: `http://${authHost}`, firestore: firestore.host },
    dataDir: dir,
    seeded: isNew,
    firebase,
    hosting: hosting.process,
    firestore: firestore.process,
    psp: pspNoAr && { baseUrl: pspNoAr.baseUrl, controleUrl: pspNoAr.controleUrl, process: pspNoAr.process, demo: demoPixApi },
    stop() {
      jobs.forEach(clearInterval);
      // Not waiting for a fold or publish in flight: each of its transactions commits whole or not at all, and
      // against a Firestore that is already gone it would retry for minutes and hold the stop.
      stopped = true;
      hosting.process.kill();
      hostingInProcess?.process.kill();
      stopping ??= Promise.all([
        stopFirebaseEmulators(firebase)
          .then(() => adoptAuthExport(authExportDir, authDir, stackId, log))
          .then(() => firestore.stop())
          .then(() => deleteApp(admin)),
        pspNoAr && stopGuarded(pspNoAr.process),
      ]).then(() => undefined);
      return stopping;
    },
  };
}

export { DEMO_ADMIN, DEMO_MODA, DEMO_PIZZARIA, DEMO_SLUG };
