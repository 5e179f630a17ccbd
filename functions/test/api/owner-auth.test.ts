import { getFirestore } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, as, firestore, googleIdToken, newGoogleAccount, newOwner, testApp } from '../../../test/support/api.js';
import { novaLoja } from '../../../test/support/lojas.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { slugDoc } from '../../src/model/slugs.js';

function sessionCookieOf(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('__session='));
}

/** The sign-in's second (auth_time), read from the session cookie's JWT payload. */
function authTime(cookie: string): number {
  const jwt = decodeURIComponent(cookie.slice('__session='.length));
  return (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { auth_time: number }).auth_time;
}

async function signIn(account = newGoogleAccount()) {
  const response = await request(testApp())
    .post('/api/sessions')
    .set('Origin', APP_ORIGIN)
    .set('Host', '127.0.0.1:5000')
    .send({ idToken: await googleIdToken(account) });
  expect(response.status).toBe(201);
  const cookie = sessionCookieOf(response);
  expect(cookie).toBeDefined();
  return { account, cookie: cookie!.split(';')[0]!, setCookie: cookie!, response };
}

describe('Sessões de lojista (Google → cookie __session)', () => {
  it('when a Google ID token is exchanged, then an HttpOnly SameSite=Lax cookie is set and /users/me answers the owner', async () => {
    const { account, cookie, setCookie } = await signIn(newGoogleAccount('Joana Prado Lima'));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // plain http on 127.0.0.1 only

    const me = await request(testApp()).get('/api/users/me').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      email: account.email,
      google_user_data: { name: 'Joana Prado Lima', given_name: 'Joana', picture: null },
      status: 'ativo',
      // The owner's own shop, with every permission.
      loja_id: me.body.id,
      papel: 'dono',
    });
    expect(me.headers['cache-control']).toBe('private, no-store');
  });

  it('when an account signs in for the first time, then its owner record starts ativo on plan 1, and a later sign-in keeps it', async () => {
    const { account, cookie } = await signIn();
    const me = await request(testApp()).get('/api/users/me').set('Cookie', cookie);
    const ref = lojistaDoc(getFirestore(), me.body.id);
    expect((await ref.get()).data()).toMatchObject({ email: account.email, status: 'ativo', plano_id: 1 });

    await ref.update({ plano_id: 2 });
    await signIn(account);
    expect((await ref.get()).data()?.plano_id).toBe(2);
  });

  it('when the site is served over https, then the cookie is also Secure', async () => {
    const response = await request(testApp())
      .post('/api/sessions')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'vitrine.web.app')
      .send({ idToken: await googleIdToken(newGoogleAccount()) });
    expect(sessionCookieOf(response)).toMatch(/; Secure/);
  });

  it('when /users/me is called without a session, then 401 in Portuguese', async () => {
    const response = await request(testApp()).get('/api/users/me');
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('Faça login para continuar.');
  });

  it('when the ID token is not a valid Firebase token, then 401 and no cookie', async () => {
    const response = await request(testApp()).post('/api/sessions').send({ idToken: 'isto-nao-e-um-token' });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatch(/Login inválido/);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('when the session cookie is not a session the Auth service issued, then 401', async () => {
    // (The Auth emulator signs nothing, so signature forgery itself can only be refused in production.)
    const response = await request(testApp()).get('/api/users/me').set('Cookie', '__session=eyJhbGciOiJub25lIn0.e30.');
    expect(response.status).toBe(401);
  });

  it('when the owner logs out, then the cookie is cleared and the old cookie stops working', async () => {
    const { cookie } = await signIn();
    // Firebase compares revocation with the session's auth_time in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const logout = await request(testApp()).post('/api/logout').set('Cookie', cookie);
    expect(logout.status).toBe(200);
    expect(sessionCookieOf(logout)).toMatch(/__session=;/);

    const me = await request(testApp()).get('/api/users/me').set('Cookie', cookie);
    expect(me.status).toBe(401);
    expect(me.body.error).toBe('Sessão inválida ou expirada. Entre novamente.');
  });

  it('when the owner logs out in the very second of the sign-in, then the old cookie stops working at once', async () => {
    // Revocation has whole-second precision: the case to cover is a logout in the sign-in's own second.
    let sessao: Awaited<ReturnType<typeof signIn>>;
    do sessao = await signIn();
    while (Math.floor(Date.now() / 1000) !== authTime(sessao.cookie));
    const logout = await request(testApp()).post('/api/logout').set('Cookie', sessao.cookie);
    expect(logout.status).toBe(200);

    const me = await request(testApp()).get('/api/users/me').set('Cookie', sessao.cookie);
    expect(me.status).toBe(401);
    expect(me.body.error).toBe('Sessão inválida ou expirada. Entre novamente.');
    // Signing in again right away works.
    const { cookie } = await signIn(sessao.account);
    expect((await request(testApp()).get('/api/users/me').set('Cookie', cookie)).status).toBe(200);
  });

  it('when logout is called without a session, then it still answers 200', async () => {
    expect((await request(testApp()).post('/api/logout')).status).toBe(200);
  });

  it('when GET /api/logout is requested (an <img> on a page), then nothing is revoked and the cookie stays', async () => {
    const { cookie } = await signIn();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const get = await request(testApp()).get('/api/logout').set('Cookie', cookie);
    expect(get.status).toBe(404);
    expect(sessionCookieOf(get)).toBeUndefined();
    expect((await request(testApp()).get('/api/users/me').set('Cookie', cookie)).status).toBe(200);
  });

  it('when another site posts to /api/logout, then 403 and the session keeps working', async () => {
    const { cookie } = await signIn();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const post = await request(testApp())
      .post('/api/logout')
      .set('Host', '127.0.0.1:5000')
      .set('Origin', 'https://outro-site.example')
      .set('Cookie', cookie);
    expect(post.status).toBe(403);
    expect((await request(testApp()).get('/api/users/me').set('Cookie', cookie)).status).toBe(200);
  });
});

