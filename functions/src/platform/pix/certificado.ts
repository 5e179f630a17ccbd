import { X509Certificate } from 'node:crypto';
import tls from 'node:tls';
import { PIX_API_ERROS } from '@vitrine/shared';
import { AppError } from '../http/errors.js';

/** What a TLS connection shows the bank: the PKCS#12 with its password, or the PEM certificate and key. */
export type IdentidadeTls = { pfx: Buffer; passphrase?: string } | { cert: string; key: string; passphrase?: string };

export interface CertificadoLido {
  identidade: IdentidadeTls;
  validoDe: Date;
  expiraEm: Date;
}

const dataBr = (data: Date) => data.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * Reads the owner's client certificate as the bank handed it (PKCS#12 or PEM with its key) with
 * OpenSSL itself, as the connection will: a wrong password, a file that is neither, a PEM
 * without its key or with another key, an expired certificate are each refused with their own
 * message (400) before anything is sent to the bank.
 */
export function lerCertificado(base64: string, senha: string | undefined, agora: Date): CertificadoLido {
  const bytes = Buffer.from(base64, 'base64');
  const texto = bytes.toString('latin1');
  let identidade: IdentidadeTls;
  if (texto.includes('-----BEGIN')) {
    const cert = texto.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)?.join('\n');
    const key = texto.match(
      /-----BEGIN (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----/,
    )?.[0];
    if (!cert) throw new AppError(400, PIX_API_ERROS.certificadoIlegivel);
    if (!key) throw new AppError(400, PIX_API_ERROS.certificadoSemChave);
    identidade = { cert, key, ...(senha ? { passphrase: senha } : {}) };
  } else {
    identidade = { pfx: bytes, passphrase: senha ?? '' };
  }
  let contexto: tls.SecureContext;
  try {
    contexto = tls.createSecureContext(identidade);
  } catch (error) {
    const mensagem = error instanceof Error ? error.message : '';
    if (/mac verify failure|bad decrypt|bad password/i.test(mensagem)) throw new AppError(400, PIX_API_ERROS.senhaErrada);
    if (/key values mismatch/i.test(mensagem)) throw new AppError(400, PIX_API_ERROS.certificadoSemChave);
    throw new AppError(400, PIX_API_ERROS.certificadoIlegivel);
  }
  // The certificate the context will show, as OpenSSL took it out of the file (a TLSSocket not connected to anything).
  const socket = new tls.TLSSocket(null as never, { secureContext: contexto });
  const local = socket.getCertificate() as tls.PeerCertificate | null;
  socket.destroy();
  if (!local?.raw) throw new AppError(400, PIX_API_ERROS.certificadoSemChave);
  const x509 = new X509Certificate(local.raw);
  const validoDe = new Date(x509.validFrom);
  const expiraEm = new Date(x509.validTo);
  if (expiraEm.getTime() <= agora.getTime()) throw new AppError(400, PIX_API_ERROS.certificadoVencido(dataBr(expiraEm)));
  if (validoDe.getTime() > agora.getTime()) throw new AppError(400, PIX_API_ERROS.certificadoAindaNaoVale(dataBr(validoDe)));
  return { identidade, validoDe, expiraEm };
}
