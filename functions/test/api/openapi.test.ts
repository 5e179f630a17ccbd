import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { produtoSchema, z } from '@vitrine/shared';
import { readEnv } from '../../src/config/env.js';
import { createPreviewApp } from '../../src/preview-app.js';
import { firestore, testApp } from '../../../test/support/api.js';

interface Camada {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Camada[] };
}

/**
 * Every route the Express app mounts, as `GET /api/pedidos/{id}`: its router stack walked down
 * through each mounted router (app.use(path, router)), each route's own path after its mounts'.
 * A path-only middleware (a rate limit on a route's path) is a route too, and must be one that exists.
 */
function rotasMontadas(app: Express): Set<string> {
  const rotas = new Set<string>();
  const percorrer = (camadas: Camada[], prefixo: string) => {
    for (const camada of camadas) {
      if (camada.route) {
        for (const path of [camada.route.path].flat())
          for (const method of Object.keys(camada.route.methods))
            rotas.add(`${method.toUpperCase()} ${(prefixo + path).replace(/:(\w+)/g, '{$1}')}`);
      } else if (camada.handle.stack) {
        const montagem = typeof camada.rawPath === 'string' && camada.rawPath !== '/' ? camada.rawPath : '';
        percorrer(camada.handle.stack, prefixo + montagem);
      }
    }
  };
  percorrer((app as unknown as { router: { stack: Camada[] } }).router.stack, '');
  return rotas;
}

/**
 * The `preview` function's app (the shop's pages, feeds and sitemaps at the site's root): its routes
 * are in the document too. Its last route answers any other path Hosting sends with the generic
 * page and 404: a fallback, no route of the contract.
 */
const previewApp = () => createPreviewApp(readEnv(), { db: firestore() }, async () => '<!doctype html><html><head></head></html>');
const FALLBACK_DO_PREVIEW = 'GET /{*resto}';

/** The routes of both functions' apps, the `api` one's under /api and the `preview` one's at the root. */
const rotasDasFuncoes = () =>
  new Set([...rotasMontadas(testApp()), ...[...rotasMontadas(previewApp())].filter((rota) => rota !== FALLBACK_DO_PREVIEW)]);

interface Documento {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId: string; summary?: string; responses: Record<string, unknown>; requestBody?: unknown }>
  >;
}

async function documento() {
  const resposta = await request(testApp()).get('/api/openapi.json').expect(200);
  return { resposta, documento: resposta.body as Documento };
}

const operacoesDe = (doc: Documento) =>
  new Set(Object.entries(doc.paths).flatMap(([path, metodos]) => Object.keys(metodos).map((method) => `${method.toUpperCase()} ${path}`)));

describe('the OpenAPI document (GET /api/openapi.json)', () => {
  it('is an OpenAPI 3.1 document, public and cacheable', async () => {
    const { resposta, documento: doc } = await documento();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(resposta.headers['cache-control']).toMatch(/^public/);
    expect(resposta.headers['set-cookie']).toBeUndefined();
  });

  it('names every route the app mounts, and no route it does not mount', async () => {
    const { documento: doc } = await documento();
    const montadas = rotasDasFuncoes();
    const documentadas = operacoesDe(doc);
    // Both lists in full, so a failure says which route to document or which entry to drop.
    expect({ semDocumento: [...montadas].filter((rota) => !documentadas.has(rota)) }).toEqual({ semDocumento: [] });
    expect({ semRota: [...documentadas].filter((rota) => !montadas.has(rota)) }).toEqual({ semRota: [] });
    // The walk itself found the routes of every kind of mount: the admin's, the public ones, the owner's and the preview's.
    expect(montadas).toContain('POST /api/admin/login');
    expect(montadas).toContain('POST /api/loja/{slug}/pedido');
    expect(montadas).toContain('PUT /api/pedidos/{id}');
    expect(montadas).toContain('GET /loja/{slug}');
    expect(montadas).toContain('GET /loja/{slug}/icone-{nome}.png');
    expect(montadas).toContain('GET /sitemap.xml');
  });

  it("gives each operation a summary, its success answer and its errors: the API's in the {error, campos?} shape", async () => {
    const { documento: doc } = await documento();
    for (const [path, metodos] of Object.entries(doc.paths))
      for (const [method, operacao] of Object.entries(metodos)) {
        expect(operacao.summary, `${method} ${path}`).toBeTruthy();
        expect(
          Object.keys(operacao.responses).some((status) => /^[23]/.test(status)),
          `${method} ${path}`,
        ).toBe(true);
        if (path.startsWith('/api/'))
          expect(operacao.responses['404'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/Erro404' });
        else
          expect(
            Object.keys(operacao.responses).filter((status) => /^[45]/.test(status)),
            `${method} ${path}`,
          ).not.toEqual([]);
      }
    const pedido = doc.paths['/api/loja/{slug}/pedido']!.post!;
    expect(Object.keys(pedido.responses)).toEqual(expect.arrayContaining(['201', '400', '403', '404', '429']));
    const produto = doc.paths['/api/produtos/{id}']!.put!;
    expect(Object.keys(produto.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
  });

  it("documents the shop's pages as HTML, apart from the API's routes of the same shop", async () => {
    const { documento: doc } = await documento();
    const pagina = doc.paths['/loja/{slug}']!.get! as { operationId: string; responses: Record<string, { content?: object }> };
    expect(Object.keys(pagina.responses['200']!.content!)).toEqual(['text/html']);
    expect(Object.keys(pagina.responses['404']!.content!)).toEqual(['text/html']);
    expect(pagina.operationId).not.toBe(doc.paths['/api/loja/{slug}']!.get!.operationId);
    const feed = doc.paths['/loja/{slug}/feed/meta.csv']!.get! as { responses: Record<string, { content?: object }> };
    expect(Object.keys(feed.responses['200']!.content!)).toEqual(['text/csv']);
  });

  it('takes the request bodies from the shared zod schemas the routes parse with', async () => {
    const { documento: doc } = await documento();
    const corpo = doc.paths['/api/produtos']!.post!.requestBody as { content: Record<string, { schema: { required?: string[] } }> };
    const { required } = z.toJSONSchema(produtoSchema, { io: 'input', unrepresentable: 'any' }) as { required?: string[] };
    expect(corpo.content['application/json']!.schema.required).toEqual(required);
    expect(required).toContain('nome');
  });
});

describe('the interactive reference (GET /api/docs)', () => {
  it('is a page that loads Scalar from this origin, pointed at the document', async () => {
    const pagina = await request(testApp()).get('/api/docs').expect(200);
    expect(pagina.headers['content-type']).toMatch(/^text\/html/);
    expect(pagina.text).toContain('data-url="/api/openapi.json"');
    expect(pagina.text).toContain('<script src="/api/docs/scalar.js">');
    expect(pagina.headers['content-security-policy']).toContain("script-src 'self'");

    const script = await request(testApp()).get('/api/docs/scalar.js').expect(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text.length).toBeGreaterThan(1_000_000);
  });
});
