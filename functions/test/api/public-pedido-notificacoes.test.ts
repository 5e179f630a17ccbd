import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAVES_INVALIDAS, ENDERECO_NAO_SUPORTADO, type ChaveNotificacoesResponse, type StatusPedido } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { deleteNotificacoesDoClienteVencidas } from '../../src/jobs/notificacoes-do-cliente.js';
import { retencaoDadosCliente } from '../../src/jobs/retencao.js';
import { acompanhamentoDoc } from '../../src/model/acompanhamentos.js';
import {
  CONVITE_PARA_AVALIAR,
  NOTIFICACOES_DEPOIS_DO_FIM_MS,
  DISPOSITIVOS_POR_PEDIDO,
  notificacoesDoClienteDoc,
  PEDIDO_ENCERRADO,
} from '../../src/model/notificacoes-do-cliente.js';
import { dispositivoId } from '../../src/model/dispositivos.js';
import { limiteDaRetencao } from '../../src/model/dados-do-cliente.js';
import { ESPERA_AVISO_MS, PRAZO_PUSH_MS } from '../../src/platform/push/sender.js';
import { isolatedApp, appWith } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { ate, novoDispositivo, servicoDePush, verificarVapid, type ServicoDePush } from '../../../test/support/push.js';

/** A database of its own, like the other order files. */
const BANCO = 'publico-pedido-notificacoes';
const { app, db } = isolatedApp(BANCO);
const HORA = 3600_000;

type Dispositivo = ReturnType<typeof novoDispositivo>;

const inscrever = (token: string, corpo: object, comApp = app) => request(comApp).post(`/api/pedido/${token}/notificacoes`).send(corpo);

async function inscrito(token: string, dispositivo: Dispositivo) {
  const response = await inscrever(token, dispositivo.inscricao);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string };
}

/** A customer's order at the shop; answers its tracking token and its id on the owner's side. */
async function pedir(loja: LojaDeTeste) {
  const response = await request(app)
    .post(`/api/catalogo/${loja.lojaId}/pedido`)
    .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 2 }] });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const token = (response.body as { acompanhamento: string }).acompanhamento.split('/').at(-1)!;
  const { pedido_id } = (await acompanhamentoDoc(db, token).get()).data()!;
  return { token, id: pedido_id as string, codigo: (response.body as { codigo: string }).codigo };
}

/** The owner (or staff) moves the order along, as the Pedidos screen does; answers how long the answer took. */
async function mudarStatus(loja: LojaDeTeste, id: string, status: StatusPedido) {
  const inicio = performance.now();
  const response = await request(app).put(`/api/pedidos/${id}`).set('Cookie', loja.cookie).send({ status });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return performance.now() - inicio;
}

const inscricoesGuardadas = async (token: string) =>
  ((await notificacoesDoClienteDoc(db, token).get()).get('inscricoes') as { id: string; p256dh: string }[] | undefined) ?? [];

let servico: ServicoDePush;
let chavePublica: string;
let loja: LojaDeTeste;
beforeAll(async () => {
  servico = await servicoDePush();
  chavePublica = ((await request(app).get(`/api${apiPaths.notificacoesChave}`)).body as ChaveNotificacoesResponse).chave_publica;
  loja = await novaLoja(app, { nome_loja: 'Pizzaria da Ana', produtos: [{ nome: 'Pizza grande', preco: 50 }] });
});
afterAll(() => servico.close());

