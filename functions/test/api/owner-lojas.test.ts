import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  limiteDeLojasAtingido,
  type CaixaAbertoResponse,
  type CopiaDeCatalogo,
  type PedidosDoLojistaResponse,
  type Produto,
  type ResumoDasLojasResponse,
  type CurrentUser,
  type CuponsResponse,
  type EquipeResponse,
  type FidelidadeResponse,
  type LojaDaConta,
  type LojasDaContaResponse,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { planoDoc } from '../../src/model/planos.js';
import { isolatedApp, newGoogleAccount, signInOwner, type GoogleAccount, asCookie } from '../../../test/support/api.js';
import { novaLoja, novoSlug, type LojaDeTeste, planoDaLoja } from '../../../test/support/lojas.js';
import { umPedido } from '../../../test/support/pedidos.js';

/** A database of its own: plans are written here. */
const { app, db } = isolatedApp('owner-lojas');
const api = (path: string) => `/api${path}`;

const com = (cookie: string) => asCookie(app, cookie);

/** Puts the account's first shop (and so the shops it opens next) on a plan of their own that allows `limite_lojas` shops and a team of 5. */
function planoCom(lojaId: string, limite_lojas: number) {
  return planoDaLoja(db, lojaId, { id: randomInt(1_000, 1_000_000_000), nome: 'Rede', limite_membros: 5, limite_lojas });
}

async function abrirLoja(cookie: string, nome_loja = 'Café da Ana — Centro', subdominio = novoSlug('filial')) {
  const response = await com(cookie).post(apiPaths.lojas, { nome_loja, subdominio });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as LojaDaConta;
}

async function trocarPara(cookie: string, loja_id: string) {
  const response = await com(cookie).post(apiPaths.sessionsLoja, { loja_id });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as CurrentUser;
}

const lojaDaSessao = async (cookie: string) => ((await com(cookie).get(apiPaths.usersMe)).body as CurrentUser).loja_id;

/** What the session's shop holds of what is kept per shop: coupons, the loyalty card, an open till, orders (the dashboard). */
const oQueASessaoVe = async (cookie: string) => ({
  cupons: ((await com(cookie).get(apiPaths.cupons)).body as CuponsResponse).cupons.length,
  fidelidade: ((await com(cookie).get(apiPaths.lojaFidelidade)).body as FidelidadeResponse).fidelidade.ativo,
  caixa: ((await com(cookie).get(apiPaths.caixaAberto)).body as CaixaAbertoResponse).caixa !== null,
  pedidos: (await com(cookie).get(apiPaths.dashboardStats)).body.total_pedidos as number,
});

async function entrar(account: GoogleAccount) {
  const { response, cookie } = await signInOwner(app, account);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return cookie!;
}

