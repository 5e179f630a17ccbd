import { beforeAll, describe, expect, it } from 'vitest';
import { MESA_CODIGO_INVALIDO } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { limiteDoc } from '../../functions/src/model/limite-compartilhado.js';
import { mesasCollection } from '../../functions/src/model/mesas.js';
import { slugDoc } from '../../functions/src/model/slugs.js';
import { CORPO_GRANDE_DEMAIS } from '../../functions/src/platform/http/errors.js';
import { CORPO_PROFUNDO_DEMAIS } from '../../functions/src/platform/http/validate.js';
import { chaveDoCliente } from '../../functions/src/platform/http/rate-limit.js';
import { DEMO_PIZZARIA } from '../../scripts/lib/seed-tipos-de-loja.js';
import { runtimeUrl, firestoreDoStack } from './browser.js';

/**
 * The client's address as the limits see it, through the path production uses: the Hosting
 * emulator, then the Functions emulator's worker. Neither appends an address (firebase-tools'
 * hosting/proxy.js copies the client's headers; the worker is reached over a Unix socket), so every
 * X-Forwarded-For entry there is the client's own and must not become its key.
 */

const MINUTO_MS = 60_000;
const db = firestoreDoStack('security-limites');

/** The `limite` limit's count (the orders' by default) for `ip` in the windows the test ran in. */
async function contagem(ip: string, janelas: Set<number>, limite = 'pedidos'): Promise<number> {
  const snapshots = await Promise.all([...janelas].map((inicio) => limiteDoc(db, chaveDoCliente(limite, ip), MINUTO_MS, inicio).get()));
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

/**
 * The table's public routes (issue 44) through Hosting and the Functions runtime: whatever a phone
 * (or a script) sends them, a 4xx in Portuguese, never a 5xx, and each request counted against the
 * client's address (the stack's limits are raised, test/setup/limites.ts, so the counters are read).
 */
describe('Mesa pública no runtime local', () => {
  let mesa: { id: string; codigo: string };
  beforeAll(async () => {
    const lojaId = (await slugDoc(db, DEMO_PIZZARIA.slug).get()).get('lojista_id') as string;
    const doc = (await mesasCollection(db, lojaId).where('nome', '==', 'Mesa 3').limit(1).get()).docs[0]!;
    mesa = { id: doc.id, codigo: doc.get('codigo') as string };
  });
  const ref = () => ({ slug: DEMO_PIZZARIA.slug, id: mesa.id });
  const comCodigo = (path: string, codigo = mesa.codigo) => runtimeUrl(`/api${path}?c=${encodeURIComponent(codigo)}`);
  const enviar = (path: string, body: string, contentType = 'application/json') =>
    fetch(comCodigo(path), { method: 'POST', headers: { 'Content-Type': contentType }, body });
  const erro = async (response: Response) => ((await response.json()) as { error: string }).error;

  it('when a round or a call comes too large, nested too deep, form-encoded or of the wrong shape, then a 4xx in Portuguese and never a 5xx', async () => {
    for (const path of [apiPaths.lojaMesaPedido(ref()), apiPaths.lojaMesaChamado(ref())]) {
      const grande = await enviar(path, JSON.stringify({ produtos: [{ id: 'x'.repeat(200_000), quantidade: 1 }], motivo: 'garcom' }));
      expect([grande.status, await erro(grande)], path).toEqual([413, CORPO_GRANDE_DEMAIS]);
      const fundo = await enviar(path, `{"produtos":${'['.repeat(5000)}${']'.repeat(5000)}}`);
      expect([fundo.status, await erro(fundo)], path).toEqual([400, CORPO_PROFUNDO_DEMAIS]);
      const formulario = await enviar(path, 'motivo=garcom', 'application/x-www-form-urlencoded');
      expect([formulario.status, await erro(formulario)], path).toEqual([415, 'Envie os dados em JSON (Content-Type: application/json).']);
      for (const corpo of ['[]', '{"produtos":"muitos","motivo":7}', '{"produtos":[{"id":{"$gt":""},"quantidade":-1}]}']) {
        const response = await enviar(path, corpo);
        expect(response.status, `${path} ${corpo}`).toBe(400);
        expect(await erro(response)).toMatch(/^[A-ZÀ-Ú][^<>]+$/u);
      }
      // Malformed JSON stops in the runtime's own parser before the function (body.ts): a 400 showing none of the server.
      const malformado = await enviar(path, '{"produtos": [');
      expect(malformado.status, path).toBe(400);
      expect(await malformado.text()).not.toMatch(/node_modules|SyntaxError|\bat \S+ \(|\/[\w.-]+\.js:\d+/);
    }
  });

  it('when the table is read with a wrong, repeated, enormous or malformed code or id, then 404 or 400 in Portuguese and never a 5xx', async () => {
    const mesaPath = apiPaths.lojaMesa(ref());
    const tentativas = [
      comCodigo(mesaPath, 'errado'),
      comCodigo(mesaPath, 'x'.repeat(4000)),
      runtimeUrl(`/api${mesaPath}?c=%00%FF%E0`),
      `${comCodigo(mesaPath)}&c=outro`,
      runtimeUrl(`/api${mesaPath}`),
      comCodigo(apiPaths.lojaMesa({ slug: DEMO_PIZZARIA.slug, id: 'não é id' })),
      comCodigo(apiPaths.lojaMesa({ slug: DEMO_PIZZARIA.slug, id: 'x'.repeat(1500) })),
    ];
    for (const url of tentativas) {
      const response = await fetch(url);
      expect([400, 404], url.slice(0, 120)).toContain(response.status);
      expect(await erro(response)).toMatch(/^[A-ZÀ-Ú][^<>]+$/u);
    }
    const certo = await fetch(comCodigo(mesaPath));
    expect(certo.status).toBe(200);
    const semCodigo = await fetch(runtimeUrl(`/api${apiPaths.lojaMesaChamado(ref())}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ motivo: 'garcom' }),
    });
    expect([semCodigo.status, await erro(semCodigo)]).toEqual([404, MESA_CODIGO_INVALIDO]);
  });

  it("when the table's routes are called, then each request counts against the client's address: the reads in the tables' budget, the round and the call in the orders'", async () => {
    const janelas = new Set<number>();
    const janela = () => janelas.add(Math.floor(Date.now() / MINUTO_MS) * MINUTO_MS);
    janela();
    const [mesasAntes, pedidosAntes] = await Promise.all([contagem('local', janelas, 'mesas'), contagem('local', janelas)]);
    for (let vez = 0; vez < 3; vez += 1) {
      janela();
      // Refused by validation or by the code, after the limits have counted them; a forged address changes nothing.
      const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${vez + 20}` };
      expect((await fetch(comCodigo(apiPaths.lojaMesa(ref()), 'errado'), { headers })).status).toBe(404);
      expect((await fetch(comCodigo(apiPaths.lojaMesaPedido(ref())), { method: 'POST', headers, body: '{}' })).status).toBe(400);
      expect((await fetch(comCodigo(apiPaths.lojaMesaChamado(ref())), { method: 'POST', headers, body: '{}' })).status).toBe(400);
      janela();
    }
    expect(await contagem('local', janelas, 'mesas')).toBeGreaterThanOrEqual(mesasAntes + 3);
    expect(await contagem('local', janelas)).toBeGreaterThanOrEqual(pedidosAntes + 6);
    expect(await contagem('203.0.113.20', janelas, 'mesas')).toBe(0);
    expect(await contagem('203.0.113.20', janelas)).toBe(0);
  });
});
