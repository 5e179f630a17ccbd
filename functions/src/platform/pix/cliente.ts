import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import tls, { type TLSSocket } from 'node:tls';
import { PRAZO_PIX_API_S } from '@vitrine/shared';
import type { IdentidadeTls } from './certificado.js';
import { checkEnderecoPix, lookupPublico } from './endereco.js';

/**
 * The HTTP client of a shop's bank's API Pix (issue 45): OAuth2 client credentials over mutual TLS
 * with the shop's certificate, the token kept until it expires, each call within a deadline (10 s),
 * only https (or http://127.0.0.1 on the emulators, as push allows), to a public address. The
 * connection check (owner-pix-api) and the charges and webhooks built on it use this one client.
 */

/** The scopes of the document the integration needs: charges, received Pix and refunds, the webhook. */
export const ESCOPOS_PIX = 'cob.read cob.write pix.read pix.write webhook.read webhook.write';

/** Why a call failed, as the owner can act on it (PIX_API_ERROS names each one in Portuguese). */
export type MotivoDaFalha =
  | 'certificado' // the bank's TLS refused the client certificate
  | 'sem-resposta' // no answer within the deadline, or no connection at all
  | 'servidor-nao-confiavel' // the address did not show a valid https certificate
  | 'endereco' // the name resolved to a private address
  | 'credenciais' // OAuth's invalid_client
  | 'escopos' // OAuth's invalid_scope
  | 'resposta'; // any other answer the client did not expect

export class FalhaPixApi extends Error {
  constructor(
    readonly motivo: MotivoDaFalha,
    readonly status?: number,
  ) {
    super(`API Pix: ${motivo}${status ? ` (HTTP ${status})` : ''}`);
  }
}

export interface ConexaoPix {
  base_url: string;
  token_url: string;
  client_id: string;
  /** Empty: a public client (RFC 6749 §2.3: the certificate authenticates it, the client_id goes in the body, as Sicoob asks). */
  client_secret: string;
  identidade: IdentidadeTls;
}

export interface OpcoesPix {
  /** The emulators: http://127.0.0.1 and https://127.0.0.1 allowed. */
  local: boolean;
  /** A certificate authority trusted besides the system's (the local PSP's; only on the emulators). */
  caExtra?: string | null;
  prazoMs?: number;
}

export interface RespostaPix {
  status: number;
  corpo: unknown;
}

/** Tokens by application and certificate, until a little before they expire (RFC 8705: a token works only with its certificate). */
const tokens = new Map<string, { token: string; expiraEm: number }>();
const MAX_TOKENS = 1000;
const FOLGA_MS = 30_000;

const ERROS_DO_SERVIDOR = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function classificar(error: unknown, handshakeFeito: boolean, signal: AbortSignal): FalhaPixApi {
  if (signal.aborted) return new FalhaPixApi('sem-resposta');
  const code = String((error as { code?: unknown }).code ?? '');
  if (/^ERR_SSL_.*ALERT/.test(code)) return new FalhaPixApi('certificado');
  if (ERROS_DO_SERVIDOR.has(code)) return new FalhaPixApi('servidor-nao-confiavel');
  if (code === 'EENDERECOPRIVADO') return new FalhaPixApi('endereco');
  // Under TLS 1.3 the server checks the client's certificate after the client's side of the
  // handshake is done: a gateway that refuses it drops the connection with no HTTP answer.
  if (handshakeFeito && (code === 'ECONNRESET' || /socket hang up/i.test(String((error as Error).message)))) {
    return new FalhaPixApi('certificado');
  }
  return new FalhaPixApi('sem-resposta');
}

