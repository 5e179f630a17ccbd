import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAPEIS_DE_MEMBRO,
  perfilNaoPermite,
  pode,
  type CurrentUser,
  type EquipeResponse,
  type Membro,
  type PapelDeMembro,
  type Permissao,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { membroPorEmailDoc, membrosCollection } from '../../src/model/membros.js';
import { isolatedApp, signInOwner, newGoogleAccount, type GoogleAccount, asCookie } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste, planoDaLoja } from '../../../test/support/lojas.js';

/** A database of its own: plans are rewritten here. */
const { app, db } = isolatedApp('owner-equipe');

const com = (cookie: string) => asCookie(app, cookie);

/** A plan that allows `limite` members, given to the shop. */
const planoCom = (loja: LojaDeTeste, limite: number) =>
  planoDaLoja(db, loja.lojaId, { id: 100 + limite, nome: `Equipe ${limite}`, limite_membros: limite });

async function convidar(loja: LojaDeTeste, papel: PapelDeMembro, account = newGoogleAccount('Bia Lima')) {
  const response = await com(loja.cookie).post(apiPaths.equipe, { email: account.email, papel });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { account, membro: response.body as Membro };
}

/** The invited person's Google sign-in (POST /api/sessions, as the web app does): their session cookie. */
async function entrar(account: GoogleAccount) {
  const { response, cookie } = await signInOwner(app, account);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return cookie!;
}

