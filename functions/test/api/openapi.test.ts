import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { produtoSchema, z } from '@vitrine/shared';
import { testApp } from '../../../test/support/api.js';

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

interface Documento {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown>; requestBody?: unknown }>>;
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
    const montadas = rotasMontadas(testApp());
    const documentadas = operacoesDe(doc);
    // Both lists in full, so a failure says which route to document or which entry to drop.
    expect({ semDocumento: [...montadas].filter((rota) => !documentadas.has(rota)) }).toEqual({ semDocumento: [] });
    expect({ semRota: [...documentadas].filter((rota) => !montadas.has(rota)) }).toEqual({ semRota: [] });
    // The walk itself found the routes of every kind of mount: the admin's, the public ones and the owner's.
    expect(montadas).toContain('POST /api/admin/login');
    expect(montadas).toContain('POST /api/loja/{slug}/pedido');
    expect(montadas).toContain('PUT /api/pedidos/{id}');
  });

  it('gives each operation a summary, its success answer and the common error answers in the {error, campos?} shape', async () => {
    const { documento: doc } = await documento();
    for (const [path, metodos] of Object.entries(doc.paths))
      for (const [method, operacao] of Object.entries(metodos)) {
        expect(operacao.summary, `${method} ${path}`).toBeTruthy();
        expect(
          Object.keys(operacao.responses).some((status) => /^[23]/.test(status)),
          `${method} ${path}`,
        ).toBe(true);
        expect(operacao.responses['404'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/Erro404' });
      }
    const pedido = doc.paths['/api/loja/{slug}/pedido']!.post!;
    expect(Object.keys(pedido.responses)).toEqual(expect.arrayContaining(['201', '400', '403', '404', '429']));
    const produto = doc.paths['/api/produtos/{id}']!.put!;
    expect(Object.keys(produto.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
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
