import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, freePorts } from '../../scripts/lib/stack.js';

/**
 * A stack stopped while it starts (a test timing out, a Ctrl-C): the local Firestore's process,
 * started with an IPC channel as stack.ts starts it, loses its parent before it is up. It must end
 * by itself, with nothing on its error output (it used to die of an unhandled EPIPE on its 'ready').
 */
describe('The local Firestore process, when its parent goes while it starts', () => {
  it('when the channel closes before the process is up, then it ends by itself with nothing on stderr', async () => {
    const { firestore } = await freePorts();
    const processo = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/lib/firestore-process.ts'), String(firestore)], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let erros = '';
    processo.stderr!.on('data', (parte: Buffer) => (erros += parte.toString()));
    // At once: the process is still loading its modules, long before its 'ready'.
    processo.disconnect();
    const fim = once(processo, 'exit');
    const prazo = setTimeout(() => processo.kill('SIGKILL'), 30_000);
    const [codigo, sinal] = await fim;
    clearTimeout(prazo);
    expect({ codigo, sinal, erros }).toEqual({ codigo: 0, sinal: null, erros: '' });
  });
});
