import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwner, firestore, appWith, listen, type Listening } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { pedidosCollection } from '../../src/model/pedidos.js';

/**
 * Per-IP limits as deployed: two trusted hops (Hosting, then Cloud Run's front end), so requests
 * carry "X-Forwarded-For: <whatever the client wrote>, <client>, <Hosting>", and small limits.
 */
const LIMITES = { RATE_LIMIT_PEDIDOS: '3', RATE_LIMIT_EVENTOS: '4', RATE_LIMIT_UPLOADS: '2' };
// Limits count in fixed windows of the clock's minutes (model/limite-compartilhado.ts): one clock
// for the whole file, so no test straddles two windows.
const AGORA = new Date();
const noMesmoMinuto = { now: () => AGORA };
const app = appWith({ ...LIMITES, TRUST_PROXY_HOPS: '2' }, undefined, noMesmoMinuto);
const HOSTING = '66.102.8.142';

/**
 * A client address of its own per test: limits are counted per client, in Firestore (shared by the
 * suite's other files, so random rather than counted from 1).
 */
const novoCliente = () => `198.51.${randomInt(256)}.${randomInt(256)}`;
/** What the platform hands the app for `cliente`, behind whatever the client forged. */
const xff = (cliente: string, forjado?: string) => [forjado, cliente, HOSTING].filter(Boolean).join(', ');
/** A different forged prefix on every request, as a script trying to reset its counter would send. */
const forjado = (n: number) => `10.${n % 250}.${(n * 7) % 250}.${(n * 13) % 250}, 203.0.113.${n % 250}`;