describe('Lojas da conta: o limite do plano', () => {
  it('when the plan allows one shop (the default), then opening another is refused with 403 naming the limit, and nothing is written', async () => {
    const ana = await novaLoja(app);
    const subdominio = novoSlug('filial');
    const response = await com(ana.cookie).post(apiPaths.lojas, { nome_loja: 'Segunda', subdominio });
    expect([response.status, response.body.error]).toEqual([403, limiteDeLojasAtingido(1)]);
    expect(response.body.error).toContain('Seu plano permite 1 loja.');
    expect((await db.collection('slugs').doc(subdominio).get()).exists).toBe(false);
    const lista = (await com(ana.cookie).get(apiPaths.lojas)).body as LojasDaContaResponse;
    expect(lista).toEqual({
      lojas: [{ id: ana.lojaId, nome_loja: 'Café da Ana', subdominio: ana.slug, status: 'ativo', principal: true }],
      loja_id: ana.lojaId,
      limite_lojas: 1,
      pode_criar: false,
    });
  });

  it('when the plan allows three, then two more open with ids of their own under the account, the fourth is refused, and the list shows them in order', async () => {
    const ana = await novaLoja(app);
    await planoCom(ana.lojaId, 3);
    const centro = await abrirLoja(ana.cookie, 'Centro');
    expect(centro).toEqual({
      id: expect.any(String),
      nome_loja: 'Centro',
      subdominio: expect.any(String),
      status: 'ativo',
      principal: false,
    });
    expect(centro.id).not.toBe(ana.lojaId);
    const guardada = (await lojistaDoc(db, centro.id).get()).data()!;
    expect(guardada).toMatchObject({ dono_uid: ana.lojaId, email: ana.email, status: 'ativo' });
    expect(guardada.plano_id).toBe((await lojistaDoc(db, ana.lojaId).get()).get('plano_id'));
    const bairro = await abrirLoja(ana.cookie, 'Bairro');

    const quarta = await com(ana.cookie).post(apiPaths.lojas, { nome_loja: 'Quarta', subdominio: novoSlug('filial') });
    expect([quarta.status, quarta.body.error]).toEqual([403, limiteDeLojasAtingido(3)]);
    const lista = (await com(ana.cookie).get(apiPaths.lojas)).body as LojasDaContaResponse;
    expect(lista.lojas.map(({ id }) => id)).toEqual([ana.lojaId, centro.id, bairro.id]);
    expect([lista.limite_lojas, lista.pode_criar]).toEqual([3, false]);
  });

  it('when the link is another shop’s, reserved or malformed, or the name is missing, then 409 or 400 on the field and no shop opens', async () => {
    const ana = await novaLoja(app);
    await planoCom(ana.lojaId, 5);
    const bia = await novaLoja(app);
    for (const subdominio of [bia.slug, 'configuracao']) {
      const response = await com(ana.cookie).post(apiPaths.lojas, { nome_loja: 'Outra', subdominio });
      expect([response.status, response.body.campos?.subdominio]).toEqual([
        409,
        ['Este link já está em uso por outra loja. Escolha outro.'],
      ]);
    }
    for (const corpo of [
      { nome_loja: 'Outra', subdominio: 'A B' },
      { nome_loja: '', subdominio: novoSlug() },
      { nome_loja: 'Outra' },
      {},
    ]) {
      const response = await com(ana.cookie).post(apiPaths.lojas, corpo);
      expect(response.status, JSON.stringify(corpo)).toBe(400);
      expect(response.body.error).toMatch(/\S/);
    }
    expect(((await com(ana.cookie).get(apiPaths.lojas)).body as LojasDaContaResponse).lojas).toHaveLength(1);
  });

  it('when two openings race for the plan’s last shop, then one lands and the other is refused', async () => {
    const ana = await novaLoja(app);
    await planoCom(ana.lojaId, 2);
    const respostas = await Promise.all(
      [1, 2].map((n) => com(ana.cookie).post(apiPaths.lojas, { nome_loja: `Filial ${n}`, subdominio: novoSlug('filial') })),
    );
    expect(respostas.map(({ status }) => status).sort()).toEqual([201, 403]);
    expect(((await com(ana.cookie).get(apiPaths.lojas)).body as LojasDaContaResponse).lojas).toHaveLength(2);
  });
});

