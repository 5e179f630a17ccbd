import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { AtendimentoInput, Membro, PapelDeMembro, ProdutoInput } from '@vitrine/shared';
import request from 'supertest';
import { expect } from 'vitest';
import { apiPaths } from '@vitrine/shared/api-paths';
import { lojaIdDoDono, lojistaDoc } from '../../functions/src/model/lojistas.js';
import { planoDoc } from '../../functions/src/model/planos.js';
import { newGoogleAccount, signInOwner, type GoogleAccount, type Owner, type TestApp } from './api.js';
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
  /** Its owner's session, for the owner API: `as(loja.dono)`. */
  dono: Owner;
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
  const { uid, cookie } = await signInOwner(app, account);
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
  // A new account owns the shop its first sign-in created, whose id is its uid's (model/lojistas.ts).
  const lojaId = lojaIdDoDono(uid);
  return { lojaId, cookie: cookie!, email: account.email, slug, produtos: criados, dono: { uid, lojaId, cookie: cookie!, account } };
}

/** Saves the shop's service settings through the owner API (PUT /api/loja/atendimento), as the Atendimento screen does. */
export async function configurarAtendimento(app: TestApp, loja: LojaDeTeste, atendimento: AtendimentoInput): Promise<void> {
  const response = await request(app).put('/api/loja/atendimento').set('Cookie', loja.cookie).send(atendimento);
  expect(response.status).toBe(200);
}

/**
 * Puts the shop on a plan of its own with room for a team (the free plan has none) and, given
 * `limite_lojas`, for more shops: written straight to Firestore, as the administrator's screen
 * would set it, since the tests that call it are about the team or the shops, not the plans.
 */
export async function planoDaLoja(
  db: Firestore,
  lojaId: string,
  { id, nome = 'Equipe', limite_membros = 10, limite_lojas }: { id: number; nome?: string; limite_membros?: number; limite_lojas?: number },
): Promise<void> {
  await planoDoc(db, id).set({
    nome,
    preco_centavos: 0,
    descricao: '',
    limite_produtos: 50,
    limite_membros,
    ...(limite_lojas === undefined ? {} : { limite_lojas }),
    vantagens: '',
  });
  await lojistaDoc(db, lojaId).update({ plano_id: id });
}

/** A person invited to the shop's team with `papel` through the owner API (POST /api/equipe), who then signed in with Google. */
export async function novoMembro(
  app: TestApp,
  loja: Pick<LojaDeTeste, 'cookie'>,
  papel: PapelDeMembro,
  account: GoogleAccount = newGoogleAccount(`Pessoa ${papel}`),
): Promise<{ membro: Membro; cookie: string }> {
  const convite = await request(app).post(`/api${apiPaths.equipe}`).set('Cookie', loja.cookie).send({ email: account.email, papel });
  expect(convite.status, convite.text).toBe(201);
  const { response, cookie } = await signInOwner(app, account);
  expect(response.status, response.text).toBe(201);
  return { membro: convite.body as Membro, cookie: cookie! };
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
