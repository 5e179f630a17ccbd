import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../src/features/admin-auth/service.js';
import { adminsRepository } from '../../src/model/admins.js';
import { ADMIN, adminLogin, createAdmin, isolatedApp, loginAsAdmin, newClientIp, sha256, signInOwner } from './admin-helpers.js';

const platform = isolatedApp('admin-auth');
const { app, db } = platform;

const CREDENCIAIS_INVALIDAS = { error: 'E-mail ou senha inválidos.' };
const ACESSO_NEGADO = { error: 'Acesso de administrador necessário.' };
const MUITAS_TENTATIVAS = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

/** Every admin route, with a body that would be valid: only the credentials may make it fail. */
const ROTAS_ADMIN: Array<['get' | 'post' | 'put' | 'delete', string, object?]> = [
  ['get', '/api/admin/validate'],
  ['post', '/api/admin/logout'],
  ['get', '/api/admin/dashboard/stats'],
  ['get', '/api/admin/sistema'],
  ['get', '/api/admin/atividades'],
  ['get', '/api/admin/lojistas'],
  ['put', '/api/admin/lojistas/qualquer/status', { status: 'suspenso' }],
  ['put', '/api/admin/lojistas/qualquer', { nome: 'X', email: 'x@exemplo.com', plano_id: 1 }],
  ['get', '/api/admin/planos'],
  ['post', '/api/admin/planos', { nome: 'Novo', preco: 10, limite_produtos: 10 }],
  ['put', '/api/admin/planos/1', { nome: 'Novo', preco: 10, limite_produtos: 10 }],
  ['delete', '/api/admin/planos/2'],
  ['get', '/api/admin/configuracoes'],
  ['put', '/api/admin/configuracoes', { configuracoes: [{ chave: 'manutencao', valor: 'true' }] }],
  ['get', '/api/admin/rota-que-nao-existe'],
];

async function expectEveryAdminRouteRefused(headers: Record<string, string>) {
  for (const [method, path, body] of ROTAS_ADMIN) {
    let call = request(app)[method](path);
    for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
    const response = await (body ? call.send(body) : call);
    expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 401, body: ACESSO_NEGADO });
  }
  // Nothing was written by the refused calls.
  expect((await db.collection('planos').count().get()).data().count).toBe(0);
  expect((await db.doc('configuracoes/manutencao').get()).exists).toBe(false);
}

let token: string;
beforeAll(async () => {
  token = await createAdmin(platform);
});

describe('Login do administrador', () => {
  it('when the right e-mail and password are sent, then a random token is answered and stored only as its hash, for at most 12 h', async () => {
    const response = await adminLogin(app, { email: '  Admin@Vitrine.TEST ', senha: ADMIN.senha });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['token']);
    const novo: string = response.body.token;
    expect(novo).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url

    const sessao = await db.doc(`admin_sessoes/${sha256(novo)}`).get();
    expect(sessao.get('email')).toBe(ADMIN.email);
    const expiraEm = (sessao.get('expira_em') as Timestamp).toMillis();
    expect(expiraEm).toBeGreaterThan(Date.now() + 11.9 * 3600_000);
    expect(expiraEm).toBeLessThanOrEqual(Date.now() + 12 * 3600_000);
    expect(JSON.stringify(sessao.data())).not.toContain(novo);

    const validate = await request(app).get('/api/admin/validate').set('Authorization', `Bearer ${novo}`);
    expect(validate.status).toBe(200);
    expect(validate.body).toEqual({ ok: true, email: ADMIN.email });
  });

  it('when the password is wrong or the e-mail unknown, then the very same 401 answer', async () => {
    const senhaErrada = await adminLogin(app, { email: ADMIN.email, senha: 'senha-errada' });
    const emailDesconhecido = await adminLogin(app, { email: 'ninguem@vitrine.test', senha: ADMIN.senha });
    for (const response of [senhaErrada, emailDesconhecido]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(CREDENCIAIS_INVALIDAS);
    }
  });

  it.each([
    ['no body', undefined, 'email'],
    ['no password', { email: ADMIN.email }, 'senha'],
    ['an empty password', { email: ADMIN.email, senha: '' }, 'senha'],
    ['a malformed e-mail', { email: 'admin', senha: 'x' }, 'email'],
    ['an e-mail that is not a string', { email: 42, senha: 'x' }, 'email'],
    ['a password that is not a string', { email: ADMIN.email, senha: ['x'] }, 'senha'],
    ['an unknown field', { email: ADMIN.email, senha: ADMIN.senha, admin: true }, '_'],
  ])('when the login has %s, then 400 naming the field and no token', async (_caso, body, campo) => {
    const response = await adminLogin(app, body ?? {});
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Dados inválidos.');
    expect(response.body.campos[campo]).toBeDefined();
    expect(response.body.token).toBeUndefined();
  });

  it('when the login body is malformed JSON, then 400 and not a 5xx', async () => {
    const response = await request(app).post('/api/admin/login').set('Content-Type', 'application/json').send('{"email":');
    expect(response.status).toBe(400);
  });
});

