import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, connect, type Server as TcpServer, type Socket } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';

/**
 * A TCP proxy in front of the Firestore emulator that a test can cut: at once (Firestore
 * unreachable) or after the app has sent some bytes (a request cut in the middle). Once cut it
 * stays down: the SDK's own retries never reach Firestore again, so what the test reads afterwards
 * is final.
 */
export class FirestoreCortavel {
  private readonly server: TcpServer;
  private readonly sockets = new Set<Socket>();
  private cortado = false;
  private limite = Infinity;
  /** Bytes the app sent to Firestore through this proxy. */
  enviados = 0;

  private constructor(server: TcpServer) {
    this.server = server;
  }

  static async abrir(): Promise<FirestoreCortavel> {
    const [host, port] = inject('firestoreHost').split(':') as [string, string];
    const server = createTcpServer();
    const proxy = new FirestoreCortavel(server);
    server.on('connection', (client) => {
      if (proxy.cortado) return client.destroy();
      const upstream = connect(Number(port), host);
      proxy.sockets.add(client).add(upstream);
      client.on('data', (chunk: Buffer) => {
        proxy.enviados += chunk.length;
        if (proxy.enviados >= proxy.limite) return proxy.cortar();
        upstream.write(chunk);
      });
      upstream.pipe(client);
      const fim = () => {
        client.destroy();
        upstream.destroy();
      };
      for (const socket of [client, upstream]) socket.on('error', fim).on('close', fim);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get host(): string {
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Firestore unreachable from now on. */
  cortar(): void {
    this.cortado = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Cuts once the app has sent `bytes` more bytes. */
  cortarApos(bytes: number): void {
    this.limite = this.enviados + bytes;
  }

  fechar(): void {
    this.cortar();
    this.server.close();
  }

  /**
   * A Firestore client of its own (a separate Admin SDK app) that goes through this proxy. The SDK
   * reads FIRESTORE_EMULATOR_HOST when the client is built, so it is pointed here for that moment.
   */
  firestore(): Firestore {
    const anterior = process.env.FIRESTORE_EMULATOR_HOST;
    process.env.FIRESTORE_EMULATOR_HOST = this.host;
    try {
      return getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `cortavel-${randomUUID()}`));
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = anterior;
    }
  }
}
