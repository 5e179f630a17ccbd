import { spawn } from 'node:child_process';
import { prioridadeNaSessao } from './prioridade.js';

/**
 * Runs one command of the local stack in a process group of its own and ends the whole group (the
 * command and everything it started, such as the Functions emulator's workers) when
 *  - the process that started this guard asks (IPC message 'stop') or sends SIGINT/SIGTERM/SIGHUP,
 *  - that process goes away, however it ended (its IPC channel closes, even after a SIGKILL),
 *  - the command exits by itself (whatever it left behind goes too).
 * Stopping sends SIGINT to the command first (firebase-tools exports its data on SIGINT) and
 * SIGKILL to the group after the grace period. The command's output is passed on to this guard's
 * own output, and dropped once nobody reads it, so a dead reader never crashes the command.
 *
 *   node --import tsx scripts/lib/guard.ts <grace ms> <command> [args...]   (see stack.ts, spawnGuarded)
 */
const [graceMs, command, ...args] = process.argv.slice(2);
if (!command || !process.send) {
  console.error('uso: node --import tsx scripts/lib/guard.ts <ms> <comando> [args...], com um canal IPC');
  process.exit(2);
}

const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
prioridadeNaSessao(child.pid);
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  to.on('error', () => from.unpipe(to));
  from.pipe(to);
  // Keep draining once the reader is gone: a full pipe would block the command.
  from.on('data', () => {});
}

const endGroup = (signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the group is already gone
  }
};

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => endGroup('SIGKILL'), Number(graceMs)).unref();
  child.kill('SIGINT');
}

child.once('exit', (code, signal) => {
  endGroup('SIGKILL');
  process.exit(code ?? (signal ? 1 : 0));
});
child.once('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(1);
});
process.on('message', (message) => message === 'stop' && stop());
process.on('disconnect', stop);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
