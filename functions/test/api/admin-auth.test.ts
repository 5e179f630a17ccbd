import { getApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITE_CONTA, LIMITE_DISPOSITIVO, saveAdmin } from '../../src/features/admin-auth/service.js';
import { adminsRepository } from '../../src/model/admins.js';
import { ADMIN, adminLogin, createAdmin, loginAsAdmin, SCRYPT_DE_TESTE, sha256 } from './admin-helpers.js';
import { isolatedApp, newClientIp, signInOwner, appWith } from '../../../test/support/api.js';
import { adminDispositivoDoc } from '../../src/model/admin-dispositivos.js';
import { adminSessaoDoc } from '../../src/model/admin-sessoes.js';
import { adminTentativasDoc } from '../../src/model/admin-tentativas.js';
import { configuracaoDoc } from '../../src/model/configuracoes.js';
import { planosCollection } from '../../src/model/planos.js';

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
  expect((await planosCollection(db).count().get()).data().count).toBe(0);
  expect((await configuracaoDoc(db, 'manutencao').get()).exists).toBe(false);
}

let token: string;
beforeAll(async () => {
  token = await createAdmin(platform);
});

describe('Login do administrador', () => {
  it('when the right e-mail and password are sent, then a random token is answered and stored only as its hash, for at most 12 h', async () => {
    const response = await adminLogin(app, { email: '  Admin@Vitrine.TEST ', senha: ADMIN.senha });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['token', 'dispositivo']);
    const novo: string = response.body.token;
    expect(novo).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url

    const sessao = await adminSessaoDoc(db, sha256(novo)).get();
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

/** A fresh administrator account (`alvo-1@vitrine.test`), so that one test's failures never throttle another's. */
let contas = 0;
async function novaConta(prefixo: string) {
  contas += 1;
  const email = `${prefixo}-${contas}@vitrine.test`;
  await saveAdmin(adminsRepository(db), email, ADMIN.senha, SCRYPT_DE_TESTE);
  return email;
}

/** A login refused for too many attempts, to try again after Retry-After seconds (at most `ate`): answers them. */
function expectBloqueado(response: Awaited<ReturnType<typeof adminLogin>>, { ate = Infinity } = {}) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: MUITAS_TENTATIVAS });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(ate);
  return retryAfter;
}

