import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { getPriority } from 'node:os';

/**
 * Linux shares the CPU between sessions first (autogroup, on by default:
 * /proc/sys/kernel/sched_autogroup_enabled), and only then between a session's processes by their
 * niceness. A process that starts a session of its own (spawn's `detached`: the local stack's
 * processes, their guard's command, Playwright's Chromium) gets a group at nice 0 whatever its own
 * niceness. So npm test's tiers were niced only inside npm test's own session: the flows' Chromium
 * and every stack's emulators weighed as much as the short Friday evening (2026-11-30:
 * /proc/<pid>/autogroup said "nice 0" of a Chromium at nice 3).
 *
 * Gives the session `pid` leads the niceness `pid` has, as it would have without autogroup. Best
 * effort: without autogroup, or when the kernel refuses (a process gone, a user past its ten
 * changes a second), the session keeps nice 0.
 */
export function prioridadeNaSessao(pid: number | undefined) {
  if (pid === undefined || process.platform !== 'linux') return;
  try {
    const nice = getPriority(pid);
    if (nice > 0) writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // no autogroup on this kernel, or the process has ended
  }
}

/** This process's children that lead a session of their own: what a library started `detached` (Playwright's browser). */
export function sessoesFilhas(): number[] {
  if (process.platform !== 'linux') return [];
  return readdirSync('/proc')
    .filter((nome) => /^\d+$/.test(nome))
    .flatMap((nome) => {
      try {
        // pid (comm) state ppid pgrp session …: comm may hold spaces and parentheses, so read after its last ')'.
        const stat = readFileSync(`/proc/${nome}/stat`, 'utf8');
        const [, ppid, , sessao] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(ppid) === process.pid && Number(sessao) === Number(nome) ? [Number(nome)] : [];
      } catch {
        return []; // ended while read
      }
    });
}
