import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashDesatualizado, hashPassword, SCRYPT_OWASP, verifyPassword } from '../../src/features/admin-auth/password.js';
import { scryptEmSegundoPlano } from '../../src/features/admin-auth/scrypt-em-segundo-plano.js';

/** The nice value of each of this process's threads (field 19 of /proc/self/task/<tid>/stat). */
function niceDasThreads(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const campos = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(campos[16]);
  });
}

describe('admin password hashing (scrypt, OWASP parameters)', () => {
  it("stores OWASP's N=2^15, r=8, p=3 and a random salt, never the password", async () => {
    const [first, second] = await Promise.all([hashPassword('s3nha-forte'), hashPassword('s3nha-forte')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('s3nha-forte');
    expect(first).not.toBe(second);
  }, 60_000);

  it('verifies the right password and refuses a wrong or malformed one, whatever cost it was stored with', async () => {
    for (const params of [SCRYPT_OWASP, { N: 2 ** 17, r: 8, p: 1 }, { N: 1024, r: 8, p: 1 }]) {
      const stored = await hashPassword('s3nha-forte', params);
      expect(await verifyPassword('s3nha-forte', stored)).toBe(true);
      expect(await verifyPassword('s3nha-fraca', stored)).toBe(false);
    }
    expect(await verifyPassword('s3nha-forte', 'texto-puro')).toBe(false);
  }, 60_000); // seven hashes, two of them of 128 MiB

  it('when a hash was stored with other parameters, then it is outdated (a successful login rehashes it)', async () => {
    const antigo = await hashPassword('s3nha-forte', { N: 2 ** 17, r: 8, p: 1 });
    expect(hashDesatualizado(antigo, SCRYPT_OWASP)).toBe(true);
    expect(hashDesatualizado(await hashPassword('s3nha-forte'), SCRYPT_OWASP)).toBe(false);
  }, 60_000);

  it("when a stranger's password is checked on the low-priority thread, then it agrees with libuv's pool, and that thread runs at nice 19 while the process keeps its own", async () => {
    // The process's own nice as it started (0 deployed; npm test runs this tier at 10 beside the browser flows).
    const niceDoProcesso = niceDasThreads()[0];
    const stored = await hashPassword('s3nha-forte');
    const [certa, errada] = await Promise.all([
      verifyPassword('s3nha-forte', stored, scryptEmSegundoPlano),
      verifyPassword('s3nha-fraca', stored, scryptEmSegundoPlano),
    ]);
    expect([certa, errada]).toEqual([true, false]);
    expect(niceDasThreads()).toContain(19);
    expect(niceDasThreads()[0]).toBe(niceDoProcesso);
  }, 60_000);
});
