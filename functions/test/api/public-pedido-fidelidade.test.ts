import { hasError, parsePix } from 'pix-utils';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyticsResponse,
  type Cupom,
  type DashboardStats,
  type Fidelidade,
  type PedidoAcompanhamento,
  type PedidoDoLojista,
  type PedidoInput,
  type PedidoResponse,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { ATENDIMENTO_DOS_DESCONTOS } from '../../../test/support/atendimento.js';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { isolatedApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { CAFE_E_BOLO } from '../../../test/support/produtos.js';
import { ENTREGA_NO_CENTRO, novoTelefone, umPedido } from '../../../test/support/pedidos.js';

/** The clock orders and status changes read: a test moves it to age the stamps. */
let agora = new Date();
/** A database of its own: the clock decides which stamps still count. */
const { app, db } = isolatedApp('publico-fidelidade', { now: () => agora });
const DIA_MS = 24 * 60 * 60 * 1000;

/** Delivery at R$ 6 to Centro, PIX or cash, open every day. */
const ATENDIMENTO = ATENDIMENTO_DOS_DESCONTOS;

/** Three delivered orders earn 10% off the next. */
const CARTAO: Fidelidade = { ativo: true, pedidos_necessarios: 3, recompensa: { tipo: 'percentual', valor: 10 }, validade_dias: null };

let ana: LojaDeTeste;
beforeAll(async () => {
  ana = await novaLoja(app, { produtos: CAFE_E_BOLO });
  await configurarAtendimento(app, ana, ATENDIMENTO);
});

const salvarCartao = (loja: LojaDeTeste, corpo: object) =>
  request(app).put(`/api${apiPaths.lojaFidelidade}`).set('Cookie', loja.cookie).send(corpo);

/** R$ 25,00 of products (2 cafés and a bolo), delivered to Centro (R$ 6), paid by PIX. */
const pedido = (telefone: string, mudancas: Partial<PedidoInput> = {}): PedidoInput =>
  umPedido({
    produtos: [
      { id: ana.produtos[0]!.id, quantidade: 2 },
      { id: ana.produtos[1]!.id, quantidade: 1 },
    ],
    cliente: { nome: 'Maria Clara', telefone },
    entrega: ENTREGA_NO_CENTRO,
    pagamento: { forma: 'pix' },
    ...mudancas,
  });

async function pedir(body: PedidoInput): Promise<PedidoResponse> {
  const response = await request(app).post(`/api/loja/${ana.slug}/pedido`).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as PedidoResponse;
}

/** The owner's copy of an order, by its code. */
async function doDono(codigo: string): Promise<PedidoDoLojista> {
  const lista = await request(app).get(`/api${apiPaths.pedidos}`).set('Cookie', ana.cookie);
  return (lista.body.pedidos as PedidoDoLojista[]).find((pedido) => pedido.codigo === codigo)!;
}

async function mudarStatus(codigo: string, status: string) {
  const { id } = await doDono(codigo);
  const response = await request(app)
    .put(`/api${apiPaths.pedido({ id })}`)
    .set('Cookie', ana.cookie)
    .send({ status });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** The customer's card on an order's tracking page. */
async function cartaoNo(pedido: PedidoResponse): Promise<PedidoAcompanhamento['fidelidade']> {
  const token = pedido.acompanhamento.split('/').at(-1)!;
  return ((await request(app).get(`/api/pedido/${token}`)).body as PedidoAcompanhamento).fidelidade;
}

/** `quantos` orders of the phone, each delivered: its stamps. Answers the last. */
async function entregues(telefone: string, quantos: number): Promise<PedidoResponse> {
  let ultimo: PedidoResponse | undefined;
  for (let vez = 0; vez < quantos; vez += 1) {
    ultimo = await pedir(pedido(telefone));
    await mudarStatus(ultimo.codigo, 'entregue');
  }
  return ultimo!;
}

describe('Cartão fidelidade: as configurações do dono', () => {
  it('when the owner reads a card never saved, then it is off with 10 orders for 10%; a save is answered and read back', async () => {
    const loja = await novaLoja(app, { nome_loja: 'Pães do Zé' });
    const lido = await request(app).get(`/api${apiPaths.lojaFidelidade}`).set('Cookie', loja.cookie);
    expect(lido.status).toBe(200);
    expect(lido.body).toEqual({
      fidelidade: { ativo: false, pedidos_necessarios: 10, recompensa: { tipo: 'percentual', valor: 10 }, validade_dias: null },
    });
    const cartao: Fidelidade = { ativo: true, pedidos_necessarios: 8, recompensa: { tipo: 'valor', valor: 12.5 }, validade_dias: 90 };
    const salvo = await salvarCartao(loja, cartao);
    expect(salvo.status).toBe(200);
    expect(salvo.body).toEqual({ fidelidade: cartao });
    expect((await request(app).get(`/api${apiPaths.lojaFidelidade}`).set('Cookie', loja.cookie)).body).toEqual({ fidelidade: cartao });
    // Without a session: 401, and the path is no shop's catalogue.
    expect((await request(app).get(`/api${apiPaths.lojaFidelidade}`)).status).toBe(401);
  });

  it('when the card breaks a rule, then 400 with the field’s message in Portuguese and nothing saved', async () => {
    const loja = await novaLoja(app, { nome_loja: 'Doces da Bia' });
    const casos: [object, string, string][] = [
      [{ ...CARTAO, pedidos_necessarios: 1 }, 'pedidos_necessarios', 'O cartão pede de 2 a 20 pedidos entregues, em números inteiros.'],
      [{ ...CARTAO, pedidos_necessarios: 21 }, 'pedidos_necessarios', 'O cartão pede de 2 a 20 pedidos entregues, em números inteiros.'],
      [
        { ...CARTAO, recompensa: { tipo: 'percentual', valor: 150 } },
        'recompensa.valor',
        'A porcentagem da recompensa vai de 1 a 100, em números inteiros.',
      ],
      [{ ...CARTAO, recompensa: { tipo: 'valor', valor: 0 } }, 'recompensa.valor', 'A recompensa em reais precisa ser maior que zero.'],
      [
        { ...CARTAO, recompensa: { tipo: 'frete_gratis', valor: 0 } },
        'recompensa.tipo',
        'Escolha a recompensa: porcentagem ou valor em reais.',
      ],
      [
        { ...CARTAO, validade_dias: 10 },
        'validade_dias',
        'A validade dos selos vai de 30 a 365 dias, ou fique em branco para não expirar.',
      ],
    ];
    for (const [corpo, campo, mensagem] of casos) {
      const response = await salvarCartao(loja, corpo);
      expect(response.status, campo).toBe(400);
      expect(response.body.campos[campo], campo).toEqual([mensagem]);
    }
    expect((await salvarCartao(loja, { ...CARTAO, extra: 1 })).status).toBe(400);
    const lido = await request(app).get(`/api${apiPaths.lojaFidelidade}`).set('Cookie', loja.cookie);
    expect(lido.body.fidelidade.ativo).toBe(false);
  });
});

describe('Cartão fidelidade: selos e recompensa no pedido', () => {
  beforeAll(async () => {
    expect((await salvarCartao(ana, CARTAO)).status).toBe(200);
  });

  it('when a phone’s third order is delivered, then its card is full; the fourth gets 10% off everywhere and spends the stamps', async () => {
    const telefone = novoTelefone();
    const primeiro = await pedir(pedido(telefone));
    // Placed, not delivered: no stamp yet.
    expect(await cartaoNo(primeiro)).toEqual({ selos: 0, necessarios: 3, recompensa: { tipo: 'percentual', valor: 10 } });
    await mudarStatus(primeiro.codigo, 'entregue');
    expect((await cartaoNo(primeiro))?.selos).toBe(1);
    expect((await doDono(primeiro.codigo)).fidelidade).toEqual({ selo: true, recompensa: false });
    const terceiro = await entregues(telefone, 2);
    expect((await cartaoNo(terceiro))?.selos).toBe(3);

    const premiado = await pedir(pedido(telefone));
    // 25,00 − 2,50 + 6,00
    expect(premiado).toMatchObject({ subtotal: 25, desconto: 2.5, taxa_entrega: 6, total: 28.5, cupom: null });
    expect(premiado.fidelidade).toEqual({ aplicada: true, desconto: 2.5 });
    expect(premiado.texto_whatsapp).toContain('Cartão fidelidade: −R$ 2,50');
    expect(premiado.texto_whatsapp).toContain('*Total: R$ 28,50*');
    expect(hasError(parsePix(premiado.pix_copia_e_cola!))).toBe(false);
    expect(parsePix(premiado.pix_copia_e_cola!)).toMatchObject({ transactionAmount: 28.5 });
    expect(await cartaoNo(premiado)).toMatchObject({ selos: 0, necessarios: 3 });
    expect(await doDono(premiado.codigo)).toMatchObject({ desconto: 2.5, total: 28.5, fidelidade: { selo: false, recompensa: true } });
    const comanda = await request(app)
      .get(`/api${apiPaths.pedidoComanda({ id: (await doDono(premiado.codigo)).id })}`)
      .set('Cookie', ana.cookie);
    expect(comanda.text).toMatch(/Desconto \(fidelidade\) +-R\$\s2,50/);

    // Spent: the next order pays in full.
    const seguinte = await pedir(pedido(telefone));
    expect(seguinte).toMatchObject({ desconto: 0, total: 31, fidelidade: null });
  });

  it('when a reward meets a coupon, then the larger discount wins and the answer says which; the loser keeps its stamps or its use', async () => {
    const criarCupom = async (codigo: string, valor: number) => {
      const response = await request(app).post(`/api${apiPaths.cupons}`).set('Cookie', ana.cookie).send({ codigo, tipo: 'valor', valor });
      expect(response.status).toBe(201);
      return response.body as Cupom;
    };
    const cinco = await criarCupom('FIEL5', 5);
    const um = await criarCupom('FIEL1', 1);
    const telefone = novoTelefone();
    await entregues(telefone, 3);

    // R$ 5 coupon against 10% of R$ 25: the coupon; the stamps wait.
    const comCupom = await pedir(pedido(telefone, { cupom: cinco.codigo }));
    expect(comCupom).toMatchObject({ desconto: 5, cupom: cinco.codigo, fidelidade: { aplicada: false, desconto: 2.5 } });
    expect(comCupom.texto_whatsapp).toContain(`Cupom ${cinco.codigo}: −R$ 5,00`);
    expect((await cartaoNo(comCupom))?.selos).toBe(3);

    // R$ 1 coupon: the reward, and the coupon's use is not counted.
    const comRecompensa = await pedir(pedido(telefone, { cupom: um.codigo }));
    expect(comRecompensa).toMatchObject({ desconto: 2.5, cupom: null, fidelidade: { aplicada: true, desconto: 2.5 } });
    const cupons = (await request(app).get(`/api${apiPaths.cupons}`).set('Cookie', ana.cookie)).body.cupons as Cupom[];
    expect(cupons.find((cupom) => cupom.id === um.id)?.usos).toBe(0);
    expect(cupons.find((cupom) => cupom.id === cinco.id)?.usos).toBe(1);
  });

  it('when the rewarded order is cancelled, then its stamps come back; an order no longer delivered loses its stamp', async () => {
    const telefone = novoTelefone();
    await entregues(telefone, 3);
    const premiado = await pedir(pedido(telefone));
    expect(premiado.fidelidade?.aplicada).toBe(true);
    await mudarStatus(premiado.codigo, 'cancelado');
    expect((await cartaoNo(premiado))?.selos).toBe(3);
    // Reinstated, it spends them again.
    await mudarStatus(premiado.codigo, 'confirmado');
    expect((await cartaoNo(premiado))?.selos).toBe(0);

    const engano = await pedir(pedido(telefone));
    await mudarStatus(engano.codigo, 'entregue');
    expect((await cartaoNo(engano))?.selos).toBe(1);
    await mudarStatus(engano.codigo, 'saiu_para_entrega');
    expect((await cartaoNo(engano))?.selos).toBe(0);
    expect((await doDono(engano.codigo)).fidelidade.selo).toBe(false);
  });

  it('when two orders of a full card arrive at once, then exactly one gets the reward', async () => {
    const telefone = novoTelefone();
    await entregues(telefone, 3);
    const respostas = await Promise.all([0, 1].map(() => request(app).post(`/api/loja/${ana.slug}/pedido`).send(pedido(telefone))));
    expect(respostas.map((response) => response.status)).toEqual([201, 201]);
    const aplicadas = respostas.filter((response) => (response.body as PedidoResponse).fidelidade?.aplicada);
    expect(aplicadas).toHaveLength(1);
    expect(respostas.map((response) => response.body.desconto).sort()).toEqual([0, 2.5]);
  });

  it('when stamps are older than the card’s validity, then they no longer count and the next order pays in full', async () => {
    const telefone = novoTelefone();
    await entregues(telefone, 3);
    expect((await salvarCartao(ana, { ...CARTAO, validade_dias: 30 })).status).toBe(200);
    try {
      agora = new Date(Date.now() + 31 * DIA_MS);
      const depois = await pedir(pedido(telefone));
      expect(depois).toMatchObject({ desconto: 0, fidelidade: null });
      expect((await cartaoNo(depois))?.selos).toBe(0);
    } finally {
      agora = new Date();
      expect((await salvarCartao(ana, CARTAO)).status).toBe(200);
    }
  });

  it('when the card is off, then delivered orders earn no stamp, no reward applies and tracking shows no card', async () => {
    const loja = await novaLoja(app, { nome_loja: 'Sucos da Rua', produtos: [{ nome: 'Suco', preco: 8 }] });
    await configurarAtendimento(app, loja, ATENDIMENTO);
    const response = await request(app)
      .post(`/api/loja/${loja.slug}/pedido`)
      .send({ ...pedido(novoTelefone()), produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] });
    expect(response.status).toBe(201);
    const token = (response.body.acompanhamento as string).split('/').at(-1)!;
    const lista = await request(app).get(`/api${apiPaths.pedidos}`).set('Cookie', loja.cookie);
    const id = (lista.body.pedidos as PedidoDoLojista[])[0]!.id;
    await request(app)
      .put(`/api${apiPaths.pedido({ id })}`)
      .set('Cookie', loja.cookie)
      .send({ status: 'entregue' });
    expect(((await request(app).get(`/api/pedido/${token}`)).body as PedidoAcompanhamento).fidelidade).toBeNull();
    const depois = await request(app).get(`/api${apiPaths.pedidos}`).set('Cookie', loja.cookie);
    expect((depois.body.pedidos as PedidoDoLojista[])[0]!.fidelidade).toEqual({ selo: false, recompensa: false });
  });
});

describe('Cartão fidelidade: o painel e o Desempenho', () => {
  it('when customers collect stamps, then the dashboard names the top ones with a masked phone; an erasure leaves only the count', async () => {
    const loja = await novaLoja(app, { nome_loja: 'Açaí do Léo', produtos: [{ nome: 'Açaí', preco: 20 }] });
    await configurarAtendimento(app, loja, ATENDIMENTO);
    expect((await salvarCartao(loja, CARTAO)).status).toBe(200);
    const pedirNa = async (nome: string, telefone: string) => {
      const response = await request(app)
        .post(`/api/loja/${loja.slug}/pedido`)
        .send({ ...pedido(telefone), cliente: { nome, telefone }, produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] });
      expect(response.status).toBe(201);
      const lista = await request(app).get(`/api${apiPaths.pedidos}`).set('Cookie', loja.cookie);
      const { id } = (lista.body.pedidos as PedidoDoLojista[]).find((feito) => feito.codigo === response.body.codigo)!;
      await request(app)
        .put(`/api${apiPaths.pedido({ id })}`)
        .set('Cookie', loja.cookie)
        .send({ status: 'entregue' });
      return response.body as PedidoResponse;
    };
    await pedirNa('Rita', '11955554321');
    await pedirNa('Rita', '11955554321');
    const doJoao = await pedirNa('João', '11966661234');
    const painel = async () =>
      ((await request(app).get(`/api${apiPaths.dashboardStats}`).set('Cookie', loja.cookie)).body as DashboardStats).clientes_fieis;
    expect(await painel()).toEqual([
      { nome: 'Rita', telefone: '•••• 4321', selos: 2 },
      { nome: 'João', telefone: '•••• 1234', selos: 1 },
    ]);
    const token = doJoao.acompanhamento.split('/').at(-1)!;
    expect((await request(app).delete(`/api/pedido/${token}/dados`)).status).toBe(200);
    expect((await painel())[1]).toEqual({ nome: '', telefone: '', selos: 1 });
  });

  it('when a rewarded order is accepted, then the analytics count the reward and its discount with the discounts', async () => {
    const telefone = novoTelefone();
    await entregues(telefone, 3);
    const premiado = await pedir(pedido(telefone));
    await mudarStatus(premiado.codigo, 'confirmado');
    await foldContagens(db);
    const relatorio = await request(app).get(`/api${apiPaths.analytics}`).query({ periodo: 7 }).set('Cookie', ana.cookie);
    const { fidelidade, cupons } = relatorio.body as AnalyticsResponse;
    expect(fidelidade.recompensas).toBeGreaterThanOrEqual(1);
    expect(fidelidade.desconto).toBe(fidelidade.recompensas * 2.5);
    expect(cupons.descontos).toBeGreaterThanOrEqual(fidelidade.desconto);
  });
});
