import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  computeAgendadoPara,
  ENVIO_SEM_AGENDAMENTO,
  HORARIO_INDISPONIVEL,
  UFS,
  type AtendimentoInput,
  type HorariosDisponiveis,
  type PedidoAcompanhamento,
  type Uf,
} from '@vitrine/shared';
import { ATENDIMENTO_EXEMPLO } from '../../../test/support/atendimento.js';
import { pedidoDoc, pedidosCollection } from '../../src/model/pedidos.js';
import { SEM_AGENDAMENTO, SOMENTE_AGENDADO } from '../../src/features/public-pedido/service.js';
import { isolatedApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';

/**
 * Issue 31 through HTTP: scheduled orders (the slots' list and an order on one, while the shop is
 * closed, paused or takes only scheduled orders), the delivery fee by distance from the browser's
 * point, and shipping to another state at its fee, its CEP's state checked.
 */

/** Thursday 26/11/2026, 10:00 in São Paulo: the shop below is closed until 11:00. */
const QUINTA_10H = new Date('2026-11-26T10:00:00-03:00');
let agora = QUINTA_10H;
const { app, db } = isolatedApp('publico-agendamento-e-frete', { now: () => agora });

/** Open 11:00–14:00 and 18:00–02:00 (across midnight) every day; slots every 30 min, from 60 min ahead, today and tomorrow. */
const AGENDAMENTO_DA_LOJA: AtendimentoInput = {
  ...ATENDIMENTO_EXEMPLO,
  pedido_minimo: 0,
  horarios: [0, 1, 2, 3, 4, 5, 6].flatMap((dia) => [
    { dia, abre: '11:00', fecha: '14:00' },
    { dia, abre: '18:00', fecha: '02:00' },
  ]),
  agendamento: { ativo: true, antecedencia_min: 60, dias: 1, intervalo_min: 30, somente_agendado: false },
};

/** The Sé cathedral, São Paulo: the shop's point for the distance bands. */
const SE = { lat: -23.5503, lng: -46.6339 };
/** A point `km` due north of the Sé (1° of latitude ≈ 111.195 km on the haversine's sphere). */
const aoNorte = (km: number) => ({ lat: SE.lat + km / 111.195, lng: SE.lng });

let loja: LojaDeTeste;
let produtoId: string;
beforeAll(async () => {
  loja = await novaLoja(app, { produtos: [{ nome: 'Bolo de aniversário', preco: 80 }] });
  produtoId = loja.produtos[0]!.id;
});
beforeEach(() => {
  agora = QUINTA_10H;
});

const atender = (atendimento: AtendimentoInput) => configurarAtendimento(app, loja, atendimento);
const horarios = (tipo = 'retirada') =>
  request(app).get(`/api/loja/${loja.slug}/horarios-disponiveis`).query({ tipo }) as unknown as Promise<request.Response>;
const pedir = (extra: object, entrega: object = { tipo: 'retirada' }) =>
  request(app)
    .post(`/api/loja/${loja.slug}/pedido`)
    .send({
      produtos: [{ id: produtoId, quantidade: 1 }],
      cliente: { nome: 'Maria' },
      entrega,
      pagamento: { forma: 'pix' },
      ...extra,
    });

describe('Scheduled orders', () => {
  beforeAll(() => atender(AGENDAMENTO_DA_LOJA));

  it('when a customer asks for the slots at 10:00, then today starts at 11:00 (60 min ahead), the night window runs past midnight, and tomorrow follows', async () => {
    const response = await horarios();
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30, s-maxage=60');
    const { dias } = response.body as HorariosDisponiveis;
    // dias 1: today and tomorrow (tomorrow night's slots past midnight are the 28th's: beyond the list).
    expect(dias.map((dia) => dia.data)).toEqual(['2026-11-26', '2026-11-27']);
    expect(dias[0]!.horarios.slice(0, 6)).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00', '13:30']);
    expect(dias[0]!.horarios).toContain('23:30');
    // 00:00–01:30 on the 27th belong to Thursday night's window.
    expect(dias[1]!.horarios.slice(0, 4)).toEqual(['00:00', '00:30', '01:00', '01:30']);
    expect(dias[1]!.horarios).not.toContain('02:00');
  });

  it('when the shop is opened by its id (no link name needed), then the same slots are listed', async () => {
    const porId = await request(app).get(`/api/catalogo/${loja.lojaId}/horarios-disponiveis`).query({ tipo: 'retirada' });
    expect(porId.status).toBe(200);
    expect(porId.body).toEqual((await horarios()).body);
    expect((await request(app).get('/api/catalogo/nao-existe/horarios-disponiveis').query({ tipo: 'retirada' })).status).toBe(404);
  });

  it('when it is 11:20, then past slots and those inside the antecedence are gone', async () => {
    agora = new Date('2026-11-26T11:20:00-03:00');
    const { dias } = (await horarios()).body as HorariosDisponiveis;
    expect(dias[0]!.horarios[0]).toBe('12:30');
  });

  it('when the kind of receiving is unknown or not offered, then 400 in Portuguese', async () => {
    expect((await horarios('drone')).status).toBe(400);
    const envio = await horarios('envio');
    expect(envio.status).toBe(400);
    expect(envio.body.error).toBe('Esta loja não faz envio.');
  });

  it('when the shop is closed and the customer schedules a pickup for 12:30, then it is placed, stored and told in the text and the tracking page', async () => {
    const agendado_para = computeAgendadoPara('2026-11-26', '12:30');
    const response = await pedir({ agendado_para });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.agendado_para).toBe('2026-11-26T15:30:00.000Z');
    expect(response.body.texto_whatsapp).toContain('*Agendado para qui., 26/11 às 12:30*');
    const acompanhamento = (await request(app).get(`/api${response.body.acompanhamento}`)).body as PedidoAcompanhamento;
    expect(acompanhamento.agendado_para).toBe('2026-11-26T15:30:00.000Z');
    const [guardado] = (await pedidosCollection(db, loja.lojaId).where('codigo', '==', response.body.codigo).get()).docs;
    expect(guardado!.get('agendado_para').toDate().toISOString()).toBe('2026-11-26T15:30:00.000Z');
  });

  it('when the order is for now while closed, for a slot not listed, or for a time off the grid, then it is refused and nothing is written', async () => {
    const antes = (await pedidosCollection(db, loja.lojaId).get()).size;
    expect((await pedir({})).status).toBe(409);
    for (const hora of ['10:30', '15:00', '12:10']) {
      const response = await pedir({ agendado_para: computeAgendadoPara('2026-11-26', hora) });
      expect(response.status, hora).toBe(400);
      expect(response.body.error).toBe(HORARIO_INDISPONIVEL);
    }
    expect((await pedir({ agendado_para: 'amanhã' })).body.error).toBe(HORARIO_INDISPONIVEL);
    expect((await pedidosCollection(db, loja.lojaId).get()).size).toBe(antes);
  });

  it('when the owner opens "Agendados", then the open scheduled orders come soonest slot first, without the orders for now or the cancelled', async () => {
    agora = new Date('2026-11-26T12:00:00-03:00');
    const tarde = await pedir({ agendado_para: computeAgendadoPara('2026-11-26', '19:00') });
    const cedo = await pedir({ agendado_para: computeAgendadoPara('2026-11-26', '13:30') });
    const cancelado = await pedir({ agendado_para: computeAgendadoPara('2026-11-26', '13:00') });
    const paraJa = await pedir({});
    expect([tarde, cedo, cancelado, paraJa].map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const dono = (path: string) => request(app).get(path).set('Cookie', loja.cookie);
    const todos = (await dono('/api/pedidos')).body.pedidos as { id: string; codigo: string }[];
    const idDe = (codigo: string) => todos.find((pedido) => pedido.codigo === codigo)!.id;
    const put = await request(app)
      .put(`/api/pedidos/${idDe(cancelado.body.codigo)}`)
      .set('Cookie', loja.cookie)
      .send({ status: 'cancelado' });
    expect(put.status).toBe(200);
    const agendados = await dono('/api/pedidos?status=agendados');
    expect(agendados.status).toBe(200);
    const lista = agendados.body.pedidos as { codigo: string; agendado_para: string }[];
    const codigos = lista.map((pedido) => pedido.codigo);
    expect(codigos).not.toContain(paraJa.body.codigo);
    expect(codigos).not.toContain(cancelado.body.codigo);
    expect(codigos.indexOf(cedo.body.codigo)).toBeLessThan(codigos.indexOf(tarde.body.codigo));
    expect(lista.map((pedido) => pedido.agendado_para)).toEqual([...lista.map((pedido) => pedido.agendado_para)].sort());
    expect(agendados.body.proximo).toBeNull();
    // The chip's count is the list's length: the cancelled and the order for now are not in it either.
    const contagem = await dono('/api/pedidos/contagem');
    expect(contagem.body.agendados).toBe(lista.length);
    expect(contagem.body.agendados).toBeGreaterThanOrEqual(2);
  });

  it('when the shop is paused, then no slot is listed and a scheduled order is refused too', async () => {
    await atender({ ...AGENDAMENTO_DA_LOJA, pausado: true });
    expect(((await horarios()).body as HorariosDisponiveis).dias).toEqual([]);
    expect((await pedir({ agendado_para: computeAgendadoPara('2026-11-26', '12:30') })).status).toBe(409);
    await atender(AGENDAMENTO_DA_LOJA);
  });

  it('when the shop takes only scheduled orders, then an order for now is refused while open; one that does not schedule refuses a slot', async () => {
    agora = new Date('2026-11-26T12:00:00-03:00');
    await atender({ ...AGENDAMENTO_DA_LOJA, agendamento: { ...AGENDAMENTO_DA_LOJA.agendamento!, somente_agendado: true } });
    const agoraNao = await pedir({});
    expect(agoraNao.status).toBe(400);
    expect(agoraNao.body.error).toBe(SOMENTE_AGENDADO);
    await atender({ ...AGENDAMENTO_DA_LOJA, agendamento: null });
    const semAgenda = await pedir({ agendado_para: computeAgendadoPara('2026-11-26', '13:30') });
    expect(semAgenda.status).toBe(400);
    expect(semAgenda.body.error).toBe(SEM_AGENDAMENTO);
    expect(((await horarios()).body as HorariosDisponiveis).dias).toEqual([]);
    await atender(AGENDAMENTO_DA_LOJA);
  });

  it('when the owner saves scheduling out of range or only-scheduled without scheduling, then 400 on the field', async () => {
    const put = (agendamento: object) =>
      request(app)
        .put('/api/loja/atendimento')
        .set('Cookie', loja.cookie)
        .send({ ...AGENDAMENTO_DA_LOJA, agendamento });
    const fora = await put({ ativo: true, antecedencia_min: 3000, dias: 15, intervalo_min: 45 });
    expect(fora.status).toBe(400);
    expect(Object.keys(fora.body.campos).sort()).toEqual(['agendamento.antecedencia_min', 'agendamento.dias', 'agendamento.intervalo_min']);
    const semAtivar = await put({ ativo: false, antecedencia_min: 0, dias: 1, intervalo_min: 30, somente_agendado: true });
    expect(semAtivar.body.campos['agendamento.somente_agendado']).toEqual(['Ative o agendamento para aceitar só pedidos agendados.']);
  });
});

describe('Delivery fee by distance', () => {
  const FAIXAS = {
    localizacao: SE,
    faixas_distancia: [
      { ate_km: 3, taxa: 5 },
      { ate_km: 6, taxa: 8 },
      { ate_km: 10, taxa: 12 },
    ],
  };
  const entregar = (localizacao?: object) => pedir({}, { tipo: 'entrega', endereco: 'Rua A, 1', ...(localizacao && { localizacao }) });
  beforeAll(async () => {
    agora = new Date('2026-11-26T12:00:00-03:00');
    await atender({ ...AGENDAMENTO_DA_LOJA, entrega_gratis_acima: null, bairros: [], ...FAIXAS });
  });
  beforeEach(() => {
    agora = new Date('2026-11-26T12:00:00-03:00');
  });

  it('when the customer is 2.99 km away, then the first band (R$ 5); at 3.01 km the second (R$ 8), said with its distance', async () => {
    const perto = await entregar(aoNorte(2.99));
    expect(perto.status, JSON.stringify(perto.body)).toBe(201);
    expect(perto.body).toMatchObject({ taxa_entrega: 5, distancia_km: 3 });
    const longe = await entregar(aoNorte(3.01));
    expect(longe.body).toMatchObject({ taxa_entrega: 8, distancia_km: 3.1, total: 88 });
    expect(longe.body.texto_whatsapp).toContain('Entrega (3,1 km): R$ 8,00');
    const acompanhamento = (await request(app).get(`/api${longe.body.acompanhamento}`)).body as PedidoAcompanhamento;
    expect(acompanhamento.entrega).toMatchObject({ tipo: 'entrega', distancia_km: 3.1 });
  });

  it('when the customer is beyond the last band, then 400 with the distance and the limit; without a point and no neighbourhood list, 400 asking for it', async () => {
    const fora = await entregar(aoNorte(10.4));
    expect(fora.status).toBe(400);
    expect(fora.body.error).toBe('Fora da área de entrega (10,4 km). Entregamos até 10 km.');
    const semPonto = await entregar();
    expect(semPonto.status).toBe(400);
    expect(semPonto.body.error).toBe('Toque em “Usar minha localização” para calcular a taxa de entrega.');
  });

  it('when the shop still lists the neighbourhoods it charged by before, then it charges by distance only: a neighbourhood without a point is asked for the point (issue 43)', async () => {
    await atender({ ...AGENDAMENTO_DA_LOJA, entrega_gratis_acima: null, ...FAIXAS });
    const semPonto = await pedir({}, { tipo: 'entrega', endereco: 'Rua A, 1', bairro: 'Vila Nova' });
    expect(semPonto.status).toBe(400);
    expect(semPonto.body.error).toBe('Toque em “Usar minha localização” para calcular a taxa de entrega.');
    const comPonto = await pedir({}, { tipo: 'entrega', endereco: 'Rua A, 1', bairro: 'Vila Nova', localizacao: aoNorte(2) });
    expect(comPonto.body).toMatchObject({ taxa_entrega: 5, distancia_km: 2 });
  });

  it('when the owner sets bands without the shop’s point or out of order, then 400 on the field', async () => {
    const put = (extra: object) =>
      request(app)
        .put('/api/loja/atendimento')
        .set('Cookie', loja.cookie)
        .send({ ...AGENDAMENTO_DA_LOJA, ...extra });
    expect((await put({ faixas_distancia: FAIXAS.faixas_distancia })).body.campos.localizacao).toEqual([
      'Informe o ponto da loja para cobrar a entrega por distância.',
    ]);
    const desordem = await put({
      ...FAIXAS,
      faixas_distancia: [
        { ate_km: 6, taxa: 8 },
        { ate_km: 3, taxa: 5 },
      ],
    });
    expect(desordem.body.campos['faixas_distancia.1.ate_km']).toEqual(['Use as faixas em ordem crescente de distância.']);
  });
});

describe('Shipping by state', () => {
  const ENVIO = { ativo: true, taxas_por_uf: { SP: 18, RJ: 25 }, taxa_padrao: 40, prazo: '3 a 8 dias úteis' };
  const enviar = (endereco: object) =>
    pedir({}, { tipo: 'envio', logradouro: 'Rua das Flores', numero: '12', cidade: 'Cidade', bairro: 'Centro', ...endereco });
  beforeAll(async () => {
    agora = new Date('2026-11-26T12:00:00-03:00');
    await atender({ ...AGENDAMENTO_DA_LOJA, envio: ENVIO });
  });
  beforeEach(() => {
    agora = new Date('2026-11-26T12:00:00-03:00');
  });

  it('when a customer ships to Rio, then the fee is RJ’s, the state comes from the CEP, and the text has the whole address', async () => {
    const response = await enviar({ cep: '20040020', uf: 'RJ', cidade: 'Rio de Janeiro', complemento: 'sala 3' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ taxa_entrega: 25, total: 105, frete_a_combinar: false });
    expect(response.body.texto_whatsapp).toContain('Envio (RJ): R$ 25,00');
    expect(response.body.texto_whatsapp).toContain(
      '*Envio para:* Rua das Flores, 12 — sala 3 — Centro — Rio de Janeiro/RJ — CEP 20040-020',
    );
    const pedidos = await pedidosCollection(db, loja.lojaId).where('codigo', '==', response.body.codigo).get();
    expect((await pedidoDoc(db, loja.lojaId, pedidos.docs[0]!.id).get()).get('entrega')).toMatchObject({
      tipo: 'envio',
      uf: 'RJ',
      cep: '20040-020',
    });
  });

  it('when the CEP is of another state than the one typed, or no CEP at all, then 400 saying whose it is', async () => {
    const outra = await enviar({ cep: '01001-000', uf: 'RJ' });
    expect(outra.status).toBe(400);
    expect(outra.body.error).toBe('O CEP 01001-000 é de SP, não de RJ.');
    expect((await enviar({ cep: '123' })).body.error).toBe('Informe um CEP válido, como 01001-000.');
    expect((await enviar({ cep: '01001-000', numero: '' })).body.error).toBe('Informe rua, número e cidade para o envio.');
  });

  it('when a state has no fee of its own, then the default; without a default, R$ 0 and "Frete a combinar" in the text and the tracking page', async () => {
    expect((await enviar({ cep: '30130-010' })).body).toMatchObject({ taxa_entrega: 40, frete_a_combinar: false });
    await atender({ ...AGENDAMENTO_DA_LOJA, envio: { ...ENVIO, taxa_padrao: null } });
    const aCombinar = await enviar({ cep: '30130-010' });
    expect(aCombinar.body).toMatchObject({ taxa_entrega: 0, total: 80, frete_a_combinar: true });
    expect(aCombinar.body.texto_whatsapp).toContain('Frete a combinar');
    const acompanhamento = (await request(app).get(`/api${aCombinar.body.acompanhamento}`)).body as PedidoAcompanhamento;
    expect(acompanhamento.entrega).toMatchObject({ tipo: 'envio', uf: 'MG', frete_a_combinar: true });
    await atender({ ...AGENDAMENTO_DA_LOJA, envio: ENVIO });
  });

  it.each(UFS.filter((uf): uf is Uf => ['SP', 'RJ', 'RS', 'DF', 'AM'].includes(uf)).map((uf) => [uf]))(
    'when a PIX order ships to %s, then the PIX code carries the total with that state’s fee',
    async (uf) => {
      const cep = { SP: '01001000', RJ: '20040020', RS: '90010000', DF: '70040010', AM: '69005000' }[uf as 'SP'];
      const response = await enviar({ cep });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const taxa = { SP: 18, RJ: 25 }[uf as 'SP'] ?? 40;
      expect(response.body.total).toBe(80 + taxa);
      // BR Code field 54 is the amount.
      expect(response.body.pix_copia_e_cola).toContain(
        `54${String((80 + taxa).toFixed(2).length).padStart(2, '0')}${(80 + taxa).toFixed(2)}`,
      );
    },
  );

  it('when a shipment comes with a slot or is paid on delivery, then 400 saying why and nothing is written; its slots list is empty (issue 43)', async () => {
    const antes = (await pedidosCollection(db, loja.lojaId).get()).size;
    const agendado = await pedir(
      { agendado_para: computeAgendadoPara('2026-11-26', '19:00') },
      { tipo: 'envio', cep: '20040020', logradouro: 'Rua das Flores', numero: 'S/N', cidade: 'Rio de Janeiro' },
    );
    expect(agendado.status).toBe(400);
    expect(agendado.body.error).toBe(ENVIO_SEM_AGENDAMENTO);
    for (const forma of ['dinheiro', 'cartao']) {
      const naEntrega = await pedir(
        { pagamento: { forma } },
        { tipo: 'envio', cep: '20040020', logradouro: 'Rua das Flores', numero: '12', cidade: 'Rio de Janeiro' },
      );
      expect(naEntrega.status, forma).toBe(400);
      expect(naEntrega.body.error).toBe('O envio pelos Correios é pago antes de sair da loja: escolha PIX.');
    }
    expect((await pedidosCollection(db, loja.lojaId).get()).size).toBe(antes);
    const slots = await horarios('envio');
    expect(slots.status).toBe(200);
    expect(slots.body).toEqual({ dias: [] });
    expect((await horarios('retirada')).body.dias.length).toBeGreaterThan(0);
  });

  it('when the shop takes only scheduled orders, then a shipment (which has no slot) is still placed for now, and one with an unlisted slot is told it takes none', async () => {
    await atender({ ...AGENDAMENTO_DA_LOJA, envio: ENVIO, agendamento: { ...AGENDAMENTO_DA_LOJA.agendamento!, somente_agendado: true } });
    const agora = await enviar({ cep: '20040020' });
    expect(agora.status, JSON.stringify(agora.body)).toBe(201);
    const foraDaLista = await pedir(
      { agendado_para: computeAgendadoPara('2026-11-26', '03:00') },
      { tipo: 'envio', cep: '20040020', logradouro: 'Rua das Flores', numero: '12', cidade: 'Rio de Janeiro' },
    );
    expect([foraDaLista.status, foraDaLista.body.error]).toEqual([400, ENVIO_SEM_AGENDAMENTO]);
    await atender({ ...AGENDAMENTO_DA_LOJA, envio: ENVIO });
  });

  it('when the shop does not ship, then an order to be shipped is refused naming what the shop does', async () => {
    await atender({ ...AGENDAMENTO_DA_LOJA, envio: null });
    const response = await enviar({ cep: '20040020' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Escolha como receber o pedido: esta loja faz entrega ou retirada.');
  });
});
