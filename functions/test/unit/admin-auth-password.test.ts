import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/features/admin-auth/password.js';

describe('admin password hashing (scrypt, OWASP parameters)', () => {
  it('stores the parameters and a random salt, never the password', async () => {
    const [first, second] = await Promise.all([hashPassword('s3nha-forte'), hashPassword('s3nha-forte')]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('s3nha-forte');
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong or malformed one', async () => {
    const stored = await hashPassword('s3nha-forte');
    expect(await verifyPassword('s3nha-forte', stored)).toBe(true);
    expect(await verifyPassword('s3nha-fraca', stored)).toBe(false);
    expect(await verifyPassword('s3nha-forte', 'texto-puro')).toBe(false);
  });
});
