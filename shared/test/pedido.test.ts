import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../../test/support/atendimento.js';
import type { Atendimento, Horario } from '../src/atendimento/schema.js';
import {
  checkoutTotals,
  cobrancaDaEntrega,
  ENVIO_SEM_AGENDAMENTO,
  formasDoTipo,
  tiposDaLoja,
  type CheckoutChoice,
} from '../src/atendimento/checkout.js';
import { normalizeBairro } from '../src/atendimento/formas.js';
import { openingState } from '../src/atendimento/horarios.js';

/**
 * Fixed instants, never the clock. São Paulo is UTC−3 all year (no daylight saving since 2019), so
 * `local('2026-03-02T10:00')` is Monday 10:00 in the shop's time zone whatever the machine's is.
 * March 2026: the 1st and the 8th are Sundays, the 2nd a Monday, the 6th a Friday, the 7th a Saturday.
 */
const local = (dataHora: string) => new Date(`${dataHora}:00-03:00`);
const aberta = (horarios: Horario[], agora: Date) => openingState({ horarios, pausado: false }, agora);

const DIAS_UTEIS: Horario[] = [1, 2, 3, 4, 5].map((dia) => ({ dia, abre: '08:00', fecha: '18:00' }));

describe('openingState (opening hours in São Paulo time)', () => {
  it('when the shop has no hours, then it is always open', () => {
    expect(aberta([], local('2026-03-01T03:00'))).toEqual({ aberta: true, fecha_as: null, abre: null, mensagem: null });
  });

  it('when the shop is paused, then it is closed with no opening time, even with no hours or inside a window', () => {
    const fechada = { aberta: false, fecha_as: null, abre: null, mensagem: 'Loja fechada no momento.' };
    expect(openingState({ horarios: [], pausado: true }, local('2026-03-02T10:00'))).toEqual(fechada);
    expect(openingState({ horarios: DIAS_UTEIS, pausado: true }, local('2026-03-02T10:00'))).toEqual(fechada);
  });

  it('when inside a window, then open and says when it closes; the closing minute itself is closed', () => {
    expect(aberta(DIAS_UTEIS, local('2026-03-02T08:00'))).toEqual({ aberta: true, fecha_as: '18:00', abre: null, mensagem: null });
    expect(aberta(DIAS_UTEIS, local('2026-03-02T17:59')).aberta).toBe(true);
    expect(aberta(DIAS_UTEIS, local('2026-03-02T18:00')).aberta).toBe(false);
  });

  it('when closed before today\'s window, then "Abre hoje às 08:00"', () => {
    expect(aberta(DIAS_UTEIS, local('2026-03-02T07:59'))).toEqual({
      aberta: false,
      fecha_as: null,
      abre: 'hoje às 08:00',
      mensagem: 'Loja fechada no momento. Abre hoje às 08:00.',
    });
  });

  it('when closed after today\'s window, then "Abre amanhã às 08:00"', () => {
    expect(aberta(DIAS_UTEIS, local('2026-03-02T18:00')).mensagem).toBe('Loja fechada no momento. Abre amanhã às 08:00.');
  });

  it('when the next window is days away, then it names the weekday, across the end of the week too', () => {
    expect(aberta(DIAS_UTEIS, local('2026-03-06T19:00')).abre).toBe('segunda às 08:00'); // Friday night
    expect(aberta(DIAS_UTEIS, local('2026-03-07T10:00')).abre).toBe('segunda às 08:00'); // Saturday
    expect(aberta(DIAS_UTEIS, local('2026-03-08T10:00')).abre).toBe('amanhã às 08:00'); // Sunday
  });

  it('when the only window of the week is today and already over, then it opens on that weekday next week', () => {
    expect(aberta([{ dia: 1, abre: '08:00', fecha: '12:00' }], local('2026-03-02T13:00')).abre).toBe('segunda às 08:00');
  });

  /** Friday 18:00 to 02:00, and Saturday 22:00 to 03:00, which holds the first hours of Sunday (the week wraps). */
  const SEXTA: Horario[] = [{ dia: 5, abre: '18:00', fecha: '02:00' }];
  const SABADO: Horario[] = [{ dia: 6, abre: '22:00', fecha: '03:00' }];
  it.each([
    [SEXTA, '2026-03-06T17:59', { abre: 'hoje às 18:00' }],
    [SEXTA, '2026-03-06T23:30', { aberta: true, fecha_as: '02:00' }],
    [SEXTA, '2026-03-07T01:59', { aberta: true, fecha_as: '02:00' }],
    [SEXTA, '2026-03-07T02:00', { aberta: false, abre: 'sexta às 18:00' }],
    [SABADO, '2026-03-07T21:00', { abre: 'hoje às 22:00' }],
    [SABADO, '2026-03-07T23:00', { aberta: true, fecha_as: '03:00' }],
    [SABADO, '2026-03-08T00:00', { aberta: true, fecha_as: '03:00' }],
    [SABADO, '2026-03-08T02:59', { aberta: true, fecha_as: '03:00' }],
    [SABADO, '2026-03-08T03:00', { aberta: false, abre: 'sábado às 22:00' }],
  ])(
    'when a window closes at or before it opens (%j), then it crosses midnight into the next day: at %s, %j',
    (horarios, agora, estado) => {
      expect(aberta(horarios, local(agora))).toMatchObject(estado);
    },
  );

  it('when a day has several windows, then each opens on its own and the gap between them is closed', () => {
    const almocoEJantar = [1, 2].flatMap((dia) => [
      { dia, abre: '11:00', fecha: '14:00' },
      { dia, abre: '18:00', fecha: '23:00' },
    ]);
    expect(aberta(almocoEJantar, local('2026-03-02T12:00'))).toMatchObject({ aberta: true, fecha_as: '14:00' });
    expect(aberta(almocoEJantar, local('2026-03-02T15:00'))).toMatchObject({ aberta: false, abre: 'hoje às 18:00' });
    expect(aberta(almocoEJantar, local('2026-03-02T19:00'))).toMatchObject({ aberta: true, fecha_as: '23:00' });
    expect(aberta(almocoEJantar, local('2026-03-02T23:30'))).toMatchObject({ aberta: false, abre: 'amanhã às 11:00' });
  });

  it('when a window opens and closes at the same time, then it is a whole day', () => {
    const quarta = [{ dia: 3, abre: '00:00', fecha: '00:00' }];
    expect(aberta(quarta, local('2026-03-04T00:00')).aberta).toBe(true);
    expect(aberta(quarta, local('2026-03-04T23:59')).aberta).toBe(true);
    expect(aberta(quarta, local('2026-03-05T00:00'))).toMatchObject({ aberta: false, abre: 'quarta às 00:00' });
  });

  it('when windows follow each other or overlap, then the shop closes at the end of the whole stretch', () => {
    const seguidas = [
      { dia: 1, abre: '18:00', fecha: '00:00' },
      { dia: 2, abre: '00:00', fecha: '02:00' },
    ];
    expect(aberta(seguidas, local('2026-03-02T20:00'))).toMatchObject({ aberta: true, fecha_as: '02:00' });
    expect(aberta(seguidas, local('2026-03-03T01:00'))).toMatchObject({ aberta: true, fecha_as: '02:00' });
    const sobrepostas = [
      { dia: 1, abre: '08:00', fecha: '14:00' },
      { dia: 1, abre: '12:00', fecha: '18:00' },
    ];
    expect(aberta(sobrepostas, local('2026-03-02T09:00'))).toMatchObject({ aberta: true, fecha_as: '18:00' });
  });

  it('when every day is a whole-day window, then it is open at any hour and never says when it closes', () => {
    const todosOsDias = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '00:00', fecha: '00:00' }));
    for (const agora of ['2026-03-07T23:59', '2026-03-08T00:00', '2026-03-02T03:30', '2026-03-06T12:00']) {
      expect(aberta(todosOsDias, local(agora)), agora).toEqual({ aberta: true, fecha_as: null, abre: null, mensagem: null });
    }
  });

  it('when the same instant is another hour and day in UTC, then the São Paulo hour and day count', () => {
    // Monday 02:00 UTC is Sunday 23:00 in São Paulo.
    const instante = new Date('2026-03-02T02:00:00Z');
    expect(instante.getUTCDay()).toBe(1);
    expect(aberta([{ dia: 0, abre: '20:00', fecha: '23:30' }], instante)).toMatchObject({ aberta: true, fecha_as: '23:30' });
    expect(aberta([{ dia: 1, abre: '00:00', fecha: '06:00' }], instante)).toMatchObject({ aberta: false, abre: 'amanhã às 00:00' });
    // 11:00 UTC is 08:00 in São Paulo: the weekday window has just opened, not been open for three hours.
    expect(aberta(DIAS_UTEIS, new Date('2026-03-02T10:59:00Z')).abre).toBe('hoje às 08:00');
    expect(aberta(DIAS_UTEIS, new Date('2026-03-02T11:00:00Z')).aberta).toBe(true);
  });
});

