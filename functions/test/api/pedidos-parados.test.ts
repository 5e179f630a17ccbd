import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAgendadoPara, type AtendimentoInput, type AvisoPush } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { readEnv } from '../../src/config/env.js';
import { notifyPedidosParados, PEDIDO_PARADO_ATE_MS } from '../../src/jobs/pedidos-parados.js';
import { createNotificacoesDaEquipe, createEnvioPushDaPlataforma, dispositivosRepository } from '../../src/model/dispositivos.js';
import { pedidoParadoDoc } from '../../src/model/pedidos-parados.js';
import { isolatedApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { novoDispositivo, servicoDePush, verificarVapid, type ServicoDePush } from '../../../test/support/push.js';
import { umPedido } from '../../../test/support/pedidos.js';

/**
 * The job that pushes an order left waiting (jobs/pedidos-parados.ts), on a clock of the test's:
 * the app places the orders at `agora`, the job runs when the test says, as late as it says. A
 * database of its own: the job takes every due order in it.
 */
// The account's deletion removes its pictures: a folder of this file's own, as the local stack keeps them.
let agora = new Date('2026-03-10T15:00:00Z');
const now = () => agora;
const { app, db } = isolatedApp('pedidos-parados', { now });
const env = readEnv();
// The sender the deployed job and the local stack build, on this database, with the test's clock for the devices' records.
const notificacoesDaEquipe = createNotificacoesDaEquipe(
  dispositivosRepository(db),
  createEnvioPushDaPlataforma(db, { vapid: env.vapid, local: true }),
  now,
);
const rodar = () => notifyPedidosParados(db, { notificacoesDaEquipe, now });

const MINUTO = 60_000;
const passar = (ms: number) => {
  agora = new Date(agora.getTime() + ms);
};

const ATENDIMENTO: AtendimentoInput = { retirada: true, entrega: true, formas_pagamento: ['dinheiro'] };

let servico: ServicoDePush;
beforeAll(async () => {
  servico = await servicoDePush();
});
afterAll(async () => {
  await servico.close();
});

/** A shop with its owner's two devices subscribed, and its alerta_pedido_parado_min (undefined: never saved its settings). */
async function lojaComDispositivos(minutos?: number) {
  const loja = await novaLoja(app, { produtos: [{ nome: 'Pão de queijo', preco: 16.5 }] });
  if (minutos !== undefined) await configurarAtendimento(app, loja, { ...ATENDIMENTO, alerta_pedido_parado_min: minutos });
  const dispositivos = [novoDispositivo(servico, 'celular'), novoDispositivo(servico, 'tablet')];
  for (const dispositivo of dispositivos) {
    const response = await request(app)
      .post(`/api${apiPaths.notificacoesDispositivos}`)
      .set('Cookie', loja.cookie)
      .send(dispositivo.inscricao);
    expect(response.status).toBe(201);
  }
  return { loja, dispositivos };
}

/** A customer's order of 3 at `agora`, João's pickup paid in cash; answers its id and code. */
async function pedir(loja: LojaDeTeste) {
  const response = await request(app)
    .post(`/api/catalogo/${loja.lojaId}/pedido`)
    .send(umPedido({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 3 }], cliente: { nome: 'João', telefone: '11912345678' } }));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const codigo = response.body.codigo as string;
  const { docs } = await db.collection(`lojistas/${loja.lojaId}/pedidos`).where('codigo', '==', codigo).get();
  return { id: docs[0]!.id, codigo };
}

type Dispositivo = ReturnType<typeof novoDispositivo>;
/** The pushes a device got of one kind, decrypted (the order's own arrival push is novo_pedido). */
const avisosDe = (dispositivo: Dispositivo, tipo: AvisoPush['tipo']) =>
  servico
    .de(dispositivo.caminho)
    .map((recebido) => dispositivo.abrir(recebido) as AvisoPush)
    .filter((aviso) => aviso.tipo === tipo);

const marca = async (lojaId: string, pedidoId: string) => (await pedidoParadoDoc(db, lojaId, pedidoId).get()).exists;

