import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { DEMO_ADMIN, DEMO_SLUG, LOCAL_DATA_DIR, LOCAL_PORTS, ROOT, bin, startStack } from './lib/stack.js';

/**
 * npm start      builds everything and serves the product with demo data on http://127.0.0.1:5000
 * npm run dev    the same stack, plus Vite with hot reload on :5173 and functions rebuilt on change
 * npm run reset  deletes the local data; the next start seeds the demo again
 */
const args = new Set(process.argv.slice(2));

if (args.has('--reset')) {
  rmSync(LOCAL_DATA_DIR, { recursive: true, force: true });
  console.log('Dados locais apagados. O próximo `npm start` cria os dados demo de novo.');
  process.exit(0);
}

const dev = args.has('--dev');
const started = Date.now();
console.log(dev ? 'Preparando o ambiente de desenvolvimento...' : 'Compilando e iniciando a Vitrine...');
const stack = await startStack({ ports: LOCAL_PORTS, dataDir: LOCAL_DATA_DIR, skipWebBuild: dev });

const helpers: ChildProcess[] = [];
if (dev) {
  helpers.push(spawn(process.execPath, ['functions/build.mjs', '--watch'], { cwd: ROOT, stdio: 'inherit' }));
  helpers.push(spawn(bin('vite'), ['web'], { cwd: ROOT, stdio: 'inherit' }));
}

const { auth, firestore } = stack.urls;
// In dev mode people open Vite (hot reload), which proxies /api to the Hosting emulator.
const app = dev ? 'http://127.0.0.1:5173' : stack.urls.app;
console.log(`
Vitrine está no ar (${((Date.now() - started) / 1000).toFixed(1)} s)
  App e API        ${app}${dev ? '   (Vite com hot reload; /api vai para ' + stack.urls.app + ')' : ''}
  Loja demo        ${app}/loja/${DEMO_SLUG}
  Admin            ${app}/admin/login   e-mail ${DEMO_ADMIN.email}   senha ${DEMO_ADMIN.password}
  Auth emulator    ${auth}
  Firestore (Node) ${firestore}
Ctrl-C para parar. Os dados ficam em .data/local; \`npm run reset\` apaga tudo.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nParando...');
  for (const helper of helpers) helper.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
stack.firebase.once('exit', (code) => {
  if (stopping) return;
  console.error(`Os emuladores do Firebase pararam inesperadamente (código ${code}).`);
  void stop();
});