function esperarLimite(response: request.Response, mensagem: RegExp, esperaMaxima = 60) {
  expect(response.status).toBe(429);
  expect(response.body.error).toMatch(mensagem);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(esperaMaxima);
  // Refusals carry the security headers like any answer.
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

let loja: LojaDeTeste;
beforeAll(async () => {
  loja = await novaLoja(app, { produtos: [{ nome: 'Café expresso', preco: 6.5 }] });
});

const pedidos = async () => (await pedidosCollection(firestore(), loja.lojaId).count().get()).data().count;

describe('Limite de pedidos por IP', () => {
  const pedido = () => ({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] });

  it('when one client sends its 4th order in a minute, then 429 with Retry-After and the order is not placed', async () => {
    const cliente = novoCliente();
    const antes = await pedidos();
    for (let n = 0; n < 3; n++) {
      // Both order paths share the counter.
      const path = n % 2 === 0 ? `/api/catalogo/${loja.lojaId}/pedido` : `/api/loja/${loja.slug}/pedido`;
      const response = await request(app).post(path).set('X-Forwarded-For', xff(cliente)).send(pedido());
      expect(response.status).toBe(201);
    }
    const quarto = await request(app).post(`/api/catalogo/${loja.lojaId}/pedido`).set('X-Forwarded-For', xff(cliente)).send(pedido());
    esperarLimite(quarto, /^Muitos pedidos enviados em pouco tempo\. Aguarde um minuto/);
    expect(await pedidos()).toBe(antes + 3);
  });

  it('when a client forges a new X-Forwarded-For prefix on every order, then its counter is not reset', async () => {
    const cliente = novoCliente();
    const status: number[] = [];
    for (let n = 0; n < 6; n++) {
      const response = await request(app)
        .post(`/api/catalogo/${loja.lojaId}/pedido`)
        .set('X-Forwarded-For', xff(cliente, forjado(n)))
        .send(pedido());
      status.push(response.status);
    }
    expect(status).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('when one client is limited, then another client still orders', async () => {
    const barulhento = novoCliente();
    for (let n = 0; n < 4; n++) {
      await request(app).post(`/api/catalogo/${loja.lojaId}/pedido`).set('X-Forwarded-For', xff(barulhento)).send(pedido());
    }
    const outro = await request(app).post(`/api/catalogo/${loja.lojaId}/pedido`).set('X-Forwarded-For', xff(novoCliente())).send(pedido());
    expect(outro.status).toBe(201);
  });

  it('when the limit is hit with a malformed body, then it is still 429, not a 5xx', async () => {
    const cliente = novoCliente();
    const status: number[] = [];
    for (let n = 0; n < 4; n++) {
      const response = await request(app)
        .post(`/api/loja/${loja.slug}/pedido`)
        .set('X-Forwarded-For', xff(cliente))
        .set('Content-Type', 'application/json')
        .send('{"produtos": [');
      status.push(response.status);
    }
    expect(status).toEqual([400, 400, 400, 429]);
  });
});

describe('Limite de eventos de analytics por IP', () => {
  it('when one client sends its 5th event in a minute, whatever it forges, then 429 with Retry-After', async () => {
    const cliente = novoCliente();
    const evento = { tipo: 'visita', visitante: 'visitante-de-teste-1' };
    for (let n = 0; n < 4; n++) {
      const response = await request(app)
        .post(`/api/catalogo/${loja.lojaId}/eventos`)
        .set('X-Forwarded-For', xff(cliente, forjado(n)))
        .send(evento);
      expect(response.status).toBeLessThan(429);
    }
    const quinto = await request(app)
      .post(`/api/catalogo/${loja.lojaId}/eventos`)
      .set('X-Forwarded-For', xff(cliente, forjado(99)))
      .send(evento);
    esperarLimite(quinto, /^Muitas requisições em pouco tempo\. Aguarde um minuto/);
  });
});

describe('Limite de envios de imagem por IP', () => {
  it('when one client sends its 3rd upload in a minute, whatever it forges, then 429 with Retry-After', async () => {
    const { cookie } = await signInOwner(app);
    const cliente = novoCliente();
    const enviar = (n: number) =>
      request(app)
        .post('/api/upload/image')
        .set('Cookie', cookie!)
        .set('X-Forwarded-For', xff(cliente, forjado(n)))
        .attach('image', Buffer.from('não é imagem'), { filename: 'x.txt', contentType: 'text/plain' });
    expect((await enviar(1)).status).toBe(400);
    expect((await enviar(2)).status).toBe(400);
    esperarLimite(await enviar(3), /^Muitas imagens enviadas em pouco tempo\. Aguarde um minuto/);
  });
});

describe('Limite de login do administrador por IP', () => {
  it('when one IP fails 20 logins across accounts with a new forged prefix each time, then the 21st is 429', async () => {
    const cliente = novoCliente();
    const login = (n: number) =>
      request(app)
        .post('/api/admin/login')
        .set('X-Forwarded-For', xff(cliente, forjado(n)))
        .send({ email: `ninguem-${n}@exemplo.com.br`, senha: 'senha-errada-123' });
    for (let n = 0; n < 20; n++) expect((await login(n)).status).toBe(401);
    // The login throttle's window is 15 minutes.
    esperarLimite(await login(20), /^Muitas tentativas de login\./, 15 * 60);
    // Another client is not affected.
    const outro = await request(app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', xff(novoCliente()))
      .send({ email: 'ninguem@exemplo.com.br', senha: 'senha-errada-123' });
    expect(outro.status).toBe(401);
  }, 60_000);
});

describe('Limites compartilhados entre instâncias', () => {
  const LIMITE = 10;
  const pedido = () => JSON.stringify({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] });
  let instancias: Listening[];
  beforeAll(async () => {
    // Two function instances over the same Firestore.
    const instancia = () => appWith({ RATE_LIMIT_PEDIDOS: String(LIMITE), TRUST_PROXY_HOPS: '2' }, undefined, noMesmoMinuto);
    instancias = await Promise.all([listen(instancia()), listen(instancia())]);
  });
  afterAll(async () => {
    await Promise.all(instancias.map((instancia) => instancia.close()));
  });
  const enviar = (n: number, cliente: string) =>
    fetch(`${instancias[n % 2]!.url}/api/loja/${loja.slug}/pedido`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': xff(cliente, forjado(n)) },
      body: pedido(),
    }).then((response) => response.status);

  it('when one client sends 200 orders, each to the other of two instances, then exactly the limit is accepted', async () => {
    const cliente = novoCliente();
    const antes = await pedidos();
    const status: number[] = [];
    for (let n = 0; n < 200; n++) status.push(await enviar(n, cliente));
    expect(status.slice(0, LIMITE)).toEqual(Array(LIMITE).fill(201));
    expect(status.slice(LIMITE)).toEqual(Array(200 - LIMITE).fill(429));
    expect(await pedidos()).toBe(antes + LIMITE);
  }, 60_000);

  it('when one client sends 200 orders at once to two instances, then at most the limit is accepted and the rest get 429, never a 5xx', async () => {
    const cliente = novoCliente();
    const antes = await pedidos();
    const status = await Promise.all(Array.from({ length: 200 }, (_, n) => enviar(n, cliente)));
    const aceitos = status.filter((codigo) => codigo === 201).length;
    // Concurrent requests may read each other's count (model/limite-compartilhado.ts): never more,
    // maybe fewer (a burst of one client's at the very same moment can even get none).
    expect(aceitos).toBeLessThanOrEqual(LIMITE);
    expect(status.filter((codigo) => codigo !== 201 && codigo !== 429)).toEqual([]);
    expect(await pedidos()).toBe(antes + aceitos);
  }, 60_000);
});

describe('Endereço do cliente no emulador', () => {
  it('when the local stack gets a different X-Forwarded-For on every order, then they all count on the socket, not on what the client wrote', async () => {
    // The emulator's default (no TRUST_PROXY_HOPS): its Hosting and Functions proxies append no address.
    const local = appWith({ ...LIMITES, TRUST_PROXY_HOPS: undefined }, undefined, noMesmoMinuto);
    const status: number[] = [];
    for (let n = 0; n < 4; n++) {
      const response = await request(local)
        .post(`/api/loja/${loja.slug}/pedido`)
        .set('X-Forwarded-For', `203.0.113.${randomInt(256)}`)
        .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] });
      status.push(response.status);
    }
    expect(status.at(-1)).toBe(429);
  });
});