describe('Pedido parado (job notifyPedidosParados)', () => {
  it('when an order is still novo the shop’s 3 minutes after it was placed, then each of the owner’s devices gets one pedido_parado, decrypted, VAPID-signed and urgent, and later runs push nothing more', async () => {
    const { loja, dispositivos } = await lojaComDispositivos(3);
    const { id, codigo } = await pedir(loja);
    expect(await marca(loja.lojaId, id)).toBe(true);

    passar(3 * MINUTO - 1_000);
    expect(await rodar()).toEqual({ avisados: 0, descartados: 0, falhas: 0 });
    for (const dispositivo of dispositivos) expect(avisosDe(dispositivo, 'pedido_parado')).toEqual([]);

    passar(1_000);
    expect(await rodar()).toEqual({ avisados: 1, descartados: 0, falhas: 0 });
    for (const dispositivo of dispositivos) {
      expect(avisosDe(dispositivo, 'pedido_parado')).toEqual([
        {
          tipo: 'pedido_parado',
          pedido_id: id,
          codigo,
          titulo: `Pedido #${codigo} esperando há 3 min`,
          corpo: 'João · 3 itens · R$ 49,50 · Retirada',
          url: `/pedidos?pedido=${id}`,
        },
      ]);
      // The same body as the arrival's: one builder for both.
      expect(avisosDe(dispositivo, 'novo_pedido')[0]!.corpo).toBe('João · 3 itens · R$ 49,50 · Retirada');
      const push = servico.de(dispositivo.caminho).at(-1)!;
      expect(push.headers.urgency).toBe('high');
      expect(verificarVapid(push.headers.authorization, env.vapid!.publicKey).aud).toBe(servico.base);
    }
    expect(await marca(loja.lojaId, id)).toBe(false);

    passar(10 * MINUTO);
    expect(await rodar()).toEqual({ avisados: 0, descartados: 0, falhas: 0 });
    for (const dispositivo of dispositivos) expect(avisosDe(dispositivo, 'pedido_parado')).toHaveLength(1);
  });

  it('when two runs of the job take the same waiting orders at once, then each order is pushed exactly once to each device', async () => {
    const { loja, dispositivos } = await lojaComDispositivos(1);
    const pedidos = [];
    for (let i = 0; i < 6; i++) pedidos.push(await pedir(loja));
    passar(2 * MINUTO);

    const [primeira, segunda] = await Promise.all([rodar(), rodar()]);
    expect(primeira.avisados + segunda.avisados).toBe(6);
    expect(primeira.falhas + segunda.falhas).toBe(0);
    for (const dispositivo of dispositivos) {
      const ids = avisosDe(dispositivo, 'pedido_parado').map((aviso) => aviso.pedido_id);
      expect(ids.sort()).toEqual(pedidos.map(({ id }) => id).sort());
      expect(avisosDe(dispositivo, 'pedido_parado').every((aviso) => aviso.titulo.endsWith('esperando há 2 min'))).toBe(true);
    }
  });

  it('when the shop never saved its settings, then the default 3 minutes apply', async () => {
    const { loja, dispositivos } = await lojaComDispositivos();
    const { id } = await pedir(loja);
    passar(2 * MINUTO);
    await rodar();
    expect(avisosDe(dispositivos[0]!, 'pedido_parado')).toEqual([]);
    passar(MINUTO);
    await rodar();
    expect(avisosDe(dispositivos[0]!, 'pedido_parado').map((aviso) => aviso.pedido_id)).toEqual([id]);
  });

  it('when the team confirms the order before its minutes, then no pedido_parado and its mark goes', async () => {
    const { loja, dispositivos } = await lojaComDispositivos(2);
    const { id } = await pedir(loja);
    passar(MINUTO);
    const confirmado = await request(app)
      .put(`/api${apiPaths.pedido({ id })}`)
      .set('Cookie', loja.cookie)
      .send({ status: 'confirmado' });
    expect(confirmado.status).toBe(200);
    passar(5 * MINUTO);
    expect(await rodar()).toMatchObject({ avisados: 0, descartados: 1 });
    expect(avisosDe(dispositivos[0]!, 'pedido_parado')).toEqual([]);
    expect(await marca(loja.lojaId, id)).toBe(false);
  });

  it('when the shop has the push off (0), then its orders get no mark and no pedido_parado', async () => {
    const { loja, dispositivos } = await lojaComDispositivos(0);
    const { id } = await pedir(loja);
    expect(await marca(loja.lojaId, id)).toBe(false);
    passar(30 * MINUTO);
    await rodar();
    expect(avisosDe(dispositivos[0]!, 'pedido_parado')).toEqual([]);
  });

  it('when the owner turns the push off after the order, then it is not sent; when they raise the minutes, then it waits for the new minutes', async () => {
    const desligada = await lojaComDispositivos(1);
    const esquecido = await pedir(desligada.loja);
    const adiada = await lojaComDispositivos(1);
    const { id } = await pedir(adiada.loja);
    await configurarAtendimento(app, desligada.loja, { ...ATENDIMENTO, alerta_pedido_parado_min: 0 });
    await configurarAtendimento(app, adiada.loja, { ...ATENDIMENTO, alerta_pedido_parado_min: 5 });

    passar(2 * MINUTO);
    expect(await rodar()).toEqual({ avisados: 0, descartados: 1, falhas: 0 });
    expect(await marca(desligada.loja.lojaId, esquecido.id)).toBe(false);
    expect(await marca(adiada.loja.lojaId, id)).toBe(true);
    passar(2 * MINUTO);
    expect(await rodar()).toEqual({ avisados: 0, descartados: 0, falhas: 0 });
    passar(MINUTO);
    expect(await rodar()).toEqual({ avisados: 1, descartados: 0, falhas: 0 });
    expect(avisosDe(adiada.dispositivos[0]!, 'pedido_parado').map((aviso) => aviso.titulo)).toEqual([
      expect.stringMatching(/esperando há 5 min$/),
    ]);
    expect(avisosDe(desligada.dispositivos[0]!, 'pedido_parado')).toEqual([]);
  });

  it('when the job was down for more than 12 hours, then the orders it missed go without a pile of late pushes', async () => {
    const { loja, dispositivos } = await lojaComDispositivos(3);
    const { id } = await pedir(loja);
    passar(PEDIDO_PARADO_ATE_MS + MINUTO);
    expect(await rodar()).toEqual({ avisados: 0, descartados: 1, falhas: 0 });
    expect(avisosDe(dispositivos[0]!, 'pedido_parado')).toEqual([]);
    expect(await marca(loja.lojaId, id)).toBe(false);
  });

  it('when the owner deletes the account, then its orders’ marks go with it', async () => {
    const { loja } = await lojaComDispositivos(5);
    const { id } = await pedir(loja);
    const excluida = await request(app).delete('/api/conta').set('Cookie', loja.cookie).send({ confirmacao: loja.slug });
    expect(excluida.status, JSON.stringify(excluida.body)).toBe(200);
    expect(await marca(loja.lojaId, id)).toBe(false);
  });

  it('when the order no longer exists (its shop was deleted), then its mark goes without a push', async () => {
    const { loja, dispositivos } = await lojaComDispositivos(1);
    const { id } = await pedir(loja);
    await db.doc(`lojistas/${loja.lojaId}/pedidos/${id}`).delete();
    passar(2 * MINUTO);
    expect(await rodar()).toEqual({ avisados: 0, descartados: 1, falhas: 0 });
    expect(avisosDe(dispositivos[0]!, 'pedido_parado')).toEqual([]);
  });

  it('when an order is scheduled (issue 31), then the team gets one pedido_agendado push the shop’s antecedence before its slot, and none for a cancelled one', async () => {
    // Noon in São Paulo on a day of its own (the earlier cases moved the clock on).
    agora = new Date('2026-03-20T15:00:00Z');
    const { loja, dispositivos } = await lojaComDispositivos();
    // Always open, slots every 30 min from 60 min ahead; no waiting-order push to tell apart.
    await configurarAtendimento(app, loja, {
      ...ATENDIMENTO,
      alerta_pedido_parado_min: 0,
      agendamento: { ativo: true, antecedencia_min: 60, dias: 1, intervalo_min: 30, somente_agendado: false },
    });
    const agendar = async (hora: string) => {
      const response = await request(app)
        .post(`/api/catalogo/${loja.lojaId}/pedido`)
        .send(
          umPedido({
            produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }],
            cliente: { nome: 'Rita' },
            agendado_para: computeAgendadoPara('2026-03-20', hora),
          }),
        );
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const { docs } = await db.collection(`lojistas/${loja.lojaId}/pedidos`).where('codigo', '==', response.body.codigo).get();
      return { id: docs[0]!.id, codigo: response.body.codigo as string };
    };
    // 12:00 in São Paulo: one for 18:00, one for 18:30 that the shop cancels.
    const ficou = await agendar('18:00');
    const cancelado = await agendar('18:30');
    const put = await request(app).put(`/api/pedidos/${cancelado.id}`).set('Cookie', loja.cookie).send({ status: 'cancelado' });
    expect(put.status).toBe(200);

    passar(5 * 60 * MINUTO - 1_000); // 16:59:59
    expect(await rodar()).toEqual({ avisados: 0, descartados: 0, falhas: 0 });
    passar(1_000);
    expect(await rodar()).toEqual({ avisados: 1, descartados: 0, falhas: 0 });
    for (const dispositivo of dispositivos) {
      expect(avisosDe(dispositivo, 'pedido_agendado')).toEqual([
        {
          tipo: 'pedido_agendado',
          pedido_id: ficou.id,
          codigo: ficou.codigo,
          titulo: `Pedido #${ficou.codigo}: Agendado para sex., 20/03 às 18:00`,
          corpo: 'Rita · 1 item · R$ 16,50 · Retirada',
          url: `/pedidos?pedido=${ficou.id}`,
        },
      ]);
    }
    passar(30 * MINUTO);
    expect(await rodar()).toEqual({ avisados: 0, descartados: 1, falhas: 0 });
    for (const dispositivo of dispositivos) expect(avisosDe(dispositivo, 'pedido_agendado')).toHaveLength(1);
  });
});
