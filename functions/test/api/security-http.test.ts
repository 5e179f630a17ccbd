import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { readEnv } from '../../src/config/env.js';
import { createPreviewApp } from '../../src/preview-app.js';
import { firebase } from '../../src/platform/firebase.js';
import { CSP_API, CSP_PAGINAS, cspPaginas, HSTS } from '../../src/platform/http/security.js';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp, signInOwner, appWith } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { comoNoRuntime } from '../../../scripts/lib/functions-runtime.js';
import { catalogoDoc } from '../../src/model/catalogos.js';
import { categoriasCollection } from '../../src/model/categorias.js';
import { cuponsCollection } from '../../src/model/cupons.js';
import { configuracoesCollection } from '../../src/model/configuracoes.js';
import { lojistaDoc, uidDoDono } from '../../src/model/lojistas.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { planosCollection } from '../../src/model/planos.js';
import { produtosCollection } from '../../src/model/produtos.js';

/** A database of its own: admin writes here change platform settings. */
const platform = isolatedApp('seguranca-http');
const { app, db } = platform;

let loja: LojaDeTeste;
let token: string;
let pedidoId: string | undefined;
beforeAll(async () => {
  token = await createAdmin(platform);
  loja = await novaLoja(app, { produtos: [{ nome: 'Café expresso', preco: 6.5 }] });
  await request(app)
    .post(`/api/catalogo/${loja.lojaId}/pedido`)
    .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] });
  pedidoId = (await pedidosCollection(db, loja.lojaId).limit(1).get()).docs[0]?.id;
});

function esperarCabecalhos(response: request.Response, { hsts = false } = {}) {
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': CSP_API,
  });
  if (hsts) expect(response.headers['strict-transport-security']).toBe(HSTS);
  else expect(response.headers['strict-transport-security']).toBeUndefined();
}

