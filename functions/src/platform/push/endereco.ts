import { createECDH } from 'node:crypto';
import { CHAVES_INVALIDAS, ENDERECO_NAO_SUPORTADO, type Inscricao } from '@vitrine/shared';
import { AppError } from '../http/errors.js';

/**
 * Where a push subscription may point: the server POSTs to it, so this is an SSRF boundary. Deployed,
 * only https on the browsers' push services; on the local emulators also http://127.0.0.1:<port>,
 * so the tests and local development can run a push service of their own.
 */
const SERVICOS = [
  /^fcm\.googleapis\.com$/,
  /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.notify\.windows\.com$/,
];

export function enderecoPermitido(endpoint: string, local: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && url.port === '') return SERVICOS.some((servico) => servico.test(url.hostname));
  return local && url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.port !== '';
}

/** p256dh a point on P-256 (the schema checked its 65 bytes and 0x04), auth 16 bytes. */
export function chavesValidas(p256dh: string, auth: string): boolean {
  const ponto = Buffer.from(p256dh, 'base64url');
  if (ponto.length !== 65 || ponto[0] !== 4 || Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(ponto);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a subscription passes before anything is stored, whoever subscribes (the owner's devices,
 * a customer's on an order): where it points, then its keys; 400 in Portuguese otherwise.
 */
export function checkInscricao(inscricao: Inscricao, local: boolean): void {
  if (!enderecoPermitido(inscricao.endpoint, local)) throw new AppError(400, ENDERECO_NAO_SUPORTADO);
  if (!chavesValidas(inscricao.keys.p256dh, inscricao.keys.auth)) throw new AppError(400, CHAVES_INVALIDAS);
}
