import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { resumoDoErro } from './lib/camadas-reporter.js';
import { ROOT, bin } from './lib/stack.js';

/**
 * npm test: typecheck, lint, then every suite (unit, API over the emulators, end-to-end in Chromium).
 * Installs Debian's Chromium first when it is missing and we may (root); otherwise says how.
 */
// The browsers test/e2e/browser.ts drives: the headless shell for most flows (the same engine at a
// fifth to a third less CPU per flow), the desktop one where a phone's browser does more (Web Push,
// a service worker answering offline). The `chromium` package is also what the bench measures.
const BROWSERS = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', pacote: 'chromium-headless-shell' },
  { path: process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium', pacote: 'chromium' },
  // Not a browser: poppler-utils' pdftoppm, pdftotext and pdfinfo, with which the API test of the
  // tables' QR sheet (owner-mesas) renders the PDF and reads its QR codes back.
  { path: '/usr/bin/pdftoppm', pacote: 'poppler-utils' },
];

// Every Node process of the run (Vitest and its workers, the emulators, the stacks) with a larger
// young generation (64 MB semi-spaces; V8's default is 16): the API tier's Firestore round trips
// make short-lived protobuf and gRPC objects by the million, and its emulator's profile spent 12 %
// of its busy time in the garbage collector.
// The API tier alone, interleaved runs: 337.5 and 300.6 → 298.3 and 260.8 s of CPU (docs/performance.md).
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');

function step(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  return result.status ?? 1;
}