describe('Avalanche de logins do administrador', () => {
  let servidor: Listening;
  beforeAll(async () => {
    // Deployed cost (no ADMIN_SCRYPT_N): OWASP's scrypt, as an attacker would make the function pay.
    servidor = await listen(appWith({ TRUST_PROXY_HOPS: '2', ADMIN_SCRYPT_N: undefined }));
  });
  afterAll(() => servidor.close());

  const cronometrar = async (chamada: () => Promise<Response>) => {
    const inicio = performance.now();
    const response = await chamada();
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: performance.now() - inicio };
  };

  it('when 40 logins with unknown e-mails arrive at once, then the excess is refused at once with 503 and Retry-After, none hangs, and the public catalogue still answers', async () => {
    const login = (n: number) =>
      cronometrar(() =>
        fetch(`${servidor.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': xff(novoCliente()) },
          body: JSON.stringify({ email: `avalanche-${n}-${randomUUID().slice(0, 8)}@exemplo.com.br`, senha: 'senha-errada-123' }),
        }),
      );
    const leitura = () => cronometrar(() => fetch(`${servidor.url}/api/loja/${loja.slug}`));
    const [logins, leituras] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, (_, n) => login(n))),
      Promise.all([leitura(), leitura(), leitura()]),
    ]);

    expect(leituras.map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(logins.filter(({ status }) => status !== 401 && status !== 503)).toEqual([]);
    const recusados = logins.filter(({ status }) => status === 503);
    // One stranger's hash at a time: most of the burst is refused instead of queued.
    expect(recusados.length).toBeGreaterThan(30);
    for (const { retryAfter, ms } of recusados) {
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(ms).toBeLessThan(3_000);
    }
    // The ones let through were each answered, not left hanging.
    for (const { ms } of logins) expect(ms).toBeLessThan(15_000);
  }, 60_000);
});
