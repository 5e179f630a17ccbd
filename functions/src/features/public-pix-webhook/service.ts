import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { txidsDaNotificacao, type CobrancasPix } from '../../model/cobrancas-pix.js';
import { limiteCompartilhado } from '../../model/limite-compartilhado.js';
import type { PixApiRepository } from '../../model/pix-api.js';
import { cachedValues } from '../../platform/cache.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';

/** What a wrong shop or secret gets: nothing that tells one from the other. */
export const WEBHOOK_NAO_ENCONTRADO = 'Não encontrado.';
/** The secret's shape (model/pix-api.ts's novoSegredoDoWebhook: 32 bytes, base64url): anything else is refused without a read. */
const SEGREDO = /^[A-Za-z0-9_-]{43}$/;
/** A secret checked (right or wrong) is trusted this long in this instance: a flood of one URL costs no reads. */
const SEGREDO_EM_CACHE_MS = 60_000;
const MINUTO_MS = 60_000;

/**
 * POST /api/pix/webhook/{lojaId}/{segredo}/pix (issue 45): the shop's bank tells of received PIX.
 * The body is only a hint: for each of its txids (at most TXIDS_POR_NOTIFICACAO) that is this
 * shop's and still pending, the charge is read again from the bank and decided from that answer
 * (model/cobrancas-pix.ts), at most once per txid every few seconds. Unknown and other shops' txids,
 * forged bodies and replays change nothing. A wrong secret is a 404 with no detail; a right one
 * is answered 200 whatever the body held, so the bank does not retry forever. Past the shop's
 * notifications a minute (shared by every instance) the rest is answered without work: the job
 * reads pending charges every minute anyway.
 */
export function publicPixWebhookService({
  db,
  pixApi,
  cobrancas,
  limitePorMinuto,
  now,
}: {
  db: Firestore;
  pixApi: Pick<PixApiRepository, 'segredoDoWebhookConfere'>;
  cobrancas: Pick<CobrancasPix, 'reler'>;
  limitePorMinuto: number;
  now: () => Date;
}) {
  const segredoConfere = cachedValues(
    (chave) => {
      const [lojaId, segredo] = chave.split('|') as [string, string];
      return pixApi.segredoDoWebhookConfere(lojaId, segredo);
    },
    SEGREDO_EM_CACHE_MS,
    { max: 5_000 },
  );

  return {
    async receber(lojaId: string, segredo: string, corpo: unknown): Promise<void> {
      if (!isDocId(lojaId) || !SEGREDO.test(segredo) || !(await segredoConfere.get(`${lojaId}|${segredo}`))) {
        throw new AppError(404, WEBHOOK_NAO_ENCONTRADO);
      }
      const { permitido } = await limiteCompartilhado(db, {
        chave: `pix-webhook|${lojaId}`,
        limite: limitePorMinuto,
        janelaMs: MINUTO_MS,
        agora: now(),
      });
      if (!permitido) return;
      const txids = txidsDaNotificacao(corpo);
      const resultados = await Promise.all(txids.map((txid) => cobrancas.reler(txid, { lojaId, notificacao: true })));
      const decididos = resultados.filter((resultado) => resultado === 'pago' || resultado === 'divergente').length;
      if (decididos > 0) logger.info('API Pix: notificação confirmou pagamentos', { lojaId, txids: txids.length, decididos });
    },
  };
}

export type PublicPixWebhookService = ReturnType<typeof publicPixWebhookService>;