describe('Limite de tentativas de login', () => {
  it('when an account fails 5 times, then the 6th attempt gets 429 with Retry-After, even with the right password and from another IP', async () => {
    const email = 'alvo@vitrine.test';
    await saveAdmin(adminsRepository(db), email, ADMIN.senha);
    for (let tentativa = 0; tentativa < 5; tentativa++) {
      expect((await adminLogin(app, { email, senha: `errada-${tentativa}` })).status).toBe(401);
    }
    const bloqueado = await adminLogin(app, { email, senha: ADMIN.senha });
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.body).toEqual({ error: MUITAS_TENTATIVAS });
    const retryAfter = Number(bloqueado.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await adminLogin(app, { email, senha: ADMIN.senha }, newClientIp())).status).toBe(429);
    // Another account is not affected.
    expect((await adminLogin(app, ADMIN)).status).toBe(200);
  });

  it('when a login succeeds, then the account failures start from zero again', async () => {
    const clientIp = newClientIp();
    const falhar = async () => expect((await adminLogin(app, { email: ADMIN.email, senha: 'errada' }, clientIp)).status).toBe(401);
    for (let tentativa = 0; tentativa < 4; tentativa++) await falhar();
    expect((await adminLogin(app, ADMIN, clientIp)).status).toBe(200);
    for (let tentativa = 0; tentativa < 4; tentativa++) await falhar();
    expect((await adminLogin(app, ADMIN, clientIp)).status).toBe(200);
  });

  it('when one IP fails 20 times across accounts, then that IP gets 429 while other IPs still log in', async () => {
    const clientIp = newClientIp();
    for (let tentativa = 0; tentativa < 20; tentativa++) {
      const response = await adminLogin(app, { email: `spray-${tentativa}@vitrine.test`, senha: 'chute' }, clientIp);
      expect(response.status).toBe(401);
    }
    const bloqueado = await adminLogin(app, ADMIN, clientIp);
    expect(bloqueado.status).toBe(429);
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(0);
    expect((await adminLogin(app, ADMIN)).status).toBe(200);
  }, 60_000); // 21 scrypt checks in a row
});

describe('Matriz de autenticação das rotas de administrador', () => {
  it('when a valid bearer token is sent, then every admin route lets it through', async () => {
    const response = await request(app).get('/api/admin/lojistas').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
  });

  it('when no token is sent, then every admin route answers 401', async () => {
    await expectEveryAdminRouteRefused({});
  });

  it("when only an owner's session cookie is sent, then every admin route answers 401", async () => {
    const { cookie } = await signInOwner(app);
    expect(cookie).toBeDefined();
    await expectEveryAdminRouteRefused({ Cookie: cookie! });
    await expectEveryAdminRouteRefused({ Authorization: `Bearer ${cookie!.replace('__session=', '')}` });
  });

  it('when the token is tampered with, then every admin route answers 401', async () => {
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    await expectEveryAdminRouteRefused({ Authorization: `Bearer ${tampered}` });
    await expectEveryAdminRouteRefused({ Authorization: `Basic ${token}` });
    await expectEveryAdminRouteRefused({ Authorization: token });
  });

  it.each([
    ['an empty bearer', 'Bearer '],
    ['garbage', 'Bearer \u00e9\u00e7\u00e3o-n\u00e3o-\u00e9-token'],
    ['a huge token', `Bearer ${'A'.repeat(8000)}`],
    ['two tokens', 'Bearer a b'],
    ['a JWT-looking token', 'Bearer eyJhbGciOiJub25lIn0.eyJhZG1pbiI6dHJ1ZX0.'],
  ])('when the token is %s, then every admin route answers 401 and nothing is written', async (_nome, authorization) => {
    await expectEveryAdminRouteRefused({ Authorization: authorization });
  });

  it('when the token has expired, then every admin route answers 401', async () => {
    const expirado = 'token-expirado-' + newClientIp();
    await db.doc(`admin_sessoes/${sha256(expirado)}`).set({
      email: ADMIN.email,
      expira_em: Timestamp.fromMillis(Date.now() - 1000),
      criado_em: Timestamp.fromMillis(Date.now() - 12 * 3600_000 - 1000),
    });
    await expectEveryAdminRouteRefused({ Authorization: `Bearer ${expirado}` });
  });

  it('when the admin logs out, then the session is deleted and the token answers 401 everywhere', async () => {
    const sair = await loginAsAdmin(app);
    const logout = await request(app).post('/api/admin/logout').set('Authorization', `Bearer ${sair}`);
    expect(logout.status).toBe(200);
    expect((await db.doc(`admin_sessoes/${sha256(sair)}`).get()).exists).toBe(false);
    await expectEveryAdminRouteRefused({ Authorization: `Bearer ${sair}` });
    // Other sessions of the same administrator keep working.
    expect((await request(app).get('/api/admin/validate').set('Authorization', `Bearer ${token}`)).status).toBe(200);
  });
});
