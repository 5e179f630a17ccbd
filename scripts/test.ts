import { spawnSync } from 'node:child_process';
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
      `Chromium não encontrado em ${CHROMIUM}. Instale com:\n  sudo apt-get update && sudo apt-get install -y chromium\nou aponte CHROMIUM_PATH para um Chromium existente.`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (step('Instalando o Chromium do Debian (apt-get)', 'apt-get', ['update', '-qq'], env) !== 0) process.exit(1);
  if (step('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], env) !== 0) process.exit(1);
}

ensureChromium();
if (step('Typecheck', 'npm', ['run', '--silent', 'typecheck']) !== 0) process.exit(1);
if (step('Lint', 'npm', ['run', '--silent', 'lint']) !== 0) process.exit(1);

const report = join(ROOT, 'test-results', 'vitest.json');
const status = step('Testes (unit, api, e2e)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
process.exit(status);
