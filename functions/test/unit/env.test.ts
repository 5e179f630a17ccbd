import { describe, expect, it } from 'vitest';
import { readEnv } from '../../src/config/env.js';

const EMULADOR = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };

describe('readEnv: the admin scrypt cost is a test-only parameter', () => {
  it('when ADMIN_SCRYPT_N is unset, then the OWASP parameters are used (null)', () => {
    expect(readEnv(EMULADOR).adminScrypt).toBeNull();
    expect(readEnv({}).adminScrypt).toBeNull();
  });

  it('when the emulator runs with ADMIN_SCRYPT_N, then it is the cost N with r=8, p=1', () => {
    expect(readEnv({ ...EMULADOR, ADMIN_SCRYPT_N: '1024' }).adminScrypt).toEqual({ N: 1024, r: 8, p: 1 });
  });

  it('when ADMIN_SCRYPT_N is set outside the emulator, then the function refuses to start', () => {
    expect(() => readEnv({ ADMIN_SCRYPT_N: '1024' })).toThrow(/só para testes/);
  });

  it.each(['1000', '512', String(2 ** 18), 'abc'])('when ADMIN_SCRYPT_N is %s, then the function refuses to start', (valor) => {
    expect(() => readEnv({ ...EMULADOR, ADMIN_SCRYPT_N: valor })).toThrow();
  });
});

describe('readEnv: trusted proxy hops', () => {
  it('when emulated, then no hop (its proxies append no address); deployed, Hosting and Cloud Run front end', () => {
    expect(readEnv(EMULADOR).trustProxyHops).toBe(0);
    expect(readEnv({}).trustProxyHops).toBe(2);
  });
});
