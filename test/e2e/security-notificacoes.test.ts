import { Timestamp } from 'firebase-admin/firestore';
import { ENDERECO_NAO_SUPORTADO, type AvisoPush, type ChaveNotificacoesResponse, type DispositivosResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { novoDispositivo, servicoDePush, verificarVapid, type ServicoDePush } from '../support/push.js';
import { pedidoParadoDoc } from '../../functions/src/model/pedidos-parados.js';
import { pedidosCollection } from '../../functions/src/model/pedidos.js';
import { novaLojaNoRuntime, type LojaNoRuntime } from '../../scripts/lib/loja-no-runtime.js';
import { runtimeUrl, firestoreDoStack } from './browser.js';

/**
 * The owner's pushes through the path production uses (Hosting → the Functions runtime), with no
 * browser: a push service of the test's own on 127.0.0.1 (allowed on the emulators only) decrypts
 * each push with the device's keys and checks its VAPID signature, so a request that merely
 * arrived proves nothing. The waiting order's push comes from the stack's own job
 * (jobs/pedidos-parados.ts), which the e2e stack runs every second.
 */

type Dispositivo = ReturnType<typeof novoDispositivo>;

let servico: ServicoDePush;
/** Another host: the product must never POST there. */
let estranho: ServicoDePush;
let chavePublica: string;
let loja: LojaNoRuntime;
let celular: Dispositivo;
let tablet: Dispositivo;
const db = firestoreDoStack('security-notificacoes');

beforeAll(async () => {
  [servico, estranho] = await Promise.all([servicoDePush(), servicoDePush({ host: '127.0.0.2' })]);
  // An order left waiting a minute is pushed again: the least the setting allows.
  loja = await novaLojaNoRuntime(runtimeUrl(), {
    nome: 'Padaria Avisos',
    preco: 16.5,
    atendimento: { retirada: true, entrega: false, formas_pagamento: ['dinheiro'], alerta_pedido_parado_min: 1 },
  });
  chavePublica = ((await (await fetch(runtimeUrl(`/api${apiPaths.notificacoesChave}`))).json()) as ChaveNotificacoesResponse).chave_publica;
  celular = novoDispositivo(servico, 'celular');
  tablet = novoDispositivo(servico, 'tablet');
  for (const dispositivo of [celular, tablet]) expect((await inscrever(dispositivo.inscricao)).status).toBe(201);
});
afterAll(async () => {
  await Promise.all([servico?.close(), estranho?.close()]);
});

const inscrever = (inscricao: object) => loja.owner('POST', apiPaths.notificacoesDispositivos, inscricao);
const dispositivos = async () =>
  ((await (await loja.owner('GET', apiPaths.notificacoesDispositivos)).json()) as DispositivosResponse).dispositivos;

async function ate<T>(ler: () => Promise<T> | T, pronto: (valor: T) => boolean, prazoMs = 10_000): Promise<T> {
  const fim = Date.now() + prazoMs;
  for (;;) {
    const valor = await ler();
    if (pronto(valor) || Date.now() > fim) return valor;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A customer's order through Hosting: its id, code, status and how long its answer took. */
async function pedir() {
  const inicio = performance.now();
  const response = await loja.pedir(3);
  const ms = performance.now() - inicio;
  const body = (await response.json()) as { codigo: string };
  const { docs } = await pedidosCollection(db, loja.lojaId).where('codigo', '==', body.codigo).get();
  return { status: response.status, ms, codigo: body.codigo, id: docs[0]?.id ?? '' };
}

/** What one device got about one order, decrypted. */
const avisosDoPedido = (dispositivo: Dispositivo, pedidoId: string, tipo: AvisoPush['tipo']) =>
  servico
    .de(dispositivo.caminho)
    .map((recebido) => ({ recebido, aviso: dispositivo.abrir(recebido) as AvisoPush }))
    .filter(({ aviso }) => aviso.pedido_id === pedidoId && aviso.tipo === tipo);

/** What one device got about one order, once something came (polled until it does). */
const avisosQueChegaram = (dispositivo: Dispositivo, pedidoId: string, tipo: AvisoPush['tipo']) =>
  ate(
    () => avisosDoPedido(dispositivo, pedidoId, tipo),
    (lista) => lista.length > 0,
  );

describe('Avisos de pedidos pelo runtime local', () => {
  it('when a customer orders, then each of the owner’s two devices gets the novo_pedido, decrypted with its keys and VAPID-signed by the deployment', async () => {
    const pedido = await pedir();
    expect(pedido.status).toBe(201);
    for (const dispositivo of [celular, tablet]) {
      const recebidos = await avisosQueChegaram(dispositivo, pedido.id, 'novo_pedido');
      expect(recebidos.map(({ aviso }) => aviso)).toEqual([
        {
          tipo: 'novo_pedido',
          pedido_id: pedido.id,
          codigo: pedido.codigo,
          titulo: `Novo pedido #${pedido.codigo}`,
          corpo: 'João · 3 itens · R$ 49,50 · Retirada',
          url: `/pedidos?pedido=${pedido.id}`,
        },
      ]);
      const { headers } = recebidos[0]!.recebido;
      expect(headers.urgency).toBe('high');
      expect(Number(headers.ttl)).toBeGreaterThanOrEqual(600);
      const claims = verificarVapid(headers.authorization, chavePublica);
      expect(claims.aud).toBe(servico.base);
      expect(claims.sub).toMatch(/^mailto:.+@/);
    }
  });

  /**
   * The shop's minute (the least the setting allows) would make this test wait a real minute. The
   * job's clock is the stack's process's, out of the test's reach, so instead the order is dated 61 s
   * back in the stack's Firestore, with its mark, as if placed then: the runtime and the job run
   * unchanged, and the job's own clock decides the order has waited long enough.
   */
  async function pedidoDeUmMinutoAtras() {
    const pedido = await pedir();
    expect(pedido.status).toBe(201);
    const umMinutoAtras = Date.now() - 61_000;
    await pedidosCollection(db, loja.lojaId)
      .doc(pedido.id)
      .update({ criado_em: Timestamp.fromMillis(umMinutoAtras) });
    await pedidoParadoDoc(db, loja.lojaId, pedido.id).update({ avisar_em: Timestamp.fromMillis(umMinutoAtras + 60_000) });
    return pedido;
  }

  it('when an order waits the shop’s minute, then each device gets exactly one pedido_parado, however many times the job runs after', async () => {
    const parado = await pedidoDeUmMinutoAtras();
    for (const dispositivo of [celular, tablet]) {
      const recebidos = await avisosQueChegaram(dispositivo, parado.id, 'pedido_parado');
      expect(recebidos.map(({ aviso }) => aviso)).toEqual([
        {
          tipo: 'pedido_parado',
          pedido_id: parado.id,
          codigo: parado.codigo,
          titulo: `Pedido #${parado.codigo} esperando há 1 min`,
          corpo: 'João · 3 itens · R$ 49,50 · Retirada',
          url: `/pedidos?pedido=${parado.id}`,
        },
      ]);
      expect(verificarVapid(recebidos[0]!.recebido.headers.authorization, chavePublica).aud).toBe(servico.base);
    }
    // A second waiting order's push comes from a run that started after the first one's push: that run left the first alone.
    // Each device's push is sent on its own: the tablet's can arrive after the phone's (CI, 2026-11-30).
    const depois = await pedidoDeUmMinutoAtras();
    for (const dispositivo of [celular, tablet]) await avisosQueChegaram(dispositivo, depois.id, 'pedido_parado');
    for (const dispositivo of [celular, tablet]) {
      expect(avisosDoPedido(dispositivo, parado.id, 'pedido_parado')).toHaveLength(1);
      expect(avisosDoPedido(dispositivo, depois.id, 'pedido_parado')).toHaveLength(1);
    }
  });

  it('when a push service answers 410, then that device’s subscription is deleted and the others stay', async () => {
    const perdido = novoDispositivo(servico, 'perdido');
    servico.respostas.set(perdido.caminho, 410);
    const { id } = (await (await inscrever(perdido.inscricao)).json()) as { id: string };
    expect((await dispositivos()).map((dispositivo) => dispositivo.id)).toContain(id);

    expect((await pedir()).status).toBe(201);
    const depois = await ate(dispositivos, (lista) => !lista.some((dispositivo) => dispositivo.id === id));
    expect(depois.map((dispositivo) => dispositivo.id)).not.toContain(id);
    expect(depois).toHaveLength(2);
    expect(servico.de(perdido.caminho)).toHaveLength(1);
  });

  it('when a subscription points to another host, then 400 in Portuguese and no push is ever sent there', async () => {
    const dispositivo = novoDispositivo(estranho, 'estranho');
    const localhost = novoDispositivo(servico, 'localhost');
    const enderecos = [
      dispositivo.inscricao.endpoint,
      localhost.inscricao.endpoint.replace('127.0.0.1', 'localhost'),
      'https://push.exemplo.com.br/enviar',
      'https://fcm.googleapis.com.exemplo.com/fcm/send/x',
    ];
    for (const endpoint of enderecos) {
      const response = await inscrever({ ...dispositivo.inscricao, endpoint });
      expect(response.status, endpoint).toBe(400);
      expect(await response.json()).toEqual({ error: ENDERECO_NAO_SUPORTADO });
    }
    const pedido = await pedir();
    expect(pedido.status).toBe(201);
    // Once the shop's devices have this order's push, the fan-out is over: nothing went elsewhere.
    await avisosQueChegaram(tablet, pedido.id, 'novo_pedido');
    expect(estranho.recebidos).toEqual([]);
    expect(servico.de(localhost.caminho)).toEqual([]);
    expect(await dispositivos()).toHaveLength(2);
  });

  it('when a push service hangs or answers 500, then the order still answers 201 within 3 s and the device records the failure', async () => {
    const pendurado = novoDispositivo(servico, 'pendurado');
    const quebrado = novoDispositivo(servico, 'quebrado');
    servico.respostas.set(pendurado.caminho, 'pendura');
    servico.respostas.set(quebrado.caminho, 500);
    const ids: string[] = [];
    for (const dispositivo of [pendurado, quebrado])
      ids.push(((await (await inscrever(dispositivo.inscricao)).json()) as { id: string }).id);

    const pedido = await pedir();
    expect(pedido.status).toBe(201);
    expect(pedido.ms).toBeLessThan(3_000);
    const registros = await ate(dispositivos, (lista) =>
      ids.every((id) => lista.find((dispositivo) => dispositivo.id === id)?.ultima_falha),
    );
    for (const id of ids) expect(registros.find((dispositivo) => dispositivo.id === id)?.ultima_falha).toEqual(expect.any(String));
    expect(avisosDoPedido(celular, pedido.id, 'novo_pedido')).toHaveLength(1);
    for (const id of ids) expect((await loja.owner('DELETE', apiPaths.notificacoesDispositivo({ id }))).status).toBe(204);
  });
});