const ATENDIMENTO: Atendimento = {
  ...ATENDIMENTO_EXEMPLO,
  bairros: [...ATENDIMENTO_EXEMPLO.bairros, { nome: 'São José', taxa: 6 }],
  formas_pagamento: ['pix', 'dinheiro', 'cartao'],
};

const ENTREGA: CheckoutChoice = {
  cliente: { nome: 'Maria Clara', telefone: '11912345678' },
  entrega: { tipo: 'entrega', bairro: 'Vila Nova', endereco: 'Rua das Flores, 123' },
  pagamento: { forma: 'pix' },
};
const RETIRADA: CheckoutChoice = { ...ENTREGA, entrega: { tipo: 'retirada' } };
const comEntrega = (entrega: CheckoutChoice['entrega']): CheckoutChoice => ({ ...ENTREGA, entrega });
const comPagamento = (pagamento: CheckoutChoice['pagamento']): CheckoutChoice => ({ ...ENTREGA, pagamento });

/** What a local delivery by neighbourhood, or a pickup, answers of issue 31's fields. */
const SEM_FRETE = { bairro: null, distancia_km: null, uf: null, frete_a_combinar: false };

describe('checkoutTotals: the delivery fee', () => {
  it("when the shop lists neighbourhoods, then the chosen one's fee is added to the subtotal", () => {
    expect(checkoutTotals(ATENDIMENTO, ENTREGA, 3000)).toEqual({
      ok: true,
      distancia_km: null,
      uf: null,
      frete_a_combinar: false,
      taxa_entrega_centavos: 750,
      total_centavos: 3750,
      bairro: 'Vila Nova',
    });
  });

  it("when the neighbourhood is typed in another case, without accents or with extra spaces, then it matches and the shop's spelling is kept", () => {
    expect(checkoutTotals(ATENDIMENTO, comEntrega({ ...ENTREGA.entrega, bairro: 'sao jose' }), 3000)).toMatchObject({
      ok: true,
      taxa_entrega_centavos: 600,
      bairro: 'São José',
    });
    expect(checkoutTotals(ATENDIMENTO, comEntrega({ ...ENTREGA.entrega, bairro: '  VILA   nova ' }), 3000)).toMatchObject({
      ok: true,
      bairro: 'Vila Nova',
    });
    expect(normalizeBairro(' São  JOSÉ ')).toBe('sao jose');
  });

  it('when the neighbourhood is not listed or missing, then the order is refused on bairro', () => {
    expect(checkoutTotals(ATENDIMENTO, comEntrega({ ...ENTREGA.entrega, bairro: ' Jardim América ' }), 3000)).toEqual({
      ok: false,
      campo: 'bairro',
      erro: 'Esta loja não entrega no bairro Jardim América.',
    });
    expect(checkoutTotals(ATENDIMENTO, comEntrega({ ...ENTREGA.entrega, bairro: '  ' }), 3000)).toEqual({
      ok: false,
      campo: 'bairro',
      erro: 'Escolha o bairro da entrega.',
    });
  });

  it("when the shop lists no neighbourhoods, then it delivers anywhere at its default fee and keeps the customer's neighbourhood", () => {
    const semBairros = { ...ATENDIMENTO, bairros: [] };
    expect(checkoutTotals(semBairros, comEntrega({ ...ENTREGA.entrega, bairro: ' Jardim América ' }), 3000)).toEqual({
      ok: true,
      distancia_km: null,
      uf: null,
      frete_a_combinar: false,
      taxa_entrega_centavos: 500,
      total_centavos: 3500,
      bairro: 'Jardim América',
    });
    expect(checkoutTotals(semBairros, comEntrega({ tipo: 'entrega', endereco: 'Rua A, 1' }), 3000)).toMatchObject({
      ok: true,
      taxa_entrega_centavos: 500,
      bairro: null,
    });
  });

  it('when the subtotal reaches the free-delivery amount, then the fee is 0; a cent below, it is charged', () => {
    expect(checkoutTotals(ATENDIMENTO, ENTREGA, 10000)).toMatchObject({ ok: true, taxa_entrega_centavos: 0, total_centavos: 10000 });
    expect(checkoutTotals(ATENDIMENTO, ENTREGA, 9999)).toMatchObject({ ok: true, taxa_entrega_centavos: 750, total_centavos: 10749 });
    const nuncaGratis = { ...ATENDIMENTO, entrega_gratis_acima: null };
    expect(checkoutTotals(nuncaGratis, ENTREGA, 100000)).toMatchObject({ ok: true, taxa_entrega_centavos: 750 });
  });

  it('when the customer picks up, then there is no fee and no neighbourhood', () => {
    expect(checkoutTotals(ATENDIMENTO, RETIRADA, 3000)).toEqual({ ok: true, taxa_entrega_centavos: 0, total_centavos: 3000, ...SEM_FRETE });
  });

  it('when the delivery has no address, then it is refused on endereco', () => {
    expect(checkoutTotals(ATENDIMENTO, comEntrega({ tipo: 'entrega', bairro: 'Centro', endereco: ' ' }), 3000)).toEqual({
      ok: false,
      campo: 'endereco',
      erro: 'Informe o endereço da entrega.',
    });
  });
});

