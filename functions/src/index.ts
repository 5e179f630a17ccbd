import * as logger from 'firebase-functions/logger';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { cobrancasPixDaPlataforma, createApp } from './app.js';
import { confirmarCobrancasPix } from './jobs/cobrancas-pix.js';
import { readEnv } from './config/env.js';
import { deleteNotificacoesDoClienteVencidas } from './jobs/notificacoes-do-cliente.js';
import { foldContagens as fold } from './jobs/fold-contagens.js';
import { notifyPedidosParados } from './jobs/pedidos-parados.js';
import { publishCatalogosPendentes as publishPendentes } from './jobs/publish-pendentes.js';
import { retencaoDadosCliente as retencao } from './jobs/retencao.js';
import { createNotificacoesDaEquipe, createEnvioPushDaPlataforma, dispositivosRepository } from './model/dispositivos.js';
import { firebase } from './platform/firebase.js';
import { PIX_CREDENCIAIS_CHAVE } from './platform/pix/cifra.js';
import { primeiraTelaDoCatalogo } from '@vitrine/web-ssr';
import { createPreviewApp } from './preview-app.js';

// São Paulo: closest to the shops and their customers.
setGlobalOptions({ region: 'southamerica-east1', maxInstances: 10 });

// The shops' bank credentials' key (platform/pix/cifra.ts): a Secret Manager secret when deployed; the
// emulators use a local key file instead and are not given the secret (they would ask Secret Manager for it).
export const api = onRequest(
  { memory: '512MiB', secrets: process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [PIX_CREDENCIAIS_CHAVE] },
  createApp(),
);

/** Catalogue and product pages with their link-preview tags (Hosting rewrites /loja/** and /catalogo/** here). */
export const preview = onRequest({ memory: '256MiB' }, createPreviewApp(undefined, undefined, undefined, primeiraTelaDoCatalogo));

/**
 * Every minute, folds the pending contagens into the analytics and the platform's month shards,
 * and the owners' counter shards into their records (jobs/fold-contagens.ts). One instance: runs
 * never pile up (an overlap would still count nothing twice, each fold is a transaction); a run
 * stops taking work after 50 s, inside the 60 s timeout.
 */
export const foldContagens = onSchedule(
  { schedule: 'every 1 minutes', maxInstances: 1, timeoutSeconds: 60, memory: '256MiB' },
  async () => {
    await fold(firebase().db);
  },
);

/**
 * Every minute, publishes the catalogues whose writes' requests left them marked (a failed
 * rebuild, a request cut short: jobs/publish-pendentes.ts), so a stale catalogue heals within a
 * minute. One instance, like the fold; a run stops taking work after 50 s.
 */
export const publishCatalogosPendentes = onSchedule(
  { schedule: 'every 1 minutes', maxInstances: 1, timeoutSeconds: 60, memory: '512MiB' },
  async () => {
    const { publicados, falhas } = await publishPendentes(firebase().db);
    if (falhas > 0) logger.error('Catálogos pendentes: alguns falharam (nova tentativa no próximo minuto)', { publicados, falhas });
  },
);

/**
 * Every minute, pushes once more to the shop's team each order still novo the shop's minutes after
 * it was placed (jobs/pedidos-parados.ts), with the deployment's VAPID keys as the API sends. One
 * instance, like the others; an overlap would still push an order once (each mark is taken in a
 * transaction); a run stops taking work after 50 s.
 */
export const avisarPedidosParados = onSchedule(
  { schedule: 'every 1 minutes', maxInstances: 1, timeoutSeconds: 60, memory: '256MiB' },
  async () => {
    const env = readEnv();
    const { db } = firebase();
    const notificacoesDaEquipe = createNotificacoesDaEquipe(
      dispositivosRepository(db),
      createEnvioPushDaPlataforma(db, { vapid: env.vapid, local: env.isEmulated }),
    );
    const { avisados, falhas } = await notifyPedidosParados(db, { notificacoesDaEquipe });
    if (falhas > 0) logger.error('Pedidos parados: alguns falharam (nova tentativa no próximo minuto)', { avisados, falhas });
  },
);

/**
 * Every night, erases the customer's personal data from orders older than the retention period
 * the privacy policy states (jobs/retencao.ts): a day late at most, and nobody is ordering at 3 a.m.
 */
export const retencaoDadosCliente = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'America/Sao_Paulo', maxInstances: 1, timeoutSeconds: 540, memory: '256MiB' },
  async () => {
    const { pedidos, lojas, falhas } = await retencao(firebase().db);
    logger.info('Retenção: dados de clientes apagados (as lojas que falharam ficam para amanhã)', { pedidos, lojas, falhas });
  },
);

/**
 * Every hour, deletes the customers' push subscriptions that are due: a day after their order was
 * delivered or cancelled, an hour late at most (jobs/notificacoes-do-cliente.ts). One query; one instance.
 * The deployed function keeps its name from before issue 42: a renamed export is a new function
 * (deploy would delete this one and ask to confirm).
 */
export const avisosDoClienteVencidos = onSchedule(
  { schedule: 'every 60 minutes', maxInstances: 1, timeoutSeconds: 120, memory: '256MiB' },
  async () => {
    const pedidos = await deleteNotificacoesDoClienteVencidas(firebase().db);
    logger.info('Avisos de clientes vencidos apagados', { pedidos });
  },
);

/**
 * Every minute, reads again from the shops' banks the PIX charges due (jobs/cobrancas-pix.ts): a
 * payment whose notification was lost is marked within two minutes, a charge left half-made is
 * finished, an expired one becomes expirado (its order cancelled when the owner chose so). Reads
 * the shops' credentials, so it gets their key's secret like the api. One instance; a run stops
 * taking work after 50 s; an overlap would still mark a payment once (each decision is a transaction).
 */
export const confirmarPagamentosPix = onSchedule(
  {
    schedule: 'every 1 minutes',
    maxInstances: 1,
    timeoutSeconds: 60,
    memory: '256MiB',
    secrets: process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [PIX_CREDENCIAIS_CHAVE],
  },
  async () => {
    const { db } = firebase();
    const resultado = await confirmarCobrancasPix(db, { cobrancas: cobrancasPixDaPlataforma(readEnv(), db) });
    if (resultado.falhou) logger.warn('PIX: cobranças não lidas (nova tentativa no próximo minuto)', resultado);
    else if (resultado.lidas > 0) logger.info('PIX: cobranças lidas', resultado);
  },
);