describe('Equipe: convite, entrada e remoção', () => {
  let ana: LojaDeTeste;
  beforeAll(async () => {
    ana = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] });
    await planoCom(ana, 10);
  });

  it('when the owner invites an e-mail and that person signs in with Google, then they act on the owner’s shop with their role, and the list shows them active', async () => {
    const account = newGoogleAccount('Bia Lima');
    const { membro } = await convidar(ana, 'atendente', { ...account, email: account.email.toUpperCase() });
    expect(membro).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      email: account.email.toLowerCase(),
      nome: '',
      papel: 'atendente',
      status: 'convidado',
      criado_em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ultimo_acesso: null,
    } satisfies Membro);

    const cookie = await entrar(account);
    const me = (await com(cookie).get(apiPaths.usersMe)).body as CurrentUser;
    expect(me).toMatchObject({ loja_id: ana.lojaId, papel: 'atendente', email: account.email, google_user_data: { name: 'Bia Lima' } });
    // The shop's products, not a new empty shop of their own.
    expect((await com(cookie).get(apiPaths.produtos)).body.map((produto: { nome: string }) => produto.nome)).toEqual(['Café']);
    expect((await lojistaDoc(db, me.id).get()).exists).toBe(false);

    const { membros, limite_membros } = (await com(ana.cookie).get(apiPaths.equipe)).body as EquipeResponse;
    expect(limite_membros).toBe(10);
    expect(membros.find(({ id }) => id === membro.id)).toMatchObject({
      status: 'ativo',
      nome: 'Bia Lima',
      ultimo_acesso: expect.any(String),
    });
  });

  it('when the owner removes a member, then 204, and that person’s next request is refused', async () => {
    const { account, membro } = await convidar(ana, 'cozinha', newGoogleAccount('Caio Reis'));
    const cookie = await entrar(account);
    expect((await com(cookie).get(apiPaths.pedidos)).status).toBe(200);

    expect((await com(ana.cookie).delete(apiPaths.membro({ id: membro.id }))).status).toBe(204);
    const depois = await com(cookie).get(apiPaths.pedidos);
    expect(depois.status).toBe(401);
    // Revoked (verifySessionCookie refuses it), or, removed within the sign-in's own second, no longer a member.
    expect([
      'Sessão inválida ou expirada. Entre novamente.',
      'Você não faz mais parte da equipe desta loja. Fale com o dono da loja.',
    ]).toContain(depois.body.error);
    expect((await membroPorEmailDoc(db, account.email).get()).exists).toBe(false);
    expect((await com(ana.cookie).delete(apiPaths.membro({ id: membro.id }))).status).toBe(404);
  });

  it('when the owner changes a member’s role, then their next request has the new role', async () => {
    const { account, membro } = await convidar(ana, 'cozinha', newGoogleAccount('Duda Alves'));
    const cookie = await entrar(account);
    expect((await com(cookie).post(apiPaths.pedidosBloqueios, { telefone: '11987654321' })).status).toBe(403);
    const mudou = await com(ana.cookie).put(apiPaths.membro({ id: membro.id }), { papel: 'atendente' });
    expect(mudou.status).toBe(200);
    expect(mudou.body).toMatchObject({ id: membro.id, papel: 'atendente' });
    expect((await com(cookie).post(apiPaths.pedidosBloqueios, { telefone: '11987654321' })).status).toBe(201);
    await com(ana.cookie).delete(apiPaths.membro({ id: membro.id }));
  });

  it('when an invitation is wrong, taken or over the plan, then a Portuguese 4xx and nothing is written', async () => {
    const bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno' });
    const membrosAntes = (await membrosCollection(db, ana.lojaId).get()).size;
    const casos: [object, number, string][] = [
      [{ email: 'nao-e-email', papel: 'gerente' }, 400, 'Informe um e-mail válido.'],
      [{ email: 'x@exemplo.com.br', papel: 'dono' }, 400, 'Escolha o perfil: gerente, atendente, garçom, cozinha ou entregador.'],
      [{ email: 'x@exemplo.com.br', papel: 'gerente', extra: 1 }, 400, ''],
      [
        { email: bruno.email, papel: 'gerente' },
        409,
        'Este e-mail já tem uma loja na Vitrine. Cada conta Google participa de uma só loja por enquanto.',
      ],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const response = await com(ana.cookie).post(apiPaths.equipe, corpo);
      expect(response.status, JSON.stringify(corpo)).toBe(status);
      if (mensagem) expect(JSON.stringify(response.body)).toContain(mensagem);
    }
    const { account } = await convidar(ana, 'gerente', newGoogleAccount('Eva Dias'));
    const deNovo = await com(ana.cookie).post(apiPaths.equipe, { email: account.email, papel: 'cozinha' });
    expect([deNovo.status, deNovo.body.error]).toEqual([409, 'Este e-mail já está na sua equipe.']);
    const deOutra = await com(bruno.cookie).post(apiPaths.equipe, { email: account.email, papel: 'cozinha' });
    expect([deOutra.status, deOutra.body.error]).toEqual([
      409,
      'Este e-mail já faz parte da equipe de outra loja. Cada conta Google participa de uma só loja por enquanto.',
    ]);
    // Bruno's plan is the default one (no limite_membros saved): one member.
    await convidar(bruno, 'cozinha', newGoogleAccount('Fábio'));
    const alemDoPlano = await com(bruno.cookie).post(apiPaths.equipe, { email: 'outro@exemplo.com.br', papel: 'cozinha' });
    expect([alemDoPlano.status, alemDoPlano.body.error]).toEqual([
      403,
      'Seu plano permite até 1 pessoa na equipe. Remova alguém ou mude de plano para convidar mais.',
    ]);
    expect((await membroPorEmailDoc(db, 'outro@exemplo.com.br').get()).exists).toBe(false);
    expect((await membrosCollection(db, ana.lojaId).get()).size).toBe(membrosAntes + 1);
  });

  it('when a member of shop A asks for shop B’s order or member, then 404', async () => {
    const bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno', produtos: [{ nome: 'Pão', preco: 1 }] });
    const pedido = await request(app)
      .post(`/api/catalogo/${bruno.lojaId}/pedido`)
      .send({ produtos: [{ id: bruno.produtos[0]!.id, quantidade: 1 }] });
    expect(pedido.status).toBe(201);
    const { pedidos } = (await com(bruno.cookie).get(apiPaths.pedidos)).body as { pedidos: { id: string }[] };
    const { account } = await convidar(ana, 'gerente', newGoogleAccount('Gil Melo'));
    const cookie = await entrar(account);
    expect((await com(cookie).put(apiPaths.pedido({ id: pedidos[0]!.id }), { status: 'confirmado' })).status).toBe(404);
    expect((await com(cookie).put(apiPaths.produto({ id: bruno.produtos[0]!.id }), { esgotado: true })).status).toBe(404);
  });

  it('when the admin suspends the shop, then its members read but change nothing, as its owner', async () => {
    const carla = await novaLoja(app, { nome_loja: 'Doces da Carla', produtos: [{ nome: 'Brigadeiro', preco: 2 }] });
    const cookie = await entrar((await convidar(carla, 'gerente', newGoogleAccount('Ivo Nunes'))).account);
    await lojistaDoc(db, carla.lojaId).update({ status: 'suspenso' });
    expect((await com(cookie).get(apiPaths.produtos)).status).toBe(200);
    const escrita = await com(cookie).put(apiPaths.produto({ id: carla.produtos[0]!.id }), { esgotado: true });
    expect(escrita.status).toBe(403);
    expect(escrita.body.error).toMatch(/^Sua loja está suspensa, e por isso não pode ser alterada\./);
    expect((await com(carla.cookie).get(apiPaths.produtos)).body[0].esgotado).toBe(false);
  });

  it('when a member changes an order’s status, then the order’s history records their name', async () => {
    const { account } = await convidar(ana, 'gerente', newGoogleAccount('Hugo Prado'));
    const cookie = await entrar(account);
    const placed = await request(app)
      .post(`/api/catalogo/${ana.lojaId}/pedido`)
      .send({ produtos: [{ id: ana.produtos[0]!.id, quantidade: 1 }] });
    expect(placed.status).toBe(201);
    const { pedidos } = (await com(ana.cookie).get(apiPaths.pedidos)).body as { pedidos: { id: string; codigo: string }[] };
    const id = pedidos.find(({ codigo }) => codigo === placed.body.codigo)!.id;
    await com(cookie).put(apiPaths.pedido({ id }), { status: 'confirmado' });
    await com(ana.cookie).put(apiPaths.pedido({ id }), { status: 'preparando' });
    const atual = (await com(ana.cookie).get(apiPaths.pedidos)).body.pedidos.find((pedido: { id: string }) => pedido.id === id);
    expect(atual.historico.map(({ status, por }: { status: string; por: string | null }) => [status, por])).toEqual([
      ['novo', null],
      ['confirmado', 'Hugo Prado'],
      ['preparando', 'Ana Souza'],
    ]);
  });
});

