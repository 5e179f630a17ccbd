import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HorariosDisponiveis, PedidoDoLojista, PedidosDoLojistaResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { computeAgendadoPara } from '@vitrine/shared/atendimento';
import { ATENDIMENTO_EXEMPLO } from '../../../test/support/atendimento.js';
import { umHamburguer } from '../../../test/support/produtos.js';
import { ENVIO_PARA_O_RIO, PAO_DE_NOME_LONGO, umPedido, umPedidoDaComanda, type ProdutoCriado } from '../../../test/support/pedidos.js';
import { isolatedApp, emBytes } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { lerEscpos } from './impressao-helpers.js';

/** A database of its own: nothing here depends on another file's orders. */
const { app } = isolatedApp('pedidos-comanda');

const dono = (loja: LojaDeTeste, path: string) => request(app).get(path).set('Cookie', loja.cookie);
/** The ESC/POS answer as bytes (supertest would read an octet stream as nothing). */
const bytes = (loja: LojaDeTeste, path: string) => emBytes(dono(loja, path));

let ana: LojaDeTeste;
let bruno: LojaDeTeste;
/** Ana's order: a burger with options and a note, a long product name, delivery to Centro, cash with change. */
let pedido: PedidoDoLojista;

beforeAll(async () => {
  ana = await novaLoja(app, { nome_loja: 'Lanchonete e Açaí da Ana' });
  bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno', produtos: [{ nome: 'Pão francês', preco: 0.9 }] });
  await configurarAtendimento(app, ana, ATENDIMENTO_EXEMPLO);
  const criar = async (body: object) => {
    const response = await request(app).post('/api/produtos').set('Cookie', ana.cookie).send(body);
    expect(response.status).toBe(201);
    return response.body as ProdutoCriado;
  };
  const lanche = await criar(umHamburguer({ preco: 20 }));
  const pao = await criar(PAO_DE_NOME_LONGO);
  const response = await request(app).post(`/api/loja/${ana.slug}/pedido`).send(umPedidoDaComanda(lanche, pao));
  expect(response.status).toBe(201);
  const lista = await dono(ana, '/api/pedidos');
  pedido = (lista.body as PedidosDoLojistaResponse).pedidos[0]!;
});

const caminho = (id: string, query = '') => `/api${apiPaths.pedidoComanda({ id })}${query}`;
const linhas = (texto: string) => texto.replace(/\n$/, '').split('\n');

