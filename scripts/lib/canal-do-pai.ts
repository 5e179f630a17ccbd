/**
 * The IPC channel of a process the local stack starts (stack.ts, spawnScript) to the process that
 * started it. Stopping a stack while it starts (a test timing out, a Ctrl-C) can take that parent
 * away before this process is up: its 'disconnect' then came before anyone listened, and its first
 * message failed with an unhandled EPIPE.
 */

/** Runs `parar` once the parent is gone, also when it went while this process was starting. */
export function pararSemOPai(parar: () => void) {
  process.on('disconnect', parar);
  if (process.send && !process.connected) parar();
}

/** Sends `mensagem` to the parent; to a parent already gone it is dropped (pararSemOPai stops this process). */
export function aoPai(mensagem: unknown) {
  process.send?.(mensagem, undefined, undefined, () => {});
}
