import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { RequestListener, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INDISPONIVEL } from '../../src/platform/http/errors.js';
import { firestore, lojistaDoc, appWith, listen } from '../../../test/support/api.js';
import { contadorDocs } from '../../src/model/contadores.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { FirestoreCortavel } from './security-helpers.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { produtoDoc, produtosCollection } from '../../src/model/produtos.js';
import { CAFE_E_BOLO } from '../../../test/support/produtos.js';

/**
 * Faults: Firestore unreachable or cut in the middle of a request, concurrent orders and edits, an
 * upload cut off mid-stream. The app under test talks to Firestore through a proxy the test cuts;
 * what was written is then read straight from the emulator.
 *
 * The local emulator isolates transactions (scripts/lib/firestore-emulator.ts): a commit whose
 * reads were written since aborts and the Admin SDK retries it, as Firestore would make it wait.
 */

const DEADLINE_MS = 1500;
const imagesDir = mkdtempSync(join(tmpdir(), 'vitrine-falhas-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));
const ENV = { REQUEST_DEADLINE_MS: String(DEADLINE_MS), LOCAL_IMAGES_DIR: imagesDir };
const app = appWith(ENV);

const proxies: FirestoreCortavel[] = [];
afterAll(() => proxies.forEach((proxy) => proxy.fechar()));
/** The app over a Firestore connection the test can cut (the 1.5-s deadline unless `env` says otherwise). */
async function appCortavel(env: Record<string, string> = ENV) {
  const proxy = await FirestoreCortavel.abrir();
  proxies.push(proxy);
  return { proxy, app: appWith(env, proxy.firestore()) };
}

let loja: LojaDeTeste;
beforeAll(async () => {
  loja = await novaLoja(app, {
    produtos: CAFE_E_BOLO,
  });
});

/** An order line set and what it costs, in cents. */
const pedidoDe = (quantidade: number) => ({
  body: {
    produtos: [
      { id: loja.produtos[0]!.id, quantidade },
      { id: loja.produtos[1]!.id, quantidade: 1 },
    ],
  },
  centavos: 650 * quantidade + 1200,
});

/** The shop's orders and counters (its record plus its counter shards, as the dashboard adds them), read straight from the emulator. */
async function contas(lojaId: string) {
  const [lojista, pedidos, produtos, shards] = await Promise.all([
    lojistaDoc(lojaId).get(),
    pedidosCollection(firestore(), lojaId).get(),
    produtosCollection(firestore(), lojaId).get(),
    firestore().getAll(...contadorDocs(firestore(), lojaId)),
  ]);
  const nosShards = (campo: string) => shards.reduce((soma, shard) => soma + Number(shard.get(campo) ?? 0), 0);
  return {
    total_pedidos: Number(lojista.get('total_pedidos') ?? 0) + nosShards('pedidos'),
    valor_centavos: Number(lojista.get('valor_total_pedidos_centavos') ?? 0) + nosShards('valor_centavos'),
    pedidos: pedidos.size,
    soma_pedidos: pedidos.docs.reduce((soma, pedido) => soma + Number(pedido.get('total_centavos')), 0),
    total_produtos: Number(lojista.get('total_produtos') ?? 0),
    produtos: produtos.size,
  };
}

function esperarIndisponivel(response: request.Response, inicio: number) {
  expect(response.status).toBe(503);
  expect(response.body).toEqual({ error: INDISPONIVEL });
  expect(response.headers['retry-after']).toBe('30');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  // Quickly: the deadline, not the SDK's minute of retries.
  expect(Date.now() - inicio).toBeLessThan(DEADLINE_MS + 2500);
}

describe('Firestore fora do ar', () => {
  it('when Firestore cannot be reached, then every kind of request gets a quick 503 in Portuguese with Retry-After, and nothing is written', async () => {
    const { proxy, app: semFirestore } = await appCortavel();
    const antes = await contas(loja.lojaId);
    const lojistaAntes = (await lojistaDoc(loja.lojaId).get()).data();
    proxy.cortar();
    const chamadas: Array<[string, () => request.Test]> = [
      ['list products', () => request(semFirestore).get('/api/produtos').set('Cookie', loja.cookie)],
      ['create product', () => request(semFirestore).post('/api/produtos').set('Cookie', loja.cookie).send({ nome: 'Novo', preco: 1 })],
      ['edit shop', () => request(semFirestore).put('/api/loja/configuracao').set('Cookie', loja.cookie).send({ nome_loja: 'Outro nome' })],
      ['public catalogue', () => request(semFirestore).get(`/api/loja/${loja.slug}`)],
      ['order', () => request(semFirestore).post(`/api/catalogo/${loja.lojaId}/pedido`).send(pedidoDe(1).body)],
      ['order by slug', () => request(semFirestore).post(`/api/loja/${loja.slug}/pedido`).send(pedidoDe(2).body)],
    ];
    const respostas = await Promise.all(
      chamadas.map(async ([nome, chamada]) => {
        const inicio = Date.now();
        return { nome, inicio, response: await chamada() };
      }),
    );
    for (const { inicio, response } of respostas) esperarIndisponivel(response, inicio);
    expect(await contas(loja.lojaId)).toEqual(antes);
    expect((await lojistaDoc(loja.lojaId).get()).data()).toEqual(lojistaAntes);
  });

  it('when the health check cannot reach Firestore, then it says so with a 503', async () => {
    const { proxy, app: semFirestore } = await appCortavel();
    proxy.cortar();
    const response = await request(semFirestore).get('/api/health');
    expect(response.status).toBe(503);
  });
});

describe('Conexão cortada no meio de uma escrita', () => {
  /**
   * Bytes the app sends Firestore for one request on a fresh connection, to cut it at fractions of
   * that. Under the production deadline (20 s): the measure must succeed, and a fresh connection's
   * first order on a loaded machine outlasted 1.5 s once (CI clone, 2026-11-30: a 503 here).
   */
  async function bytesDe(chamada: (app: ReturnType<typeof appWith>) => request.Test): Promise<number> {
    const { proxy, app: medido } = await appCortavel({ LOCAL_IMAGES_DIR: imagesDir });
    const response = await chamada(medido);
    expect(response.status).toBeLessThan(300);
    return proxy.enviados;
  }

  const FRACOES = [0.1, 0.3, 0.5, 0.65, 0.8, 0.9, 0.97];

  it('when the connection drops at any point of an order, then the order and the counters are written together or not at all', async () => {
    const pedido = pedidoDe(3);
    const total = await bytesDe((medido) =>
      request(medido).post(`/api/catalogo/${loja.lojaId}/pedido`).set('Idempotency-Key', randomUUID()).send(pedido.body),
    );
    for (const fracao of FRACOES) {
      const { proxy, app: cortado } = await appCortavel();
      proxy.cortarApos(Math.floor(total * fracao));
      const response = await request(cortado)
        .post(`/api/catalogo/${loja.lojaId}/pedido`)
        .set('Idempotency-Key', randomUUID())
        .send(pedido.body);
      expect([201, 503]).toContain(response.status);
      const agora = await contas(loja.lojaId);
      expect({ fracao, total: agora.total_pedidos, valor: agora.valor_centavos }).toEqual({
        fracao,
        total: agora.pedidos,
        valor: agora.soma_pedidos,
      });
    }
  });

  it('when the connection drops at any point of a product creation, then the product and the shop counter are written together or not at all', async () => {
    const total = await bytesDe((medido) =>
      request(medido).post('/api/produtos').set('Cookie', loja.cookie).send({ nome: 'Medida', preco: 1 }),
    );
    for (const fracao of FRACOES) {
      const { proxy, app: cortado } = await appCortavel();
      proxy.cortarApos(Math.floor(total * fracao));
      const response = await request(cortado)
        .post('/api/produtos')
        .set('Cookie', loja.cookie)
        .send({ nome: `Corte ${fracao}`, preco: 2 });
      // 201 when the cut came after the answer was ready (the public catalogue's rebuild may then be
      // what failed: it is rebuilt on the owner's next write).
      expect([201, 503]).toContain(response.status);
      const agora = await contas(loja.lojaId);
      expect({ fracao, total_produtos: agora.total_produtos }).toEqual({ fracao, total_produtos: agora.produtos });
    }
  });
});

describe('Concorrência', () => {
  /**
   * Edits of one product conflict: the emulator aborts all but one (isolateTransactions) and the
   * Admin SDK runs the others again after its backoff (0.5 to 1.5 s before the first retry), so an
   * edit may take a few seconds here where Firestore's locks would make it wait milliseconds. The
   * 1.5 s deadline above is for the outage tests; these use the production default (20 s).
   */
  const editor = appWith({ LOCAL_IMAGES_DIR: imagesDir });
  it("when 50 orders arrive at once, then the shop's order count and total are exact", async () => {
    // The request deadline of a deployed app (20 s), not this file's 1.5 s, for the shop's setup too
    // (its saves wait for the catalogue's rebuild, which a loaded CI machine made outlast 1.5 s):
    // fifty orders at once on a loaded 2-core machine queue longer than that, and what is tested
    // here is that none is lost.
    const nova = await novaLoja(editor, {
      produtos: CAFE_E_BOLO,
    });
    const servidor = await listen(editor);
    try {
      const pedidos = Array.from({ length: 50 }, (_, n) => ({
        body: {
          produtos: [
            { id: nova.produtos[0]!.id, quantidade: (n % 5) + 1 },
            { id: nova.produtos[1]!.id, quantidade: 1 },
          ],
        },
        centavos: 650 * ((n % 5) + 1) + 1200,
        // Half with an Idempotency-Key, as the web app sends, half without.
        chave: n % 2 === 0 ? randomUUID() : undefined,
      }));
      const status = await Promise.all(
        pedidos.map(async ({ body, chave }) => {
          const response = await fetch(`${servidor.url}/api/catalogo/${nova.lojaId}/pedido`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...(chave && { 'Idempotency-Key': chave }) },
            body: JSON.stringify(body),
          });
          return response.status;
        }),
      );
      expect(status).toEqual(Array(50).fill(201));
      const esperado = pedidos.reduce((soma, { centavos }) => soma + centavos, 0);
      expect(await contas(nova.lojaId)).toMatchObject({ total_pedidos: 50, pedidos: 50, valor_centavos: esperado, soma_pedidos: esperado });
    } finally {
      await servidor.close();
    }
  });

  /**
   * Semantics of concurrent edits of one product: a PUT changes only the fields it names (a merge,
   * in a transaction), so edits of different fields all land, whatever their order; edits of the
   * same field end with one of the values sent (the last to commit), each answer reporting its own.
   */
  it('when different fields of one product are edited at once, then every edit lands', async () => {
    const categoria = (await request(editor).post('/api/categorias').set('Cookie', loja.cookie).send({ nome: 'Doces' })).body.id as string;
    const produto = (await request(editor).post('/api/produtos').set('Cookie', loja.cookie).send({ nome: 'Original', preco: 1 })).body
      .id as string;
    for (let rodada = 1; rodada <= 3; rodada++) {
      const edicoes = [
        { nome: `Nome ${rodada}` },
        { descricao: `Descrição ${rodada}` },
        { preco: 10 + rodada },
        { ativo: rodada % 2 === 0 },
        { imagem_url: `https://exemplo.com.br/${rodada}.webp` },
        { categoria_id: rodada === 2 ? null : categoria },
      ];
      const respostas = await Promise.all(
        edicoes.map((edicao) => request(editor).put(`/api/produtos/${produto}`).set('Cookie', loja.cookie).send(edicao)),
      );
      expect(respostas.map((response) => response.status)).toEqual(Array(edicoes.length).fill(200));
      const salvo = (await produtoDoc(firestore(), loja.lojaId, produto).get()).data()!;
      expect(salvo).toMatchObject({
        nome: `Nome ${rodada}`,
        descricao: `Descrição ${rodada}`,
        preco_centavos: (10 + rodada) * 100,
        ativo: rodada % 2 === 0,
        imagem_url: `https://exemplo.com.br/${rodada}.webp`,
        categoria_id: rodada === 2 ? null : categoria,
      });
    }
  });

  it('when one field is edited at once by many, then it ends with one of the values sent and nothing else changes', async () => {
    const produto = (
      await request(editor).post('/api/produtos').set('Cookie', loja.cookie).send({ nome: 'Disputado', preco: 1, descricao: 'Fica' })
    ).body.id as string;
    const precos = Array.from({ length: 10 }, (_, n) => n + 2);
    const respostas = await Promise.all(
      precos.map((preco) => request(editor).put(`/api/produtos/${produto}`).set('Cookie', loja.cookie).send({ preco })),
    );
    respostas.forEach((response, n) => expect(response.body.preco).toBe(precos[n]));
    const salvo = (await produtoDoc(firestore(), loja.lojaId, produto).get()).data()!;
    expect(precos.map((preco) => preco * 100)).toContain(salvo.preco_centavos);
    expect(salvo).toMatchObject({ nome: 'Disputado', descricao: 'Fica' });
  });
});

