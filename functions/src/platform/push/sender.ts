import webpush from 'web-push';
import type { AvisoPush } from '@vitrine/shared';
import { enderecoPermitido } from './endereco.js';

export type Urgencia = 'normal' | 'high';

export interface DestinoPush {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type ResultadoEnvio =
  { ok: true } | { ok: false; /** 404 or 410: the subscription is gone for good. */ expirada: boolean; erro: string };

/** Sends one push; never throws. */
export type EnvioPush = (destino: DestinoPush, aviso: AvisoPush, urgencia: Urgencia) => Promise<ResultadoEnvio>;

/** Push services keep an undelivered push this long (seconds) while the phone is offline. */
export const TTL_SEGUNDOS = 600;
/** How long one push may take before it counts as failed. */
export const PRAZO_PUSH_MS = 3_000;

/**
 * How long a request's answer waits for the pushes its commit caused (a new order, a status
 * change): a push service answers in well under a second, and Cloud Functions may freeze the
 * instance once the response is sent, so the pushes are sent before it; one that hangs holds the
 * answer no longer than this, and finishes (or times out) after the response.
 */
export const ESPERA_AVISO_MS = 1_000;

/** Waits for pushes sent after a commit, at most ESPERA_AVISO_MS; never throws. */
export async function aguardarAvisos(envio: Promise<unknown>): Promise<void> {
  await Promise.race([envio.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ESPERA_AVISO_MS).unref())]);
}

/**
 * Web Push through the kept library: web-push's generateRequestDetails encrypts the payload
 * (aes128gcm, RFC 8291) and signs the VAPID JWT (RFC 8292), and fetch sends it with a deadline and
 * without following redirects. The VAPID `sub` is the platform's support e-mail.
 */
export function createEnvioPush({
  vapid,
  emailSuporte,
  local,
  prazoMs = PRAZO_PUSH_MS,
}: {
  vapid: { publicKey: string; privateKey: string } | null;
  emailSuporte: () => Promise<string>;
  /** Running on the local emulators: http://127.0.0.1 endpoints are allowed (endereco.ts). */
  local: boolean;
  prazoMs?: number;
}): EnvioPush {
  return async (destino, aviso, urgencia) => {
    if (!vapid) return { ok: false, expirada: false, erro: 'Chaves VAPID não configuradas.' };
    if (!enderecoPermitido(destino.endpoint, local)) return { ok: false, expirada: true, erro: 'Endereço não suportado.' };
    try {
      const email = await emailSuporte().catch(() => 'suporte@vitrine.dev');
      const pedido = webpush.generateRequestDetails(
        { endpoint: destino.endpoint, keys: { p256dh: destino.p256dh, auth: destino.auth } },
        JSON.stringify(aviso),
        {
          vapidDetails: { subject: `mailto:${email}`, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TTL_SEGUNDOS,
          urgency: urgencia,
          contentEncoding: 'aes128gcm',
        },
      );
      const headers: Record<string, string> = {};
      for (const [nome, valor] of Object.entries(pedido.headers)) {
        // fetch sets the length itself from the body.
        if (nome.toLowerCase() !== 'content-length') headers[nome] = String(valor);
      }
      const resposta = await fetch(pedido.endpoint, {
        method: 'POST',
        headers,
        body: pedido.body ? new Uint8Array(pedido.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(prazoMs),
      });
      await resposta.body?.cancel().catch(() => undefined);
      if (resposta.status >= 200 && resposta.status < 300) return { ok: true };
      return { ok: false, expirada: resposta.status === 404 || resposta.status === 410, erro: `HTTP ${resposta.status}` };
    } catch (error) {
      const nome = (error as { name?: unknown }).name;
      return { ok: false, expirada: false, erro: nome === 'TimeoutError' ? 'Prazo esgotado.' : 'Falha de rede.' };
    }
  };
}
