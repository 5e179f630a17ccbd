import { randomBytes } from 'node:crypto';
import type { AtendimentoInput, ProdutoInput } from '@vitrine/shared';
import request from 'supertest';
import { expect } from 'vitest';
import { apiPaths } from '@vitrine/shared/api-paths';
import { newGoogleAccount, signInOwner, type TestApp } from './api.js';
import { corpoDaConexaoPix, type PspLocal } from './psp-local/psp.js';

/** A slug no other test (or earlier run) has taken. */
export const novoSlug = (prefixo = 'loja') => `${prefixo}-${randomBytes(4).toString('hex')}`;

export interface ProdutoCriado {
  id: string;
  nome: string;
  preco: number;
}

export interface LojaDeTeste {
  /** The shop's id; its owner's Firebase Auth uid is uidDoDono(lojaId) (functions/src/model/lojistas.ts). */
  lojaId: string;
  cookie: string;
  email: string;
  slug: string;
  produtos: ProdutoCriado[];
}

/**
 * An owner who signed in with Google and set up a shop through the owner API, as the web app
 * does: settings with a slug, a WhatsApp number (unless null) and the given products.
 */
export async function novaLoja(
  app: TestApp,
  {
    nome_loja = 'Café da Ana',
    whatsapp = '5511999998888' as string | null,
    produtos = [] as readonly ProdutoInput[],
    loja = {} as Record<string, string>,
  } = {},
): Promise<LojaDeTeste> {
  const account = newGoogleAccount('Ana Souza');
  const { cookie } = await signInOwner(app, account);
  const me = await request(app).get('/api/users/me').set('Cookie', cookie!);
  const slug = novoSlug();
  const owner = (method: 'post' | 'put', path: string, body: object) => request(app)[method](path).set('Cookie', cookie!).send(body);

  expect((await owner('put', '/api/loja/configuracao', { nome_loja, subdominio: slug, ...loja })).status).toBe(200);
  if (whatsapp !== null) expect((await owner('put', '/api/lojista/whatsapp', { telefone_whatsapp: whatsapp })).status).toBe(200);
  const criados: ProdutoCriado[] = [];
  for (const produto of produtos) {
    const response = await owner('post', '/api/produtos', produto);
    expect(response.status).toBe(201);
    criados.push(response.body as ProdutoCriado);
  }
  return { lojaId: me.body.loja_id as string, cookie: cookie!, email: account.email, slug, produtos: criados };
}

/** Saves the shop's service settings through the owner API (PUT /api/loja/atendimento), as the Atendimento screen does. */
export async function configurarAtendimento(app: TestApp, loja: LojaDeTeste, atendimento: AtendimentoInput): Promise<void> {
  const response = await request(app).put('/api/loja/atendimento').set('Cookie', loja.cookie).send(atendimento);
  expect(response.status).toBe(200);
}

/** What a shop connected to the local PSP carries: its application there, and the secrets it sent (to search answers for). */
export interface LojaConectadaAoPsp extends LojaDeTeste {
  clientId: string;
  chave: string;
  segredos: string[];
}

/**
 * The shop's bank's API Pix connected through the owner API (PUT /api/loja/pix-api, issue 45) to a
 * new application of the local PSP (test/support/psp-local), as the Pagamentos screen does.
 */
export async function conectarAoPsp(
  app: TestApp,
  loja: LojaDeTeste,
  psp: Pick<PspLocal, 'novoCliente' | 'baseUrl' | 'tokenUrl'>,
): Promise<LojaConectadaAoPsp> {
  const cliente = await psp.novoCliente();
  const conectada = await request(app).put(`/api${apiPaths.lojaPixApi}`).set('Cookie', loja.cookie).send(corpoDaConexaoPix(psp, cliente));
  expect(conectada.status, conectada.text).toBe(200);
  return { ...loja, clientId: cliente.clientId, chave: cliente.chaves[0]!, segredos: [cliente.clientSecret, cliente.certificado.senha] };
}
