import { describe, expect, it } from 'vitest';
import { describeTipoDoPedido, inicioDoPreparo } from '../src/pedido/tipo.js';

/** Saturday 28/11/2026, 10:00 in São Paulo (13:00 UTC). */
const SABADO = new Date('2026-11-28T13:00:00Z');
/** 19:00 that Saturday in São Paulo. */
const AS_19 = '2026-11-28T19:00:00-03:00';

describe('describeTipoDoPedido (what kind of order it is)', () => {
  it.each([
    [{ tipo: 'entrega' as const }, 'Entrega'],
    [{ tipo: 'retirada' as const }, 'Retirada'],
    [{ tipo: 'envio' as const, uf: 'RJ' }, 'Envio (RJ)'],
    [{ tipo: 'envio' as const, uf: 'rj ' }, 'Envio (RJ)'],
    [{ tipo: 'envio' as const }, 'Envio'],
  ])('when the order is %o and wanted now, then it reads %s', (entrega, nome) => {
    expect(describeTipoDoPedido({ entrega, agendado_para: null }, SABADO)).toEqual({ nome, agendado: null, texto: nome });
  });

  it("when the order is a round sent from a table, then it reads the table's name wherever it shows (issue 44)", () => {
    expect(describeTipoDoPedido({ entrega: null, comanda: { mesa: { nome: 'Mesa 7' } } }, SABADO)).toEqual({
      nome: 'Mesa 7',
      agendado: null,
      texto: 'Mesa 7',
    });
  });

  it('when a shipment to RJ is scheduled for 19:00 today, then it reads "Envio (RJ) · Agendado 19:00", never Retirada', () => {
    expect(describeTipoDoPedido({ entrega: { tipo: 'envio', uf: 'RJ' }, agendado_para: AS_19 }, SABADO)).toEqual({
      nome: 'Envio (RJ)',
      agendado: 'Agendado 19:00',
      texto: 'Envio (RJ) · Agendado 19:00',
    });
  });

  it('when the slot is on another day than the one it is read on, then the day is told with it', () => {
    const sexta = new Date('2026-11-27T23:30:00-03:00');
    expect(describeTipoDoPedido({ entrega: { tipo: 'entrega' }, agendado_para: AS_19 }, sexta).texto).toBe(
      'Entrega · Agendado sáb. 28/11 19:00',
    );
    // São Paulo's day, not UTC's: 22:30 on Saturday is already Sunday in UTC.
    const sabadoANoite = new Date('2026-11-28T22:30:00-03:00');
    expect(describeTipoDoPedido({ entrega: { tipo: 'retirada' }, agendado_para: new Date(AS_19) }, sabadoANoite).texto).toBe(
      'Retirada · Agendado 19:00',
    );
  });

  it('when an order was placed without the checkout, then it names no kind, only its slot if it has one', () => {
    expect(describeTipoDoPedido({ entrega: null }, SABADO)).toEqual({ nome: null, agendado: null, texto: null });
    expect(describeTipoDoPedido({ entrega: null, agendado_para: AS_19 }, SABADO).texto).toBe('Agendado 19:00');
  });
});

describe('inicioDoPreparo (where the kitchen’s waiting clock starts)', () => {
  const criado_em = '2026-11-28T10:00:00-03:00';

  it('when the order is for now, then the clock runs from its placing', () => {
    expect(inicioDoPreparo({ criado_em, agendado_para: null }, 60)).toBe(Date.parse(criado_em));
  });

  it('when the order is scheduled, then the clock runs from its slot less the shop’s antecedence, never from before its placing', () => {
    expect(inicioDoPreparo({ criado_em, agendado_para: AS_19 }, 60)).toBe(Date.parse('2026-11-28T18:00:00-03:00'));
    expect(inicioDoPreparo({ criado_em, agendado_para: AS_19 }, 0)).toBe(Date.parse(AS_19));
    expect(inicioDoPreparo({ criado_em, agendado_para: '2026-11-28T10:30:00-03:00' }, 60)).toBe(Date.parse(criado_em));
  });
});
