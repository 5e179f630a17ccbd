import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURACOES_PADRAO } from '@vitrine/shared';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp, signInOwner, newGoogleAccount } from '../../../test/support/api.js';
import { configuracaoDoc } from '../../src/model/configuracoes.js';
import { lojistasCollection } from '../../src/model/lojistas.js';

const platform = isolatedApp('admin-configuracoes');
const { app, db } = platform;

let token: string;
const admin = () => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  token = await createAdmin(platform);
});

const salvar = (configuracoes: unknown) => request(app).put('/api/admin/configuracoes').set(admin()).send({ configuracoes });
const valores = async () => {
  const response = await request(app).get('/api/admin/configuracoes').set(admin());
  return Object.fromEntries((response.body as Array<{ chave: string; valor: string }>).map(({ chave, valor }) => [chave, valor]));
};

describe('Configurações do sistema', () => {
  it('when nothing was ever saved, then the five known keys answer their defaults with help texts', async () => {
    const response = await request(app).get('/api/admin/configuracoes').set(admin());
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      Object.entries(CONFIGURACOES_PADRAO).map(([chave, { valor, descricao }]) => ({ chave, valor, descricao })),
    );
  });

  it('when the admin saves every key, then they are stored and answered back', async () => {
    const response = await salvar([
      { chave: 'sistema_nome', valor: ' Vitrine Brasil ' },
      { chave: 'sistema_versao', valor: '1.1.0' },
      { chave: 'email_suporte', valor: 'Ajuda@Vitrine.dev' },
      { chave: 'manutencao', valor: 'false' },
      { chave: 'registros_abertos', valor: 'true' },
      { chave: 'pedido_valor_maximo', valor: ' 250000 ' },
    ]);
    expect(response.status).toBe(200);
    expect(await valores()).toEqual({
      sistema_nome: 'Vitrine Brasil',
      sistema_versao: '1.1.0',
      email_suporte: 'ajuda@vitrine.dev',
      manutencao: 'false',
      registros_abertos: 'true',
      pedido_valor_maximo: '250000',
    });
    expect((await configuracaoDoc(db, 'sistema_nome').get()).get('valor')).toBe('Vitrine Brasil');
  });

  it.each([
    ['an invalid support e-mail', [{ chave: 'email_suporte', valor: 'suporte@' }], 'configuracoes.1.valor'],
    ['an unknown key', [{ chave: 'tema', valor: 'escuro' }], 'configuracoes.1.chave'],
    ['a flag other than true/false', [{ chave: 'manutencao', valor: 'sim' }], 'configuracoes.1.valor'],
    ['a flag as a boolean', [{ chave: 'registros_abertos', valor: false }], 'configuracoes.1.valor'],
    ['an empty version', [{ chave: 'sistema_versao', valor: '  ' }], 'configuracoes.1.valor'],
    ['an extra field', [{ chave: 'manutencao', valor: 'true', descricao: 'x' }], 'configuracoes.1'],
    ['the same key twice', [{ chave: 'sistema_nome', valor: 'De novo' }], 'configuracoes'],
  ])('when one of the values has %s, then 400 and not even the valid ones are saved', async (_caso, invalidos, campo) => {
    const antes = await valores();
    const response = await salvar([{ chave: 'sistema_nome', valor: 'Nome Novo' }, ...invalidos]);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Dados inválidos.');
    expect(response.body.campos[campo]).toBeDefined();
    expect(await valores()).toEqual(antes);
  });

  it.each([
    ['an empty list', { configuracoes: [] }],
    ['a list that is not a list', { configuracoes: 'manutencao=true' }],
    ['no list', {}],
    ['an unknown top-level field', { configuracoes: [{ chave: 'manutencao', valor: 'true' }], forcar: true }],
  ])('when the body has %s, then 400', async (_caso, body) => {
    const response = await request(app).put('/api/admin/configuracoes').set(admin()).send(body);
    expect(response.status).toBe(400);
  });
});

describe('Efeitos das configurações', () => {
  it('when maintenance is turned on and off, then the public /api/status follows, with no session needed', async () => {
    expect((await request(app).get('/api/status')).body).toEqual({ manutencao: false, email_suporte: expect.stringContaining('@') });
    expect((await salvar([{ chave: 'manutencao', valor: 'true' }])).status).toBe(200);
    const ligado = await request(app).get('/api/status');
    expect(ligado.status).toBe(200);
    expect(ligado.body).toMatchObject({ manutencao: true });
    expect(ligado.headers['cache-control']).toMatch(/^public/);
    await salvar([{ chave: 'manutencao', valor: 'false' }]);
    expect((await request(app).get('/api/status')).body).toMatchObject({ manutencao: false });
  });

  it('when the admin changes the support e-mail, then /api/status gives owners the new one', async () => {
    expect((await salvar([{ chave: 'email_suporte', valor: 'ajuda@loja-exemplo.com.br' }])).status).toBe(200);
    expect((await request(app).get('/api/status')).body).toEqual({ manutencao: false, email_suporte: 'ajuda@loja-exemplo.com.br' });
    await salvar([{ chave: 'email_suporte', valor: 'suporte@vitrine.dev' }]);
  });

  it('when registrations are closed, then a new Google account gets 403 and no record, while an existing owner still signs in', async () => {
    const existente = newGoogleAccount('Dona Antiga');
    expect((await signInOwner(app, existente)).response.status).toBe(201);
    expect((await salvar([{ chave: 'registros_abertos', valor: 'false' }])).status).toBe(200);

    const novo = await signInOwner(app, newGoogleAccount('Recém Chegada'));
    expect(novo.response.status).toBe(403);
    expect(novo.response.body).toEqual({ error: 'Novos cadastros estão temporariamente fechados. Tente novamente mais tarde.' });
    expect(novo.cookie).toBeUndefined();
    expect((await lojistasCollection(db).where('email', '==', novo.account.email).count().get()).data().count).toBe(0);

    const antiga = await signInOwner(app, existente);
    expect(antiga.response.status).toBe(201);
    expect(antiga.cookie).toBeDefined();

    expect((await salvar([{ chave: 'registros_abertos', valor: 'true' }])).status).toBe(200);
    expect((await signInOwner(app, novo.account)).response.status).toBe(201);
  });
});
