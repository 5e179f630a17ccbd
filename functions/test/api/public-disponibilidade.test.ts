import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp, type TestApp } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { catalogoDoc } from '../../src/model/catalogos.js';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { pedidosCollection } from '../../src/model/pedidos.js';

/** A database of its own: maintenance mode is platform-wide. */
const DATABASE = 'publico-disponibilidade';
const platform = isolatedApp(DATABASE);
const { app, db } = platform;

let token: string;
let ana: LojaDeTeste;
beforeAll(async () => {
  token = await createAdmin(platform);
  ana = await novaLoja(app, { produtos: [{ nome: 'Café expresso', preco: 6.5 }] });
});

const admin = (appUsado: TestApp = app) => ({
  put: (path: string, body: object) => request(appUsado).put(path).set('Authorization', `Bearer ${token}`).send(body),
  get: (path: string) => request(appUsado).get(path).set('Authorization', `Bearer ${token}`),
});

/** Every public endpoint of the shop, by id and by slug. */
const publicos = () => {
  const produto = ana.produtos[0]!.id;
  const pedido = { produtos: [{ id: produto, quantidade: 1 }] };
  return [
    ['GET', `/api/catalogo/${ana.lojaId}`],
    ['GET', `/api/loja/${ana.slug}`],
    ['GET', `/api/catalogo/${ana.lojaId}/produto/${produto}`],
    ['GET', `/api/loja/${ana.slug}/produto/${produto}`],
    ['GET', `/api/lojista/${ana.lojaId}/whatsapp`],
    ['POST', `/api/catalogo/${ana.lojaId}/pedido`, pedido],
    ['POST', `/api/loja/${ana.slug}/pedido`, pedido],
  ] as const;
};
const chamar = (appUsado: TestApp, [metodo, path, body]: readonly [string, string, object?]) =>
  metodo === 'GET' ? request(appUsado).get(path) : request(appUsado).post(path).send(body);
/** The shop's order count on its record, once the minute's fold has moved its counter shards there. */
const totalPedidos = async () => {
  await foldContagens(db);
  return ((await lojistaDoc(db, ana.lojaId).get()).get('total_pedidos') as number | undefined) ?? 0;
};

describe('Loja suspensa ou inativa', () => {
  it.each(['suspenso', 'inativo'])(
    'when the admin sets the shop %s, then every public endpoint answers 403 "Loja indisponível", uncached, and takes no order; the reads carry only its name and WhatsApp',
    async (status) => {
      expect((await admin().put(`/api/admin/lojistas/${ana.lojaId}/status`, { status })).status).toBe(200);
      expect((await catalogoDoc(db, ana.lojaId).get()).get('status')).toBe(status);
      const antes = await totalPedidos();
      for (const chamada of publicos()) {
        const response = await chamar(app, chamada);
        expect(response.status, chamada[1]).toBe(403);
        // The customer can still reach the shop: its name and number, nothing else of the catalogue.
        const contato = chamada[0] === 'GET' && { loja: { nome_loja: 'Café da Ana', whatsapp: '5511999998888' } };
        expect(response.body, chamada[1]).toEqual({ error: 'Loja indisponível', codigo: 'loja_indisponivel', ...contato });
        expect(response.headers['cache-control']).toMatch(/no-store/);
      }
      expect(await totalPedidos()).toBe(antes);
      expect((await pedidosCollection(db, ana.lojaId).get()).size).toBe(0);
    },
  );

  it('when a suspended shop has no WhatsApp number, then its catalogue answers its name and a null number', async () => {
    const bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno', whatsapp: null });
    expect((await admin().put(`/api/admin/lojistas/${bruno.lojaId}/status`, { status: 'suspenso' })).status).toBe(200);
    const response = await request(app).get(`/api/loja/${bruno.slug}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 'Loja indisponível',
      codigo: 'loja_indisponivel',
      loja: { nome_loja: 'Padaria do Bruno', whatsapp: null },
    });
  });

  it('when the admin reactivates the shop, then its catalogue and orders are back', async () => {
    expect((await admin().put(`/api/admin/lojistas/${ana.lojaId}/status`, { status: 'ativo' })).status).toBe(200);
    for (const chamada of publicos()) {
      const response = await chamar(app, chamada);
      expect(response.status, chamada[1]).toBe(chamada[0] === 'GET' ? 200 : 201);
    }
  });
});

describe('Modo de manutenção', () => {
  const manutencao = (valor: 'true' | 'false') =>
    admin().put('/api/admin/configuracoes', { configuracoes: [{ chave: 'manutencao', valor }] });

  it('when maintenance is on, then every public endpoint answers 503 with Retry-After and the message, uncached, and takes no order', async () => {
    // Two instances have read the flag (off); the admin saves it through the first.
    const vizinha = isolatedApp(DATABASE).app;
    for (const instancia of [app, vizinha]) expect((await chamar(instancia, publicos()[0])).status).toBe(200);
    expect((await manutencao('true')).status).toBe(200);

    // The instance that saved it and a new one answer the new mode at once; the neighbour keeps
    // its copy for up to 15 s (one read per instance, not per view).
    const outraInstancia = isolatedApp(DATABASE).app;
    const antes = await totalPedidos();
    for (const instancia of [app, outraInstancia]) {
      for (const chamada of publicos()) {
        const response = await chamar(instancia, chamada);
        expect(response.status, chamada[1]).toBe(503);
        expect(response.body).toEqual({ error: 'Estamos em manutenção. Volte em alguns minutos.', codigo: 'manutencao' });
        expect(response.headers['retry-after']).toBe('120');
        expect(response.headers['cache-control']).toMatch(/no-store/);
      }
    }
    expect(await totalPedidos()).toBe(antes);
    expect((await chamar(vizinha, publicos()[0])).status).toBe(200);
  });

  it('when maintenance is on, then the admin and the owners keep working', async () => {
    const instancia = isolatedApp(DATABASE).app;
    expect((await admin(instancia).get('/api/admin/configuracoes')).status).toBe(200);
    expect((await admin(instancia).get('/api/admin/lojistas')).status).toBe(200);
    expect((await request(instancia).get('/api/produtos').set('Cookie', ana.cookie)).status).toBe(200);
    const criado = await request(instancia).post('/api/produtos').set('Cookie', ana.cookie).send({ nome: 'Bolo', preco: 12 });
    expect(criado.status).toBe(201);
    expect((await request(instancia).get('/api/status')).body).toMatchObject({ manutencao: true });
  });

  it('when maintenance is turned off, then the public endpoints answer again', async () => {
    expect((await manutencao('false')).status).toBe(200);
    const instancia = isolatedApp(DATABASE).app;
    const response = await chamar(instancia, publicos()[1]);
    expect(response.status).toBe(200);
    // The owner's order (model/ordem.ts): the product created during maintenance goes last.
    expect(response.body.produtos.map((produto: { nome: string }) => produto.nome)).toEqual(['Café expresso', 'Bolo']);
  });
});
