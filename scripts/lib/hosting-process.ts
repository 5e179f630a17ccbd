import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { comoNoRuntime } from './functions-runtime.js';

/**
 * The e2e stack's front: Hosting's files, rewrites and headers served by the same code the Hosting
 * emulator runs (superstatic, and firebase-tools' proxy for the function rewrites), with the built
 * functions (functions/lib) answering in this one long-lived process, through the runtime's body
 * parsing (functions-runtime.ts), instead of the Functions emulator's proxy and worker processes.
 * The browser flows spend a fifth less CPU (docs/performance.md); the suites about bodies, uploads
 * and crashes keep the real Hosting → Functions emulator path (test/e2e/browser.ts, runtimeUrl).
 *
 *   node --import tsx scripts/lib/hosting-process.ts <hosting config JSON>
 *
 * The environment is the function's (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, …, as
 * scripts/lib/stack.ts gives the emulator); it listens on a free port, sends `{ port }` on its IPC
 * channel and ends with the process that started it.
 */
const [hostingConfig] = process.argv.slice(2);
const ROOT = join(import.meta.dirname, '../..');
const requireFromTools = createRequire(join(ROOT, 'node_modules/firebase-tools/package.json'));
const superstatic = requireFromTools('superstatic') as {
  server(spec: Record<string, unknown>): { listen(done: () => void): import('node:http').Server };
};
const { proxyRequestHandler } = requireFromTools('./lib/hosting/proxy.js') as {
  proxyRequestHandler(url: string, label: string): (req: unknown, res: unknown, next: () => void) => Promise<void>;
};
type Handler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
const functions = createRequire(join(ROOT, 'functions/package.json'))('./lib/index.js') as Record<string, Handler>;

// The functions, each behind the runtime's body parsing, at the paths the Functions emulator gives
// them (/{project}/{region}/{id}/…): the function sees the path Hosting was asked for.
const runtimes = new Map(Object.entries(functions).map(([id, handler]) => [id, comoNoRuntime(handler)]));
const functionsServer = createServer((req, res) => {
  const [, , , id, ...resto] = (req.url ?? '/').split('/');
  const runtime = runtimes.get(id ?? '');
  if (!runtime) {
    res.statusCode = 404;
    return res.end();
  }
  req.url = `/${resto.join('/')}`;
  runtime(req, res);
});
await new Promise<void>((done) => functionsServer.listen(0, '127.0.0.1', done));
const functionsOrigin = `http://127.0.0.1:${(functionsServer.address() as AddressInfo).port}`;

interface FunctionRewrite {
  function: { functionId: string; region: string };
}
const hosting = superstatic.server({
  port: 0,
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
const servidor = await new Promise<import('node:http').Server>((done) => {
  const listening = hosting.listen(() => done(listening));
});

process.on('disconnect', () => process.exit(0));
process.on('message', (message) => message === 'stop' && process.exit(0));
process.send?.({ port: (servidor.address() as AddressInfo).port });
