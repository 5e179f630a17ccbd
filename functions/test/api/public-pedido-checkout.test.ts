import { randomUUID } from 'node:crypto';
import { hasError, parsePix } from 'pix-utils';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../../../test/support/atendimento.js';
import { crc16 } from '../../src/features/public-pedido/pix.js';
import { acompanhamentoDoc, acompanhamentosCollection } from '../../src/model/acompanhamentos.js';
import { atividadesCollection } from '../../src/model/atividades.js';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { estatisticaDaLojaDoc } from '../../src/model/estatisticas.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { dayKey } from '../../src/platform/calendar.js';
import { isolatedApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import type { AtendimentoInput, PedidoInput } from '@vitrine/shared';
import { CAFE_E_BOLO } from '../../../test/support/produtos.js';
import { TOTAIS_DE_CAFES_E_BOLO_NO_CENTRO, umPedido } from '../../../test/support/pedidos.js';

/** A Wednesday afternoon in São Paulo, within Ana's hours. Each test may move the clock; beforeEach puts it back. */
const QUARTA_15H = new Date('2026-03-04T15:00:00-03:00');
let agora = QUARTA_15H;
/** A database of its own: the clock puts orders on days of its choosing. */
const { app, db } = isolatedApp('publico-checkout', { now: () => agora });

/** Delivery by two neighbourhoods, a minimum, free delivery from R$ 100, three payment methods and hours that cross midnight. */
const ATENDIMENTO_DA_ANA: AtendimentoInput = {
  ...ATENDIMENTO_EXEMPLO,
  formas_pagamento: ['pix', 'dinheiro', 'cartao'],
  pix: { chave: 'ana@exemplo.com.br', nome: 'Café da Ana', cidade: 'São Paulo' },
  horarios: [
    { dia: 3, abre: '08:00', fecha: '18:00' },
    { dia: 4, abre: '08:00', fecha: '12:00' },
    { dia: 5, abre: '18:00', fecha: '02:00' },
  ],
};

let ana: LojaDeTeste;
/** Delivery anywhere at one fee, cash or card, always open. */
let carla: LojaDeTeste;
/** Never saved service settings: orders as in the spec. */
let bruno: LojaDeTeste;
beforeAll(async () => {
  ana = await novaLoja(app, {
    produtos: [...CAFE_E_BOLO, { nome: 'Torta inteira', preco: 60 }],
  });
  await configurarAtendimento(app, ana, ATENDIMENTO_DA_ANA);
  carla = await novaLoja(app, { nome_loja: 'Doces da Carla', produtos: [{ nome: 'Brigadeiro', preco: 2.5 }] });
  await configurarAtendimento(app, carla, { retirada: false, entrega: true, taxa_entrega: 5, formas_pagamento: ['dinheiro', 'cartao'] });
  bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno', produtos: [{ nome: 'Pão francês', preco: 0.9 }] });
});
beforeEach(() => {
  agora = QUARTA_15H;
});

const cafe = () => ana.produtos[0]!;
const bolo = () => ana.produtos[1]!;
const torta = () => ana.produtos[2]!;

/** 2 cafés and a bolo: R$ 25,00 of products. */
const carrinho = () => [
  { id: cafe().id, quantidade: 2 },
  { id: bolo().id, quantidade: 1 },
];
const MARIA = { nome: 'Maria Clara', telefone: '(11) 91234-5678' };
const NO_CENTRO = {
  tipo: 'entrega' as const,
  bairro: 'centro',
  endereco: 'Rua das Flores, 123',
  complemento: 'ap 4',
  referencia: 'perto da padaria',
};
/** A complete checkout at Ana's: delivery to Centro, cash with change for R$ 100. */
const checkout = (mudancas: Partial<PedidoInput> = {}): PedidoInput => ({
  produtos: carrinho(),
  cliente: MARIA,
  entrega: NO_CENTRO,
  pagamento: { forma: 'dinheiro', troco_para: 100 },
  observacao: 'Sem açúcar no café',
  ...mudancas,
});

const pedir = (loja: LojaDeTeste, body: unknown, chave?: string) => {
  const call = request(app)
    .post(`/api/loja/${loja.slug}/pedido`)
    .send(body as object);
  return chave === undefined ? call : call.set('Idempotency-Key', chave);
};

/**
 * Everything an order writes for the shop, once the minute's fold has run: its orders, tracking
 * lookups, counters, the day's analytics and the activity log.
 */
async function estado(loja: LojaDeTeste) {
  await foldContagens(db);
  const [lojista, pedidos, acompanhamentos, dia, atividades] = await Promise.all([
    lojistaDoc(db, loja.lojaId).get(),
    pedidosCollection(db, loja.lojaId).count().get(),
    acompanhamentosCollection(db).where('lojista_id', '==', loja.lojaId).count().get(),
    estatisticaDaLojaDoc(db, loja.lojaId, dayKey(agora)).get(),
    atividadesCollection(db).where('tipo', '==', 'pedido').count().get(),
  ]);
  return {
    total_pedidos: lojista.get('total_pedidos') ?? 0,
    valor_centavos: lojista.get('valor_total_pedidos_centavos') ?? 0,
    pedidos: pedidos.data().count,
    acompanhamentos: acompanhamentos.data().count,
    dia: { pedidos: dia.get('pedidos') ?? 0, valor_centavos: dia.get('valor_centavos') ?? 0 },
    atividades: atividades.data().count,
  };
}

async function pedidoGuardado(loja: LojaDeTeste, codigo: string) {
  const encontrados = await pedidosCollection(db, loja.lojaId).where('codigo', '==', codigo).get();
  expect(encontrados.size).toBe(1);
  return encontrados.docs[0]!;
}

const tokenDe = (acompanhamento: string) => acompanhamento.replace(/^\/pedido\//, '');

describe('Checkout: o pedido completo', () => {
  it('when a customer orders delivery to a listed neighbourhood paying cash with change, then the server computes fee and total, stores the answers and the tracking, and counts the total', async () => {
    const antes = await estado(ana);
    const response = await pedir(ana, checkout());
    expect(response.status).toBe(201);
    const { codigo, acompanhamento } = response.body as { codigo: string; acompanhamento: string };
    expect(acompanhamento).toMatch(/^\/pedido\/[A-Za-z0-9_-]{22}$/);
    expect(response.body).toEqual({
      agendado_para: null,
      distancia_km: null,
      frete_a_combinar: false,
      texto_whatsapp: expect.any(String),
      codigo,
      ...TOTAIS_DE_CAFES_E_BOLO_NO_CENTRO,
      acompanhamento,
      // Cash: nothing for the bank to confirm (issue 45).
      pagamento: {
        forma: 'dinheiro',
        troco_para: 100,
        status: null,
        confirmacao: null,
        pago_em: null,
        e2e_id: null,
        valor_pago: null,
        expira_em: null,
      },
    });

    const guardado = await pedidoGuardado(ana, codigo);
    expect(guardado.data()).toMatchObject({
      status: 'novo',
      subtotal_centavos: 2500,
      taxa_entrega_centavos: 400,
      total_centavos: 2900,
      cliente: { nome: 'Maria Clara', telefone: '5511912345678' },
      // The shop's spelling of the neighbourhood, whatever the customer typed.
      entrega: { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123', complemento: 'ap 4', referencia: 'perto da padaria' },
      pagamento: { forma: 'dinheiro', troco_para: 100 },
      observacao: 'Sem açúcar no café',
      pix_copia_e_cola: null,
      acompanhamento: tokenDe(acompanhamento),
      texto_whatsapp: response.body.texto_whatsapp,
    });
    expect(guardado.get('criado_em').toDate()).toEqual(QUARTA_15H);
    expect(guardado.get('atualizado_em').toDate()).toEqual(QUARTA_15H);
    expect(
      guardado.get('historico').map((mudanca: { status: string; em: { toDate(): Date } }) => [mudanca.status, mudanca.em.toDate()]),
    ).toEqual([['novo', QUARTA_15H]]);
    expect((await acompanhamentoDoc(db, tokenDe(acompanhamento)).get()).data()).toEqual({ lojista_id: ana.lojaId, pedido_id: guardado.id });

    expect(await estado(ana)).toEqual({
      total_pedidos: antes.total_pedidos + 1,
      valor_centavos: antes.valor_centavos + 2900,
      pedidos: antes.pedidos + 1,
      acompanhamentos: antes.acompanhamentos + 1,
      dia: { pedidos: antes.dia.pedidos + 1, valor_centavos: antes.dia.valor_centavos + 2900 },
      atividades: antes.atividades + 1,
    });
  });

  it('when the order is placed, then the WhatsApp text tells the owner everything, one block at a time, with the tracking link absolute', async () => {
    const response = await pedir(ana, checkout()).set('X-Forwarded-Host', 'vitrine.exemplo.com.br').set('X-Forwarded-Proto', 'https');
    expect(response.status).toBe(201);
    const { codigo, acompanhamento } = response.body as { codigo: string; acompanhamento: string };
    expect(response.body.texto_whatsapp).toBe(
      [
        'Olá, *Café da Ana*! Gostaria de fazer este pedido:',
        '',
        `*Pedido #${codigo}*`,
        '2 × Café expresso — R$ 6,50 cada = R$ 13,00',
        '1 × Bolo de cenoura — R$ 12,00 cada = R$ 12,00',
        '',
        'Subtotal: R$ 25,00',
        'Entrega (Centro): R$ 4,00',
        '*Total: R$ 29,00*',
        '',
        '*Cliente:* Maria Clara',
        '*Telefone:* (11) 91234-5678',
        '*Endereço:* Rua das Flores, 123 — ap 4 — Centro',
        '*Referência:* perto da padaria',
        '',
        '*Pagamento:* Dinheiro — Troco para R$ 100,00 (troco: R$ 71,00)',
        '*Observação:* Sem açúcar no café',
        '',
        `Acompanhe o pedido: https://vitrine.exemplo.com.br${acompanhamento}`,
      ].join('\n'),
    );
  });

  it('when the same order is retried with its Idempotency-Key, then the same answer (tracking and PIX included) and nothing is written again', async () => {
    const chave = randomUUID();
    const primeiro = await pedir(ana, checkout({ pagamento: { forma: 'pix' } }), chave);
    expect(primeiro.status).toBe(201);
    expect(primeiro.body.pix_copia_e_cola).toEqual(expect.any(String));
    const depois = await estado(ana);

    const repetido = await pedir(ana, checkout({ pagamento: { forma: 'pix' } }), chave);
    expect(repetido.status).toBe(200);
    expect(repetido.body).toEqual(primeiro.body);
    expect(await estado(ana)).toEqual(depois);
  });
});

describe('Checkout: taxa de entrega', () => {
  it.each<[string, () => LojaDeTeste, () => Partial<PedidoInput>, { subtotal: number; taxa_entrega: number; total: number }, string]>([
    [
      'a listed neighbourhood typed in another case and spacing',
      () => ana,
      () => ({ entrega: { ...NO_CENTRO, bairro: '  vila   NOVA ' }, pagamento: { forma: 'cartao' } }),
      { subtotal: 25, taxa_entrega: 7.5, total: 32.5 },
      '\nEntrega (Vila Nova): R$ 7,50\n',
    ],
    [
      'a subtotal below the free-delivery amount',
      () => ana,
      () => ({ produtos: [{ id: torta().id, quantidade: 1 }, ...carrinho()], pagamento: { forma: 'cartao' } }),
      { subtotal: 85, taxa_entrega: 4, total: 89 },
      '\nEntrega (Centro): R$ 4,00\n',
    ],
    [
      'a subtotal exactly at the free-delivery amount',
      () => ana,
      () => ({
        produtos: [
          { id: cafe().id, quantidade: 8 },
          { id: bolo().id, quantidade: 4 },
        ],
        pagamento: { forma: 'cartao' },
      }),
      { subtotal: 100, taxa_entrega: 0, total: 100 },
      '\nEntrega grátis (Centro)\n',
    ],
    [
      'a subtotal above the free-delivery amount',
      () => ana,
      () => ({ produtos: [{ id: torta().id, quantidade: 2 }], pagamento: { forma: 'cartao' } }),
      { subtotal: 120, taxa_entrega: 0, total: 120 },
      '\nEntrega grátis (Centro)\n',
    ],
    [
      'pickup',
      () => ana,
      () => ({ entrega: { tipo: 'retirada' }, pagamento: { forma: 'cartao' } }),
      { subtotal: 25, taxa_entrega: 0, total: 25 },
      '\nSubtotal: R$ 25,00\nRetirada na loja\n*Total: R$ 25,00*\n',
    ],
    [
      'a shop without neighbourhoods (its one fee)',
      () => carla,
      () => ({
        produtos: [{ id: carla.produtos[0]!.id, quantidade: 4 }],
        entrega: { tipo: 'entrega', bairro: 'Moema', endereco: 'Av. Ibirapuera, 1000' },
        pagamento: { forma: 'cartao' },
      }),
      { subtotal: 10, taxa_entrega: 5, total: 15 },
      '\nEntrega (Moema): R$ 5,00\n',
    ],
  ])('when the order is for %s, then the fee and total follow the shop', async (_caso, loja, mudancas, totais, linha) => {
    const response = await pedir(loja(), checkout(mudancas()));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject(totais);
    expect(response.body.texto_whatsapp).toContain(linha);
    const guardado = await pedidoGuardado(loja(), response.body.codigo);
    expect(guardado.get('total_centavos')).toBe(Math.round(totais.total * 100));
    expect(guardado.get('taxa_entrega_centavos')).toBe(Math.round(totais.taxa_entrega * 100));
  });

  it('when the customer picks up, then the stored order keeps no address', async () => {
    const response = await pedir(ana, checkout({ entrega: { ...NO_CENTRO, tipo: 'retirada' }, pagamento: { forma: 'cartao' } }));
    expect(response.status).toBe(201);
    expect((await pedidoGuardado(ana, response.body.codigo)).get('entrega')).toEqual({ tipo: 'retirada' });
    expect(response.body.texto_whatsapp).not.toContain('Endereço');
  });
});

describe('Checkout: recusas (4xx, nada gravado)', () => {
  it.each<[string, () => LojaDeTeste, () => Partial<PedidoInput>, string]>([
    [
      'a subtotal below the minimum',
      () => ana,
      () => ({ produtos: [{ id: cafe().id, quantidade: 2 }] }),
      'Pedido mínimo: R$\u00a020,00. Faltam R$\u00a07,00.',
    ],
    ['no customer', () => ana, () => ({ cliente: undefined }), 'Informe seu nome.'],
    ['a blank name', () => ana, () => ({ cliente: { nome: '   ' } }), 'Informe seu nome.'],
    ['no delivery choice', () => ana, () => ({ entrega: undefined }), 'Escolha como receber o pedido: esta loja faz entrega ou retirada.'],
    [
      'pickup at a delivery-only shop',
      () => carla,
      () => ({ produtos: [{ id: carla.produtos[0]!.id, quantidade: 1 }], entrega: { tipo: 'retirada' }, pagamento: { forma: 'cartao' } }),
      'Escolha como receber o pedido: esta loja faz só entrega.',
    ],
    [
      'no neighbourhood where the shop lists them',
      () => ana,
      () => ({ entrega: { ...NO_CENTRO, bairro: undefined } }),
      'Escolha o bairro da entrega.',
    ],
    [
      'a neighbourhood the shop does not list',
      () => ana,
      () => ({ entrega: { ...NO_CENTRO, bairro: 'Moema' } }),
      'Esta loja não entrega no bairro Moema.',
    ],
    ['delivery without an address', () => ana, () => ({ entrega: { ...NO_CENTRO, endereco: ' ' } }), 'Informe o endereço da entrega.'],
    ['no payment', () => ana, () => ({ pagamento: undefined }), 'Escolha a forma de pagamento: esta loja aceita PIX, Dinheiro, Cartão.'],
    [
      'a payment the shop does not take',
      () => carla,
      () => ({
        produtos: [{ id: carla.produtos[0]!.id, quantidade: 1 }],
        entrega: { tipo: 'entrega', endereco: 'Rua A, 1' },
        pagamento: { forma: 'pix' },
      }),
      'Escolha a forma de pagamento: esta loja aceita Dinheiro, Cartão.',
    ],
    ['change with PIX', () => ana, () => ({ pagamento: { forma: 'pix', troco_para: 50 } }), 'Troco só para pagamento em dinheiro.'],
    [
      'change below the total',
      () => ana,
      () => ({ pagamento: { forma: 'dinheiro', troco_para: 28.99 } }),
      'O troco deve ser para um valor a partir do total, R$\u00a029,00.',
    ],
    [
      'an invalid phone',
      () => ana,
      () => ({ cliente: { nome: 'Maria', telefone: '1234' } }),
      'Telefone inválido: use DDD e número, como (11) 91234-5678.',
    ],
    [
      'an unknown payment method',
      () => ana,
      () => ({ pagamento: { forma: 'boleto' as 'pix' } }),
      'Forma de pagamento inválida: use pix, dinheiro ou cartao.',
    ],
  ])('when the order has %s, then 400 with the message and nothing is written', async (_caso, loja, mudancas, mensagem) => {
    const antes = await estado(loja());
    const response = await pedir(loja(), checkout(mudancas()));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(mensagem);
    expect(await estado(loja())).toEqual(antes);
  });

  it('when the change is exactly the total, then it is accepted and the text says no change is due', async () => {
    const response = await pedir(ana, checkout({ pagamento: { forma: 'dinheiro', troco_para: 29 } }));
    expect(response.status).toBe(201);
    expect(response.body.texto_whatsapp).toContain('\n*Pagamento:* Dinheiro — Troco para R$ 29,00 (troco: R$ 0,00)\n');
  });
});

describe('Checkout: horário de funcionamento (relógio injetado, horário de São Paulo)', () => {
  it.each<[string, string, string | null]>([
    ['Wednesday 07:59, before opening', '2026-03-04T07:59:00-03:00', 'Loja fechada no momento. Abre hoje às 08:00.'],
    ['Wednesday 08:00, opening time', '2026-03-04T08:00:00-03:00', null],
    ['Wednesday 18:00, closing time', '2026-03-04T18:00:00-03:00', 'Loja fechada no momento. Abre amanhã às 08:00.'],
    // 23:30 UTC is still Wednesday in UTC, but 20:30 in São Paulo: closed.
    ['Wednesday 20:30 in São Paulo (23:30 UTC)', '2026-03-04T23:30:00Z', 'Loja fechada no momento. Abre amanhã às 08:00.'],
    ['Thursday 12:00', '2026-03-05T12:00:00-03:00', 'Loja fechada no momento. Abre amanhã às 18:00.'],
    ['Friday 23:59, in the window that crosses midnight', '2026-03-06T23:59:00-03:00', null],
    // 04:30 UTC on Saturday is 01:30 in São Paulo: still Friday night's window.
    ['Saturday 01:30 in São Paulo (04:30 UTC), after midnight', '2026-03-07T04:30:00Z', null],
    ['Saturday 02:00, when Friday night closes', '2026-03-07T02:00:00-03:00', 'Loja fechada no momento. Abre quarta às 08:00.'],
    ['Sunday noon', '2026-03-08T12:00:00-03:00', 'Loja fechada no momento. Abre quarta às 08:00.'],
  ])('when an order arrives on %s, then it is taken or refused with when the shop opens', async (_caso, instante, mensagem) => {
    agora = new Date(instante);
    const antes = await estado(ana);
    const response = await pedir(ana, checkout());
    if (mensagem === null) {
      expect(response.status).toBe(201);
      expect((await pedidoGuardado(ana, response.body.codigo)).get('criado_em').toDate()).toEqual(agora);
      return;
    }
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(mensagem);
    expect(await estado(ana)).toEqual(antes);
  });

  it('when the shop is closed, then that is the answer even for an order that breaks other rules', async () => {
    agora = new Date('2026-03-08T12:00:00-03:00');
    const response = await pedir(ana, { produtos: [{ id: cafe().id, quantidade: 1 }] });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Loja fechada no momento. Abre quarta às 08:00.');
  });

  it('when the owner pauses the shop, then orders are refused within its hours (409) and taken again once unpaused', async () => {
    const dani = await novaLoja(app, { nome_loja: 'Empório da Dani', produtos: [{ nome: 'Queijo', preco: 30 }] });
    const atendimento: AtendimentoInput = { retirada: true, entrega: false, formas_pagamento: ['cartao'], pausado: true };
    await configurarAtendimento(app, dani, atendimento);
    const body = umPedido({
      produtos: [{ id: dani.produtos[0]!.id, quantidade: 1 }],
      cliente: { nome: 'Rui' },
      pagamento: { forma: 'cartao' },
    });
    const antes = await estado(dani);
    const pausada = await pedir(dani, body);
    expect(pausada.status).toBe(409);
    expect(pausada.body.error).toBe('Loja fechada no momento.');
    expect(await estado(dani)).toEqual(antes);

    await configurarAtendimento(app, dani, { ...atendimento, pausado: false });
    expect((await pedir(dani, body)).status).toBe(201);
  });
});

describe('Checkout: PIX copia e cola', () => {
  it('when the customer pays by PIX, then a static BR Code with the key, name, city, exact total and the code as txid, with a valid CRC, is answered, stored and in the text', async () => {
    const response = await pedir(ana, checkout({ entrega: { ...NO_CENTRO, bairro: 'Vila Nova' }, pagamento: { forma: 'pix' } }));
    expect(response.status).toBe(201);
    const { codigo, pix_copia_e_cola: pix } = response.body as { codigo: string; pix_copia_e_cola: string };
    expect(response.body.total).toBe(32.5);

    const lido = parsePix(pix);
    expect(hasError(lido)).toBe(false);
    expect(lido).toMatchObject({
      type: 'STATIC',
      pixKey: 'ana@exemplo.com.br',
      merchantName: 'CAFE DA ANA',
      merchantCity: 'SAO PAULO',
      transactionAmount: 32.5,
      txid: codigo,
      transactionCurrency: '986',
      countryCode: 'BR',
    });
    expect(pix).toContain('540532.50');
    // The CRC is the last field, over everything before its value; one changed digit breaks it.
    expect(pix.slice(-8, -4)).toBe('6304');
    expect(pix.slice(-4)).toBe(crc16(pix.slice(0, -4)));
    expect(hasError(parsePix(pix.replace('540532.50', '540531.50')))).toBe(true);

    expect(response.body.texto_whatsapp).toContain(`\n*Pagamento:* PIX\n`);
    expect(response.body.texto_whatsapp).toContain(`\n*PIX copia e cola:*\n${pix}\n`);
    expect((await pedidoGuardado(ana, codigo)).get('pix_copia_e_cola')).toBe(pix);
  });

  it('computes the CRC16-CCITT-FALSE check value of the standard test string', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('when the customer pays otherwise, then no PIX code', async () => {
    const response = await pedir(ana, checkout({ pagamento: { forma: 'cartao' } }));
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('pix_copia_e_cola');
    expect(response.body.texto_whatsapp).not.toContain('PIX');
  });
});

describe('Checkout: loja sem atendimento (pedido do spec)', () => {
  it("when a shop never saved its service settings, then the spec's body is taken as it is, with no fee and a tracking link", async () => {
    const antes = await estado(bruno);
    const response = await pedir(bruno, {
      produtos: [{ id: bruno.produtos[0]!.id, nome: 'Pão', preco: 0.9, quantidade: 10 }],
      valor_total: 9,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ subtotal: 9, taxa_entrega: 0, total: 9, acompanhamento: expect.stringMatching(/^\/pedido\//) });
    expect(response.body.texto_whatsapp).toMatch(
      /\n\*Total: R\$ 9,00\*\n\nAcompanhe o pedido: http:\/\/127\.0\.0\.1:\d+\/pedido\/[A-Za-z0-9_-]{22}$/,
    );
    expect((await pedidoGuardado(bruno, response.body.codigo)).data()).toMatchObject({
      cliente: null,
      entrega: null,
      pagamento: null,
      observacao: null,
    });
    expect((await estado(bruno)).pedidos).toBe(antes.pedidos + 1);
  });

  it('when such a shop gets checkout answers, then they are kept but none is required, and no fee or PIX code comes of them', async () => {
    const response = await pedir(bruno, {
      produtos: [{ id: bruno.produtos[0]!.id, quantidade: 1 }],
      cliente: { nome: 'João' },
      entrega: { tipo: 'entrega', endereco: 'Rua B, 2' },
      pagamento: { forma: 'pix' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ subtotal: 0.9, taxa_entrega: 0, total: 0.9 });
    expect(response.body).not.toHaveProperty('pix_copia_e_cola');
    expect((await pedidoGuardado(bruno, response.body.codigo)).data()).toMatchObject({
      cliente: { nome: 'João' },
      entrega: { tipo: 'entrega', endereco: 'Rua B, 2' },
      pagamento: { forma: 'pix', troco_para: null },
    });
  });
});