describe('Lojas da conta: trocar de loja e o isolamento', () => {
  let ana: LojaDeTeste;
  let centro: LojaDaConta;
  beforeAll(async () => {
    ana = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 5 }] });
    await planoCom(ana.lojaId, 3);
    centro = await abrirLoja(ana.cookie, 'Centro');
  });

  it('when the session switches shop, then /users/me answers it, owner routes act on it only, and switching back returns', async () => {
    const me = await trocarPara(ana.cookie, centro.id);
    expect(me).toMatchObject({ loja_id: centro.id, papel: 'dono', status: 'ativo' });
    expect(await lojaDaSessao(ana.cookie)).toBe(centro.id);
    expect((await com(ana.cookie).get(apiPaths.produtos)).body).toEqual([]);
    expect((await com(ana.cookie).get(apiPaths.lojaConfiguracao)).body).toMatchObject({
      nome_loja: 'Centro',
      subdominio: centro.subdominio,
    });
    expect((await com(ana.cookie).post(apiPaths.produtos, { nome: 'Pão de queijo', preco: 6 })).status).toBe(201);

    await trocarPara(ana.cookie, ana.lojaId);
    expect(await lojaDaSessao(ana.cookie)).toBe(ana.lojaId);
    expect(((await com(ana.cookie).get(apiPaths.produtos)).body as { nome: string }[]).map(({ nome }) => nome)).toEqual(['Café']);
  });

  it('when the same account signs in on another device, then that session starts on the first shop and each keeps its own', async () => {
    const account = newGoogleAccount('Caio Dias');
    const balcao = await entrar(account);
    const uid = await lojaDaSessao(balcao);
    await planoCom(uid, 2);
    const filial = await abrirLoja(balcao);
    await trocarPara(balcao, filial.id);
    // A sign-in of another second, as two devices' are: the Auth emulator's cookies of one second are alike.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const escritorio = await entrar(account);
    expect([await lojaDaSessao(balcao), await lojaDaSessao(escritorio)]).toEqual([filial.id, uid]);
  });

  it('when a shop id is another account’s or does not exist, then switching answers 404 and the session stays', async () => {
    const bia = await novaLoja(app);
    await trocarPara(ana.cookie, centro.id);
    for (const loja_id of [bia.lojaId, 'nao-existe']) {
      const response = await com(ana.cookie).post(apiPaths.sessionsLoja, { loja_id });
      expect([response.status, response.body.error]).toEqual([404, 'Loja não encontrada.']);
    }
    const invasao = await com(bia.cookie).post(apiPaths.sessionsLoja, { loja_id: centro.id });
    expect(invasao.status).toBe(404);
    expect(await lojaDaSessao(ana.cookie)).toBe(centro.id);
    expect(await lojaDaSessao(bia.cookie)).toBe(bia.lojaId);
    expect(((await com(bia.cookie).get(apiPaths.lojas)).body as LojasDaContaResponse).lojas.map(({ id }) => id)).toEqual([bia.lojaId]);
    expect((await com(ana.cookie).post(apiPaths.sessionsLoja, {})).status).toBe(400);
  });

  it('when coupons, the loyalty card, the till and orders are made in one shop, then the other shop of the account sees none of them', async () => {
    await trocarPara(ana.cookie, centro.id);
    expect((await com(ana.cookie).post(apiPaths.cupons, { codigo: 'CENTRO10', tipo: 'percentual', valor: 10 })).status).toBe(201);
    const cartao = { ativo: true, pedidos_necessarios: 5, recompensa: { tipo: 'valor', valor: 3 }, validade_dias: null };
    expect((await com(ana.cookie).put(apiPaths.lojaFidelidade, cartao)).status).toBe(200);
    expect((await com(ana.cookie).post(apiPaths.caixaAbrir, { valor_inicial: 50 })).status).toBe(201);
    expect((await com(ana.cookie).put(apiPaths.lojistaWhatsapp, { telefone_whatsapp: '5511988887777' })).status).toBe(200);
    const pao = (await com(ana.cookie).post(apiPaths.produtos, { nome: 'Pão', preco: 4 })).body as { id: string };
    const pedido = await request(app)
      .post(api(apiPaths.lojaPedido({ slug: centro.subdominio })))
      .send(umPedido({ produtos: [{ id: pao.id, quantidade: 2 }] }));
    expect(pedido.status, JSON.stringify(pedido.body)).toBe(201);

    expect(await oQueASessaoVe(ana.cookie)).toEqual({ cupons: 1, fidelidade: true, caixa: true, pedidos: 1 });

    await trocarPara(ana.cookie, ana.lojaId);

    expect(await oQueASessaoVe(ana.cookie)).toEqual({ cupons: 0, fidelidade: false, caixa: false, pedidos: 0 });

    // The dashboard's "Todas as lojas": today's figures of each shop, side by side.
    await trocarPara(ana.cookie, centro.id);
    const pedidoId = ((await com(ana.cookie).get(apiPaths.pedidos)).body as PedidosDoLojistaResponse).pedidos[0]!.id;
    expect((await com(ana.cookie).put(apiPaths.pedido({ id: pedidoId }), { status: 'confirmado' })).status).toBe(200);
    const resumo = (await com(ana.cookie).get(apiPaths.lojasResumo)).body as ResumoDasLojasResponse;
    expect(resumo.lojas.map(({ id, pedidos_hoje, receita_hoje }) => ({ id, pedidos_hoje, receita_hoje }))).toEqual([
      { id: ana.lojaId, pedidos_hoje: 0, receita_hoje: 0 },
      { id: centro.id, pedidos_hoje: 1, receita_hoje: 8 },
    ]);
  });

  it('when a member is invited to one shop of the account, then they see only that shop and are refused on the other', async () => {
    await trocarPara(ana.cookie, centro.id);
    const bia = newGoogleAccount('Bia Lima');
    expect((await com(ana.cookie).post(apiPaths.equipe, { email: bia.email, papel: 'gerente' })).status).toBe(201);
    expect(((await com(ana.cookie).get(apiPaths.equipe)).body as EquipeResponse).membros).toHaveLength(1);
    const cookie = await entrar(bia);
    expect(await lojaDaSessao(cookie)).toBe(centro.id);
    const lista = (await com(cookie).get(apiPaths.lojas)).body as LojasDaContaResponse;
    expect(lista.lojas.map(({ id }) => id)).toEqual([centro.id]);
    expect(lista.pode_criar).toBe(false);
    const troca = await com(cookie).post(apiPaths.sessionsLoja, { loja_id: ana.lojaId });
    expect([troca.status, troca.body.error]).toEqual([404, 'Loja não encontrada.']);
    expect(await lojaDaSessao(cookie)).toBe(centro.id);
    expect((await com(cookie).post(apiPaths.lojas, { nome_loja: 'Minha', subdominio: novoSlug() })).status).toBe(403);

    await trocarPara(ana.cookie, ana.lojaId);
    expect(((await com(ana.cookie).get(apiPaths.equipe)).body as EquipeResponse).membros).toHaveLength(0);
  });

  it('when the chosen shop is suspended, then it reads but refuses writes, and the session may still switch away', async () => {
    const ana2 = await novaLoja(app);
    await planoCom(ana2.lojaId, 2);
    const filial = await abrirLoja(ana2.cookie, 'Suspensa');
    await trocarPara(ana2.cookie, filial.id);
    await lojistaDoc(db, filial.id).update({ status: 'suspenso' });
    expect((await com(ana2.cookie).get(apiPaths.produtos)).status).toBe(200);
    const escrita = await com(ana2.cookie).post(apiPaths.produtos, { nome: 'X', preco: 1 });
    expect([escrita.status, escrita.body.error]).toEqual([403, expect.stringContaining('Sua loja está suspensa')]);
    expect((await trocarPara(ana2.cookie, ana2.lojaId)).loja_id).toBe(ana2.lojaId);
  });

  it('when the account has another shop, then deleting the first is refused (409) until the other is deleted, and deleting the other keeps the account', async () => {
    const ana4 = await novaLoja(app);
    await planoCom(ana4.lojaId, 2);
    const filial = await abrirLoja(ana4.cookie, 'Segunda');
    const excluir = (confirmacao: string) => request(app).delete(api(apiPaths.conta)).set('Cookie', ana4.cookie).send({ confirmacao });
    const primeira = await excluir(ana4.slug);
    expect([primeira.status, primeira.body.error]).toEqual([409, 'Esta conta tem outras lojas. Exclua as outras lojas antes da primeira.']);
    expect((await lojistaDoc(db, ana4.lojaId).get()).exists).toBe(true);

    await trocarPara(ana4.cookie, filial.id);
    expect((await excluir(filial.subdominio)).status).toBe(200);
    expect((await lojistaDoc(db, filial.id).get()).exists).toBe(false);
    // The owner's sign-in survived: the session is back on the first shop.
    expect(await lojaDaSessao(ana4.cookie)).toBe(ana4.lojaId);
  });

  it('when the chosen shop is gone, then the session falls back to the account’s first shop', async () => {
    const ana3 = await novaLoja(app);
    await planoCom(ana3.lojaId, 2);
    const filial = await abrirLoja(ana3.cookie, 'Fechada');
    await trocarPara(ana3.cookie, filial.id);
    await lojistaDoc(db, filial.id).delete();
    expect(await lojaDaSessao(ana3.cookie)).toBe(ana3.lojaId);
  });
});