describe('Limite de tentativas de login', () => {
  const parDoc = (email: string, ip: string) => adminTentativasDoc(db, sha256(`par:${email}|${ip}`));

  it("when an attacker's IP fails many times, then it stays throttled, even with the right password, while the administrator logs in from another IP", async () => {
    const email = await novaConta('alvo');
    const atacante = newClientIp();
    for (let tentativa = 0; tentativa < 5; tentativa++) {
      expect((await adminLogin(app, { email, senha: `errada-${tentativa}` }, atacante)).status).toBe(401);
    }
    for (let tentativa = 0; tentativa < 10; tentativa++) {
      expectBloqueado(await adminLogin(app, { email, senha: `errada-${tentativa}` }, atacante), { ate: 30 });
    }
    expectBloqueado(await adminLogin(app, { email, senha: ADMIN.senha }, atacante), { ate: 30 });

    expect((await adminLogin(app, { email, senha: ADMIN.senha }, newClientIp())).status).toBe(200);
    // The administrator's success does not free the attacker.
    expectBloqueado(await adminLogin(app, { email, senha: ADMIN.senha }, atacante), { ate: 30 });
  }, 60_000); // a dozen scrypt checks in a row

  it('when a throttled IP waits out its delay, then it gets one more try and the next delay is twice as long', async () => {
    const email = await novaConta('alvo');
    const atacante = newClientIp();
    for (let tentativa = 0; tentativa < 5; tentativa++) await adminLogin(app, { email, senha: 'errada' }, atacante);
    expectBloqueado(await adminLogin(app, { email, senha: 'errada' }, atacante), { ate: 30 });

    // 31 s later (the last attempt moved back in Firestore instead of waiting).
    const atrasar = async (ms: number) => {
      const ultima = (await parDoc(email, atacante).get()).get('ultima') as Timestamp;
      await parDoc(email, atacante).update({ ultima: Timestamp.fromMillis(ultima.toMillis() - ms) });
    };
    await atrasar(31_000);
    expect((await adminLogin(app, { email, senha: 'errada' }, atacante)).status).toBe(401);
    const segunda = expectBloqueado(await adminLogin(app, { email, senha: 'errada' }, atacante), { ate: 60 });
    expect(segunda).toBeGreaterThan(30);

    await atrasar(61_000);
    expect((await adminLogin(app, { email, senha: ADMIN.senha }, atacante)).status).toBe(200);
    // A success forgets the pair: the next mistake is not delayed.
    expect((await adminLogin(app, { email, senha: 'errada' }, atacante)).status).toBe(401);
  }, 60_000); // a dozen scrypt checks in a row

  it('when a throttled IP tries another function instance, then that instance refuses it too (the counts live in Firestore)', async () => {
    const email = await novaConta('alvo');
    const atacante = newClientIp();
    for (let tentativa = 0; tentativa < 5; tentativa++) await adminLogin(app, { email, senha: 'errada' }, atacante);
    const outraInstancia = isolatedApp('admin-auth').app;
    expectBloqueado(await adminLogin(outraInstancia, { email, senha: ADMIN.senha }, atacante), { ate: 30 });
  }, 60_000); // a dozen scrypt checks in a row

  it("when failures from many IPs fill the account's ceiling, then the account is refused from every IP until the window ends", async () => {
    const email = await novaConta('alvo');
    // Failures spread over other addresses in the last minute; one more reaches the ceiling.
    await adminTentativasDoc(db, sha256(`conta:${email}`)).set({
      falhas: LIMITE_CONTA - 1,
      inicio: Timestamp.fromMillis(Date.now() - 60_000),
    });
    expect((await adminLogin(app, { email, senha: 'errada' }, newClientIp())).status).toBe(401);
    expectBloqueado(await adminLogin(app, { email, senha: ADMIN.senha }, newClientIp()), { ate: 14 * 60 });
    // Other accounts are not affected.
    expect((await adminLogin(app, ADMIN)).status).toBe(200);
  });

  it('when a login succeeds, then the failures of that IP start from zero again', async () => {
    const clientIp = newClientIp();
    const falhar = async () => expect((await adminLogin(app, { email: ADMIN.email, senha: 'errada' }, clientIp)).status).toBe(401);
    for (let tentativa = 0; tentativa < 4; tentativa++) await falhar();
    expect((await adminLogin(app, ADMIN, clientIp)).status).toBe(200);
    for (let tentativa = 0; tentativa < 4; tentativa++) await falhar();
    expect((await adminLogin(app, ADMIN, clientIp)).status).toBe(200);
  }, 60_000); // a dozen scrypt checks in a row

  it('when one IP fails 20 times across accounts, then that IP gets 429 while other IPs still log in', async () => {
    const clientIp = newClientIp();
    for (let tentativa = 0; tentativa < 20; tentativa++) {
      const response = await adminLogin(app, { email: `spray-${tentativa}@vitrine.test`, senha: 'chute' }, clientIp);
      expect(response.status).toBe(401);
    }
    expectBloqueado(await adminLogin(app, ADMIN, clientIp), { ate: 15 * 60 });
    expect((await adminLogin(app, ADMIN)).status).toBe(200);
  }, 60_000); // 21 scrypt checks in a row
});

