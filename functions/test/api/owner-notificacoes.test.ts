import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAVES_INVALIDAS, ENDERECO_NAO_SUPORTADO, type ChaveNotificacoesResponse, type DispositivosResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { readEnv } from '../../src/config/env.js';
import { dispositivoDaPessoaId, dispositivoId, dispositivosCollection } from '../../src/model/dispositivos.js';
import { uidDoDono } from '../../src/model/lojistas.js';
import { ESPERA_AVISO_MS, PRAZO_PUSH_MS } from '../../src/platform/push/sender.js';
import { isolatedApp, newGoogleAccount, asCookie } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste, planoDaLoja, novoMembro } from '../../../test/support/lojas.js';
import { ate, novoDispositivo, servicoDePush, verificarVapid, type ServicoDePush } from '../../../test/support/push.js';

/** A database of its own: a plan with room for a team is written here. */
const { app, db } = isolatedApp('owner-notificacoes');
const api = (path: string) => `/api${path}`;
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const com = (cookie: string) => asCookie(app, cookie, { 'User-Agent': CHROME_ANDROID });

async function inscrever(cookie: string, dispositivo: { inscricao: object }) {
  const response = await com(cookie).post(apiPaths.notificacoesDispositivos, dispositivo.inscricao);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string };
}

async function dispositivos(cookie: string) {
  const response = await com(cookie).get(apiPaths.notificacoesDispositivos);
  expect(response.status).toBe(200);
  return (response.body as DispositivosResponse).dispositivos;
}

/** A customer's order of `quantidade` of the shop's first product; answers the order and how long its answer took. */
async function pedir(loja: LojaDeTeste, quantidade = 3, extra: object = {}) {
  const inicio = performance.now();
  const response = await request(app)
    .post(`/api/catalogo/${loja.lojaId}/pedido`)
    .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade }], ...extra });
  const ms = performance.now() - inicio;
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { codigo: response.body.codigo as string, ms };
}

let servico: ServicoDePush;
let chavePublica: string;
beforeAll(async () => {
  servico = await servicoDePush();
  chavePublica = ((await request(app).get(api(apiPaths.notificacoesChave))).body as ChaveNotificacoesResponse).chave_publica;
});
afterAll(() => servico.close());

describe('GET /api/notificacoes/chave', () => {
  it('answers the deployment’s VAPID public key, 65 bytes in base64url, cacheable and without a session', async () => {
    const response = await request(app).get(api(apiPaths.notificacoesChave));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toEqual({ chave_publica: readEnv().vapid!.publicKey });
    const ponto = Buffer.from((response.body as ChaveNotificacoesResponse).chave_publica, 'base64url');
    expect(ponto).toHaveLength(65);
    expect(ponto[0]).toBe(4);
  });
});