describe('checkoutTotals: the other rules', () => {
  it('when the subtotal is below the minimum, then the message names the minimum and what is missing', () => {
    expect(checkoutTotals(ATENDIMENTO, ENTREGA, 1550)).toEqual({
      ok: false,
      campo: 'minimo',
      erro: 'Pedido mínimo: R$\u00a020,00. Faltam R$\u00a04,50.',
    });
    expect(checkoutTotals(ATENDIMENTO, ENTREGA, 2000).ok).toBe(true);
  });

  it('when only the delivery fee would reach the minimum, then it is still refused: the minimum is on the products', () => {
    expect(checkoutTotals(ATENDIMENTO, ENTREGA, 1999)).toMatchObject({ ok: false, campo: 'minimo' });
  });

  it('when the shop has no minimum, then any subtotal goes', () => {
    expect(checkoutTotals({ ...ATENDIMENTO, pedido_minimo: 0 }, RETIRADA, 100)).toMatchObject({ ok: true, total_centavos: 100 });
  });

  it('when the name is missing or blank, then it is refused on cliente', () => {
    const erro = { ok: false, campo: 'cliente', erro: 'Informe seu nome.' };
    expect(checkoutTotals(ATENDIMENTO, { ...ENTREGA, cliente: undefined }, 3000)).toEqual(erro);
    expect(checkoutTotals(ATENDIMENTO, { ...ENTREGA, cliente: { nome: '   ' } }, 3000)).toEqual(erro);
  });

  it('when the customer chooses a kind the shop does not offer, or none, then the message says what it offers', () => {
    expect(checkoutTotals({ ...ATENDIMENTO, entrega: false }, ENTREGA, 3000)).toEqual({
      ok: false,
      campo: 'entrega',
      erro: 'Escolha como receber o pedido: esta loja faz só retirada.',
    });
    expect(checkoutTotals({ ...ATENDIMENTO, retirada: false }, RETIRADA, 3000)).toMatchObject({
      erro: 'Escolha como receber o pedido: esta loja faz só entrega.',
    });
    expect(checkoutTotals(ATENDIMENTO, { ...ENTREGA, entrega: undefined }, 3000)).toMatchObject({
      erro: 'Escolha como receber o pedido: esta loja faz entrega ou retirada.',
    });
  });

  it('when the payment is not one the shop takes, or missing, then the message lists those it takes', () => {
    const semCartao = { ...ATENDIMENTO, formas_pagamento: ['pix', 'dinheiro'] as Atendimento['formas_pagamento'] };
    const erro = { ok: false, campo: 'pagamento', erro: 'Escolha a forma de pagamento: esta loja aceita PIX, Dinheiro.' };
    expect(checkoutTotals(semCartao, comPagamento({ forma: 'cartao' }), 3000)).toEqual(erro);
    expect(checkoutTotals(semCartao, comPagamento(undefined), 3000)).toEqual(erro);
  });

  it('when change is asked for cash, then it must reach the total (fee included); equal to it is fine', () => {
    // Subtotal R$ 30,00 + Vila Nova R$ 7,50 = R$ 37,50.
    expect(checkoutTotals(ATENDIMENTO, comPagamento({ forma: 'dinheiro', troco_para: 37 }), 3000)).toEqual({
      ok: false,
      campo: 'troco',
      erro: 'O troco deve ser para um valor a partir do total, R$\u00a037,50.',
    });
    expect(checkoutTotals(ATENDIMENTO, comPagamento({ forma: 'dinheiro', troco_para: 37.5 }), 3000)).toMatchObject({ ok: true });
    expect(checkoutTotals(ATENDIMENTO, comPagamento({ forma: 'dinheiro', troco_para: 50 }), 3000)).toMatchObject({ ok: true });
    expect(checkoutTotals(ATENDIMENTO, comPagamento({ forma: 'dinheiro', troco_para: null }), 3000)).toMatchObject({ ok: true });
  });

  it('when change is asked with another payment, then it is refused on troco', () => {
    expect(checkoutTotals(ATENDIMENTO, comPagamento({ forma: 'cartao', troco_para: 50 }), 3000)).toEqual({
      ok: false,
      campo: 'troco',
      erro: 'Troco só para pagamento em dinheiro.',
    });
  });

  it('when several rules fail, then the first in the checkout order is told: the minimum before the name', () => {
    expect(checkoutTotals(ATENDIMENTO, {}, 100)).toMatchObject({ ok: false, campo: 'minimo' });
    expect(checkoutTotals(ATENDIMENTO, {}, 3000)).toMatchObject({ ok: false, campo: 'cliente' });
  });
});