/** The same Firestore, except that transactions fail with an unexpected error: the 500 path. */
function firestoreQueFalha(real: Firestore): Firestore {
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'runTransaction') return () => Promise.reject(new Error('falha inesperada de teste'));
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('Cabeçalhos de segurança em toda resposta, erros incluídos', () => {
  it.each([
    ['200', () => request(app).get('/api/auth/config'), 200],
    ['404', () => request(app).get('/api/rota-que-nao-existe'), 404],
    ['404 outside /api', () => request(app).get('/qualquer'), 404],
    ['400 malformed JSON', () => request(app).post('/api/sessions').set('Content-Type', 'application/json').send('{"idToken":'), 400],
    ['400 schema', () => request(app).post('/api/sessions').send({ idToken: 1 }), 400],
    ['401', () => request(app).get('/api/produtos'), 401],
    ['403 foreign origin', () => request(app).post('/api/produtos').set('Origin', 'https://malicioso.example').send({}), 403],
    [
      '413 body too large',
      () =>
        request(app)
          .post('/api/sessions')
          .send({ idToken: 'x'.repeat(200_000) }),
      413,
    ],
  ] as const)(
    'when the answer is %s, then it carries nosniff, no framing, a referrer policy and the API CSP',
    async (_nome, chamada, status) => {
      const response = await chamada();
      expect(response.status).toBe(status);
      esperarCabecalhos(response);
      expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(ts|js):\d+/); // no stack
    },
  );

  it('when the answer is a 429, then it carries them too', async () => {
    // One clock: both requests in the same window of the limit.
    const agora = new Date();
    const limitado = appWith({ RATE_LIMIT_PEDIDOS: '1' }, undefined, { now: () => agora });
    await request(limitado).post(`/api/catalogo/${loja.lojaId}/pedido`).send({});
    const response = await request(limitado).post(`/api/catalogo/${loja.lojaId}/pedido`).send({});
    expect(response.status).toBe(429);
    esperarCabecalhos(response);
  });

  it('when something unexpected fails, then a generic 500 in Portuguese without a stack, with the headers', async () => {
    const quebrado = createApp(readEnv(), { auth: firebase().auth, db: firestoreQueFalha(db) });
    const response = await request(quebrado).post('/api/produtos').set('Cookie', loja.cookie).send({ nome: 'X', preco: 1 });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Erro interno. Tente novamente em instantes.' });
    esperarCabecalhos(response);
  });

  it('when the request came over https (trusted proxy), then HSTS is sent; on local http it is not', async () => {
    esperarCabecalhos(await request(app).get('/api/auth/config').set('X-Forwarded-Proto', 'https'), { hsts: true });
    esperarCabecalhos(await request(app).get('/api/auth/config'), { hsts: false });
  });

  /** This process's settings as a deployed function reads them: no emulator, and none of the emulator-only settings (the local stack's PIX key file, its bank's CA). */
  const envImplantado = () =>
    readEnv({
      ...process.env,
      FIRESTORE_EMULATOR_HOST: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      ADMIN_SCRYPT_N: undefined,
      PIX_CREDENCIAIS_CHAVE_ARQUIVO: undefined,
      PIX_API_CA_ARQUIVO: undefined,
      PIX_API_PRAZO_MS: undefined,
    });

  it('when deployed (not the emulator), then HSTS is always sent, errors included', async () => {
    const implantado = createApp(envImplantado(), firebase());
    esperarCabecalhos(await request(implantado).get('/api/rota-que-nao-existe'), { hsts: true });
  });

  it('when the link-preview function answers a page, then it carries the pages CSP, no framing and nosniff, errors included', async () => {
    const pagina = async () => '<!doctype html><html><head><meta charset="UTF-8" /></head><body></body></html>';
    const deployed = envImplantado();
    const preview = createPreviewApp(deployed, { db }, pagina);
    for (const path of [`/loja/${loja.slug}`, '/loja/nao-existe-esta-loja', '/outra/coisa']) {
      const response = await request(preview).get(path);
      expect(response.headers).toMatchObject({
        'content-security-policy': CSP_PAGINAS,
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
      });
    }
    // Locally the policy also names this stack's Auth emulator, and no other loopback origin.
    const local = await request(createPreviewApp(readEnv(), { db }, pagina)).get(`/loja/${loja.slug}`);
    expect(local.headers['content-security-policy']).toBe(cspPaginas(process.env.FIREBASE_AUTH_EMULATOR_HOST));
    expect(CSP_PAGINAS).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});

describe('Corpo das requisições, em processo e como o runtime das Functions entrega', () => {
  const imagesDir = mkdtempSync(join(tmpdir(), 'vitrine-corpo-'));
  afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));
  const comImagens = appWith({ LOCAL_IMAGES_DIR: imagesDir }, db);
  const formas = [
    ['in-process', comImagens],
    ['under the runtime', comoNoRuntime(comImagens)],
  ] as const;
  const telefone = async () => (await lojistaDoc(db, loja.lojaId).get()).get('telefone_whatsapp') as unknown;

  it.each(formas)('when a JSON body is larger than 100 KB (%s), then 413 in Portuguese', async (_forma, servidor) => {
    const response = await request(servidor)
      .post('/api/sessions')
      .send({ idToken: 'x'.repeat(500_000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Corpo da requisição grande demais.' });
  });

  it.each(formas)(
    'when a body nests arrays 5,000 deep (%s), then 400 in Portuguese on every route, the analytics beacon included',
    async (_forma, servidor) => {
      const aninhado = (niveis: number) => '['.repeat(niveis) + ']'.repeat(niveis);
      const respostas = await Promise.all([
        request(servidor).post('/api/logout').set('Content-Type', 'application/json').send(aninhado(5000)),
        request(servidor)
          .post('/api/sessions')
          .set('Content-Type', 'application/json')
          .send(`{"idToken":${aninhado(5000)}}`),
        request(servidor).post(`/api/catalogo/${loja.lojaId}/eventos`).set('Content-Type', 'text/plain').send(aninhado(2000)),
      ]);
      for (const response of respostas) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: 'Corpo da requisição com níveis aninhados demais.' });
      }
    },
  );

  it.each(formas)('when the WhatsApp number comes form-encoded or as text (%s), then 415 and nothing changes', async (_forma, servidor) => {
    const antes = await telefone();
    const formulario = await request(servidor)
      .put('/api/lojista/whatsapp')
      .set('Cookie', loja.cookie)
      .type('form')
      .send('telefone_whatsapp=5511988887777');
    const texto = await request(servidor)
      .put('/api/lojista/whatsapp')
      .set('Cookie', loja.cookie)
      .set('Content-Type', 'text/plain')
      .send('{"telefone_whatsapp":"5511988887777"}');
    for (const response of [formulario, texto]) {
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ error: 'Envie os dados em JSON (Content-Type: application/json).' });
    }
    expect(await telefone()).toEqual(antes);
  });

  it.each(formas)('when the same WhatsApp number comes as JSON (%s), then it is saved', async (_forma, servidor) => {
    const response = await request(servidor)
      .put('/api/lojista/whatsapp')
      .set('Cookie', loja.cookie)
      .send({ telefone_whatsapp: '5511988887777' });
    expect(response.status).toBe(200);
    expect(await telefone()).toBe('5511988887777');
  });

  it.each(formas)(
    'when an upload ends inside the file (%s), then 400 in Portuguese, nothing stored, and the next request works',
    async (_forma, servidor) => {
      const truncado = '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
      const response = await request(servidor)
        .post('/api/upload/image')
        .set('Cookie', loja.cookie)
        .set('Content-Type', 'multipart/form-data; boundary=x')
        .send(truncado);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'O envio foi interrompido antes do fim. Tente enviar a imagem de novo.' });
      expect(readdirSync(imagesDir, { recursive: true })).toEqual([]);
      expect((await request(servidor).get('/api/users/me').set('Cookie', loja.cookie)).status).toBe(200);
    },
  );

  it('when the runtime answers, then no X-Powered-By, on the API and on the link-preview pages', async () => {
    const pagina = async () => '<!doctype html><html><head><meta charset="UTF-8" /></head><body></body></html>';
    const respostas = await Promise.all([
      request(comoNoRuntime(app)).get('/api/auth/config'),
      request(comoNoRuntime(app)).get('/api/rota-que-nao-existe'),
      request(comoNoRuntime(createPreviewApp(readEnv(), { db }, pagina))).get(`/loja/${loja.slug}`),
    ]);
    for (const response of respostas) expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('Cookie de sessão', () => {
  const setCookie = (response: request.Response) =>
    ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('__session='))!;

  it('when an owner signs in on local http, then the cookie is HttpOnly, SameSite=Lax, Path=/, and not Secure', async () => {
    const { response } = await signInOwner(app);
    const cookie = setCookie(response);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('when an owner logs out, then the cookie is cleared with the same flags', async () => {
    const response = await request(app).post('/api/logout').set('Cookie', loja.cookie).set('X-Forwarded-Proto', 'https');
    const cookie = setCookie(response);
    expect(cookie).toMatch(/^__session=;/);
    expect(cookie).toMatch(/; Path=\/.*; HttpOnly; Secure; SameSite=Lax/);
    loja.cookie = (await signInOwnerOf(loja)).cookie;
  });
});

/** Signs the shop's owner back in (the logout above revoked every session of the account). */
async function signInOwnerOf(de: LojaDeTeste) {
  const { cookie } = await signInOwner(app, { sub: await uidToSub(uidDoDono(de.lojaId)), email: de.email, name: 'Ana Souza' });
  return { cookie: cookie! };
}
/** Emulator accounts signed in with Google have their sub as the provider uid; find it from the uid. */
async function uidToSub(uid: string) {
  const user = await firebase().auth.getUser(uid);
  return user.providerData.find((provider) => provider.providerId === 'google.com')!.uid;
}

/** Every write that a signed-in owner's browser could be tricked into sending. */
const ESCRITAS_COM_COOKIE = (): Array<[string, 'post' | 'put' | 'delete', string, object?]> => [
  ['create product', 'post', '/api/produtos', { nome: 'CSRF', preco: 1 }],
  ['edit product', 'put', `/api/produtos/${loja.produtos[0]!.id}`, { nome: 'CSRF' }],
  ['delete product', 'delete', `/api/produtos/${loja.produtos[0]!.id}`],
  ['create category', 'post', '/api/categorias', { nome: 'CSRF' }],
  ['rename category', 'put', '/api/categorias/qualquer', { nome: 'CSRF' }],
  ['delete category', 'delete', '/api/categorias/qualquer'],
  ['create coupon', 'post', '/api/cupons', { codigo: 'CSRF', tipo: 'valor', valor: 1 }],
  ['edit coupon', 'put', '/api/cupons/qualquer', { ativo: false }],
  ['delete coupon', 'delete', '/api/cupons/qualquer'],
  ['shop settings', 'put', '/api/loja/configuracao', { nome_loja: 'CSRF' }],
  ['WhatsApp', 'put', '/api/lojista/whatsapp', { telefone_whatsapp: '5511000000000' }],
  ['upload', 'post', '/api/upload/image'],
  ['sign in (login CSRF)', 'post', '/api/sessions', { idToken: 'x' }],
  ['order status', 'put', `/api/pedidos/${pedidoId}`, { status: 'cancelado' }],
  ['public order', 'post', `/api/catalogo/${loja.lojaId}/pedido`, { produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] }],
];

async function estadoDaLoja() {
  const [lojista, produtos, categorias, cupons, pedidos, catalogo] = await Promise.all([
    lojistaDoc(db, loja.lojaId).get(),
    produtosCollection(db, loja.lojaId).get(),
    categoriasCollection(db, loja.lojaId).get(),
    cuponsCollection(db, loja.lojaId).get(),
    pedidosCollection(db, loja.lojaId).get(),
    catalogoDoc(db, loja.lojaId).get(),
  ]);
  const docs = (snapshot: typeof produtos) => snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
  return {
    lojista: lojista.data(),
    produtos: docs(produtos),
    categorias: docs(categorias),
    cupons: docs(cupons),
    pedidos: docs(pedidos),
    catalogo: catalogo.data(),
  };
}

describe('Escritas de outra origem', () => {
  it.each(['https://malicioso.example', 'null', 'http://127.0.0.1.malicioso.example', 'http://127.0.0.1:6666'])(
    'when every write is sent with Origin %s and the owner cookie, then 403 in Portuguese and nothing changes',
    async (origem) => {
      const antes = await estadoDaLoja();
      for (const [nome, method, path, body] of ESCRITAS_COM_COOKIE()) {
        let call = request(app)[method](path).set('Cookie', loja.cookie).set('Origin', origem).set('Host', '127.0.0.1:5000');
        if (nome === 'upload') call = call.attach('image', Buffer.from([0xff, 0xd8, 0xff]), 'x.jpg');
        const response = await (body ? call.send(body) : call);
        expect({ nome, status: response.status, body: response.body }).toEqual({
          nome,
          status: 403,
          body: { error: 'Origem da requisição não permitida.' },
        });
      }
      expect(await estadoDaLoja()).toEqual(antes);
    },
  );

  it('when the same write comes from the app itself, then it goes through', async () => {
    const response = await request(app)
      .put('/api/lojista/whatsapp')
      .set('Cookie', loja.cookie)
      .set('Origin', 'http://127.0.0.1:5000')
      .set('Host', '127.0.0.1:5000')
      .send({ telefone_whatsapp: '5511999998888' });
    expect(response.status).toBe(200);
  });
});

/** English from a validator leaking through would mean a message was not translated. */
const INGLES = /\b(invalid|expected|unrecognized|required|received|must|string|number|object|array)\b/i;

function esperarRecusaEmPortugues(response: request.Response) {
  expect(response.status).toBe(400);
  expect(typeof response.body.error).toBe('string');
  expect(response.body.error.length).toBeGreaterThan(3);
  expect(JSON.stringify(response.body)).not.toMatch(INGLES);
}

type Escrita = [string, 'post' | 'put', () => string, object, 'owner' | 'admin' | 'public'];

/** Every write endpoint with a body that is valid as is: the tests add an unknown field or break a type. */
const ESCRITAS = (): Escrita[] => [
  ['sessions', 'post', () => '/api/sessions', { idToken: 'abc' }, 'public'],
  ['create product', 'post', () => '/api/produtos', { nome: 'Bolo', preco: 10 }, 'owner'],
  ['edit product', 'put', () => `/api/produtos/${loja.produtos[0]!.id}`, { nome: 'Bolo' }, 'owner'],
  ['create category', 'post', () => '/api/categorias', { nome: 'Doces' }, 'owner'],
  ['rename category', 'put', () => '/api/categorias/qualquer', { nome: 'Doces' }, 'owner'],
  ['shop settings', 'put', () => '/api/loja/configuracao', { nome_loja: 'Loja' }, 'owner'],
  ['WhatsApp', 'put', () => '/api/lojista/whatsapp', { telefone_whatsapp: '5511999998888' }, 'owner'],
  [
    'order by id',
    'post',
    () => `/api/catalogo/${loja.lojaId}/pedido`,
    { produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] },
    'public',
  ],
  ['order by slug', 'post', () => `/api/loja/${loja.slug}/pedido`, { produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] }, 'public'],
  ['event', 'post', () => `/api/catalogo/${loja.lojaId}/eventos`, { tipo: 'visita', visitante: 'visitante-123' }, 'public'],
  ['order status', 'put', () => `/api/pedidos/${pedidoId}`, { status: 'confirmado' }, 'owner'],
  ['admin login', 'post', () => '/api/admin/login', { email: 'admin@vitrine.test', senha: 'x' }, 'public'],
  ['merchant status', 'put', () => `/api/admin/lojistas/${loja.lojaId}/status`, { status: 'ativo' }, 'admin'],
  ['merchant', 'put', () => `/api/admin/lojistas/${loja.lojaId}`, { nome: 'Ana', email: 'ana@exemplo.com.br', plano_id: 1 }, 'admin'],
  ['create plan', 'post', () => '/api/admin/planos', { nome: 'Plano', preco: 10, limite_produtos: 10 }, 'admin'],
  ['edit plan', 'put', () => '/api/admin/planos/1', { nome: 'Plano', preco: 10, limite_produtos: 10 }, 'admin'],
  ['settings', 'put', () => '/api/admin/configuracoes', { configuracoes: [{ chave: 'sistema_nome', valor: 'Vitrine' }] }, 'admin'],
];

