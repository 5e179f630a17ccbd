import { FieldValue } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminLojista } from '@vitrine/shared';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp, signInOwner, newGoogleAccount } from '../../../test/support/api.js';
import { catalogoDoc } from '../../src/model/catalogos.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { planoDoc } from '../../src/model/planos.js';

const platform = isolatedApp('admin-lojistas');
const { app, db } = platform;

let token: string;
const admin = () => ({ Authorization: `Bearer ${token}` });
/** The administrator's edit of an owner (PUT /api/admin/lojistas/{id}) and of their status (…/status). */
const editar = (id: string, body: object) => request(app).put(`/api/admin/lojistas/${id}`).set(admin()).send(body);
const mudarStatus = (id: string, body: object) => request(app).put(`/api/admin/lojistas/${id}/status`).set(admin()).send(body);

let ana: { id: string; cookie: string };
beforeAll(async () => {
  token = await createAdmin(platform);
  await planoDoc(db, '1').set({ nome: 'Básico', preco_centavos: 0, limite_produtos: 50, descricao: '', vantagens: '' });
  await planoDoc(db, '2').set({ nome: 'Pro', preco_centavos: 2990, limite_produtos: 200, descricao: '', vantagens: '' });
  const { cookie } = await signInOwner(app, { ...newGoogleAccount(), name: 'Ana Souza' });
  const me = await request(app).get('/api/users/me').set('Cookie', cookie!);
  ana = { id: me.body.id, cookie: cookie! };
});

async function atividadesDeStatus() {
  const response = await request(app).get('/api/admin/atividades').set(admin());
  return (response.body as Array<{ tipo: string; descricao: string }>).filter((atividade) => atividade.tipo === 'status_lojista');
}

describe('Lista de lojistas', () => {
  it('when the admin lists merchants, then each carries contact, status, plan name, counters and the shop’s name and link', async () => {
    await lojistaDoc(db, 'lojista-pro').set({
      nome: 'Bruno Lima',
      loja: { nome_loja: 'Doces do Bruno', subdominio: 'doces-do-bruno' },
      email: 'bruno@exemplo.com.br',
      telefone_whatsapp: '5511988887777',
      status: 'suspenso',
      plano_id: 2,
      total_produtos: 7,
      total_pedidos: 3,
      criado_em: FieldValue.serverTimestamp(),
    });
    await lojistaDoc(db, 'plano-apagado').set({ nome: 'Carla', email: 'carla@exemplo.com.br', status: 'inativo', plano_id: 9 });

    const response = await request(app).get('/api/admin/lojistas').set(admin());
    expect(response.status).toBe(200);
    const porId = Object.fromEntries((response.body as Array<{ id: string }>).map((lojista) => [lojista.id, lojista]));
    expect(porId[ana.id]).toEqual({
      id: ana.id,
      nome: 'Ana Souza',
      email: expect.stringMatching(/@exemplo\.com\.br$/),
      telefone_whatsapp: null,
      status: 'ativo',
      plano_id: 1,
      plano_nome: 'Básico',
      total_produtos: 0,
      total_pedidos: 0,
      subdominio: null,
      // No shop name or link chosen yet: the page by id.
      nome_loja: null,
      catalogo: `/catalogo/${ana.id}`,
      conta_id: null,
    });
    expect(porId['lojista-pro']).toMatchObject({
      telefone_whatsapp: '5511988887777',
      status: 'suspenso',
      plano_nome: 'Pro',
      total_produtos: 7,
      total_pedidos: 3,
      nome_loja: 'Doces do Bruno',
      catalogo: '/loja/doces-do-bruno',
    });
    expect(porId['plano-apagado']).toMatchObject({ plano_id: 9, plano_nome: 'Básico' });
  });
});

describe('Filiais na lista de lojistas (issue 47)', () => {
  it('when an account has another shop, then it is listed as its own row naming the account, and a plan set on either moves both', async () => {
    await lojistaDoc(db, 'dona-da-rede').set({ nome: 'Dora', email: 'dora@exemplo.com.br', status: 'ativo', plano_id: 1 });
    await lojistaDoc(db, 'filial-da-dora').set({
      dono_uid: 'dona-da-rede',
      nome: 'Dora',
      email: 'dora@exemplo.com.br',
      status: 'ativo',
      plano_id: 1,
      loja: { nome_loja: 'Dora Centro', subdominio: 'dora-centro' },
    });
    const porId = Object.fromEntries(
      ((await request(app).get('/api/admin/lojistas').set(admin())).body as AdminLojista[]).map((lojista) => [lojista.id, lojista]),
    );
    expect([porId['dona-da-rede']?.conta_id, porId['filial-da-dora']?.conta_id]).toEqual([null, 'dona-da-rede']);

    const response = await request(app)
      .put('/api/admin/lojistas/filial-da-dora')
      .set(admin())
      .send({ nome: 'Dora', email: 'dora@exemplo.com.br', plano_id: 2 });
    expect(response.status).toBe(200);
    const planos = await Promise.all(
      ['dona-da-rede', 'filial-da-dora'].map(async (id) => (await lojistaDoc(db, id).get()).get('plano_id')),
    );
    expect(planos).toEqual([2, 2]);
  });
});