describe('Dispositivos: /api/notificacoes/dispositivos', () => {
  it('when there is no session, then every device route answers 401', async () => {
    const dispositivo = novoDispositivo(servico, 'anonimo');
    expect((await request(app).post(api(apiPaths.notificacoesDispositivos)).send(dispositivo.inscricao)).status).toBe(401);
    expect((await request(app).get(api(apiPaths.notificacoesDispositivos))).status).toBe(401);
    expect((await request(app).delete(api(apiPaths.notificacoesDispositivo({ id: 'x' })))).status).toBe(401);
    expect((await request(app).post(api(apiPaths.notificacoesTeste))).status).toBe(401);
  });

  it('when a client still calls the old /inscricoes paths, then each answers 308 to /dispositivos with its query, and the new path does the work', async () => {
    const loja = await novaLoja(app);
    const dispositivo = novoDispositivo(servico, 'caminho-antigo');
    const post = await com(loja.cookie).post(`${apiPaths.notificacoesDispositivosAntigo}?origem=app`, dispositivo.inscricao).redirects(0);
    expect(post.status).toBe(308);
    expect(post.headers.location).toBe(api(`${apiPaths.notificacoesDispositivos}?origem=app`));
    const criado = await request(app).post(post.headers.location!).set('Cookie', loja.cookie).send(dispositivo.inscricao);
    expect(criado.status).toBe(201);
    const { id } = criado.body as { id: string };

    const get = await com(loja.cookie).get(apiPaths.notificacoesDispositivosAntigo).redirects(0);
    expect(get.status).toBe(308);
    expect(get.headers.location).toBe(api(apiPaths.notificacoesDispositivos));

    const del = await com(loja.cookie).delete(apiPaths.notificacoesDispositivoAntigo({ id })).redirects(0);
    expect(del.status).toBe(308);
    expect(del.headers.location).toBe(api(apiPaths.notificacoesDispositivo({ id })));
    expect((await com(loja.cookie).delete(apiPaths.notificacoesDispositivo({ id }))).status).toBe(204);
    expect(await dispositivos(loja.cookie)).toEqual([]);
  });

  it('when a new order is placed, then each of the owner’s two devices gets one push, decrypted with its keys, VAPID-signed by the deployment, urgent, with the order’s fields', async () => {
    const loja = await novaLoja(app, { produtos: [{ nome: 'Pão de queijo', preco: 16.5 }] });
    const celular = novoDispositivo(servico, 'celular');
    const tablet = novoDispositivo(servico, 'tablet');
    const { id } = await inscrever(loja.cookie, celular);
    await inscrever(loja.cookie, tablet);
    expect(id).toBe(dispositivoDaPessoaId(uidDoDono(loja.lojaId), celular.inscricao.endpoint));

    const lista = await dispositivos(loja.cookie);
    expect(lista).toHaveLength(2);
    expect(lista[0]).toEqual({
      id,
      criado_em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      descricao: 'Chrome no Android',
      ultimo_envio: null,
      ultima_falha: null,
    });

    const { codigo } = await pedir(loja, 3, { cliente: { nome: 'João' }, entrega: { tipo: 'retirada' } });
    const pedidoId = (await db.collection(`lojistas/${loja.lojaId}/pedidos`).where('codigo', '==', codigo).get()).docs[0]!.id;

    for (const dispositivo of [celular, tablet]) {
      const recebidos = await servico.chegaram(dispositivo.caminho);
      expect(recebidos).toHaveLength(1);
      const [push] = recebidos;
      expect(dispositivo.abrir(push!)).toEqual({
        tipo: 'novo_pedido',
        pedido_id: pedidoId,
        codigo,
        titulo: `Novo pedido #${codigo}`,
        corpo: 'João · 3 itens · R$ 49,50 · Retirada',
        url: `/pedidos?pedido=${pedidoId}`,
      });
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push!.headers.ttl)).toBeGreaterThanOrEqual(600);
      expect(push!.headers.urgency).toBe('high');
      const claims = verificarVapid(push!.headers.authorization, chavePublica);
      expect(claims.aud).toBe(servico.base);
      expect(claims.sub).toBe('mailto:suporte@vitrine.dev');
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    }
    const depois = await dispositivos(loja.cookie);
    expect(depois.every((dispositivo) => dispositivo.ultimo_envio !== null && dispositivo.ultima_falha === null)).toBe(true);
  });

  it('when an order has no customer name nor delivery choice, then the body is just the items and the total', async () => {
    const loja = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] });
    const dispositivo = novoDispositivo(servico, 'simples');
    await inscrever(loja.cookie, dispositivo);
    await pedir(loja, 1);
    expect(dispositivo.abrir(servico.de(dispositivo.caminho)[0]!)).toMatchObject({ corpo: '1 item · R$ 5,00' });
  });

  it('when the same endpoint subscribes again, then it is updated, not duplicated', async () => {
    const loja = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] });
    const dispositivo = novoDispositivo(servico, 'repetido');
    const primeiro = await inscrever(loja.cookie, dispositivo);
    // The browser's subscription renewed on the same endpoint, with new keys.
    const renovado = novoDispositivo(servico, 'renovado');
    const segundo = await inscrever(loja.cookie, { inscricao: { ...renovado.inscricao, endpoint: dispositivo.inscricao.endpoint } });
    expect(segundo.id).toBe(primeiro.id);
    expect(await dispositivos(loja.cookie)).toHaveLength(1);
    const { codigo } = await pedir(loja, 1);
    const recebidos = await servico.chegaram(dispositivo.caminho);
    expect(recebidos).toHaveLength(1);
    expect(renovado.abrir(recebidos[0]!)).toMatchObject({ codigo });
    expect(() => dispositivo.abrir(recebidos[0]!)).toThrow();
  });

  it('when a person subscribes an 11th device, then their oldest is gone and 10 remain', async () => {
    const loja = await novaLoja(app);
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) ids.push((await inscrever(loja.cookie, novoDispositivo(servico, `onze-${i}`))).id);
    const lista = await dispositivos(loja.cookie);
    expect(lista).toHaveLength(10);
    expect(lista.map((dispositivo) => dispositivo.id)).toEqual(ids.slice(1));
  });

  it.each([
    ['another host', 'https://exemplo.com.br/push/abc'],
    ['http on a push service', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['https on a look-alike host', 'https://fcm.googleapis.com.exemplo.com/fcm/send/abc'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['localhost by name', 'http://localhost:9999/push/abc'],
    ['another local address', 'http://127.0.0.2:9999/push/abc'],
    ['credentials in the URL', 'https://user:senha@fcm.googleapis.com/fcm/send/abc'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/abc'],
  ])('when the endpoint is %s, then 400 and nothing is stored', async (_caso, endpoint) => {
    const loja = await novaLoja(app);
    const dispositivo = novoDispositivo(servico, 'recusado');
    const response = await com(loja.cookie).post(apiPaths.notificacoesDispositivos, { ...dispositivo.inscricao, endpoint });
    expect(response.status).toBe(400);
    expect(response.body.error ?? response.body.message ?? JSON.stringify(response.body)).toContain(ENDERECO_NAO_SUPORTADO);
    expect((await dispositivosCollection(db, loja.lojaId).get()).size).toBe(0);
  });

  it('when the keys are not a P-256 point and a 16-byte secret, or the body has more than the subscription, then 400 and nothing is stored', async () => {
    const loja = await novaLoja(app);
    const dispositivo = novoDispositivo(servico, 'chaves');
    const foraDaCurva = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const casos = [
      { ...dispositivo.inscricao, keys: { ...dispositivo.inscricao.keys, p256dh: foraDaCurva } },
      { ...dispositivo.inscricao, keys: { ...dispositivo.inscricao.keys, auth: Buffer.alloc(15, 1).toString('base64url') } },
      { ...dispositivo.inscricao, keys: { ...dispositivo.inscricao.keys, p256dh: Buffer.alloc(65, 4).toString('base64') } },
      { ...dispositivo.inscricao, keys: { p256dh: dispositivo.inscricao.keys.p256dh } },
      { ...dispositivo.inscricao, extra: true },
    ];
    for (const corpo of casos) {
      const response = await com(loja.cookie).post(apiPaths.notificacoesDispositivos, corpo);
      expect(response.status, JSON.stringify(corpo)).toBe(400);
    }
    const foraDaCurvaResposta = await com(loja.cookie).post(apiPaths.notificacoesDispositivos, casos[0]!);
    expect(JSON.stringify(foraDaCurvaResposta.body)).toContain(CHAVES_INVALIDAS);
    expect((await dispositivosCollection(db, loja.lojaId).get()).size).toBe(0);
    await pedir(await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] }), 1);
    expect(servico.de(dispositivo.caminho)).toHaveLength(0);
  });

  it('when a device is removed, then 204, it is no longer listed and gets no push; another person’s device id answers 404', async () => {
    const loja = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] });
    const dispositivo = novoDispositivo(servico, 'removido');
    const { id } = await inscrever(loja.cookie, dispositivo);
    const outra = await novaLoja(app);
    expect((await com(outra.cookie).delete(apiPaths.notificacoesDispositivo({ id }))).status).toBe(404);
    expect((await com(loja.cookie).delete(apiPaths.notificacoesDispositivo({ id }))).status).toBe(204);
    expect(await dispositivos(loja.cookie)).toEqual([]);
    expect((await com(loja.cookie).delete(apiPaths.notificacoesDispositivo({ id }))).status).toBe(404);
    await pedir(loja, 1);
    expect(servico.de(dispositivo.caminho)).toHaveLength(0);
  });
});