describe('Dispositivos conhecidos (OWASP: device cookies)', () => {
  it("when strangers' failures from many addresses have locked the account, then the browser that signed in before still logs in, once per device token", async () => {
    const email = await novaConta('dispositivo');
    const casa = newClientIp();
    const primeiro = await adminLogin(app, { email, senha: ADMIN.senha }, casa);
    expect(primeiro.status).toBe(200);
    const dispositivo: string = primeiro.body.dispositivo;
    expect(dispositivo).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    // Only its hash is stored.
    expect((await adminDispositivoDoc(db, sha256(dispositivo)).get()).get('email')).toBe(email);
    expect((await adminDispositivoDoc(db, dispositivo).get()).exists).toBe(false);

    for (let n = 0; n < LIMITE_CONTA; n++) {
      expect((await adminLogin(app, { email, senha: `errada-${n}` }, newClientIp())).status).toBe(401);
    }
    // Strangers are refused, the right password and the administrator's own address included.
    expectBloqueado(await adminLogin(app, { email, senha: ADMIN.senha }, newClientIp()));
    expectBloqueado(await adminLogin(app, { email, senha: ADMIN.senha }, casa));
    // A token of another account or a made-up one makes no stranger trusted.
    expectBloqueado(await adminLogin(app, { email, senha: ADMIN.senha, dispositivo: 'x'.repeat(43) }, casa));

    const segundo = await adminLogin(app, { email, senha: ADMIN.senha, dispositivo }, casa);
    expect(segundo.status).toBe(200);
    expect(segundo.body.dispositivo).not.toBe(dispositivo);
    // A device token is used once: the old one is a stranger's now, the new one still trusted.
    expectBloqueado(await adminLogin(app, { email, senha: ADMIN.senha, dispositivo }, casa));
    expect((await adminLogin(app, { email, senha: ADMIN.senha, dispositivo: segundo.body.dispositivo }, newClientIp())).status).toBe(200);
  }, 60_000);

  it("when a known device fails its limit, then that device is locked and strangers' logins are not", async () => {
    const email = await novaConta('dispositivo');
    const { dispositivo } = (await adminLogin(app, { email, senha: ADMIN.senha })).body as { dispositivo: string };
    const casa = newClientIp();
    for (let n = 0; n < LIMITE_DISPOSITIVO; n++) {
      expect((await adminLogin(app, { email, senha: `errada-${n}`, dispositivo }, casa)).status).toBe(401);
    }
    expectBloqueado(await adminLogin(app, { email, senha: ADMIN.senha, dispositivo }, casa));
    // The device's failures are its own: the account is not locked for a new browser.
    expect((await adminLogin(app, { email, senha: ADMIN.senha }, newClientIp())).status).toBe(200);
  }, 60_000);

  it("when a flood of strangers from rotating addresses and e-mails spends the platform's 10 s slice (a sixth of its minute), then the rest get 429 before any password is checked, and a known browser still signs in", async () => {
    // A database and a budget of its own (18 a minute: 3 in each 10 s slice), on a clock that stays in one slice.
    const orcamento = getFirestore(getApp(), 'admin-auth-estranhos');
    const agora = new Date(Math.floor(Date.now() / 10_000) * 10_000 + 5_000);
    const limitado = appWith({ RATE_LIMIT_ADMIN_LOGIN_ESTRANHOS: '18' }, orcamento, { now: () => agora });
    await saveAdmin(adminsRepository(orcamento), ADMIN.email, ADMIN.senha, SCRYPT_DE_TESTE);
    const casa = newClientIp();
    const primeiro = await adminLogin(limitado, { email: ADMIN.email, senha: ADMIN.senha }, casa);
    expect(primeiro.status).toBe(200);
    for (let n = 0; n < 2; n++) {
      expect((await adminLogin(limitado, { email: `ataque-${n}@exemplo.com`, senha: 'chute' }, newClientIp())).status).toBe(401);
    }
    // The budget is spent: strangers get 429 at once, the right password included, and nothing is counted against the account.
    expectBloqueado(await adminLogin(limitado, { email: 'ataque-3@exemplo.com', senha: 'chute' }, newClientIp()));
    expectBloqueado(await adminLogin(limitado, { email: ADMIN.email, senha: 'chute' }, newClientIp()));
    expectBloqueado(await adminLogin(limitado, { email: ADMIN.email, senha: ADMIN.senha }, newClientIp()));
    expect((await adminTentativasDoc(orcamento, sha256(`conta:${ADMIN.email}`)).get()).exists).toBe(false);
    // The administrator's browser is not a stranger.
    expect(
      (await adminLogin(limitado, { email: ADMIN.email, senha: ADMIN.senha, dispositivo: primeiro.body.dispositivo }, casa)).status,
    ).toBe(200);
  }, 60_000);
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
    await adminSessaoDoc(db, sha256(expirado)).set({
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
    expect((await adminSessaoDoc(db, sha256(sair)).get()).exists).toBe(false);
    await expectEveryAdminRouteRefused({ Authorization: `Bearer ${sair}` });
    // Other sessions of the same administrator keep working.
    expect((await request(app).get('/api/admin/validate').set('Authorization', `Bearer ${token}`)).status).toBe(200);
  });
});