describe('Comanda: GET /api/pedidos/{id}/comanda', () => {
  it('when a client still asks the old /cupom path, then 308 to /comanda with its query kept', async () => {
    const response = await dono(ana, `/api${apiPaths.pedidoComandaAntiga({ id: pedido.id })}?largura=58&formato=escpos`).redirects(0);
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(`/api${apiPaths.pedidoComanda({ id: pedido.id })}?largura=58&formato=escpos`);
  });

  it('when the owner asks for the ticket without a width, then it is the 80 mm text: lines of at most 48 characters, with accents', async () => {
    const response = await dono(ana, caminho(pedido.id));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const todas = linhas(response.text);
    for (const linha of todas) expect([...linha].length, linha).toBeLessThanOrEqual(48);
    expect(todas[0]).toBe(`${' '.repeat(12)}Lanchonete e Açaí da Ana`);
    expect(todas.map((linha) => linha.trim())).toContain(`PEDIDO #${pedido.codigo}`);
    expect(todas[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // The order's kind right under its date.
    expect(todas[4]).toBe('ENTREGA');
    expect(todas).toEqual(
      expect.arrayContaining([
        'Cliente: Maria da Conceição',
        'Telefone: (11) 91234-5678',
        'Bairro: Centro',
        'Endereço: Rua das Flores, 123',
        'Complemento: ap 4',
        'Referência: perto da padaria',
        // (20 + 5 Grande + 4 Bacon + 3 Cheddar) × 2
        '2x X-Burger                             R$ 64,00',
        '   Tamanho: Grande',
        '   Adicionais: Bacon, Cheddar',
        '   Obs.: sem cebola',
        '1x Pão de queijo recheado com requeijão  R$ 6,25',
        '   cremoso da Serra da Canastra',
        'Subtotal                                R$ 70,25',
        'Taxa de entrega                          R$ 4,00',
        'TOTAL                                   R$ 74,25',
        'Pagamento: Dinheiro',
        'Troco para R$ 100,00 (levar R$ 25,75)',
        'Observação: Tocar a campainha, o interfone não',
        '  funciona',
      ]),
    );
    expect(response.text).not.toMatch(/\u00a0/);
  });

  it('when the owner asks for 58 mm, then no line passes 32 characters and long names wrap between words', async () => {
    const response = await dono(ana, caminho(pedido.id, '?largura=58'));
    expect(response.status).toBe(200);
    const todas = linhas(response.text);
    for (const linha of todas) expect([...linha].length, linha).toBeLessThanOrEqual(32);
    expect(todas).toEqual(
      expect.arrayContaining([
        '2x X-Burger             R$ 64,00',
        '1x Pão de queijo         R$ 6,25',
        '   recheado com requeijão',
        '   cremoso da Serra da Canastra',
        'TOTAL                   R$ 74,25',
        'Troco para R$ 100,00 (levar',
        '  R$ 25,75)',
      ]),
    );
    expect(await dono(ana, caminho(pedido.id, '?largura=80')).then((r) => r.text)).toBe((await dono(ana, caminho(pedido.id))).text);
  });

  it('when the owner asks for ESC/POS, then the bytes initialise, select code page 860, print the same lines, the code large, a QR code of the tracking link, and cut', async () => {
    for (const largura of [58, 80] as const) {
      const [texto, escpos] = await Promise.all([
        dono(ana, caminho(pedido.id, `?largura=${largura}`)),
        bytes(ana, caminho(pedido.id, `?largura=${largura}&formato=escpos`)),
      ]);
      expect(escpos.status).toBe(200);
      expect(escpos.headers['content-type']).toBe('application/octet-stream');
      const dados = escpos.body as Buffer;
      // ESC @ first, then ESC t 3 (code page 860) before any text.
      expect([...dados.subarray(0, 2)]).toEqual([0x1b, 0x40]);
      const lido = lerEscpos(dados);
      expect(lido.comandos).toContain('ESC t 3');
      expect(lido.comandos.indexOf('ESC t 3')).toBeLessThan(lido.comandos.indexOf('GS ! 17'));
      // Double width and height (GS ! 0x11) for the code, then back to normal.
      expect(lido.comandos).toEqual(expect.arrayContaining(['GS ! 17', 'GS ! 0']));
      expect(lido.comandos.filter((comando) => comando.startsWith('GS V'))).toHaveLength(1);
      expect(lido.comandos.at(-1)).toMatch(/^GS V/);
      expect(lido.qrcode).toMatch(new RegExp(`^https?://[^/]+${pedido.acompanhamento}$`));

      // The text part is the text ticket, line by line (the code centred by the printer at double size), then the QR code's caption.
      const impressas = lido.texto.split('\n').map((linha) => linha.trimEnd());
      const esperadas = linhas(texto.text);
      expect(impressas.slice(0, esperadas.length).map((linha) => linha.trim())).toEqual(esperadas.map((linha) => linha.trim()));
      expect(impressas.slice(0, esperadas.length).filter((linha, indice) => linha !== esperadas[indice])).toEqual([
        expect.stringMatching(new RegExp(`^ +PEDIDO #${pedido.codigo}$`)),
      ]);
      expect(lido.texto).toContain('Conceição');
      expect(lido.texto).toContain('Açaí');
      expect(impressas.map((linha) => linha.trim())).toContain('Acompanhe o pedido');
    }
  });

  it.each([
    ['?largura=70', 'largura', 'Largura inválida: use 58 ou 80 (mm).'],
    ['?largura=', 'largura', 'Largura inválida: use 58 ou 80 (mm).'],
    ['?largura=58&largura=80', 'largura', 'Largura inválida: use 58 ou 80 (mm).'],
    ['?formato=pdf', 'formato', 'Formato inválido: use texto ou escpos.'],
    ['?formato=ESCPOS', 'formato', 'Formato inválido: use texto ou escpos.'],
  ])('when the query is %s, then 400 names the %s with a message in Portuguese', async (query, campo, mensagem) => {
    const response = await dono(ana, caminho(pedido.id, query));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: mensagem, campos: { [campo]: [mensagem] } });
  });

  it('when the id is another shop’s order or no order at all, then 404 as for a status change, and nothing printed', async () => {
    for (const id of [pedido.id, 'nao-existe', 'a'.repeat(120)]) {
      const response = await dono(bruno, caminho(id));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Pedido não encontrado' });
      const escpos = await dono(bruno, caminho(id, '?formato=escpos'));
      expect(escpos.status).toBe(404);
      // The same answer PUT /api/pedidos/{id} gives another shop's order.
      const status = await request(app).put(`/api/pedidos/${id}`).set('Cookie', bruno.cookie).send({ status: 'confirmado' });
      expect(status.status).toBe(404);
      expect(status.body).toEqual(response.body);
    }
  });

  it('when nobody is signed in, then 401 and no ticket', async () => {
    const response = await request(app).get(caminho(pedido.id));
    expect(response.status).toBe(401);
    expect(response.text).not.toContain('PEDIDO');
  });

  it('when the order is shipped to RJ, then the ticket says ENVIO (RJ) and lists the freight between Subtotal and TOTAL, which the lines add up to', async () => {
    const carla = await novaLoja(app, { nome_loja: 'Moda da Carla', produtos: [{ nome: 'Camiseta Básica', preco: 84.85 }] });
    await configurarAtendimento(app, carla, {
      ...ATENDIMENTO_EXEMPLO,
      pedido_minimo: 0,
      envio: { ativo: true, taxas_por_uf: { RJ: 25 }, taxa_padrao: 40, prazo: '3 a 8 dias úteis' },
    });
    const response = await request(app)
      .post(`/api/loja/${carla.slug}/pedido`)
      .send({
        produtos: [{ id: carla.produtos[0]!.id, quantidade: 1 }],
        cliente: { nome: 'Rita' },
        entrega: ENVIO_PARA_O_RIO,
        pagamento: { forma: 'pix' },
      });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const enviado = (await dono(carla, '/api/pedidos')).body.pedidos[0] as PedidoDoLojista;

    for (const largura of [58, 80] as const) {
      const ticket = await dono(carla, caminho(enviado.id, `?largura=${largura}`));
      expect(ticket.status).toBe(200);
      const todas = linhas(ticket.text);
      expect(todas[4]).toBe('ENVIO (RJ)');
      const subtotal = todas.findIndex((linha) => linha.startsWith('Subtotal'));
      const total = todas.findIndex((linha) => linha.startsWith('TOTAL'));
      expect(todas.slice(subtotal, total + 1)).toEqual(
        [
          ['Subtotal', 'R$ 84,85'],
          ['Frete (RJ)', 'R$ 25,00'],
          ['TOTAL', 'R$ 109,85'],
        ].map(([rotulo, valor]) => `${rotulo!}${' '.repeat((largura === 58 ? 32 : 48) - rotulo!.length - valor!.length)}${valor!}`),
      );
      // The same lines on the thermal printer.
      const impressas = lerEscpos((await bytes(carla, caminho(enviado.id, `?largura=${largura}&formato=escpos`))).body as Buffer).texto;
      expect(impressas).toContain(`${todas.slice(subtotal, total + 1).join('\n')}\n`);
    }
  });

  it('when the order is scheduled, then the ticket says its kind and its slot in São Paulo time under the date', async () => {
    const dani = await novaLoja(app, { nome_loja: 'Doces da Dani', produtos: [{ nome: 'Bolo de pote', preco: 12 }] });
    await configurarAtendimento(app, dani, {
      ...ATENDIMENTO_EXEMPLO,
      pedido_minimo: 0,
      agendamento: { ativo: true, antecedencia_min: 30, dias: 1, intervalo_min: 30, somente_agendado: false },
    });
    const { dias } = (await request(app).get(`/api/loja/${dani.slug}/horarios-disponiveis`).query({ tipo: 'retirada' }))
      .body as HorariosDisponiveis;
    const [dia] = dias;
    const hora = dia!.horarios[0]!;
    const response = await request(app)
      .post(`/api/loja/${dani.slug}/pedido`)
      .send(
        umPedido({
          produtos: [{ id: dani.produtos[0]!.id, quantidade: 1 }],
          cliente: { nome: 'Rita' },
          pagamento: { forma: 'pix' },
          agendado_para: computeAgendadoPara(dia!.data, hora),
        }),
      );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const agendado = (await dono(dani, '/api/pedidos')).body.pedidos[0] as PedidoDoLojista;
    const todas = linhas((await dono(dani, caminho(agendado.id, '?largura=58'))).text);
    // The slot's day is told only when it is not the printed date's.
    const [, mes, diaDoMes] = dia!.data.split('-');
    const mesmoDia = todas[3]!.startsWith(`${diaDoMes}/${mes}/`);
    expect(todas.slice(4, 6)).toEqual([
      'RETIRADA',
      mesmoDia ? `AGENDADO ${hora}` : expect.stringMatching(new RegExp(`^AGENDADO \\S+ ${diaDoMes}/${mes} ${hora}$`)),
    ]);
  });
});
