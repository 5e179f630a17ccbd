import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet, scrypt: "N=2^15 (32 MiB), r=8, p=3", one of its five
 * equivalent settings (about the same CPU work as N=2^17, p=1). It is the one that fits: a hash
 * holds 128 × N × r bytes while it runs, 32 MiB here instead of the 2^17 row's 128 MiB, so the
 * login's bounded hashes (service.ts, at most 2 at once) take 64 MiB of the function's 512 MiB.
 */
export const SCRYPT_OWASP: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;

/** What computes a key: on libuv's thread pool (crypto.scrypt) or on a thread of lower priority (scrypt-em-segundo-plano.ts). */
export type Scrypt = (senha: string, salt: Buffer, tamanho: number, opcoes: ScryptOptions) => Promise<Buffer>;

/** On libuv's thread pool (4 threads by default), never on the event loop. */
const scryptNoPool: Scrypt = (senha, salt, tamanho, opcoes) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(senha, salt, tamanho, opcoes, (error, key) => (error ? reject(error) : resolve(key))),
  );

function scrypt(password: string, salt: Buffer, params: ScryptParams, executar: Scrypt = scryptNoPool): Promise<Buffer> {
  return executar(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: 256 * params.N * params.r });
}

/** "scrypt$N$r$p$salt$hash", salt and hash in base64: the parameters travel with the hash. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_OWASP): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `stored` was hashed with other parameters than `params` (then a successful login rehashes it). */
export function hashDesatualizado(stored: string, params: ScryptParams): boolean {
  const [, N, r, p] = stored.split('$');
  return Number(N) !== params.N || Number(r) !== params.r || Number(p) !== params.p;
}

/** Whether `password` is the one `stored` was hashed from; `executar` chooses where the hash runs. */
export async function verifyPassword(password: string, stored: string, executar?: Scrypt): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) }, executar);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