describe('checkoutTotals: what a shipment and a delivery by distance take (issue 43)', () => {
  const SE = { lat: -23.5503, lng: -46.6339 };
  const ENVIO: Atendimento = {
    ...ATENDIMENTO,
    envio: { ativo: true, taxas_por_uf: { RJ: 25 }, taxa_padrao: null, prazo: '3 a 8 dias úteis' },
  };
  const ENVIADO: CheckoutChoice = {
    ...ENTREGA,
    entrega: { tipo: 'envio', cep: '20040-020', logradouro: 'Avenida Rio Branco', numero: 'S/N', cidade: 'Rio de Janeiro' },
  };

  it('when a shipment is paid on delivery (cash or card), then it is refused on pagamento naming PIX; by PIX it goes', () => {
    for (const forma of ['dinheiro', 'cartao'] as const) {
      expect(checkoutTotals(ENVIO, { ...ENVIADO, pagamento: { forma } }, 3000)).toEqual({
        ok: false,
        campo: 'pagamento',
        erro: 'O envio pelos Correios é pago antes de sair da loja: escolha PIX.',
      });
    }
    expect(checkoutTotals(ENVIO, ENVIADO, 3000)).toMatchObject({ ok: true, taxa_entrega_centavos: 2500, uf: 'RJ' });
    expect(formasDoTipo(ENVIO, 'envio')).toEqual(['pix']);
    expect(formasDoTipo(ENVIO, 'entrega')).toEqual(['pix', 'dinheiro', 'cartao']);
  });

  it('when a shipment comes with a slot, then it is refused on agendado_para; a pickup for a slot passes this rule', () => {
    const slot = '2026-11-28T19:00:00-03:00';
    expect(checkoutTotals(ENVIO, { ...ENVIADO, agendado_para: slot }, 3000)).toEqual({
      ok: false,
      campo: 'agendado_para',
      erro: ENVIO_SEM_AGENDAMENTO,
    });
    expect(checkoutTotals(ENVIO, { ...RETIRADA, agendado_para: slot }, 3000)).toMatchObject({ ok: true });
  });

  it('when a shop that ships takes no PIX, then it does not offer shipping, and a shipment is refused naming what it does', () => {
    const semPix: Atendimento = { ...ENVIO, formas_pagamento: ['dinheiro', 'cartao'], pix: null };
    expect(tiposDaLoja(ENVIO)).toEqual(['entrega', 'retirada', 'envio']);
    expect(tiposDaLoja(semPix)).toEqual(['entrega', 'retirada']);
    expect(checkoutTotals(semPix, { ...ENVIADO, pagamento: { forma: 'dinheiro' } }, 3000)).toEqual({
      ok: false,
      campo: 'entrega',
      erro: 'Escolha como receber o pedido: esta loja faz entrega ou retirada.',
    });
  });

  it('when the shop has distance bands beside its old neighbourhood list, then it charges by distance only: a neighbourhood without a point asks for the point', () => {
    const porDistancia: Atendimento = { ...ATENDIMENTO, localizacao: SE, faixas_distancia: [{ ate_km: 5, taxa: 9 }] };
    expect(cobrancaDaEntrega(porDistancia)).toBe('distancia');
    expect(cobrancaDaEntrega(ATENDIMENTO)).toBe('bairros');
    expect(cobrancaDaEntrega({ ...ATENDIMENTO, bairros: [] })).toBe('taxa_unica');
    expect(checkoutTotals(porDistancia, ENTREGA, 3000)).toEqual({
      ok: false,
      campo: 'localizacao',
      erro: 'Toque em “Usar minha localização” para calcular a taxa de entrega.',
    });
    // Any neighbourhood is the customer's to say: the list no longer prices nor limits it.
    const comPonto = comEntrega({ ...ENTREGA.entrega, bairro: 'Jardim América', localizacao: { lat: SE.lat + 2 / 111.195, lng: SE.lng } });
    expect(checkoutTotals(porDistancia, comPonto, 3000)).toMatchObject({ ok: true, taxa_entrega_centavos: 900, bairro: 'Jardim América' });
  });
});