describe('Envio de imagem interrompido', () => {
  const arquivos = () => readdirSync(imagesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

  /** A multipart request written by hand on a raw socket, so the test can stop it anywhere. */
  function multipart(url: string, imagem: Buffer) {
    const boundary = `----vitrine${randomUUID()}`;
    const corpo = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`),
      imagem,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { port } = new URL(url);
    const cabecalho = Buffer.from(
      `POST /api/upload/image HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${loja.cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${corpo.length}\r\n\r\n`,
    );
    return { port: Number(port), cabecalho, corpo };
  }

  const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * The app, noting the status of every answer it writes, even to a client already gone: a request
   * answered is one whose handler has finished, so what it stored is final.
   */
  function comRespostasAnotadas() {
    const respostas: number[] = [];
    const anotado: RequestListener = (req, res) => {
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.end = ((...args: unknown[]) => {
        respostas.push(res.statusCode);
        return end(...args);
      }) as typeof res.end;
      app(req, res);
    };
    return { anotado, respostas };
  }

  it('when an upload is cut off mid-stream or the client leaves before the answer, then no file is left and the next upload works', async () => {
    // A noisy picture: large enough that re-encoding it takes a while.
    const ruido = Buffer.alloc(1600 * 1600 * 3);
    for (let i = 0; i < ruido.length; i++) ruido[i] = (i * 2654435761) >>> 24;
    const imagem = await sharp(ruido, { raw: { width: 1600, height: 1600, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const { anotado, respostas } = comRespostasAnotadas();
    const servidor = await listen(anotado);
    try {
      // Cut in the middle of the file.
      const meio = multipart(servidor.url, imagem);
      const socket = connect(meio.port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(meio.cabecalho);
      socket.write(meio.corpo.subarray(0, Math.floor(meio.corpo.length / 2)));
      await esperar(100);
      socket.destroy();

      // Whole file sent, then gone before the answer (while the server re-encodes it).
      const inteiro = multipart(servidor.url, imagem);
      const apressado = connect(inteiro.port, '127.0.0.1');
      await new Promise<void>((resolve) => apressado.once('connect', resolve));
      apressado.write(Buffer.concat([inteiro.cabecalho, inteiro.corpo]));
      await esperar(20);
      apressado.destroy();

      // Both handlers have answered (to nobody): refused as interrupted, and nothing stored.
      await vi.waitFor(() => expect(respostas).toHaveLength(2), { timeout: 15_000, interval: 50 });
      expect(respostas).toEqual([400, 400]);
      expect(arquivos()).toEqual([]);

      const seguinte = await request(app)
        .post('/api/upload/image')
        .set('Cookie', loja.cookie)
        .attach('image', imagem, { filename: 'foto.png', contentType: 'image/png' });
      expect(seguinte.status).toBe(201);
      expect(arquivos()).toHaveLength(3); // its 200, 400 and 800 px copies
    } finally {
      await servidor.close();
    }
  });
});
