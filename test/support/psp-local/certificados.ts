import { generateKeyPair, type KeyObject, randomBytes, sign, X509Certificate } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

/**
 * The certificates a test makes for the local PSP, as a bank's are laid out: a certificate
 * authority of the test, the PSP's server certificate, and client certificates (the shop's, one
 * expired, one from another authority). Made in memory at each start, so no private key is ever
 * committed. Node's crypto makes the keys and signs (native, off the main thread for the keys);
 * node-forge lays out the certificates and the PKCS#12 (Node cannot write X.509), the PKCS#12 only
 * when asked for: its key derivation in JavaScript costs a few hundred milliseconds.
 */

export interface CertificadoEmitido {
  /** PEM. */
  cert: string;
  /** PEM (PKCS#1). */
  key: string;
  /** The certificate, its key and the authority's certificate as PKCS#12, with `senha`: what a bank hands a shop (made on first read). */
  readonly pfx: Buffer;
  senha: string;
  /** SHA-256 of the DER, as Node's getPeerCertificate().fingerprint256 spells it (AB:CD:…). */
  impressaoDigital: string;
  validoDe: Date;
  validoAte: Date;
}

export interface OpcoesDeEmissao {
  /** The subject's common name. */
  nome: string;
  uso: 'servidor' | 'cliente';
  validoDe?: Date;
  validoAte?: Date;
  ips?: string[];
  dns?: string[];
}

export interface Autoridade {
  /** PEM. */
  cert: string;
  nome: string;
  emitir(opcoes: OpcoesDeEmissao): Promise<CertificadoEmitido>;
}

const DIA = 24 * 60 * 60 * 1000;

const gerarPar = promisify(generateKeyPair);

async function gerarChave() {
  const { privateKey, publicKey } = await gerarPar('rsa', { modulusLength: 2048 });
  return {
    privada: privateKey,
    pem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publica: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

type Chave = Awaited<ReturnType<typeof gerarChave>>;

/**
 * The end certificates' keys: two per process, then used again. An RSA key costs from 50 ms to
 * over a second on a loaded machine; what the PSP checks (the chain, the dates, which certificate
 * an application has) is the certificate's, and each certificate is its own.
 */
const chavesDeUsuario: Promise<Chave>[] = [];
let proximaChave = 0;
function chaveDeUsuario(): Promise<Chave> {
  if (chavesDeUsuario.length < 2) chavesDeUsuario.push(gerarChave());
  return chavesDeUsuario[proximaChave++ % chavesDeUsuario.length]!;
}

function numeroDeSerie() {
  // Positive (the first bit clear) and not zero.
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return bytes.toString('hex');
}

/** forge's cert.sign, with the RSA signature made by Node (forge's own, in JavaScript, is ten times slower). */
function assinar(cert: forge.pki.Certificate, chave: KeyObject) {
  const campos = cert as unknown as {
    md: forge.md.MessageDigest;
    signatureOid: string;
    siginfo: { algorithmOid: string };
    tbsCertificate: forge.asn1.Asn1;
    signature: string;
  };
  campos.md = forge.md.sha256.create();
  campos.signatureOid = campos.siginfo.algorithmOid = forge.pki.oids.sha256WithRSAEncryption!;
  // getTBSCertificate is public in forge, missing from its types.
  campos.tbsCertificate = (forge.pki as unknown as { getTBSCertificate(c: forge.pki.Certificate): forge.asn1.Asn1 }).getTBSCertificate(
    cert,
  );
  const der = Buffer.from(forge.asn1.toDer(campos.tbsCertificate).getBytes(), 'binary');
  campos.signature = sign('sha256', der, chave).toString('binary');
}

/** A certificate authority of the test: its certificate signs the server's and the clients'. */
export async function criarAutoridade(nome = 'PSP local - AC de teste'): Promise<Autoridade> {
  const { privada, publica } = await gerarChave();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publica;
  cert.serialNumber = numeroDeSerie();
  cert.validity.notBefore = new Date(Date.now() - DIA);
  cert.validity.notAfter = new Date(Date.now() + 3650 * DIA);
  const sujeito = [
    { name: 'commonName', value: nome },
    { name: 'organizationName', value: 'Vitrine (testes)' },
  ];
  cert.setSubject(sujeito);
  cert.setIssuer(sujeito);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  assinar(cert, privada);
  const certPem = forge.pki.certificateToPem(cert);

  return {
    cert: certPem,
    nome,
    async emitir({
      nome: cn,
      uso,
      validoDe = new Date(Date.now() - DIA),
      validoAte = new Date(Date.now() + 365 * DIA),
      ips = [],
      dns = [],
    }) {
      const par = await chaveDeUsuario();
      const emitido = forge.pki.createCertificate();
      emitido.publicKey = par.publica;
      emitido.serialNumber = numeroDeSerie();
      emitido.validity.notBefore = validoDe;
      emitido.validity.notAfter = validoAte;
      emitido.setSubject([
        { name: 'commonName', value: cn },
        { name: 'organizationName', value: 'Vitrine (testes)' },
      ]);
      emitido.setIssuer(cert.subject.attributes);
      emitido.setExtensions([
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: uso === 'servidor', clientAuth: true },
        { name: 'subjectKeyIdentifier' },
        { name: 'authorityKeyIdentifier', keyIdentifier: cert.generateSubjectKeyIdentifier().getBytes() },
        ...(ips.length + dns.length > 0
          ? [
              {
                name: 'subjectAltName',
                altNames: [...dns.map((valor) => ({ type: 2, value: valor })), ...ips.map((ip) => ({ type: 7, ip }))],
              },
            ]
          : []),
      ]);
      assinar(emitido, privada);
      const pem = forge.pki.certificateToPem(emitido);
      const senha = randomBytes(9).toString('base64url');
      let pfx: Buffer | undefined;
      return {
        cert: pem,
        key: par.pem,
        get pfx() {
          pfx ??= Buffer.from(
            forge.asn1
              .toDer(
                forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(par.pem), [emitido, cert], senha, {
                  algorithm: 'aes256',
                  friendlyName: cn,
                }),
              )
              .getBytes(),
            'binary',
          );
          return pfx;
        },
        senha,
        impressaoDigital: new X509Certificate(pem).fingerprint256,
        validoDe,
        validoAte,
      };
    },
  };
}

