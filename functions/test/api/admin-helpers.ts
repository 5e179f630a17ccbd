import { createHash } from 'node:crypto';
import { getApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import request from 'supertest';
import { expect } from 'vitest';
import { createApp, type AppOptions } from '../../src/app.js';
import { readEnv } from '../../src/config/env.js';
import { saveAdmin } from '../../src/features/admin-auth/service.js';
import { adminsRepository } from '../../src/model/admins.js';
import { firebase } from '../../src/platform/firebase.js';
import { googleIdToken, newGoogleAccount, type GoogleAccount } from './helpers.js';

/**
 * The real app over a Firestore database of its own: settings and platform-wide counts are global,
 * and the other test files run in parallel against the default database. `options.now` sets the
 * order's clock (opening hours).
 */
export function isolatedApp(database: string, options?: AppOptions) {
  const { auth } = firebase();
  const db = getFirestore(getApp(), database);
  return { app: createApp(readEnv(), { auth, db }, options), db };
}

export type TestApp = ReturnType<typeof isolatedApp>['app'];

export const ADMIN = { email: 'admin@vitrine.test', senha: 'senha-de-teste-123' };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let ip = 0;
/** A client address of its own, so one test's failed logins never throttle another's. */
export function newClientIp(): string {
  ip += 1;
  return `203.0.113.${ip}`;
}

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

/** Signs an owner in with Google through POST /api/sessions and answers the Cookie header value. */
export async function signInOwner(app: TestApp, account: GoogleAccount = newGoogleAccount()) {
  const response = await request(app)
    .post('/api/sessions')
    .send({ idToken: await googleIdToken(account) });
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('__session='));
  return { response, account, cookie: cookie?.split(';')[0] };
}
