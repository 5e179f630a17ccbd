import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, bin } from './lib/stack.js';

/**
 * npm test: typecheck, lint, then every suite (unit, API over the emulators, end-to-end in Chromium).
 * Installs Debian's Chromium first when it is missing and we may (root); otherwise says how.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function step(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium não encontrado em ${CHROMIUM}. Instale com:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium fonts-liberation\nou aponte CHROMIUM_PATH para um Chromium existente.`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (step('Instalando o Chromium do Debian (apt-get)', 'apt-get', ['update', '-qq'], env) !== 0) process.exit(1);
  // Only what is missing: no upgrade of the machine's other packages and none of Chromium's
  // recommendations (sandbox, GPU, desktop services) that a headless --no-sandbox browser does
  // without; fonts-liberation is the one recommendation kept, so pages render with the same fonts.
  const pacotes = ['chromium', 'fonts-liberation'];
  const install = ['install', '-y', '-qq', '--no-upgrade', '--no-install-recommends', ...pacotes];
  if (step(`apt-get install ${pacotes.join(' ')}`, 'apt-get', install, env) !== 0) process.exit(1);
}

/** Runs a step with its output held back, so that two steps can run at once and print in turn. */
function quietStep(label: string, command: string, args: string[]): Promise<{ label: string; status: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ label, status: code ?? 1, output }));
  });
}

ensureChromium();
// Typecheck and lint are single-threaded: side by side they take the time of the longer one.
const checks = await Promise.all([
  quietStep('Typecheck', 'npm', ['run', '--silent', 'typecheck']),
  quietStep('Lint', 'npm', ['run', '--silent', 'lint']),
]);
for (const { label, status, output } of checks) {
  console.log(`\n▶ ${label}\n${output.trimEnd()}`);
  if (status !== 0) process.exit(1);
}

const report = join(ROOT, 'test-results', 'vitest.json');
// The whole fuzz suite, 1000 bodies per endpoint, whatever the shell says: a developer's own run of
// the API tests (`npm run test:api`) takes 50.
const status = step(
  'Testes (unit, api, e2e)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=./scripts/lib/camadas-reporter.ts', '--reporter=json', `--outputFile.json=${report}`],
  { ...process.env, FUZZ_RUNS: '1000' },
);

if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
process.exit(status);