export interface CertificadosDoPsp {
  autoridade: Autoridade;
  servidor: CertificadoEmitido;
  /** Another authority, which the PSP does not trust: its clients are refused. */
  outraAutoridade: Autoridade;
}

const doProcesso = new Map<string, Promise<CertificadosDoPsp>>();

/**
 * The PSP's authority and server certificate (for 127.0.0.1 and localhost), and an authority it
 * does not trust: made once per process and hosts (every PSP a test file starts shares them).
 */
export function gerarCertificadosDoPsp(hosts: string[] = ['127.0.0.1', 'localhost']): Promise<CertificadosDoPsp> {
  const chave = hosts.join(' ');
  if (!doProcesso.has(chave)) doProcesso.set(chave, gerar(hosts));
  return doProcesso.get(chave)!;
}

async function gerar(hosts: string[]): Promise<CertificadosDoPsp> {
  const [autoridade, outraAutoridade] = await Promise.all([criarAutoridade(), criarAutoridade('Outra AC (não confiável)')]);
  const ehIp = (host: string) => /^[\d.]+$|:/.test(host);
  return {
    autoridade,
    outraAutoridade,
    servidor: await autoridade.emitir({
      nome: hosts[0] ?? '127.0.0.1',
      uso: 'servidor',
      ips: hosts.filter(ehIp),
      dns: hosts.filter((host) => !ehIp(host)),
      validoAte: new Date(Date.now() + 3650 * DIA),
    }),
  };
}

/** A client certificate that expired yesterday, from `autoridade`. */
export const certificadoExpirado = (autoridade: Autoridade, nome = 'cliente-expirado') =>
  autoridade.emitir({ nome, uso: 'cliente', validoDe: new Date(Date.now() - 30 * DIA), validoAte: new Date(Date.now() - DIA) });
