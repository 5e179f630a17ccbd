import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { aoPai, pararSemOPai } from './canal-do-pai.js';
import { comoNoRuntime } from './functions-runtime.js';

/**
 * The local stack's Hosting: Hosting's files, rewrites and headers served by the code the Hosting
 * emulator runs (superstatic, and firebase-tools' proxy for the function rewrites), behind a check
 * that refuses what that code cannot read (readableTarget). Two ways to answer a function rewrite:
 *  - given the Functions emulator's origin, proxied to it (`npm start`, and the e2e suites about
 *    bodies, uploads and crashes: runtimeUrl), as the Hosting emulator does;
 *  - without it, the built functions (functions/lib) answering in this one long-lived process,
 *    through the runtime's body parsing (functions-runtime.ts): the e2e browser flows, a fifth less
 *    CPU than the Functions emulator's proxy and workers (docs/performance.md).
 *
 *   node --import tsx scripts/lib/hosting-process.ts <hosting config JSON> <port, 0 for a free one> [<Functions emulator origin>]
 *
 * The environment is the function's (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, …, as
 * scripts/lib/stack.ts gives the emulator); it listens on 127.0.0.1, sends `{ port }` on its IPC
 * channel and ends with the process that started it.
 */
const [hostingConfig, porta, functionsEmulator] = process.argv.slice(2);
const ROOT = join(import.meta.dirname, '../..');
const requireFromTools = createRequire(join(ROOT, 'node_modules/firebase-tools/package.json'));
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const superstatic = requireFromTools('superstatic') as {
  server(spec: Record<string, unknown>): { use(middleware: Middleware): void; listen(done: () => void): Server };
};
const { proxyRequestHandler } = requireFromTools('./lib/hosting/proxy.js') as {
  proxyRequestHandler(url: string, label: string): (req: unknown, res: unknown, next: () => void) => Promise<void>;
};

/**
 * The built functions, each behind the runtime's body parsing, on a server of this process at the
 * paths the Functions emulator gives them (/{project}/{region}/{id}/…): the function sees the path
 * Hosting was asked for. Answers the server's origin.
 */
async function functionsInProcess(): Promise<string> {
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  const functions = createRequire(join(ROOT, 'functions/package.json'))('./lib/index.js') as Record<string, Handler>;
  const runtimes = new Map(Object.entries(functions).map(([id, handler]) => [id, comoNoRuntime(handler)]));
  const server = createServer((req, res) => {
    const [, , , id, ...resto] = (req.url ?? '/').split('/');
    const runtime = runtimes.get(id ?? '');
    if (!runtime) {
      res.statusCode = 404;
      return res.end();
    }
    req.url = `/${resto.join('/')}`;
    runtime(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Whether Hosting's code can read this request's target. superstatic answers 500 to a malformed
 * %-escape (`/%`, `/loja/%ZZ`: decodeURI throws), and the Hosting emulator's own first middleware
 * (`new URL(req.url, base)`, Node's documented idiom) threw on `//%3Cx%3E`, out of a promise,
 * which stopped firebase-tools and with it the whole `npm start`. Such a path names no page: 400.
 */
function readableTarget(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0]!);
    new URL(url, 'http://127.0.0.1');
    return true;
  } catch {
    return false;
  }
}

const functionsOrigin = functionsEmulator ?? (await functionsInProcess());

interface FunctionRewrite {
  function: { functionId: string; region: string };
}
const hosting = superstatic.server({
  port: Number(porta),
  hostname: '127.0.0.1',
  config: JSON.parse(hostingConfig!),
  compression: true,
  cwd: ROOT,
  stack: 'strict',
  rewriters: {
    function: ({ function: { functionId, region } }: FunctionRewrite) =>
      Promise.resolve(
        proxyRequestHandler(`${functionsOrigin}/${process.env.GCLOUD_PROJECT}/${region}/${functionId}`, `Function ${functionId}`),
      ),
  },
});
hosting.use((req, res, next) => {
  if (readableTarget(req.url ?? '')) return next();
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
  res.end('Endereço inválido.\n');
});
const servidor = await new Promise<Server>((done, fail) => {
  const listening = hosting.listen(() => done(listening));
  listening.once('error', fail);
});

// An idle connection stays open as long as Google's front ends keep one (610 s on Cloud Load
// Balancing), not Node's 5 s. A CI run's fetch of robots.txt once failed with "fetch failed" and
// no answer; the known way is a request sent into an idle connection the server is just closing.
// Node's fetch drops an idle connection 2 s before the server's announced timeout, which a loaded
// machine's late timers can miss; past 600 s it drops its own, so now it always closes first.
servidor.keepAliveTimeout = 610_000;

pararSemOPai(() => process.exit(0));
process.on('message', (message) => message === 'stop' && process.exit(0));
aoPai({ port: (servidor.address() as AddressInfo).port });
