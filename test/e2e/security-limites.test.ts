import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limiteDoc } from '../../functions/src/model/limite-compartilhado.js';
import { chaveDoCliente } from '../../functions/src/platform/http/rate-limit.js';
import { runtimeUrl, e2eStack } from './browser.js';

/**
 * The client's address as the limits see it, through the path production uses: the Hosting
 * emulator, then the Functions emulator's worker. Neither appends an address (firebase-tools'
 * hosting/proxy.js copies the client's headers; the worker is reached over a Unix socket), so every
 * X-Forwarded-For entry there is the client's own and must not become its key.
 */

const MINUTO_MS = 60_000;
let app: App;
let db: Firestore;
beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST = e2eStack().firestoreHost;
  app = initializeApp({ projectId: 'demo-vitrine' }, 'security-limites');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

/** The order limit's count for `ip` in the windows the test ran in. */
async function contagem(ip: string, janelas: Set<number>): Promise<number> {
  const snapshots = await Promise.all([...janelas].map((inicio) => limiteDoc(db, chaveDoCliente('pedidos', ip), MINUTO_MS, inicio).get()));
  return snapshots.reduce((total, snapshot) => total + Number(snapshot.get('n') ?? 0), 0);
}

describe('Endereço do cliente no runtime local', () => {
  it('when a client writes its own X-Forwarded-For through Hosting, then the order limit counts it on the socket, never on an address it wrote', async () => {
    const forjados = ['203.0.113.7', '198.51.100.23, 203.0.113.8', '10.0.0.1'];
    const janelas = new Set<number>();
    const janela = () => janelas.add(Math.floor(Date.now() / MINUTO_MS) * MINUTO_MS);
    janela();
    const antes = await contagem('local', janelas);
    for (const xff of forjados) {
      janela();
      // An empty order: refused by validation, after the limit has counted it.
      const response = await fetch(runtimeUrl('/api/loja/demo/pedido'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': xff },
        body: '{}',
      });
      janela();
      expect(response.status).toBe(400);
    }
    const enderecos = forjados.flatMap((xff) => xff.split(', '));
    expect(await Promise.all(enderecos.map((ip) => contagem(ip, janelas)))).toEqual(enderecos.map(() => 0));
    expect(await contagem('local', janelas)).toBeGreaterThanOrEqual(antes + forjados.length);
  });
});
