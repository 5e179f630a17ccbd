import { createHash } from 'node:crypto';
import request from 'supertest';
import { expect } from 'vitest';
import { readEnv } from '../../src/config/env.js';
import { saveAdmin } from '../../src/features/admin-auth/service.js';
import { adminsRepository } from '../../src/model/admins.js';
import { newClientIp, type isolatedApp, type TestApp } from '../../../test/support/api.js';

export const ADMIN = { email: 'admin@vitrine.test', senha: 'senha-de-teste-123' };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function adminLogin(app: TestApp, body: object, clientIp = newClientIp()) {
  return request(app).post('/api/admin/login').set('X-Forwarded-For', clientIp).send(body);
}

/** The suite's scrypt cost (test/setup/api-env.ts ADMIN_SCRYPT_N), the one the app checks passwords with. */
export const SCRYPT_DE_TESTE = readEnv().adminScrypt ?? undefined;

/** Creates the test administrator and answers a fresh bearer token. */
export async function createAdmin({ app, db }: ReturnType<typeof isolatedApp>): Promise<string> {
  await saveAdmin(adminsRepository(db), ADMIN.email, ADMIN.senha, SCRYPT_DE_TESTE);
  return loginAsAdmin(app);
}

export async function loginAsAdmin(app: TestApp): Promise<string> {
  const response = await adminLogin(app, ADMIN);
  expect(response.status).toBe(200);
  return response.body.token as string;
}