export function clientePixApi(conexao: ConexaoPix, { local, caExtra, prazoMs = PRAZO_PIX_API_S * 1000 }: OpcoesPix) {
  const base = checkEnderecoPix(conexao.base_url, local);
  const tokenUrl = checkEnderecoPix(conexao.token_url, local);
  const agente = new https.Agent({
    ...conexao.identidade,
    ...(caExtra ? { ca: [...tls.rootCertificates, caExtra] } : {}),
    keepAlive: true,
    maxSockets: 4,
    minVersion: 'TLSv1.2',
    lookup: lookupPublico(local),
  });
  const chaveDoToken = createHash('sha256')
    .update(
      JSON.stringify([
        conexao.token_url,
        conexao.client_id,
        conexao.client_secret,
        'pfx' in conexao.identidade ? conexao.identidade.pfx.toString('base64') : conexao.identidade.cert,
      ]),
    )
    .digest('hex');

  function enviar(url: URL, metodo: string, cabecalhos: Record<string, string>, corpo: string | undefined, signal: AbortSignal) {
    return new Promise<RespostaPix>((resolve, reject) => {
      let handshakeFeito = false;
      const opcoes = { method: metodo, headers: { accept: 'application/json', ...cabecalhos }, signal };
      const pedido =
        url.protocol === 'https:' ? https.request(url, { ...opcoes, agent: agente }) : http.request(url, { ...opcoes, agent: false });
      pedido.on('socket', (socket) => {
        const tlsSocket = socket as TLSSocket;
        if (typeof tlsSocket.getProtocol === 'function' && tlsSocket.getProtocol()) handshakeFeito = true;
        else socket.once('secureConnect', () => (handshakeFeito = true));
      });
      pedido.on('error', (error) => reject(classificar(error, handshakeFeito, signal)));
      pedido.on('response', (resposta) => {
        const partes: Buffer[] = [];
        let tamanho = 0;
        resposta.on('data', (parte: Buffer) => {
          tamanho += parte.length;
          if (tamanho > 1024 * 1024) resposta.destroy(new Error('resposta grande demais'));
          else partes.push(parte);
        });
        resposta.on('error', (error) => reject(classificar(error, true, signal)));
        resposta.on('end', () => {
          const texto = Buffer.concat(partes).toString('utf8');
          let json: unknown;
          try {
            json = texto ? JSON.parse(texto) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: resposta.statusCode ?? 0, corpo: json });
        });
      });
      pedido.end(corpo);
    });
  }

  const prazo = (signal?: AbortSignal) => signal ?? AbortSignal.timeout(prazoMs);

  /** A token for the application (asked with the scopes the integration needs), from the cache while it lasts. */
  async function token(signal?: AbortSignal): Promise<string> {
    const guardado = tokens.get(chaveDoToken);
    if (guardado && guardado.expiraEm > Date.now()) return guardado.token;
    const basic = Buffer.from(`${encodeURIComponent(conexao.client_id)}:${encodeURIComponent(conexao.client_secret)}`).toString('base64');
    const publico = !conexao.client_secret;
    const resposta = await enviar(
      tokenUrl,
      'POST',
      { ...(publico ? {} : { authorization: `Basic ${basic}` }), 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'client_credentials',
        scope: ESCOPOS_PIX,
        ...(publico ? { client_id: conexao.client_id } : {}),
      }).toString(),
      prazo(signal),
    );
    const corpo = (resposta.corpo ?? {}) as { access_token?: unknown; expires_in?: unknown; error?: unknown };
    if (resposta.status === 200 && typeof corpo.access_token === 'string') {
      const segundos = typeof corpo.expires_in === 'number' ? corpo.expires_in : 300;
      if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value!);
      tokens.set(chaveDoToken, { token: corpo.access_token, expiraEm: Date.now() + segundos * 1000 - FOLGA_MS });
      return corpo.access_token;
    }
    if (corpo.error === 'invalid_client') throw new FalhaPixApi('credenciais', resposta.status);
    if (corpo.error === 'invalid_scope') throw new FalhaPixApi('escopos', resposta.status);
    if (resposta.status === 401 || resposta.status === 403) throw new FalhaPixApi('certificado', resposta.status);
    if (resposta.status === 503 || resposta.status === 504) throw new FalhaPixApi('sem-resposta', resposta.status);
    throw new FalhaPixApi('resposta', resposta.status);
  }

  return {
    token,
    /**
     * One call of the API Pix, `caminho` under base_url (`/cob/{txid}`), with the token; its status
     * and JSON as the bank answered (the caller reads the document's errors). A token the bank
     * no longer takes (401) is dropped and asked again once.
     */
    async request(metodo: string, caminho: string, corpo?: unknown, signal?: AbortSignal): Promise<RespostaPix> {
      const sinal = prazo(signal);
      const url = new URL(base.href.replace(/\/$/, '') + caminho);
      for (let tentativa = 0; ; tentativa += 1) {
        const cabecalhos: Record<string, string> = { authorization: `Bearer ${await token(sinal)}` };
        if (corpo !== undefined) cabecalhos['content-type'] = 'application/json';
        const resposta = await enviar(url, metodo, cabecalhos, corpo === undefined ? undefined : JSON.stringify(corpo), sinal);
        if (resposta.status !== 401 || tentativa > 0) return resposta;
        tokens.delete(chaveDoToken);
      }
    },
    close: () => agente.destroy(),
  };
}

export type ClientePixApi = ReturnType<typeof clientePixApi>;