describe('Status do lojista', () => {
  it('when the admin suspends an owner, then the status is saved, logged as an activity and shown to the owner', async () => {
    const antes = (await atividadesDeStatus()).length;
    const response = await mudarStatus(ana.id, { status: 'suspenso' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: ana.id, status: 'suspenso' });
    expect((await lojistaDoc(db, ana.id).get()).get('status')).toBe('suspenso');

    const atividades = await atividadesDeStatus();
    expect(atividades).toHaveLength(antes + 1);
    expect(atividades[0]!.descricao).toBe('Status de Ana Souza alterado para suspenso.');

    const me = await request(app).get('/api/users/me').set('Cookie', ana.cookie);
    expect(me.body.status).toBe('suspenso');
  });

  it('when the admin reactivates the owner, then it is ativo again; repeating the same status logs nothing new', async () => {
    expect((await mudarStatus(ana.id, { status: 'ativo' })).status).toBe(200);
    const depois = (await atividadesDeStatus()).length;
    expect((await mudarStatus(ana.id, { status: 'ativo' })).status).toBe(200);
    expect(await atividadesDeStatus()).toHaveLength(depois);
    expect((await request(app).get('/api/users/me').set('Cookie', ana.cookie)).body.status).toBe('ativo');
  });

  it.each([
    ['an unknown status', { status: 'banido' }],
    ['no status', {}],
    ['a status that is not a string', { status: 1 }],
    ['an unknown field', { status: 'ativo', plano_id: 3 }],
  ])('when the status body has %s, then 400 and nothing changes', async (_caso, body) => {
    const response = await mudarStatus(ana.id, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Dados inválidos.');
    expect((await lojistaDoc(db, ana.id).get()).get('status')).toBe('ativo');
  });

  it.each(['nao-existe', '__reservado__', '..'])('when the owner id is %j, then 404 and no 5xx', async (id) => {
    const response = await mudarStatus(id, { status: 'suspenso' });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Lojista não encontrado.');
  });
});

describe('Edição do lojista', () => {
  it('when the admin edits name, e-mail, WhatsApp and plan, then the owner record changes and the answer shows it', async () => {
    const response = await editar(ana.id, {
      nome: ' Ana S. Oliveira ',
      email: 'ANA@Exemplo.com.br',
      telefone_whatsapp: '5511912345678',
      plano_id: 2,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: ana.id,
      nome: 'Ana S. Oliveira',
      email: 'ana@exemplo.com.br',
      telefone_whatsapp: '5511912345678',
      plano_id: 2,
      plano_nome: 'Pro',
      status: 'ativo',
    });
    expect((await lojistaDoc(db, ana.id).get()).data()).toMatchObject({
      nome: 'Ana S. Oliveira',
      plano_id: 2,
      telefone_whatsapp: '5511912345678',
    });
    // Customers order through the number in the shop's public catalogue document.
    expect((await catalogoDoc(db, ana.id).get()).get('loja.whatsapp')).toBe('5511912345678');
  });

  it('when the WhatsApp number is left out, then the owner keeps theirs', async () => {
    const response = await editar(ana.id, { nome: 'Ana', email: 'ana@exemplo.com.br', plano_id: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ telefone_whatsapp: '5511912345678', plano_id: 1, plano_nome: 'Básico' });
  });

  it('when the plan does not exist, then 400 on plano_id and nothing changes', async () => {
    const response = await editar(ana.id, { nome: 'Outra', email: 'ana@exemplo.com.br', plano_id: 99 });
    expect(response.status).toBe(400);
    expect(response.body.campos).toEqual({ plano_id: ['Escolha um plano existente.'] });
    expect((await lojistaDoc(db, ana.id).get()).get('nome')).toBe('Ana');
  });

  const valido = { nome: 'Ana', email: 'ana@exemplo.com.br', plano_id: 1 };
  it.each([
    ['no name', { ...valido, nome: '   ' }, 'nome'],
    ['no e-mail', { nome: 'Ana', plano_id: 1 }, 'email'],
    ['a malformed e-mail', { ...valido, email: 'ana@' }, 'email'],
    ['a plan id as text', { ...valido, plano_id: '2' }, 'plano_id'],
    ['a fractional plan id', { ...valido, plano_id: 1.5 }, 'plano_id'],
    ['a WhatsApp that is not text', { ...valido, telefone_whatsapp: 5511 }, 'telefone_whatsapp'],
    ['a field the admin may not set here', { ...valido, status: 'suspenso' }, '_'],
  ])('when the edit has %s, then 400 naming the field', async (_caso, body, campo) => {
    const response = await editar(ana.id, body);
    expect(response.status).toBe(400);
    expect(response.body.campos[campo]).toBeDefined();
  });

  it('when the owner id is unknown, then 404', async () => {
    const response = await request(app).put('/api/admin/lojistas/nao-existe').set(admin()).send(valido);
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Lojista não encontrado.');
  });
});