/**
 * Every owner route, for every role: what the role may do answers 2xx; what it may not answers 403
 * with the role's message, and the shop (its record, products, categories, orders and team) is the
 * same after as before.
 */
describe('Equipe: cada perfil em cada rota', () => {
  let loja: LojaDeTeste;
  const cookies = {} as Record<PapelDeMembro, string>;
  let pedidoId: string;

  beforeAll(async () => {
    loja = await novaLoja(app, { nome_loja: 'Lanches da Iara', produtos: [{ nome: 'X-Burger', preco: 20 }] });
    await planoCom(loja, PAPEIS_DE_MEMBRO.length);
    for (const papel of PAPEIS_DE_MEMBRO)
      cookies[papel] = await entrar((await convidar(loja, papel, newGoogleAccount(`Pessoa ${papel}`))).account);
    await request(app)
      .post(`/api/catalogo/${loja.lojaId}/pedido`)
      .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] });
    pedidoId = (await com(loja.cookie).get(apiPaths.pedidos)).body.pedidos[0].id;
    await configurarAtendimento(app, loja, { retirada: true, entrega: false, formas_pagamento: ['dinheiro'] });
  });

  async function estadoDaLoja() {
    const [lojista, ...colecoes] = await Promise.all([
      lojistaDoc(db, loja.lojaId).get(),
      ...['produtos', 'categorias', 'pedidos', 'membros', 'bloqueios'].map((nome) => lojistaDoc(db, loja.lojaId).collection(nome).get()),
    ]);
    return JSON.stringify([lojista.data(), colecoes.map((colecao) => colecao.docs.map((doc) => [doc.id, doc.data()]))]);
  }

  /** [permission, method, path, body]: bodies that the route accepts, so that an allowed role gets 2xx. */
  const rotas: () => [Permissao, 'get' | 'post' | 'put' | 'delete', string, object?][] = () => [
    ['leitura', 'get', apiPaths.usersMe],
    ['leitura', 'get', apiPaths.lojaConfiguracao],
    ['leitura', 'get', apiPaths.lojaAtendimento],
    ['leitura', 'get', apiPaths.lojistaConfiguracao],
    ['leitura', 'get', apiPaths.categorias],
    ['estoque', 'get', apiPaths.produtos],
    ['estoque', 'put', apiPaths.produto({ id: loja.produtos[0]!.id }), { esgotado: false }],
    ['catalogo', 'put', apiPaths.produto({ id: loja.produtos[0]!.id }), { nome: 'X-Burger' }],
    ['catalogo', 'post', apiPaths.categorias, { nome: 'Lanches' }],
    ['catalogo', 'put', apiPaths.produtosOrdem, { ids: [loja.produtos[0]!.id] }],
    ['catalogo', 'get', apiPaths.produtosExportar],
    ['ajustes', 'put', apiPaths.lojistaWhatsapp, { telefone_whatsapp: '5511999998888' }],
    ['ajustes', 'put', apiPaths.pedidosProtecao, { pedidos_por_minuto: 10 }],
    ['pausa', 'put', apiPaths.lojaPausa, { pausado: false }],
    ['relatorios', 'get', apiPaths.dashboardStats],
    ['relatorios', 'get', `${apiPaths.analytics}?periodo=7`],
    ['preparo', 'get', apiPaths.pedidos],
    ['preparo', 'get', apiPaths.pedidosContagem],
    ['preparo', 'put', apiPaths.pedido({ id: pedidoId }), { status: 'preparando' }],
    ['pedidos', 'put', apiPaths.pedido({ id: pedidoId }), { status: 'confirmado' }],
    ['pedidos', 'get', apiPaths.pedidosProtecao],
    ['pedidos', 'post', apiPaths.pedidosBloqueios, { telefone: '11912345678' }],
    ['salao', 'get', apiPaths.garcomMesas],
    ['salao', 'get', apiPaths.comandas],
    [
      'salao',
      'post',
      apiPaths.balcaoPedidos,
      { cliente: { nome: 'Rui' }, consumo: 'local', produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] },
    ],
    ['entregadores', 'get', apiPaths.entregadores],
    ['entregadores', 'get', apiPaths.entregadoresTaxas],
    ['entregadores', 'get', `${apiPaths.entregadoresAcerto}?data=2026-11-29`],
    ['entregas', 'get', apiPaths.entregas],
    ['caixa', 'get', apiPaths.caixas],
    ['caixa', 'get', apiPaths.caixaAberto],
    ['relatorios', 'get', apiPaths.avaliacoes],
    ['fiado', 'get', apiPaths.fiadoClientes],
    ['equipe', 'get', apiPaths.equipe],
    ['equipe', 'post', apiPaths.equipe, { email: 'novo@exemplo.com.br', papel: 'cozinha' }],
    ['conta', 'get', apiPaths.contaExportar],
    ['conta', 'delete', apiPaths.conta, { confirmacao: 'nada' }],
  ];

  for (const papel of PAPEIS_DE_MEMBRO) {
    it(`when a ${papel} calls every owner route, then what the role allows answers 2xx and the rest 403 with nothing written`, async () => {
      for (const [permissao, metodo, caminho, corpo] of rotas()) {
        const antes = await estadoDaLoja();
        const response = await com(cookies[papel])[metodo](caminho, corpo);
        const rota = `${papel} ${metodo.toUpperCase()} ${caminho}`;
        if (pode(papel, permissao)) {
          expect(response.status, `${rota}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(200);
          expect(response.status, `${rota}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
        } else {
          expect([response.status, response.body.error], rota).toEqual([403, perfilNaoPermite(papel)]);
          expect(await estadoDaLoja(), rota).toBe(antes);
        }
      }
    });
  }
});