describe('Falhas do serviço de push', () => {
  it('when a push service answers 410, 500 or hangs, then the order still answers 201 at once, the gone subscription is deleted and the failures are recorded', async () => {
    const loja = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] });
    const [bom, expirado, quebrado, pendurado] = ['bom', 'expirado', 'quebrado', 'pendurado'].map((nome) => novoDispositivo(servico, nome));
    for (const dispositivo of [bom!, expirado!, quebrado!, pendurado!]) await inscrever(loja.cookie, dispositivo);
    servico.respostas.set(expirado!.caminho, 410);
    servico.respostas.set(quebrado!.caminho, 500);
    servico.respostas.set(pendurado!.caminho, 'pendura');
    // An order with no device to push to: the time an order takes here.
    const { ms: normal } = await pedir(await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] }), 1);

    const { ms } = await pedir(loja, 1);
    expect(ms).toBeLessThan(normal + ESPERA_AVISO_MS + 500);
    expect(ms).toBeLessThan(PRAZO_PUSH_MS);
    expect(servico.de(bom!.caminho)).toHaveLength(1);

    const porId = async () => new Map((await dispositivos(loja.cookie)).map((dispositivo) => [dispositivo.id, dispositivo] as const));
    const final = await ate(
      porId,
      (mapa) => mapa.get(dispositivoDaPessoaId(uidDoDono(loja.lojaId), pendurado!.inscricao.endpoint))?.ultima_falha != null,
      PRAZO_PUSH_MS + 3_000,
    );
    expect(final.has(dispositivoDaPessoaId(uidDoDono(loja.lojaId), expirado!.inscricao.endpoint))).toBe(false);
    expect(final.get(dispositivoDaPessoaId(uidDoDono(loja.lojaId), bom!.inscricao.endpoint))?.ultimo_envio).not.toBeNull();
    expect(final.get(dispositivoDaPessoaId(uidDoDono(loja.lojaId), quebrado!.inscricao.endpoint))?.ultima_falha).not.toBeNull();
    expect(final.get(dispositivoDaPessoaId(uidDoDono(loja.lojaId), pendurado!.inscricao.endpoint))?.ultima_falha).not.toBeNull();
    expect(final.size).toBe(3);
  });
});

