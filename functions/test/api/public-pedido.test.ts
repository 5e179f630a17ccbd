import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '../../src/platform/calendar.js';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { atividadesCollection } from '../../src/model/atividades.js';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { estatisticaMensalDocs, readEstatisticaMensal } from '../../src/model/estatisticas.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { CAFE_E_BOLO } from '../../../test/support/produtos.js';

/** A database of its own: the platform's daily counters are global, and this file checks them exactly. */
const platform = isolatedApp('publico-pedidos');
const { app, db } = platform;

let ana: LojaDeTeste;
let bruno: LojaDeTeste;
let token: string;
beforeAll(async () => {
  token = await createAdmin(platform);
  ana = await novaLoja(app, {
    produtos: [...CAFE_E_BOLO, { nome: 'Produto oculto', preco: 1, ativo: false }],
  });
  bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno', produtos: [{ nome: 'Pão francês', preco: 0.9 }] });
});

const cafe = () => ana.produtos[0]!;
const bolo = () => ana.produtos[1]!;
const oculto = () => ana.produtos[2]!;
const pedir = (path: string, body: unknown, chave?: string) => {
  const call = request(app)
    .post(path)
    .send(body as object);
  return chave === undefined ? call : call.set('Idempotency-Key', chave);
};
const pedirNaAna = (body: unknown, chave?: string) => pedir(`/api/catalogo/${ana.lojaId}/pedido`, body, chave);

/**
 * What an order changes, once the minute's fold (jobs/fold-contagens.ts) has run: the owner's
 * counters, their orders, today's platform counters and the activity log.
 */
async function estado(lojaId = ana.lojaId) {
  await foldContagens(db);
  const hoje = dayKey(new Date());
  const [lojista, pedidos, mes, atividades] = await Promise.all([
    lojistaDoc(db, lojaId).get(),
    pedidosCollection(db, lojaId).get(),
    db.getAll(...estatisticaMensalDocs(db, hoje.slice(0, 7))),
    atividadesCollection(db).where('tipo', '==', 'pedido').get(),
  ]);
  const { dia } = readEstatisticaMensal(mes, hoje);
  return {
    total_pedidos: lojista.get('total_pedidos') ?? 0,
    valor_centavos: lojista.get('valor_total_pedidos_centavos') ?? 0,
    pedidos: pedidos.size,
    dia: { pedidos: dia.pedidos, valor_centavos: dia.valor_centavos },
    atividades: atividades.size,
  };
}

/** The spec's order: today's summary, then the tracking link at the origin the customer used. */
const textoEsperado = (codigo: string, origem: string, acompanhamento: string) =>
  [
    'Olá, *Café da Ana*! Gostaria de fazer este pedido:',
    '',
    `*Pedido #${codigo}*`,
    '2 × Café expresso — R$ 6,50 cada = R$ 13,00',
    '1 × Bolo de cenoura — R$ 12,00 cada = R$ 12,00',
    '',
    '*Total: R$ 25,00*',
    '',
    `Acompanhe o pedido: ${origem}${acompanhamento}`,
  ].join('\n');