/** Wrong types for a body: each value replaced by one of another type. */
const TROCAS: unknown[] = [123, 'texto', true, null, [], {}, -1.5];
const trocar = (valor: unknown) => TROCAS.find((outro) => typeof outro !== typeof valor || Array.isArray(outro) !== Array.isArray(valor));

async function estadoDaPlataforma() {
  const [planos, configuracoes, estado] = await Promise.all([
    planosCollection(db).get(),
    configuracoesCollection(db).get(),
    estadoDaLoja(),
  ]);
  return { planos: planos.docs.map((doc) => doc.data()), configuracoes: configuracoes.docs.map((doc) => doc.data()), estado };
}

describe('Esquemas estritos em toda escrita', () => {
  const enviar = ([, method, path, , quem]: Escrita, body: unknown) => {
    let call = request(app)[method](path());
    if (quem === 'owner') call = call.set('Cookie', loja.cookie);
    if (quem === 'admin') call = call.set('Authorization', `Bearer ${token}`);
    return call.send(body as object);
  };

  it('when any write carries an unknown field, then 400 in Portuguese and nothing is written', async () => {
    const antes = await estadoDaPlataforma();
    for (const escrita of ESCRITAS()) {
      for (const extra of [{ lojista_id: loja.lojaId }, { __proto__x: 1 }, { admin: true }]) {
        const response = await enviar(escrita, { ...escrita[3], ...extra });
        expect({ escrita: escrita[0], status: response.status }).toEqual({ escrita: escrita[0], status: 400 });
        esperarRecusaEmPortugues(response);
      }
    }
    expect(await estadoDaPlataforma()).toEqual(antes);
  });

  it('when any field of any write has the wrong type, then 400 in Portuguese and nothing is written', async () => {
    const antes = await estadoDaPlataforma();
    for (const escrita of ESCRITAS()) {
      for (const [campo, valor] of Object.entries(escrita[3])) {
        const response = await enviar(escrita, { ...escrita[3], [campo]: trocar(valor) });
        expect({ escrita: escrita[0], campo, status: response.status }).toEqual({ escrita: escrita[0], campo, status: 400 });
        esperarRecusaEmPortugues(response);
      }
      // Not an object at all (JSON bodies; express.json refuses anything but objects and arrays).
      for (const corpo of ['[]', '"texto"', '42', 'null', '[{"nome":"x"}]']) {
        const response = await enviar(escrita, corpo).set('Content-Type', 'application/json');
        expect({ escrita: escrita[0], corpo, status: response.status }).toEqual({ escrita: escrita[0], corpo, status: 400 });
      }
    }
    expect(await estadoDaPlataforma()).toEqual(antes);
  });
});