describe('Equipe e teste', () => {
  /** A new shop on a plan with a team, and a `cozinha` member signed in: the member's id and session cookie. */
  async function lojaComCozinha() {
    const loja = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] });
    await planoDaLoja(db, loja.lojaId, { id: 110 });
    const { membro, cookie } = await novoMembro(app, loja, 'cozinha', newGoogleAccount('Caio Cozinha'));
    return { loja, membro, cookie };
  }

  it('when a staff member subscribes, then orders reach them too; the test push reaches only the caller’s devices; once removed, their devices are gone', async () => {
    const { loja, membro: cozinheiro, cookie } = await lojaComCozinha();

    const doDono = novoDispositivo(servico, 'dono');
    const daCozinha = novoDispositivo(servico, 'cozinha');
    await inscrever(loja.cookie, doDono);
    await inscrever(cookie!, daCozinha);
    expect(await dispositivos(cookie!)).toHaveLength(1);
    expect(await dispositivos(loja.cookie)).toHaveLength(1);

    const teste = await com(cookie!).post(apiPaths.notificacoesTeste);
    expect(teste.status).toBe(200);
    expect(teste.body).toEqual({ enviados: 1, falhas: 0 });
    expect(daCozinha.abrir(servico.de(daCozinha.caminho)[0]!)).toMatchObject({ tipo: 'teste', url: '/pedidos' });
    expect(servico.de(doDono.caminho)).toHaveLength(0);

    servico.respostas.set(doDono.caminho, 500);
    expect((await com(loja.cookie).post(apiPaths.notificacoesTeste)).body).toEqual({ enviados: 0, falhas: 1 });
    servico.respostas.delete(doDono.caminho);

    const { codigo } = await pedir(loja, 2);
    expect(daCozinha.abrir(servico.de(daCozinha.caminho)[1]!)).toMatchObject({ tipo: 'novo_pedido', codigo });
    expect(doDono.abrir(servico.de(doDono.caminho).at(-1)!)).toMatchObject({ tipo: 'novo_pedido', codigo });

    const membro = cozinheiro.id;
    expect(
      (
        await request(app)
          .delete(api(apiPaths.membro({ id: membro })))
          .set('Cookie', loja.cookie)
      ).status,
    ).toBe(204);
    expect((await dispositivosCollection(db, loja.lojaId).where('uid', '!=', uidDoDono(loja.lojaId)).get()).size).toBe(0);
    await pedir(loja, 1);
    expect(servico.de(daCozinha.caminho)).toHaveLength(2);
    expect(servico.de(doDono.caminho).filter((push) => (doDono.abrir(push) as { tipo: string }).tipo === 'novo_pedido')).toHaveLength(2);
  });

  it('when the kitchen subscribes the endpoint the owner subscribed, then each has a record of their own: the owner’s list keeps it and only the owner can remove it', async () => {
    const { loja, cookie } = await lojaComCozinha();
    const celularDoDono = novoDispositivo(servico, 'celular-do-dono');
    const doDono = await inscrever(loja.cookie, celularDoDono);
    const daCozinha = await inscrever(cookie, celularDoDono);
    expect(daCozinha.id).not.toBe(doDono.id);
    expect((await dispositivos(loja.cookie)).map((dispositivo) => dispositivo.id)).toEqual([doDono.id]);
    expect((await dispositivos(cookie)).map((dispositivo) => dispositivo.id)).toEqual([daCozinha.id]);

    expect((await com(cookie).delete(apiPaths.notificacoesDispositivo({ id: doDono.id }))).status).toBe(404);
    expect((await dispositivos(loja.cookie)).map((dispositivo) => dispositivo.id)).toEqual([doDono.id]);
    const { codigo } = await pedir(loja, 1);
    const recebidos = await servico.chegaram(celularDoDono.caminho);
    expect(celularDoDono.abrir(recebidos[0]!)).toMatchObject({ tipo: 'novo_pedido', codigo });

    // Each removes only their own record; the browser stays subscribed while the other's remains.
    expect((await com(loja.cookie).delete(apiPaths.notificacoesDispositivo({ id: doDono.id }))).status).toBe(204);
    expect(await dispositivos(loja.cookie)).toEqual([]);
    expect((await dispositivos(cookie)).map((dispositivo) => dispositivo.id)).toEqual([daCozinha.id]);
  });

  it('when a person subscribes again an endpoint saved before per-person records, then that record is updated, not doubled', async () => {
    const loja = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] });
    const dispositivo = novoDispositivo(servico, 'antigo');
    const antigo = dispositivoId(dispositivo.inscricao.endpoint);
    const criadoEm = new Date('2026-01-02T03:04:05Z');
    await dispositivosCollection(db, loja.lojaId)
      .doc(antigo)
      .set({
        uid: uidDoDono(loja.lojaId),
        endpoint: dispositivo.inscricao.endpoint,
        p256dh: 'x',
        auth: 'y',
        descricao: 'Chrome no Android',
        criado_em: criadoEm,
      });
    expect(await inscrever(loja.cookie, dispositivo)).toEqual({ id: antigo });
    expect(await dispositivos(loja.cookie)).toEqual([expect.objectContaining({ id: antigo, criado_em: criadoEm.toISOString() })]);
  });
});
