import { type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEMO_ADMIN,
  DEMO_MODA,
  DEMO_PIZZARIA,
  DEMO_SLUG,
  LOCAL_DATA_DIR,
  LOCAL_PORTS,
  bin,
  spawnGuarded,
  startStack,
  stopGuarded,
  type Ports,
  type PspLocalOptions,
  type RunningStack,
} from './lib/stack.js';

/**
 * npm start      builds everything and serves the product with demo data on http://127.0.0.1:5000
 * npm run dev    the same stack, plus Vite with hot reload on :5173 and functions rebuilt on change
 * npm run reset  deletes the local data; the next start seeds the demo again
 *
 * Options, for a second stack beside the first one (or a test's):
 *   --ports-from N     hosting N, functions N+1, Auth N+2, Firestore N+3, hub N+4, logging N+5,
 *                      the local bank (PSP) N+6 and its control API N+7 (by default 8443 and 8444)
 *   --data-dir DIR     its data (default .data/local)
 *   --skip-build       serve functions/lib and web/dist as they are (built by a first stack, or npm test)
 *
 * Every child (the Firebase emulators, the local Hosting and Firestore, the local bank, the dev helpers) runs in a process
 * group of its own that ends when this process stops (SIGINT, SIGTERM, SIGHUP) or dies in any way.
 * npm runs this file with `exec node` (package.json): npm forwards SIGINT/SIGTERM to its child,
 * and a shell or tsx in between would die of the signal without passing it on.
 */
const { values: options } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    'ports-from': { type: 'string' },
    'data-dir': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const dataDir = options['data-dir'] ? resolve(options['data-dir']) : LOCAL_DATA_DIR;

if (options.reset) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Dados locais apagados. O próximo `npm start` cria os dados demo de novo.');
  process.exit(0);
}

/**
 * The local bank (issue 45): the Banco Central's API Pix over mutual TLS, the demo pizzeria connected
 * to it, every charge paid 8 s after it is made (a PIX order turns "Pago" on its own), on ports of
 * its own beside the stack's.
 */
const LOCAL_PSP: PspLocalOptions = { porta: 8443, portaDeControle: 8444, pagarAposMs: 8_000 };

function portsFrom(first: string | undefined): { ports: Ports; psp: PspLocalOptions } {
  if (first === undefined) return { ports: LOCAL_PORTS, psp: LOCAL_PSP };
  const n = Number(first);
  if (!Number.isInteger(n) || n < 1024 || n > 65_528) {
    console.error(`--ports-from precisa de um número entre 1024 e 65528 (recebeu "${first}").`);
    process.exit(2);
  }
  return {
    ports: { hosting: n, functions: n + 1, auth: n + 2, firestore: n + 3, hub: n + 4, logging: n + 5 },
    psp: { ...LOCAL_PSP, porta: n + 6, portaDeControle: n + 7 },
  };
}

const dev = options.dev;
const started = Date.now();
/** What stop() ends, filled in as things start. */
const running: { stack?: RunningStack; helpers: ChildProcess[] } = { helpers: [] };

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nParando...');
  await Promise.all([...running.helpers.map(stopGuarded), running.stack?.stop()]);
  process.exit(code);
}
// A signal during the start exits at once: the children started so far end with this process.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
// A parent killed without a signal to pass on (SIGKILL) leaves this process to another parent.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void stop(), 1000).unref();

console.log(dev ? 'Preparando o ambiente de desenvolvimento...' : 'Compilando e iniciando a Vitrine...');
const { ports, psp } = portsFrom(options['ports-from']);
const stack = (running.stack = await startStack({
  ports,
  pspLocal: psp,
  dataDir,
  skipWebBuild: dev,
  skipBuild: options['skip-build'],
}));

if (dev) {
  running.helpers.push(spawnGuarded(process.execPath, ['functions/build.mjs', '--watch']));
  running.helpers.push(spawnGuarded(bin('vite'), ['web']));
}

const { auth, firestore } = stack.urls;
// In dev mode people open Vite (hot reload), which proxies /api to the stack's Hosting.
const app = dev ? 'http://127.0.0.1:5173' : stack.urls.app;
const demoNoBanco = {
  conectada: `pizzaria conectada: um pedido por PIX fica pago ${psp.pagarAposMs / 1000} s depois`,
  'outro-banco': 'a pizzaria está conectada a outro banco (tela Pagamentos)',
  'sem-loja': 'sem a pizzaria demo (`npm run reset` cria os dados demo de novo)',
};
const banco = stack.psp
  ? `${stack.psp.baseUrl}   ${stack.psp.demo ? demoNoBanco[stack.psp.demo] : 'a pizzaria não foi conectada (veja acima)'}; controle ${stack.psp.controleUrl}`
  : 'não subiu (veja acima)';
console.log(`
Vitrine está no ar (${((Date.now() - started) / 1000).toFixed(1)} s)
  App e API        ${app}${dev ? '   (Vite com hot reload; /api vai para ' + stack.urls.app + ')' : ''}
  Loja demo        ${app}/loja/${DEMO_SLUG}   (roupas: ${app}/loja/${DEMO_MODA.slug}, pizzaria: ${app}/loja/${DEMO_PIZZARIA.slug})
  Admin            ${app}/admin/login   e-mail ${DEMO_ADMIN.email}   senha ${DEMO_ADMIN.password}
  Auth emulator    ${auth}
  Firestore (Node) ${firestore}
  Banco (API Pix)  ${banco}
Ctrl-C para parar. Os dados ficam em ${dataDir}; \`npm run reset\` apaga tudo.
`);

stack.firebase.once('exit', (code) => {
  if (stopping) return;
  console.error(`Os emuladores do Firebase pararam inesperadamente (código ${code}).`);
  void stop(1);
});
stack.hosting.once('exit', (code) => {
  if (stopping) return;
  console.error(`O Hosting local parou inesperadamente (código ${code}).`);
  void stop(1);
});
// The product keeps serving without the bank: PIX orders get the static code, confirmed by hand, as in a bank's outage.
stack.psp?.process.once('exit', (code) => {
  if (!stopping) console.error(`O banco local (PSP) parou (código ${code}); os pedidos por PIX ficam com confirmação manual.`);
});
// The emulators keep serving without it (the API answers 503), as production does without Firestore.
stack.firestore.once('exit', (code) => {
  if (!stopping) console.error(`O Firestore local parou (código ${code}); a API responde 503 até um novo \`npm start\`.`);
});