describe('Prévia de link com vetores de XSS em todo campo', () => {
  const VETORES = ['<img src=x onerror=alert(1)>', '<script>alert(2)</script>', '"><svg onload=alert(3)>', "'><b>x</b>"];

  it('when every text of the shop and of a product carries a vector, then the preview HTML holds them only escaped', async () => {
    const xss = await novaLoja(app, {
      nome_loja: `Loja ${VETORES[0]}`,
      loja: {
        mensagem_personalizada: VETORES.join(' '),
        texto_botao: VETORES[1]!,
        endereco: VETORES.join(' '),
        telefone: VETORES[2]!,
        instagram: 'javascript:alert(4)',
        facebook: VETORES[3]!,
        logo_url: 'https://imagens.invalid/logo.png"><script>alert(5)</script>',
      },
      produtos: [
        {
          nome: `Bolo ${VETORES[0]}`,
          descricao: VETORES.join(' '),
          preco: 10,
          imagem_url: 'https://imagens.invalid/a.png"><svg/onload=alert(6)>',
        },
      ],
    });
    const indexHtml =
      '<!doctype html><html><head><meta charset="UTF-8" /><title>App</title></head><body><div id="root"></div></body></html>';
    const preview = createPreviewApp(readEnv(), { db }, async () => indexHtml);
    for (const path of [`/loja/${xss.slug}`, `/catalogo/${xss.lojaId}`, `/loja/${xss.slug}/produto/${xss.produtos[0]!.id}`]) {
      const response = await request(preview).get(path);
      expect(response.status).toBe(200);
      // The only script is the search engines' JSON-LD (issue 32), data whose '<' are escaped.
      expect(response.text).not.toMatch(/<(img|svg|b)\b[^>]*>(?!<\/div>)|<script\b(?! type="application\/ld\+json">)[^>]*>/i);
      expect(JSON.stringify(JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(response.text)![1]!))).toContain(
        VETORES[1],
      );
      expect(response.text).toContain('&lt;');
      // Only the index's own markup is real markup: its body is untouched.
      expect(response.text).toContain('<body><div id="root"></div></body>');
    }
  });
});
