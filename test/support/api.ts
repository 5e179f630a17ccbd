import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import request from 'supertest';
import { inject } from 'vitest';
import { signInWithIdp, type GoogleAccount } from '../../../scripts/lib/auth-emulator.js';
import { createApp } from '../../src/app.js';
import { catalogoDoc as catalogoRef } from '../../src/model/catalogos.js';
import { lojistaDoc as lojistaRef } from '../../src/model/lojistas.js';

export type { GoogleAccount };

export const APP_ORIGIN = 'http://127.0.0.1:5000';
let app: ReturnType<typeof createApp> | undefined;

/** The real Express app, built once per test file against the emulators. */
export function testApp() {
  app ??= createApp();
  return app;
}

export function newGoogleAccount(name = 'Maria Teste'): GoogleAccount {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@exemplo.com.br`, name };
}

/** Signs in with Google through the Auth emulator, as the web app's popup does, and answers the ID token. */
export async function googleIdToken(account: GoogleAccount): Promise<string> {
  return (await signInWithIdp(inject('authHost'), account)).idToken;
}

export interface Owner {
  uid: string;
  /** The Cookie header value: `__session=...`. */
  cookie: string;
  account: GoogleAccount;
}

/** A new owner (or an invited member, given their account) signed in with Google through POST /api/sessions, as the web app does. */
export async function newOwner(name?: string, account = newGoogleAccount(name)): Promise<Owner> {
  const session = await request(testApp())
    .post('/api/sessions')
    .send({ idToken: await googleIdToken(account) });
  const cookie = ([] as string[])
    .concat(session.headers['set-cookie'] ?? [])
    .find((value) => value.startsWith('__session='))
    ?.split(';')[0];
  if (session.status !== 201 || !cookie) throw new Error(`Login de teste falhou: HTTP ${session.status}`);
  const me = await request(testApp()).get('/api/users/me').set('Cookie', cookie);
  return { uid: me.body.id as string, cookie, account };
}

/** supertest calls carrying the owner's session cookie. */
export function as(owner: Owner) {
  const app = testApp();
  return {
    get: (path: string) => request(app).get(path).set('Cookie', owner.cookie),
    post: (path: string, body?: object) => request(app).post(path).set('Cookie', owner.cookie).send(body),
    put: (path: string, body?: object) => request(app).put(path).set('Cookie', owner.cookie).send(body),
    delete: (path: string) => request(app).delete(path).set('Cookie', owner.cookie),
  };
}

/** The Firestore the app writes to, for checking what was (or was not) stored. */
export function firestore() {
  testApp();
  return getFirestore();
}

export const lojistaDoc = (uid: string) => lojistaRef(firestore(), uid);
export const catalogoDoc = async (uid: string) => (await catalogoRef(firestore(), uid).get()).data();

/** The owner's products export as bytes (supertest would read it as text), so the BOM is checked as sent. */
export async function exportarProdutos(owner: Owner) {
  const response = await as(owner)
    .get('/api/produtos/exportar')
    .buffer(true)
    .parse((res, done) => {
      const partes: Buffer[] = [];
      res.on('data', (parte: Buffer) => partes.push(parte));
      res.on('end', () => done(null, Buffer.concat(partes)));
    });
  return { response, bytes: response.body as Buffer };
}