describe('Registro de lojista sem google_user_data', () => {
  it('when an owner record was saved without google_user_data (a script, a seed, an older record), then every owner route still answers and /users/me names the record', async () => {
    const loja = await novaLoja(testApp(), { produtos: [{ nome: 'Pão de queijo', preco: 5 }] });
    // Written again without it, as the bench's and seed scripts write owners (deleted first: the local
    // Firestore keeps a field a plain set() leaves out).
    const ref = lojistaDoc(firestore(), loja.lojaId);
    const { google_user_data: _perfil, ...semPerfil } = (await ref.get()).data()!;
    await ref.delete();
    await ref.set({ ...semPerfil, nome: 'Ana do Bench' });
    expect((await ref.get()).get('google_user_data')).toBeUndefined();
    const owner = as(loja.dono);

    const me = await owner.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ papel: 'dono', google_user_data: { name: 'Ana do Bench', given_name: 'Ana', picture: null } });

    const pedido = await request(testApp())
      .post(`/api/catalogo/${loja.lojaId}/pedido`)
      .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] });
    expect(pedido.status).toBe(201);
    const lista = await owner.get('/api/pedidos');
    expect(lista.status).toBe(200);
    const [feito] = lista.body.pedidos as Array<{ id: string }>;
    const status = await owner.put(`/api/pedidos/${feito!.id}`, { status: 'confirmado' });
    expect(status.status).toBe(200);
  });
});

