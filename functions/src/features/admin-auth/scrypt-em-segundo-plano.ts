import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/*
 * The thread's code (a CommonJS script: the functions' bundle does not see it). It lowers its own
 * priority to nice 19 — on Linux a thread has a priority of its own — and runs each hash with
 * scryptSync, on itself: the async scrypt would run on libuv's shared pool, at the process's
 * priority. Cloud Run's second-generation environment (a microVM, full Linux) honours the priority;
 * the first (gVisor) may not. Where it cannot be set or is not honoured, the thread hashes at the
 * normal priority: no worse than libuv's pool.
 */
const CODIGO = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, 19);
} catch {}
parentPort.on('message', ({ id, senha, salt, tamanho, opcoes }) => {
  try {
    parentPort.postMessage({ id, chave: scryptSync(senha, Buffer.from(salt), tamanho, opcoes) });
  } catch (error) {
    parentPort.postMessage({ id, erro: String(error && error.message) });
  }
});
`;

type Pendente = { resolve: (chave: Buffer) => void; reject: (erro: Error) => void };

let worker: Worker | null = null;
let proximoId = 0;
const pendentes = new Map<number, Pendente>();

function iniciar(): Worker {
  const novo = new Worker(CODIGO, { eval: true });
  // It keeps a process (a test run, a script) alive only while a hash is pending.
  novo.unref();
  novo.on('message', ({ id, chave, erro }: { id: number; chave?: Uint8Array; erro?: string }) => {
    const pendente = pendentes.get(id);
    pendentes.delete(id);
    if (pendentes.size === 0) novo.unref();
    if (erro !== undefined || !chave) pendente?.reject(new Error(erro ?? 'scrypt sem resultado'));
    else pendente?.resolve(Buffer.from(chave));
  });
  // A thread that died (out of memory) fails what it had; the next hash starts another.
  const encerrar = (erro: Error) => {
    if (worker === novo) worker = null;
    for (const pendente of pendentes.values()) pendente.reject(erro);
    pendentes.clear();
  };
  novo.on('error', encerrar);
  novo.on('exit', (codigo) => encerrar(new Error(`thread de scrypt saiu com ${codigo}`)));
  return novo;
}

/**
 * scrypt on one thread of this process at the lowest CPU priority, one hash after another: the
 * strangers' password checks (service.ts) then take only CPU that nothing else wants, so a flood of
 * logins cannot slow the public routes with its hashes, only wait longer for them itself.
 */
export function scryptEmSegundoPlano(senha: string, salt: Buffer, tamanho: number, opcoes: ScryptOptions): Promise<Buffer> {
  worker ??= iniciar();
  const id = proximoId++;
  return new Promise<Buffer>((resolve, reject) => {
    pendentes.set(id, { resolve, reject });
    worker!.ref();
    worker!.postMessage({ id, senha, salt, tamanho, opcoes });
  });
}
