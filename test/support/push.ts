import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { Inscricao } from '@vitrine/shared';

/**
 * A push service of the tests' own, on 127.0.0.1 (allowed only on the emulators): it keeps what the
 * product POSTs, answers each path as told (201 by default, a status, or never), and the device
 * side decrypts with the subscription's private keys, as a browser would.
 */
export interface PushRecebido {
  caminho: string;
  headers: IncomingHttpHeaders;
  corpo: Buffer;
  /** performance.now() when its body had arrived: the bench's push timing. */
  em: number;
}

export type Resposta = number | 'pendura';

/** `host`: another loopback address (127.0.0.2) plays a host the product must never POST to. */
export async function servicoDePush({ host = '127.0.0.1' } = {}) {
  const recebidos: PushRecebido[] = [];
  const respostas = new Map<string, Resposta>();
  const pendurados: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (parte: Buffer) => partes.push(parte));
    req.on('end', () => {
      const caminho = req.url ?? '/';
      recebidos.push({ caminho, headers: req.headers, corpo: Buffer.concat(partes), em: performance.now() });
      const resposta = respostas.get(caminho) ?? 201;
      if (resposta === 'pendura') pendurados.push(res);
      else res.writeHead(resposta).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const base = `http://${host}:${(server.address() as AddressInfo).port}`;
  const de = (caminho: string) => recebidos.filter((recebido) => recebido.caminho === caminho);
  return {
    base,
    recebidos,
    respostas,
    /** The pushes one device's path got. */
    de,
    /** The pushes one device's path got, once one came (polled with `ate`: a push arrives after the answer that sends it). */
    chegaram: (caminho: string) =>
      ate(
        () => de(caminho),
        (lista) => lista.length > 0,
      ),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ServicoDePush = Awaited<ReturnType<typeof servicoDePush>>;

/** Reads until `pronto` holds or `prazoMs` has passed, and answers the last reading: a push arrives after the order's answer. */
export async function ate<T>(ler: () => Promise<T> | T, pronto: (valor: T) => boolean, prazoMs = 5_000): Promise<T> {
  const fim = Date.now() + prazoMs;
  for (;;) {
    const valor = await ler();
    if (pronto(valor) || Date.now() > fim) return valor;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A browser's subscription on the test service: its keys made here (P-256 and a random 16-byte auth), its toJSON() and its decryption. */
export function novoDispositivo(servico: ServicoDePush, nome: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const caminho = `/push/${nome}-${randomBytes(4).toString('hex')}`;
  const inscricao: Inscricao = {
    endpoint: `${servico.base}${caminho}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
  };
  return {
    caminho,
    inscricao,
    /** The payload as the browser decrypts it (aes128gcm, RFC 8291). */
    abrir: (recebido: PushRecebido): unknown =>
      JSON.parse(decrypt(recebido.corpo, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
  };
}

/**
 * The push's VAPID Authorization (RFC 8292), `vapid t=<JWT>, k=<public key>`: the JWT's ES256
 * signature checked against `chavePublica`; answers its claims, or throws.
 */
export function verificarVapid(authorization: string | undefined, chavePublica: string) {
  const partes = /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!partes) throw new Error(`Authorization sem VAPID: ${authorization}`);
  const [, cabecalho, corpo, assinatura, k] = partes as unknown as [string, string, string, string, string];
  if (k !== chavePublica) throw new Error('k não é a chave pública da API.');
  const ponto = Buffer.from(chavePublica, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: ponto.subarray(1, 33).toString('base64url'), y: ponto.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const valida = verify(
    'sha256',
    Buffer.from(`${cabecalho}.${corpo}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(assinatura, 'base64url'),
  );
  if (!valida) throw new Error('Assinatura VAPID inválida.');
  const header = JSON.parse(Buffer.from(cabecalho, 'base64url').toString('utf8')) as { alg: string };
  if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`);
  return JSON.parse(Buffer.from(corpo, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
}