describe('Pedido: preços e texto do WhatsApp', () => {
  it('when the client sends tampered prices, names and total, then they are ignored: the stored prices make the lines and the total', async () => {
    const antes = await estado();
    const response = await pedirNaAna({
      produtos: [
        { id: cafe().id, nome: 'Café de graça', preco: 0.01, quantidade: 2 },
        { id: bolo().id, nome: 'Bolo', preco: 0, quantidade: 1 },
      ],
      valor_total: 0.01,
    });
    expect(response.status).toBe(201);
    const codigo = response.body.codigo as string;
    expect(codigo).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
    const acompanhamento = response.body.acompanhamento as string;
    expect(acompanhamento).toMatch(/^\/pedido\/[A-Za-z0-9_-]{22}$/);
    const origem = new URL(response.request.url).origin;
    expect(response.body).toEqual({
      agendado_para: null,
      distancia_km: null,
      frete_a_combinar: false,
      texto_whatsapp: textoEsperado(codigo, origem, acompanhamento),
      codigo,
      subtotal: 25,
      taxa_entrega: 0,
      desconto: 0,
      cupom: null,
      fidelidade: null,
      total: 25,
      acompanhamento,
      // The spec's body: no checkout, no payment.
      pagamento: null,
    });
    // Plain spaces after R$, not Intl's no-break space: predictable in the chat and when copied.
    expect(response.body.texto_whatsapp).not.toContain('\u00a0');

    const pedidos = await pedidosCollection(db, ana.lojaId).where('codigo', '==', codigo).get();
    expect(pedidos.size).toBe(1);
    expect(pedidos.docs[0]!.data()).toMatchObject({
      codigo,
      status: 'novo',
      total_centavos: 2500,
      idempotencia: null,
      itens: [
        { produto_id: cafe().id, nome: 'Café expresso', preco_centavos: 650, quantidade: 2, total_centavos: 1300 },
        { produto_id: bolo().id, nome: 'Bolo de cenoura', preco_centavos: 1200, quantidade: 1, total_centavos: 1200 },
      ],
    });
    expect(pedidos.docs[0]!.get('criado_em').toDate()).toBeInstanceOf(Date);

    const depois = await estado();
    expect(depois).toEqual({
      total_pedidos: antes.total_pedidos + 1,
      valor_centavos: antes.valor_centavos + 2500,
      pedidos: antes.pedidos + 1,
      dia: { pedidos: antes.dia.pedidos + 1, valor_centavos: antes.dia.valor_centavos + 2500 },
      atividades: antes.atividades + 1,
    });
  });

  it("when an order is placed, then once the minute's fold has run the admin dashboard counts it received today (not as revenue) and the activity log tells it", async () => {
    const admin = { Authorization: `Bearer ${token}` };
    await foldContagens(db);
    const antes = (await request(app).get('/api/admin/dashboard/stats').set(admin)).body;
    const response = await pedir(`/api/loja/${ana.slug}/pedido`, { produtos: [{ id: bolo().id, quantidade: 3 }] });
    expect(response.status).toBe(201);
    expect(response.body.total).toBe(36);

    await foldContagens(db);
    const stats = (await request(app).get('/api/admin/dashboard/stats').set(admin)).body;
    expect(stats.total_pedidos).toBe(antes.total_pedidos + 1);
    expect(stats.pedidos_hoje).toBe(antes.pedidos_hoje + 1);
    expect(stats.valor_total_pedidos).toBeCloseTo(antes.valor_total_pedidos + 36, 2);
    // Received, not revenue: the shop has not accepted it (issue 24).
    expect(stats.receita_mes).toBe(antes.receita_mes);

    const atividades = (await request(app).get('/api/admin/atividades').set(admin)).body as Array<{ tipo: string; descricao: string }>;
    expect(atividades.find((atividade) => atividade.tipo === 'pedido')?.descricao.replace(/\s/g, ' ')).toBe(
      `Pedido #${response.body.codigo} de R$ 36,00 em Café da Ana.`,
    );
    expect((await request(app).get('/api/admin/sistema').set(admin)).body.ultimo_pedido_em).not.toBeNull();
  });

  it('when the same product comes twice, then it is one line with the quantities added, up to 99', async () => {
    const response = await pedirNaAna({
      produtos: [
        { id: cafe().id, quantidade: 1 },
        { id: cafe().id, quantidade: 2 },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.body.texto_whatsapp).toContain('\n3 × Café expresso — R$ 6,50 cada = R$ 19,50\n');
    expect(response.body.total).toBe(19.5);

    const muitos = await pedirNaAna({
      produtos: [
        { id: cafe().id, quantidade: 60 },
        { id: cafe().id, quantidade: 60 },
      ],
    });
    expect(muitos.status).toBe(201);
    expect(muitos.body.texto_whatsapp).toContain('\n99 × Café expresso — R$ 6,50 cada = R$ 643,50\n');
  });
});

describe('Pedido: recusas (400, nada gravado)', () => {
  const linha = (campos: object = {}) => ({ id: cafe().id, quantidade: 1, ...campos });
  it.each<[string, () => unknown, string]>([
    ['an empty cart', () => ({ produtos: [] }), 'Seu carrinho está vazio.'],
    ['no cart at all', () => ({}), 'Seu carrinho está vazio.'],
    ['quantity 0', () => ({ produtos: [linha({ quantidade: 0 })] }), 'A quantidade de cada item deve ser de 1 a 99.'],
    ['quantity 100', () => ({ produtos: [linha({ quantidade: 100 })] }), 'A quantidade de cada item deve ser de 1 a 99.'],
    ['quantity -1', () => ({ produtos: [linha({ quantidade: -1 })] }), 'A quantidade de cada item deve ser de 1 a 99.'],
    ['quantity 1.5', () => ({ produtos: [linha({ quantidade: 1.5 })] }), 'A quantidade de cada item deve ser de 1 a 99.'],
    ['quantity as text', () => ({ produtos: [linha({ quantidade: '2' })] }), 'A quantidade de cada item deve ser de 1 a 99.'],
    [
      'more than 50 lines',
      () => ({ produtos: Array.from({ length: 51 }, () => linha()) }),
      'Seu pedido pode ter no máximo 50 itens diferentes.',
    ],
    [
      'a hidden product',
      () => ({ produtos: [linha(), linha({ id: oculto().id })] }),
      'Um dos produtos não está mais disponível: Produto oculto.',
    ],
    [
      'an unknown product',
      () => ({ produtos: [linha({ id: 'nao-existe', nome: 'Torta de limão' })] }),
      'Um dos produtos não está mais disponível: Torta de limão.',
    ],
    [
      'an unknown product without name',
      () => ({ produtos: [linha({ id: 'nao-existe' })] }),
      'Um dos produtos não está mais disponível: nao-existe.',
    ],
    [
      "another shop's product",
      () => ({ produtos: [linha({ id: bruno.produtos[0]!.id, nome: 'Pão francês' })] }),
      'Um dos produtos não está mais disponível: Pão francês.',
    ],
    ['a malformed product id', () => ({ produtos: [linha({ id: '../x' })] }), 'Um dos produtos não está mais disponível: ../x.'],
  ])('when the order has %s, then 400 with a clear message and nothing is written', async (_caso, body, mensagem) => {
    const antes = await estado();
    const response = await pedirNaAna(body());
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(mensagem);
    expect(await estado()).toEqual(antes);
  });

  it.each([
    ['an unknown field in the order', { produtos: [{ id: 'x', quantidade: 1 }], cupom: 'GRATIS' }],
    ['an unknown field in a line', { produtos: [{ id: 'x', quantidade: 1, desconto: 5 }] }],
    ['a list instead of an object', [{ id: 'x', quantidade: 1 }]],
  ])('when the body has %s, then 400 and nothing is written', async (_caso, body) => {
    const antes = await estado();
    const response = await pedirNaAna(body);
    expect(response.status).toBe(400);
    expect(typeof response.body.error).toBe('string');
    expect(await estado()).toEqual(antes);
  });

  it('when the JSON is malformed, then 400 in Portuguese', async () => {
    const response = await request(app)
      .post(`/api/catalogo/${ana.lojaId}/pedido`)
      .set('Content-Type', 'application/json')
      .send('{"produtos": [');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('JSON malformado no corpo da requisição.');
  });

  it.each([
    ['an unknown owner id', '/api/catalogo/nao-existe/pedido'],
    ['a malformed owner id', '/api/catalogo/__x__/pedido'],
    ['an unknown slug', '/api/loja/nao-existe-mesmo/pedido'],
  ])('when the shop is %s, then 404 "Loja não encontrada"', async (_caso, path) => {
    const response = await pedir(path, { produtos: [{ id: 'x', quantidade: 1 }] });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Loja não encontrada' });
  });

  it('when a page on another site posts an order, then the same-origin rule refuses it', async () => {
    const response = await pedirNaAna({ produtos: [{ id: cafe().id, quantidade: 1 }] }).set('Origin', 'https://malicioso.example');
    expect(response.status).toBe(403);
  });
});

describe('Pedido: Idempotency-Key', () => {
  it('when an order is retried with the same key, then 200 with the same order and nothing is counted twice', async () => {
    const chave = randomUUID();
    const body = { produtos: [{ id: bolo().id, quantidade: 2 }] };
    const primeiro = await pedirNaAna(body, chave);
    expect(primeiro.status).toBe(201);
    const depoisDoPrimeiro = await estado();

    const repetido = await pedirNaAna(body, chave);
    expect(repetido.status).toBe(200);
    expect(repetido.body).toEqual(primeiro.body);
    // Another cart with the same key: 422, nothing revealed (public-pedido-abuso.test.ts).
    expect((await pedirNaAna({ produtos: [{ id: cafe().id, quantidade: 5 }] }, chave)).status).toBe(422);
    expect(await estado()).toEqual(depoisDoPrimeiro);

    const guardado = await pedidosCollection(db, ana.lojaId).where('codigo', '==', primeiro.body.codigo).get();
    expect(guardado.docs.map((doc) => doc.get('idempotencia'))).toEqual([expect.stringMatching(/^[0-9a-f]{40}$/)]);
  });

  it('when two different keys are sent, then two orders are placed', async () => {
    const antes = await estado();
    const body = { produtos: [{ id: cafe().id, quantidade: 1 }] };
    expect((await pedirNaAna(body, randomUUID())).status).toBe(201);
    expect((await pedirNaAna(body, randomUUID())).status).toBe(201);
    expect((await estado()).total_pedidos).toBe(antes.total_pedidos + 2);
  });

  it("when the same key is used at another shop, then it is that shop's own new order", async () => {
    const chave = randomUUID();
    expect((await pedirNaAna({ produtos: [{ id: cafe().id, quantidade: 1 }] }, chave)).status).toBe(201);
    const outra = await pedir(`/api/catalogo/${bruno.lojaId}/pedido`, { produtos: [{ id: bruno.produtos[0]!.id, quantidade: 1 }] }, chave);
    expect(outra.status).toBe(201);
    expect(outra.body.texto_whatsapp).toContain('*Padaria do Bruno*');
  });

  it('when the key is longer than 100 characters, then 400 and nothing is written', async () => {
    const antes = await estado();
    const response = await pedirNaAna({ produtos: [{ id: cafe().id, quantidade: 1 }] }, 'k'.repeat(101));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('O cabeçalho Idempotency-Key deve ter de 1 a 100 caracteres.');
    expect(await estado()).toEqual(antes);
  });
});
