import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { clientIp, trustProxyHops } from '../../src/platform/http/client-ip.js';

/** An app that answers the client IP it sees, behind `hops` trusted proxies. */
function appBehind(hops: number) {
  const app = express();
  trustProxyHops(app, hops);
  app.get('/ip', (req, res) => {
    res.json({ ip: clientIp(req) });
  });
  return app;
}

const ipWith = async (hops: number, xff?: string) => {
  const call = request(appBehind(hops)).get('/ip');
  if (xff !== undefined) call.set('X-Forwarded-For', xff);
  return (await call).body.ip as string;
};

// In production a request reaches the app as "<what the client wrote>, <client>, <Hosting>" over a
// socket from Cloud Run's proxy (here: supertest's 127.0.0.1).
const CLIENTE = '203.0.113.7';
const HOSTING = '66.102.8.142';

describe('clientIp: the address the platform reports, never one the client wrote', () => {
  it('when deployed (2 hops) and the client writes nothing, then the key is the address Hosting saw', async () => {
    expect(await ipWith(2, `${CLIENTE}, ${HOSTING}`)).toBe(CLIENTE);
  });

  it.each(['1.2.3.4', '1.2.3.4, 5.6.7.8', '10.0.0.1', '127.0.0.1', 'não é um IP', '::1', '2001:db8::1, 198.51.100.2'])(
    'when the client forges X-Forwarded-For "%s" in front, then the key does not change (2 hops)',
    async (forjado) => {
      expect(await ipWith(2, `${forjado}, ${CLIENTE}, ${HOSTING}`)).toBe(CLIENTE);
    },
  );

  it('when served without Hosting (1 hop), then the key is the entry Google appended, whatever the client wrote before it', async () => {
    expect(await ipWith(1, `1.2.3.4, ${CLIENTE}`)).toBe(CLIENTE);
    expect(await ipWith(1, CLIENTE)).toBe(CLIENTE);
  });

  it('when no proxy appended anything, then the key is the socket address, as plain IPv4', async () => {
    expect(await ipWith(1)).toBe('127.0.0.1');
    expect(await ipWith(2)).toBe('127.0.0.1');
    expect(await ipWith(0, '1.2.3.4')).toBe('127.0.0.1');
  });
});

describe('clientIp in the local stack', () => {
  it("when the request reaches the worker over a Unix socket (the Functions emulator's) and no hop is trusted, then every client is 'local', whatever X-Forwarded-For it wrote", async () => {
    const socket = join(mkdtempSync(join(tmpdir(), 'client-ip-')), 'worker.sock');
    const server = appBehind(0).listen(socket);
    await once(server, 'listening');
    try {
      const ipPor = (xff: string) =>
        new Promise<string>((resolve, reject) => {
          get({ socketPath: socket, path: '/ip', headers: { 'X-Forwarded-For': xff } }, async (response) => {
            let body = '';
            for await (const chunk of response) body += String(chunk);
            resolve((JSON.parse(body) as { ip: string }).ip);
          }).on('error', reject);
        });
      expect(await ipPor('1.2.3.4')).toBe('local');
      expect(await ipPor('5.6.7.8, 9.9.9.9')).toBe('local');
    } finally {
      server.close();
    }
  });
});
