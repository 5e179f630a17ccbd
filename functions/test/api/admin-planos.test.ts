import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp } from '../../../test/support/api.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { planoDoc } from '../../src/model/planos.js';

const platform = isolatedApp('admin-planos');
const { app, db } = platform;

let token: string;
const admin = () => ({ Authorization: `Bearer ${token}` });

const PRO = {
  nome: 'Pro',
  preco: 29.9,
  descricao: 'Para lojas que estão crescendo.',
  limite_produtos: 200,
  limite_membros: 5,
  limite_lojas: 3,
  vantagens: 'Tudo do Básico\nAté 200 produtos',
};

beforeAll(async () => {
  token = await createAdmin(platform);
  const batch = db.batch();
  batch.set(planoDoc(db, '1'), { nome: 'Básico', preco_centavos: 0, limite_produtos: 50, descricao: '', vantagens: '' });
  const { preco: _preco, ...pro } = PRO;
  batch.set(planoDoc(db, '2'), { ...pro, preco_centavos: 2990 });
  batch.set(planoDoc(db, '3'), { nome: 'Enterprise', preco_centavos: 9990, limite_produtos: 500, descricao: '', vantagens: '' });
  for (const id of ['l1', 'l2']) batch.set(lojistaDoc(db, id), { nome: id, email: `${id}@exemplo.com`, status: 'ativo', plano_id: 2 });
  batch.set(lojistaDoc(db, 'l3'), { nome: 'l3', email: 'l3@exemplo.com', status: 'ativo', plano_id: 1 });
  await batch.commit();
});

async function listar() {
  const response = await request(app).get('/api/admin/planos').set(admin());
  expect(response.status).toBe(200);
  return response.body as Array<{ id: string; total_lojistas: number }>;
}

describe('Lista de planos', () => {
  it('when the admin lists plans, then each comes in reais with the real number of owners on it', async () => {
    const planos = await listar();
    expect(planos.map((plano) => plano.id)).toEqual(['1', '2', '3']);
    expect(planos[1]).toEqual({ id: '2', ...PRO, total_lojistas: 2 });
    expect(planos.map((plano) => plano.total_lojistas)).toEqual([1, 2, 0]);
  });

  it('when an owner moves to another plan, then both counts follow', async () => {
    const response = await request(app)
      .put('/api/admin/lojistas/l1')
      .set(admin())
      .send({ nome: 'l1', email: 'l1@exemplo.com', plano_id: 3 });
    expect(response.status).toBe(200);
    expect((await listar()).map((plano) => plano.total_lojistas)).toEqual([1, 1, 1]);
  });
});