describe('Entrada inválida em /api/sessions', () => {
  it('when the body is malformed JSON, then 400 with a Portuguese message', async () => {
    const response = await request(testApp()).post('/api/sessions').set('Content-Type', 'application/json').send('{"idToken": ');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('JSON malformado no corpo da requisição.');
  });

  it('when idToken is missing, then 400 naming the field', async () => {
    const response = await request(testApp()).post('/api/sessions').send({});
    expect(response.status).toBe(400);
    expect(response.body.campos.idToken).toBeDefined();
  });

  it('when the body carries an unknown field, then 400 (strict schema)', async () => {
    const response = await request(testApp()).post('/api/sessions').send({ idToken: 'x', uid: 'admin' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Dados inválidos.');
  });

  it('when the body is larger than the limit, then 413 and not a 5xx', async () => {
    const response = await request(testApp())
      .post('/api/sessions')
      .send({ idToken: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
  });
});

describe('Proteção de origem e cabeçalhos', () => {
  it('when a write comes from another site, then 403 and no session is created', async () => {
    const response = await request(testApp())
      .post('/api/sessions')
      .set('Origin', 'https://site-malicioso.example')
      .set('Host', '127.0.0.1:5000')
      .send({ idToken: await googleIdToken(newGoogleAccount()) });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('Origem da requisição não permitida.');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('when an unknown /api route is called, then a JSON 404 with nosniff', async () => {
    const response = await request(testApp()).get('/api/nao-existe');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Rota não encontrada.');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when the health check is called, then Firestore is reported reachable', async () => {
    const response = await request(testApp()).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: true, firestore: true });
  });

  it('when the web app asks for the auth config, then it points at the Auth emulator locally', async () => {
    const response = await request(testApp()).get('/api/auth/config');
    expect(response.body).toMatchObject({ projectId: 'demo-vitrine', emulatorUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
  });
});

describe('Lojista suspenso', () => {
  const SUSPENSA = /^Sua loja está suspensa, e por isso não pode ser alterada\. .*Fale com o suporte: suporte@vitrine\.dev\.$/;

  it('when the admin suspended the shop, then its owner still reads everything but every write answers 403 naming the suspension and the support e-mail, and nothing is written', async () => {
    const owner = await newOwner();
    const produto = await as(owner).post('/api/produtos', { nome: 'Bolo', preco: 10 });
    expect(produto.status).toBe(201);
    await lojistaDoc(firestore(), owner.lojaId).update({ status: 'suspenso' });

    for (const leitura of [
      '/api/users/me',
      '/api/produtos',
      '/api/categorias',
      '/api/loja/configuracao',
      '/api/pedidos',
      '/api/analytics?periodo=7',
    ]) {
      expect({ leitura, status: (await as(owner).get(leitura)).status }).toEqual({ leitura, status: 200 });
    }
    expect((await as(owner).get('/api/users/me')).body.status).toBe('suspenso');

    const slug = `suspensa-${owner.lojaId
      .slice(0, 8)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    const escritas = [
      as(owner).post('/api/produtos', { nome: 'Novo', preco: 5 }),
      as(owner).put(`/api/produtos/${produto.body.id}`, { nome: 'Bolo', preco: 1 }),
      as(owner).delete(`/api/produtos/${produto.body.id}`),
      as(owner).post('/api/categorias', { nome: 'Doces' }),
      as(owner).put('/api/loja/configuracao', { nome_loja: 'Outra', subdominio: slug }),
      as(owner).put('/api/lojista/whatsapp', { telefone_whatsapp: '5511987654321' }),
    ];
    for (const response of await Promise.all(escritas)) {
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 403, error: expect.stringMatching(SUSPENSA) });
    }
    expect((await slugDoc(firestore(), slug).get()).exists).toBe(false);
    expect((await as(owner).get('/api/produtos')).body).toEqual([expect.objectContaining({ id: produto.body.id, preco: 10 })]);
    expect((await lojistaDoc(firestore(), owner.lojaId).get()).get('telefone_whatsapp')).toBeFalsy();
  });

  it('when the shop is active again, then its owner writes again', async () => {
    const owner = await newOwner();
    await lojistaDoc(firestore(), owner.lojaId).update({ status: 'suspenso' });
    expect((await as(owner).post('/api/produtos', { nome: 'Bolo', preco: 10 })).status).toBe(403);
    await lojistaDoc(firestore(), owner.lojaId).update({ status: 'ativo' });
    expect((await as(owner).post('/api/produtos', { nome: 'Bolo', preco: 10 })).status).toBe(201);
  });
});