describe('Lojas da conta: copiar o catálogo', () => {
  /** A small PNG uploaded as the Produtos screen does: answers the stored picture's URL (its 800 px copy). */
  async function enviarFoto(cookie: string) {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    const response = await request(app)
      .post(api(apiPaths.uploadImage))
      .set('Cookie', cookie)
      .attach('image', png, { filename: 'pao.png', contentType: 'image/png' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return (response.body as { url: string }).url;
  }

  const copiar = (cookie: string, para: string, de_loja_id: string) =>
    com(cookie).post(apiPaths.lojaCopiarCatalogo({ id: para }), { de_loja_id });

  it('when the catalogue is copied twice, then the target has each category and product once, with pictures of its own that outlive the source’s', async () => {
    const ana = await novaLoja(app);
    await planoCom(ana.lojaId, 2);
    const categoria = (await com(ana.cookie).post(apiPaths.categorias, { nome: 'Pães' })).body as { id: string };
    const foto = await enviarFoto(ana.cookie);
    const opcoes = [{ nome: 'Tamanho', min: 1, max: 1, itens: [{ nome: 'Grande', preco: 2 }] }];
    for (const produto of [
      { nome: 'Pão de fermentação natural', preco: 18, categoria_id: categoria.id, imagem_url: foto, opcoes },
      { nome: 'Broa', preco: 7, categoria_id: categoria.id },
    ]) {
      expect((await com(ana.cookie).post(apiPaths.produtos, produto)).status).toBe(201);
    }
    const centro = await abrirLoja(ana.cookie, 'Centro');

    for (const vez of [1, 2]) {
      const response = await copiar(ana.cookie, centro.id, ana.lojaId);
      expect(response.status, `cópia ${vez}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(response.body).toMatchObject({
        de_loja_id: ana.lojaId,
        status: 'concluida',
        total_produtos: 2,
        total_categorias: 1,
        produtos_copiados: 2,
      } satisfies Partial<CopiaDeCatalogo>);
    }
    expect((await com(ana.cookie).get(apiPaths.lojaCopiarCatalogo({ id: centro.id }))).body.status).toBe('concluida');

    await trocarPara(ana.cookie, centro.id);
    const copiados = (await com(ana.cookie).get(apiPaths.produtos)).body as Produto[];
    expect(copiados.map(({ nome }) => nome).sort()).toEqual(['Broa', 'Pão de fermentação natural']);
    expect((await com(ana.cookie).get(apiPaths.categorias)).body).toHaveLength(1);
    expect(copiados.every(({ categoria_id }) => categoria_id === categoria.id)).toBe(true);
    const pao = copiados.find(({ nome }) => nome.startsWith('Pão'))!;
    expect(pao.opcoes[0]).toMatchObject({ nome: 'Tamanho', itens: [{ nome: 'Grande', preco: 2 }] });
    expect(pao.imagem_url).not.toBe(foto);
    expect(pao.imagem_url).toContain(`/${centro.id}/`);
    expect((await com(ana.cookie).get(apiPaths.dashboardStats)).body.total_produtos).toBe(2);

    // The source's pictures go (its account's deletion empties its folder): the copy's stay.
    rmSync(join(inject('imagesDir'), ana.lojaId), { recursive: true, force: true });
    expect((await request(app).get(foto)).status).toBe(404);
    expect((await request(app).get(pao.imagem_url)).status).toBe(200);
  });

  it('when the copy would pass the target plan’s product limit, or names a shop of another account or the same shop, then it is refused and nothing is written', async () => {
    const ana = await novaLoja(app, {
      produtos: [
        { nome: 'Café', preco: 5 },
        { nome: 'Bolo', preco: 9 },
      ],
    });
    await planoCom(ana.lojaId, 2);
    await planoDoc(db, (await lojistaDoc(db, ana.lojaId).get()).get('plano_id') as number).update({ limite_produtos: 3 });
    const centro = await abrirLoja(ana.cookie, 'Centro');
    await trocarPara(ana.cookie, centro.id);
    for (const nome of ['Pão', 'Broa']) expect((await com(ana.cookie).post(apiPaths.produtos, { nome, preco: 1 })).status).toBe(201);

    const cheio = await copiar(ana.cookie, centro.id, ana.lojaId);
    expect([cheio.status, cheio.body.error]).toEqual([403, expect.stringContaining('até 3 produtos')]);
    expect((await com(ana.cookie).get(apiPaths.produtos)).body).toHaveLength(2);

    const bia = await novaLoja(app);
    expect((await copiar(ana.cookie, centro.id, bia.lojaId)).status).toBe(404);
    expect((await copiar(bia.cookie, bia.lojaId, ana.lojaId)).status).toBe(404);
    expect((await copiar(ana.cookie, centro.id, centro.id)).status).toBe(400);
    expect((await com(ana.cookie).get(apiPaths.lojaCopiarCatalogo({ id: centro.id }))).status).toBe(404);
  });
});