function ensureChromium() {
  const faltando = BROWSERS.filter(({ path }) => !existsSync(path));
  if (!faltando.length) return;
  // Only what is missing: no upgrade of the machine's other packages and none of Chromium's
  // recommendations (sandbox, GPU, desktop services) that a headless --no-sandbox browser does
  // without; fonts-liberation is the one recommendation kept, so pages render with the same fonts.
  const pacotes = [...faltando.map(({ pacote }) => pacote), 'fonts-liberation'];
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium não encontrado em ${faltando.map(({ path }) => path).join(' e ')}. Instale com:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${pacotes.join(' ')}\nou aponte CHROMIUM_PATH (e CHROMIUM_FULL_PATH) para um Chromium existente.`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (step('Instalando o Chromium do Debian (apt-get)', 'apt-get', ['update', '-qq'], env) !== 0) process.exit(1);
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

/** Typecheck and lint, side by side (each is single-threaded), printed once both are done: whether both passed. */
async function checks(): Promise<boolean> {
  const resultados = await Promise.all([
    quietStep('Typecheck', 'npm', ['run', '--silent', 'typecheck']),
    quietStep('Lint', 'npm', ['run', '--silent', 'lint']),
  ]);
  for (const { label, output } of resultados) console.log(`\n▶ ${label}\n${output.trimEnd()}`);
  return resultados.every(({ status }) => status === 0);
}

interface VitestRun {
  /** The report's and the summary's name. */
  name: string;
  status: number;
  counts: number[] | null;
  /** Test files that failed, whether or not a test in them did. */
  arquivosComFalha: number;
  /** Each failed test: its file, its name and what failed (resumoDoErro). */
  falhas: string[];
  /** From the run's start to its end. */
  segundos: number;
}

/** The part of vitest's JSON report read here. */
interface VitestFileResult {
  name: string;
  assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
}

/** The vitest runs under way, stopped when a check fails. */
const emCurso = new Set<ChildProcess>();

/**
 * Each tier's Linux niceness (0 to 19: how much less CPU it gets than the others when both want it).
 * The stack tier goes first: its short Friday evening has a time limit of its own (2 minutes, issue
 * 48) and, given only its share, its staff fell behind its 40-s evening (23:00 came 60–79 s after
 * 18:00; 113–125 s in all; 102–114 s with the flows at 3). The checks, which the API tier waits for,
 * go first too. The browser flows a little behind (3): a long lane bound by the machine. The API and
 * unit tiers take what those leave (10). Tried and left (CI clones, 2026-11-30): the API and unit
 * tiers at 15, the checks at 3 (764 and 777 s against 755 s). Those figures were taken while the
 * niceness held only inside npm test's own session: the stacks' processes and Chromium, each in a
 * session of its own, shared the machine at nice 0 until their sessions took their niceness too
 * (scripts/lib/prioridade.ts, 2026-11-30). Nothing is skipped or shortened. `VITRINE_TEST_NICE=0`
 * runs every tier as equals.
 */
const NICE_OF_TIER: Record<string, number> = process.env.VITRINE_TEST_NICE === '0' ? {} : { e2e: 3, api: 10, unit: 10 };

/**
 * As root (CI), Chromium raises its own IO, compositor and GPU threads to nice −8. Within its
 * session (scripts/lib/prioridade.ts) that only orders its own threads, but a kernel without
 * autogroup would put them ahead of every tier. Under util-linux's setpriv without CAP_SYS_NICE
 * nothing of the flows' tier can raise its priority, so its Chromium keeps the tier's niceness.
 */
const SEM_SUBIR_PRIORIDADE =
  process.getuid?.() === 0 && existsSync('/usr/bin/setpriv') ? ['/usr/bin/setpriv', '--bounding-set=-sys_nice'] : [];

/** One `vitest run` of some tiers (vitest projects), streamed; its JSON report's counts, or null if it wrote none. */
function vitest(tiers: string[]): Promise<VitestRun> {
  const name = tiers.join('-');
  const report = join(ROOT, 'test-results', `vitest-${name}.json`);
  rmSync(report, { force: true });
  const args = ['run', ...tiers.flatMap((tier) => ['--project', tier])];
  args.push('--reporter=default', '--reporter=./scripts/lib/camadas-reporter.ts', '--reporter=json', `--outputFile.json=${report}`);
  const inicio = Date.now();
  return new Promise((done) => {
    // Through nice(1) (and setpriv), which exec vitest (same PID, so the SIGINT below still reaches
    // it): every process and thread it starts (workers, emulators, Chromium) inherits the priority
    // from the first instruction.
    const nice = Math.min(...tiers.map((tier) => NICE_OF_TIER[tier] ?? 0));
    const vitestArgs = [...(tiers.includes('e2e') ? SEM_SUBIR_PRIORIDADE : []), bin('vitest'), ...args];
    const [command, ...commandArgs] = nice > 0 && process.platform !== 'win32' ? ['nice', '-n', String(nice), ...vitestArgs] : vitestArgs;
    const child = spawn(command!, commandArgs, { cwd: ROOT, stdio: 'inherit' });
    emCurso.add(child);
    child.on('close', (code) => {
      emCurso.delete(child);
      const json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
      const counts = json && [json.numPassedTests, json.numFailedTests, json.numPendingTests];
      const arquivosComFalha = json?.numFailedTestSuites ?? 0;
      const falhas = (json?.testResults ?? []).flatMap((arquivo: VitestFileResult) =>
        arquivo.assertionResults
          .filter(({ status }) => status === 'failed')
          .map(
            ({ fullName, failureMessages }) => `${relative(ROOT, arquivo.name)} > ${fullName}\n${resumoDoErro(failureMessages[0] ?? '')}`,
          ),
      );
      done({ name, status: code ?? 1, counts, arquivosComFalha, falhas, segundos: (Date.now() - inicio) / 1000 });
    });
  });
}

// Two cores. The browser flows, one at a time on one stack, are the longest lane: they start at
// once, their stack building functions/lib and web/dist first. Beside them the checks and the unit
// tier (pure code, no emulator: it needs neither the checks nor the build); once the checks pass,
// the API tier and the stack tier side by side (`npm start --skip-build` serves the e2e stack's
// build, long since done, and never rebuilds it under the e2e stack). The stack tier mostly waits
// for its stacks to start and stop, so beside the API tier it takes the CPU the others leave
// instead of running alone at the end with a core idle (CI, 2026-11-28: 202 s after the API tier,
// 132 s of them after the flows had ended). A failed check stops everything under way. Tried and
// left: a second browser lane (in the same run, or a second run after the API tier) slowed every
// flow about 1.7 times on two cores and, beside the API tier, loaded the machine to 14: the flows
// are bound by the machine (Chromium takes most of it), not by waiting.
ensureChromium();
console.log('\n▶ Testes: e2e desde já; ao lado, typecheck, lint e unit, depois api e stack lado a lado');
const e2e = vitest(['e2e']);
const unit = vitest(['unit']);
if (!(await checks())) {
  for (const child of emCurso) child.kill('SIGINT');
  await Promise.all([e2e, unit]);
  process.exit(1);
}
const runs = await Promise.all([e2e, unit, vitest(['api']), vitest(['stack'])]);

// Each run's own summary says its tiers' times (first test to last); here each run whole, setup
// included, and npm test's, so the budget (12 minutes) is read in one line.
const porExecucao = runs.map(({ name, segundos }) => `${name} ${segundos.toFixed(0)} s`).join(', ');
console.log(`\nTempo de cada execução (do início ao fim): ${porExecucao}; npm test ${(performance.now() / 1000).toFixed(0)} s`);

const total = [0, 0, 0];
for (const { name, status, counts, arquivosComFalha } of runs) {
  if (!counts) console.log(`\n${name}: o vitest saiu com ${status} sem relatório`);
  // A file that fails outside its tests (an import, a hook) or an error no test caught fails the run
  // with no failed test to count (CI, 2026-11-28: "0 failed" and exit 1): the summary says which.
  else if (status !== 0 && counts[1] === 0)
    console.log(
      `\n${name}: o vitest saiu com ${status} sem teste falho (${arquivosComFalha} arquivo(s) com falha; veja "Unhandled" ou "FAIL" acima)`,
    );
  counts?.forEach((count, index) => (total[index]! += count));
}
// CI shows only the output's end, where the last run to finish printed its own summary: every failed
// test is named here again, whichever run it was in (CI, 2026-11-29: "1 failed" and no name in view).
const falhas = runs.flatMap(({ name, falhas }) => falhas.map((falha) => `  ${name}: ${falha}`));
if (falhas.length) console.log(`\nTestes que falharam:\n${falhas.join('\n')}`);
console.log(`\n${total[0]} passed, ${total[1]} failed, ${total[2]} skipped`);
process.exit(runs.every(({ status, counts }) => status === 0 && counts) ? 0 : 1);