describe('Avisar quando o pedido mudar: POST /api/pedido/{token}/notificacoes', () => {
  it('when the customer subscribes and the owner moves the order along, then each of their devices gets the decrypted, VAPID-signed status push', async () => {
    const { token, id, codigo } = await pedir(loja);
    const celular = novoDispositivo(servico, 'cliente-celular');
    const tablet = novoDispositivo(servico, 'cliente-tablet');
    expect(await inscrito(token, celular)).toEqual({ id: dispositivoId(celular.inscricao.endpoint) });
    await inscrito(token, tablet);

    await mudarStatus(loja, id, 'saiu_para_entrega');
    for (const dispositivo of [celular, tablet]) {
      const recebidos = await servico.chegaram(dispositivo.caminho);
      expect(recebidos).toHaveLength(1);
      expect(dispositivo.abrir(recebidos[0]!)).toEqual({
        tipo: 'status_pedido',
        codigo,
        status: 'saiu_para_entrega',
        titulo: `Pizzaria da Ana: pedido #${codigo}`,
        corpo: 'Saiu para entrega',
        url: `/pedido/${token}`,
      });
      expect(recebidos[0]!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(recebidos[0]!.headers.ttl)).toBeGreaterThanOrEqual(600);
      expect(verificarVapid(recebidos[0]!.headers.authorization, chavePublica).aud).toBe(servico.base);
    }

    // Setting the status it already has changes nothing: no second push.
    await mudarStatus(loja, id, 'saiu_para_entrega');
    await mudarStatus(loja, id, 'entregue');
    const recebidos = await ate(
      () => servico.de(celular.caminho),
      (lista) => lista.length > 1,
    );
    expect(recebidos.map((push) => (celular.abrir(push) as { corpo: string }).corpo)).toEqual(['Saiu para entrega', CONVITE_PARA_AVALIAR]);
  });

  it('when the same endpoint subscribes again, then it is updated, not duplicated; a fourth device replaces the oldest', async () => {
    const { token, id } = await pedir(loja);
    const primeiro = novoDispositivo(servico, 'limite-1');
    await inscrito(token, primeiro);
    // The browser's subscription renewed on the same endpoint, with new keys.
    const renovado = novoDispositivo(servico, 'renovado');
    const mesmo = { inscricao: { ...renovado.inscricao, endpoint: primeiro.inscricao.endpoint } } as Dispositivo;
    expect(await inscrito(token, mesmo)).toEqual({ id: dispositivoId(primeiro.inscricao.endpoint) });
    expect(await inscricoesGuardadas(token)).toEqual([expect.objectContaining({ p256dh: renovado.inscricao.keys.p256dh })]);

    const outros = [2, 3, 4].map((n) => novoDispositivo(servico, `limite-${n}`));
    for (const dispositivo of outros) await inscrito(token, dispositivo);
    const guardadas = await inscricoesGuardadas(token);
    expect(guardadas).toHaveLength(DISPOSITIVOS_POR_PEDIDO);
    expect(guardadas.map((inscricao) => inscricao.id)).toEqual(outros.map((dispositivo) => dispositivoId(dispositivo.inscricao.endpoint)));

    await mudarStatus(loja, id, 'confirmado');
    await servico.chegaram(outros[2]!.caminho);
    expect(servico.de(primeiro.caminho)).toHaveLength(0);
    for (const dispositivo of outros) expect(servico.de(dispositivo.caminho)).toHaveLength(1);
  });

  it.each([
    ['another host', 'https://exemplo.com.br/push/abc'],
    ['localhost by name', 'http://localhost:9999/push/abc'],
    ['a push service over http', 'http://fcm.googleapis.com/fcm/send/abc'],
  ])('when the endpoint is %s, then 400 in Portuguese and nothing is stored', async (_caso, endpoint) => {
    const { token } = await pedir(loja);
    const response = await inscrever(token, { ...novoDispositivo(servico, 'recusado').inscricao, endpoint });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(ENDERECO_NAO_SUPORTADO);
    expect((await notificacoesDoClienteDoc(db, token).get()).exists).toBe(false);
  });

  it('when the keys are not a P-256 point and a 16-byte secret, or the body is not just the subscription, then 400 and nothing is stored', async () => {
    const { token } = await pedir(loja);
    const { inscricao } = novoDispositivo(servico, 'chaves');
    const foraDaCurva = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const casos = [
      { ...inscricao, keys: { ...inscricao.keys, p256dh: foraDaCurva } },
      { ...inscricao, keys: { ...inscricao.keys, auth: Buffer.alloc(15, 1).toString('base64url') } },
      { ...inscricao, keys: { p256dh: inscricao.keys.p256dh } },
      { ...inscricao, token: 'outro' },
    ];
    for (const corpo of casos) {
      const response = await inscrever(token, corpo);
      expect(response.status, JSON.stringify(corpo)).toBe(400);
      expect(typeof response.body.error).toBe('string');
    }
    expect((await inscrever(token, casos[0]!)).body.error).toBe(CHAVES_INVALIDAS);
    expect((await notificacoesDoClienteDoc(db, token).get()).exists).toBe(false);
  });

  it('when the token leads to no order, or is malformed, then 404 in Portuguese', async () => {
    const { inscricao } = novoDispositivo(servico, 'sem-pedido');
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'curto', '..%2F..%2Fetc']) {
      const response = await inscrever(token, inscricao);
      expect(response.status, token).toBe(404);
      expect(response.body.error).toBe('Pedido não encontrado');
    }
    expect((await notificacoesDoClienteDoc(db, 'AAAAAAAAAAAAAAAAAAAAAA').get()).exists).toBe(false);
  });

  it('when the request comes from another site, then 403 and nothing is stored', async () => {
    const { token } = await pedir(loja);
    const response = await inscrever(token, novoDispositivo(servico, 'csrf').inscricao, app).set('Origin', 'https://golpe.example');
    expect(response.status).toBe(403);
    expect((await notificacoesDoClienteDoc(db, token).get()).exists).toBe(false);
  });

  it('when one IP subscribes past the orders’ per-minute limit, then 429 in Portuguese with Retry-After', async () => {
    const agora = new Date();
    const limitado = appWith({ RATE_LIMIT_PEDIDOS: '2' }, db, { now: () => agora });
    const { token } = await pedir(loja);
    // A client address of its own (the one trusted X-Forwarded-For entry): counted apart from the other tests.
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await request(limitado)
        .post(`/api/pedido/${token}/notificacoes`)
        .set('X-Forwarded-For', ip)
        .send(novoDispositivo(servico, `limite-ip-${i}`).inscricao);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body.error).toMatch(/Aguarde um minuto/);
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('Falhas e apagamento dos avisos do cliente', () => {
  it('when a device’s push service answers 410, then that subscription is gone; one answering 500 or hanging never slows the status change', async () => {
    const { token, id } = await pedir(loja);
    const [bom, expirado, quebrado] = ['bom', 'expirado', 'quebrado'].map((nome) => novoDispositivo(servico, `cliente-${nome}`));
    for (const dispositivo of [bom!, expirado!, quebrado!]) await inscrito(token, dispositivo);
    servico.respostas.set(expirado!.caminho, 410);
    servico.respostas.set(quebrado!.caminho, 500);
    // Three at most per order: the hanging push service is another order's.
    const outro = await pedir(loja);
    const pendurado = novoDispositivo(servico, 'cliente-pendurado');
    await inscrito(outro.token, pendurado);
    servico.respostas.set(pendurado.caminho, 'pendura');

    const ms = await mudarStatus(loja, id, 'preparando');
    expect(ms).toBeLessThan(PRAZO_PUSH_MS);
    const restantes = await ate(
      () => inscricoesGuardadas(token),
      (lista) => lista.length === 2,
    );
    expect(restantes.map((inscricao) => inscricao.id).sort()).toEqual(
      [bom!, quebrado!].map((dispositivo) => dispositivoId(dispositivo.inscricao.endpoint)).sort(),
    );
    expect(servico.de(bom!.caminho)).toHaveLength(1);

    // The hanging push service holds the owner's answer at most ESPERA_AVISO_MS.
    const semInscricoes = await pedir(loja);
    const normal = await mudarStatus(loja, semInscricoes.id, 'preparando');
    const comPendura = await mudarStatus(loja, outro.id, 'preparando');
    expect(comPendura).toBeLessThan(normal + ESPERA_AVISO_MS + 500);
    expect(await inscricoesGuardadas(outro.token)).toHaveLength(1);
  });

  it('when the owner cancels orders in bulk, then each subscribed customer is told "Cancelado"', async () => {
    const { token, id, codigo } = await pedir(loja);
    const dispositivo = novoDispositivo(servico, 'cliente-cancelado');
    await inscrito(token, dispositivo);
    const response = await request(app)
      .post('/api/pedidos/cancelar')
      .set('Cookie', loja.cookie)
      .send({ ids: [id] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const recebidos = await servico.chegaram(dispositivo.caminho);
    expect(dispositivo.abrir(recebidos[0]!)).toMatchObject({ codigo, status: 'cancelado', corpo: 'Cancelado' });
  });

  it('when the customer erases their data, then the order’s subscriptions are deleted and a later status change pushes nothing', async () => {
    const { token, id } = await pedir(loja);
    const dispositivo = novoDispositivo(servico, 'cliente-apagado');
    await inscrito(token, dispositivo);
    expect((await request(app).delete(`/api/pedido/${token}/dados`)).status).toBe(200);
    expect((await notificacoesDoClienteDoc(db, token).get()).exists).toBe(false);
    await mudarStatus(loja, id, 'confirmado');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(servico.de(dispositivo.caminho)).toHaveLength(0);
  });

  it('when an order is delivered, then its subscriptions go 24 h later (not before), a status taken back keeps them, and none can be added after', async () => {
    const entregue = await pedir(loja);
    const voltou = await pedir(loja);
    const aberto = await pedir(loja);
    for (const pedido of [entregue, voltou, aberto]) await inscrito(pedido.token, novoDispositivo(servico, 'cliente-24h'));
    const inicio = Date.now();
    await mudarStatus(loja, entregue.id, 'entregue');
    // Delivered by mistake, then back on its way: its subscriptions stay.
    await mudarStatus(loja, voltou.id, 'entregue');
    await mudarStatus(loja, voltou.id, 'saiu_para_entrega');
    const fim = Date.now();

    await deleteNotificacoesDoClienteVencidas(db, { now: () => new Date(inicio + NOTIFICACOES_DEPOIS_DO_FIM_MS - HORA) });
    for (const pedido of [entregue, voltou, aberto]) expect((await notificacoesDoClienteDoc(db, pedido.token).get()).exists).toBe(true);

    const depois = new Date(fim + NOTIFICACOES_DEPOIS_DO_FIM_MS + 1_000);
    const tarde = isolatedApp(BANCO, { now: () => depois }).app;
    const response = await inscrever(entregue.token, novoDispositivo(servico, 'cliente-tarde').inscricao, tarde);
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(PEDIDO_ENCERRADO);

    expect(await deleteNotificacoesDoClienteVencidas(db, { now: () => depois })).toBeGreaterThanOrEqual(1);
    expect((await notificacoesDoClienteDoc(db, entregue.token).get()).exists).toBe(false);
    expect((await notificacoesDoClienteDoc(db, voltou.token).get()).exists).toBe(true);
    expect((await notificacoesDoClienteDoc(db, aberto.token).get()).exists).toBe(true);
  });

  it('when the owner deletes their account, then their customers’ subscriptions go with the orders, and another shop’s stay', async () => {
    const outraLoja = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] });
    const [daLojaExcluida, daOutra] = await Promise.all([pedir(outraLoja), pedir(loja)]);
    await inscrito(daLojaExcluida.token, novoDispositivo(servico, 'cliente-conta'));
    await inscrito(daOutra.token, novoDispositivo(servico, 'cliente-outra'));
    // Deleting an account also clears its pictures: an app with a local image store of its own.
    const imagens = mkdtempSync(join(tmpdir(), 'vitrine-avisos-'));
    const comImagens = appWith({ LOCAL_IMAGES_DIR: imagens }, db);
    const response = await request(comImagens).delete('/api/conta').set('Cookie', outraLoja.cookie).send({ confirmacao: outraLoja.slug });
    rmSync(imagens, { recursive: true, force: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await notificacoesDoClienteDoc(db, daLojaExcluida.token).get()).exists).toBe(false);
    expect((await notificacoesDoClienteDoc(db, daOutra.token).get()).exists).toBe(true);
  });

  it('when the retention job runs past the retention period, then the open order’s subscriptions are deleted with its customer’s data', async () => {
    const { token } = await pedir(loja);
    await inscrito(token, novoDispositivo(servico, 'cliente-retencao'));
    const anoQueVem = new Date(Date.now() + 400 * 24 * HORA);
    expect(limiteDaRetencao(anoQueVem).getTime()).toBeGreaterThan(Date.now());
    const resultado = await retencaoDadosCliente(db, { now: () => anoQueVem });
    expect(resultado.notificacoes).toBeGreaterThanOrEqual(1);
    expect((await notificacoesDoClienteDoc(db, token).get()).exists).toBe(false);
  });
});