describe('Criação e edição de planos', () => {
  it('when the admin creates plans, then each gets the next numeric id and the price is kept in cents', async () => {
    const primeiro = await request(app)
      .post('/api/admin/planos')
      .set(admin())
      .send({ nome: 'Semestral', preco: 19.9, limite_produtos: 50 });
    expect(primeiro.status).toBe(201);
    expect(primeiro.body).toEqual({
      id: '4',
      nome: 'Semestral',
      preco: 19.9,
      descricao: '',
      limite_produtos: 50,
      // Not sent: the default team of one.
      limite_membros: 1,
      // Not sent either: the account's one shop.
      limite_lojas: 1,
      vantagens: '',
      total_lojistas: 0,
    });
    expect((await planoDoc(db, '4').get()).get('preco_centavos')).toBe(1990);

    const segundo = await request(app)
      .post('/api/admin/planos')
      .set(admin())
      .send({ ...PRO, nome: 'Anual' });
    expect(segundo.body.id).toBe('5');
  });

  it('when the admin edits a plan, then every field is replaced', async () => {
    const todosOsCampos = {
      nome: 'Semestral+',
      preco: 0.5,
      descricao: 'Nova',
      limite_produtos: 1,
      limite_membros: 0,
      limite_lojas: 2,
      vantagens: 'A\nB',
    };
    const response = await request(app).put('/api/admin/planos/4').set(admin()).send(todosOsCampos);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: '4', ...todosOsCampos, total_lojistas: 0 });
  });

  it.each(['999', 'abc', '0'])('when plan %j is edited, then 404', async (id) => {
    const response = await request(app).put(`/api/admin/planos/${id}`).set(admin()).send(PRO);
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Plano não encontrado.');
  });

  const valido = { nome: 'Plano', preco: 10, limite_produtos: 10 };
  it.each([
    ['no name', { preco: 10, limite_produtos: 10 }, 'nome'],
    ['a blank name', { ...valido, nome: '  ' }, 'nome'],
    ['no price', { nome: 'Plano', limite_produtos: 10 }, 'preco'],
    ['a negative price', { ...valido, preco: -1 }, 'preco'],
    ['a price with three decimals', { ...valido, preco: 10.005 }, 'preco'],
    ['a price as text', { ...valido, preco: '10' }, 'preco'],
    ['no product limit', { nome: 'Plano', preco: 10 }, 'limite_produtos'],
    ['a product limit of 0', { ...valido, limite_produtos: 0 }, 'limite_produtos'],
    ['a fractional product limit', { ...valido, limite_produtos: 1.5 }, 'limite_produtos'],
    ['a product limit above 10,000', { ...valido, limite_produtos: 10_001 }, 'limite_produtos'],
    ['a negative team limit', { ...valido, limite_membros: -1 }, 'limite_membros'],
    ['a fractional team limit', { ...valido, limite_membros: 1.5 }, 'limite_membros'],
    ['a team limit above 100', { ...valido, limite_membros: 101 }, 'limite_membros'],
    ['no shop at all', { ...valido, limite_lojas: 0 }, 'limite_lojas'],
    ['a fractional shop limit', { ...valido, limite_lojas: 1.5 }, 'limite_lojas'],
    ['a shop limit above 50', { ...valido, limite_lojas: 51 }, 'limite_lojas'],
    ['a description that is not text', { ...valido, descricao: 5 }, 'descricao'],
    ['advantages as a list', { ...valido, vantagens: ['a', 'b'] }, 'vantagens'],
    ['an id in the body', { ...valido, id: '9' }, '_'],
  ])('when a plan has %s, then 400 naming the field and nothing is written', async (_caso, body, campo) => {
    const antes = await listar();
    for (const call of [request(app).post('/api/admin/planos'), request(app).put('/api/admin/planos/4')]) {
      const response = await call.set(admin()).send(body);
      expect(response.status).toBe(400);
      expect(response.body.campos[campo]).toBeDefined();
    }
    expect(await listar()).toEqual(antes);
  });
});

describe('Exclusão de planos', () => {
  it('when a plan has owners on it, then 409 saying how many and the plan stays', async () => {
    await lojistaDoc(db, 'l4').set({ nome: 'l4', email: 'l4@exemplo.com', status: 'ativo', plano_id: 3 });
    const response = await request(app).delete('/api/admin/planos/3').set(admin());
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Este plano está em uso por 2 lojistas e não pode ser excluído.');
    expect((await planoDoc(db, '3').get()).exists).toBe(true);
  });

  it('when the plan is the default plan of new owners, then 409 even with nobody on it', async () => {
    await lojistaDoc(db, 'l3').update({ plano_id: 2 });
    const response = await request(app).delete('/api/admin/planos/1').set(admin());
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('O plano padrão dos novos lojistas não pode ser excluído.');
  });

  it('when a plan has no owners, then it is deleted, and deleting it again is 404', async () => {
    expect((await request(app).delete('/api/admin/planos/4').set(admin())).status).toBe(200);
    expect((await listar()).map((plano) => plano.id)).toEqual(['1', '2', '3', '5']);
    const again = await request(app).delete('/api/admin/planos/4').set(admin());
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Plano não encontrado.');
    expect((await request(app).delete('/api/admin/planos/x').set(admin())).status).toBe(404);
  });
});

describe('Planos criados ao mesmo tempo', () => {
  it('when the admin creates 6 plans at once, then each answers 201 with an id of its own', async () => {
    const respostas = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(app)
          .post('/api/admin/planos')
          .set(admin())
          .send({ nome: `Simultâneo ${i}`, preco: 10, limite_produtos: 10 }),
      ),
    );
    expect(respostas.map((resposta) => resposta.status)).toEqual(Array(6).fill(201));
    const ids = respostas.map((resposta) => (resposta.body as { id: string }).id);
    expect(new Set(ids).size).toBe(6);
    const nomes = new Map((await listar()).map((plano) => [plano.id, (plano as unknown as { nome: string }).nome]));
    respostas.forEach((resposta, i) => expect(nomes.get((resposta.body as { id: string }).id)).toBe(`Simultâneo ${i}`));
  });
});
