import { FieldValue } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp, signInOwner } from '../../../test/support/api.js';
import { planoDoc } from '../../src/model/planos.js';

// Plans are global: a database of this file's own, so other files' plans never show up here.
const platform = isolatedApp('public-planos');
const { app, db } = platform;

/** What GET /api/planos may answer for each plan, and nothing more. */
const CAMPOS_PUBLICOS = ['descricao', 'id', 'limite_lojas', 'limite_membros', 'limite_produtos', 'nome', 'preco', 'vantagens'];

let token: string;
const admin = () => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  token = await createAdmin(platform);
  // Stored as the admin's screen stores them, plus what a public answer must never carry.
  const interno = { criado_em: FieldValue.serverTimestamp(), nota_interna: 'Desconto combinado com a Loja X', total_lojistas: 12 };
  const batch = db.batch();
  batch.set(planoDoc(db, '1'), {
    nome: 'Básico',
    preco_centavos: 0,
    descricao: 'Para começar.',
    limite_produtos: 50,
    vantagens: 'Até 50 produtos',
    ...interno,
  });
  batch.set(planoDoc(db, '2'), {
    nome: 'Premium',
    preco_centavos: 4990,
    descricao: 'Para lojas grandes.',
    limite_produtos: 2000,
    limite_membros: 20,
    limite_lojas: 5,
    vantagens: 'Até 2.000 produtos\nSuporte prioritário',
    ...interno,
    atualizado_em: FieldValue.serverTimestamp(),
  });
  batch.set(planoDoc(db, '3'), {
    nome: 'Pro',
    preco_centavos: 1990,
    descricao: 'Para crescer.',
    limite_produtos: 500,
    vantagens: 'Até 500 produtos',
    ...interno,
  });
  batch.set(planoDoc(db, '4'), { nome: 'Pro anual', preco_centavos: 1990, descricao: '', limite_produtos: 500, vantagens: '', ...interno });
  await batch.commit();
});

const planos = () => request(app).get('/api/planos');

describe('GET /api/planos', () => {
  it('when anyone asks, with no session, then each plan comes with exactly the public fields, the price in reais', async () => {
    const response = await planos();
    expect(response.status).toBe(200);
    const body = response.body as Array<Record<string, unknown>>;
    expect(body).toHaveLength(4);
    for (const plano of body) expect(Object.keys(plano).sort()).toEqual(CAMPOS_PUBLICOS);
    expect(body.find((plano) => plano.id === '2')).toEqual({
      id: '2',
      nome: 'Premium',
      preco: 49.9,
      descricao: 'Para lojas grandes.',
      limite_produtos: 2000,
      limite_membros: 20,
      limite_lojas: 5,
      vantagens: 'Até 2.000 produtos\nSuporte prioritário',
    });
    // A plan saved before the team (and the shops' limit) existed: the default team of one, and one shop.
    expect(body.find((plano) => plano.id === '1')).toMatchObject({ limite_membros: 1, limite_lojas: 1 });
    expect(JSON.stringify(body)).not.toMatch(/nota_interna|Desconto combinado|total_lojistas|preco_centavos|criado_em|atualizado_em/);
  });

  it('when the plans are listed, then the cheapest comes first and plans of the same price follow their ids', async () => {
    const body = (await planos()).body as Array<{ id: string; preco: number }>;
    expect(body.map((plano) => plano.id)).toEqual(['1', '3', '4', '2']);
    expect(body.map((plano) => plano.preco)).toEqual([0, 19.9, 19.9, 49.9]);
  });

  it("when an owner's session cookie comes along, then it is ignored: the same public answer, cacheable by the CDN, and no cookie set", async () => {
    const anonimo = await planos();
    const { cookie } = await signInOwner(app);
    expect(cookie).toBeDefined();
    const comSessao = await planos().set('Cookie', cookie!);
    for (const response of [anonimo, comSessao]) {
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public,.*\bs-maxage=\d+/);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(comSessao.body).toEqual(anonimo.body);
  });

  it("when the admin changes, creates and deletes plans, then the public answer follows (the origin's answer is never stale)", async () => {
    const alterado = await request(app)
      .put('/api/admin/planos/3')
      .set(admin())
      .send({ nome: 'Pro', preco: 24.5, descricao: 'Para crescer sem limite curto.', limite_produtos: 800, vantagens: 'Até 800 produtos' });
    expect(alterado.status).toBe(200);
    const criado = await request(app)
      .post('/api/admin/planos')
      .set(admin())
      .send({ nome: 'Vitrine Mais', preco: 9.9, descricao: 'O meio do caminho.', limite_produtos: 150, vantagens: 'Até 150 produtos' });
    expect(criado.status).toBe(201);
    expect((await request(app).delete('/api/admin/planos/4').set(admin())).status).toBe(200);

    const body = (await planos()).body as Array<Record<string, unknown>>;
    expect(body.map((plano) => [plano.nome, plano.preco])).toEqual([
      ['Básico', 0],
      ['Vitrine Mais', 9.9],
      ['Pro', 24.5],
      ['Premium', 49.9],
    ]);
    expect(body[2]).toEqual({
      id: '3',
      nome: 'Pro',
      preco: 24.5,
      descricao: 'Para crescer sem limite curto.',
      limite_produtos: 800,
      limite_membros: 1,
      limite_lojas: 1,
      vantagens: 'Até 800 produtos',
    });
    for (const plano of body) expect(Object.keys(plano).sort()).toEqual(CAMPOS_PUBLICOS);
  });
});
