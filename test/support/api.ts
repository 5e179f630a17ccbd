import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import request from 'supertest';
import type { Produto } from '@vitrine/shared';
import { expect, inject } from 'vitest';
import { signInWithIdp, type GoogleAccount } from '../../scripts/lib/auth-emulator.js';
import { createApp, type AppOptions } from '../../functions/src/app.js';
import { readEnv } from '../../functions/src/config/env.js';
import { catalogoDoc as catalogoRef } from '../../functions/src/model/catalogos.js';
import { lojistaDoc as lojistaRef } from '../../functions/src/model/lojistas.js';
import { planoDoc } from '../../functions/src/model/planos.js';
import { produtosCollection } from '../../functions/src/model/produtos.js';
import { firebase } from '../../functions/src/platform/firebase.js';

/**
 * The API tier's apps and sessions: the real Express app in-process (supertest) against the
 * emulators, and owners signed in with Google as the web app signs them in.
 */

export type { GoogleAccount };

export const APP_ORIGIN = 'http://127.0.0.1:5000';
let app: ReturnType<typeof createApp> | undefined;

/** The real Express app, built once per test file against the emulators. */
export function testApp() {
  app ??= createApp();
  return app;
}

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

/**
 * The real app with some variables of config/env.ts changed (limits, trusted hops, deadline; an
 * undefined one as if unset), over the given Firestore, with the given clock.
 */
export function appWith(overrides: Record<string, string | undefined>, db: Firestore = firebase().db, options?: AppOptions) {
  return createApp(readEnv({ ...process.env, ...overrides }), { auth: firebase().auth, db }, options);
}

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves an app (or any request listener in front of one) on a port of its own, for tests that
 * send many requests (supertest opens a new server per request) or need a raw socket.
 */
export function listen(app: RequestListener): Promise<Listening> {
  return new Promise((resolve) => {
    const server: Server = createServer(app).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

export function newGoogleAccount(name = 'Maria Teste'): GoogleAccount {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@exemplo.com.br`, name };
}

/** Signs in with Google through the Auth emulator, as the web app's popup does, and answers the ID token. */
export async function googleIdToken(account: GoogleAccount): Promise<string> {
  return (await signInWithIdp(inject('authHost'), account)).idToken;
}

/**
 * Signs an owner in with Google through POST /api/sessions and answers the Cookie header value,
 * and the account's Firebase Auth uid.
 */
export async function signInOwner(app: TestApp, account: GoogleAccount = newGoogleAccount()) {
  const { idToken, localId: uid } = await signInWithIdp(inject('authHost'), account);
  const response = await request(app).post('/api/sessions').send({ idToken });
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('__session='));
  return { response, account, uid, cookie: cookie?.split(';')[0] };
}

export interface Owner {
  /** The person's Firebase Auth uid (an owner's, or an invited member's). */
  uid: string;
  /** The shop the session acts on (`loja_id` of GET /api/users/me): an owner's own, a member's the one that invited them. */
  lojaId: string;
  /** The Cookie header value: `__session=...`. */
  cookie: string;
  account: GoogleAccount;
}

/** A new owner (or an invited member, given their account) of testApp(), signed in as the web app does. */
export async function newOwner(name?: string, account = newGoogleAccount(name)): Promise<Owner> {
  const { response, cookie } = await signInOwner(testApp(), account);
  if (response.status !== 201 || !cookie) throw new Error(`Login de teste falhou: HTTP ${response.status}`);
  const me = await request(testApp()).get('/api/users/me').set('Cookie', cookie);
  return { uid: me.body.id as string, lojaId: me.body.loja_id as string, cookie, account };
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

/**
 * supertest calls on `app`'s API carrying a session cookie (and any headers given): paths as
 * `apiPaths` spells them, `/api` put in front.
 */
export function asCookie(app: TestApp, cookie: string, headers: Record<string, string> = {}) {
  const comSessao = (chamada: request.Test) => chamada.set('Cookie', cookie).set(headers);
  return {
    get: (path: string) => comSessao(request(app).get(`/api${path}`)),
    post: (path: string, body?: object) => comSessao(request(app).post(`/api${path}`)).send(body),
    put: (path: string, body?: object) => comSessao(request(app).put(`/api${path}`)).send(body),
    delete: (path: string, body?: object) => comSessao(request(app).delete(`/api${path}`)).send(body),
  };
}

let ip = 0;
/** A client address of its own, so one test's failed logins (or rate limits) never throttle another's. */
export function newClientIp(): string {
  ip += 1;
  return `203.0.113.${ip}`;
}

/** The Firestore the app writes to, for checking what was (or was not) stored. */
export function firestore() {
  testApp();
  return getFirestore();
}

export const lojistaDoc = (lojaId: string) => lojistaRef(firestore(), lojaId);
export const catalogoDoc = async (lojaId: string) => (await catalogoRef(firestore(), lojaId).get()).data();

/** Puts the owner's shop on a plan of its own with this product limit. */
export async function comLimite(owner: Owner, limite_produtos: number) {
  const planoId = randomInt(1_000, 1_000_000_000);
  await planoDoc(firestore(), planoId).set({ nome: 'Teste', preco_centavos: 0, limite_produtos });
  await lojistaDoc(owner.lojaId).update({ plano_id: planoId });
}

/**
 * A request whose answer is read as bytes, its body a Buffer: supertest reads an octet stream as
 * nothing and a CSV as text (a BOM, a PDF's or a PNG's bytes are checked as sent).
 */
export const emBytes = (pedido: request.Test) =>
  pedido.buffer(true).parse((res, done) => {
    const partes: Buffer[] = [];
    res.on('data', (parte: Buffer) => partes.push(parte));
    res.on('end', () => done(null, Buffer.concat(partes)));
  });

/** The owner's products export as bytes, so the BOM is checked as sent. */
export async function exportarProdutos(owner: Owner) {
  const response = await emBytes(as(owner).get('/api/produtos/exportar'));
  return { response, bytes: response.body as Buffer };
}

/**
 * The owner's sheet sent to the import as the Produtos screen sends it (multipart `arquivo`):
 * `simular` only checks it, `chave` is the request's Idempotency-Key.
 */
export function importarProdutos(owner: Owner, conteudo: string | Buffer, { simular = false, chave = '' } = {}) {
  const arquivo = typeof conteudo === 'string' ? Buffer.from(conteudo, 'utf8') : conteudo;
  const post = as(owner).post(`/api/produtos/importar${simular ? '?simular=1' : ''}`);
  return (chave ? post.set('Idempotency-Key', chave) : post).attach('arquivo', arquivo, {
    filename: 'produtos.csv',
    contentType: 'text/csv',
  });
}

/** A product created through the owner's API, which must answer 201. */
export async function criarProduto(owner: Owner, body: object): Promise<Produto> {
  const response = await as(owner).post('/api/produtos', body);
  expect(response.status).toBe(201);
  return response.body as Produto;
}

/** The owner's products as the API lists them. */
export async function listarProdutos(owner: Owner): Promise<Produto[]> {
  const response = await as(owner).get('/api/produtos');
  expect(response.status).toBe(200);
  return response.body as Produto[];
}

/** The owner's products as Firestore keeps them (what an import wrote, or did not). */
export async function produtosGuardados(owner: Owner) {
  const snapshot = await produtosCollection(firestore(), owner.lojaId).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
