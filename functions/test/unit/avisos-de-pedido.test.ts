import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avisoNovoPedido, avisoPedidoAgendado, type PedidoDoAviso } from '../../src/model/avisos-de-pedido.js';

/** Saturday 28/11/2026, 10:00 in São Paulo. */
const AGORA = new Date('2026-11-28T10:00:00-03:00');
const AS_19 = new Date('2026-11-28T19:00:00-03:00');

const pedido = (extra: Partial<PedidoDoAviso>): PedidoDoAviso => ({
  codigo: 'A7K2',
  itens: [{ quantidade: 2 } as PedidoDoAviso['itens'][number]],
  total_centavos: 10985,
  cliente: { nome: 'Rita' },
  entrega: { tipo: 'retirada' },
  agendado_para: null,
  ...extra,
});

describe('The team’s push about an order names its kind as every screen does (issue 43)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: AGORA, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [{ entrega: { tipo: 'envio' as const, uf: 'RJ', cep: '20040-020' } }, 'Rita · 2 itens · R$ 109,85 · Envio (RJ)'],
    [{ entrega: { tipo: 'entrega' as const }, agendado_para: AS_19 }, 'Rita · 2 itens · R$ 109,85 · Entrega · Agendado 19:00'],
    [
      { entrega: { tipo: 'retirada' as const }, agendado_para: new Date('2026-11-29T11:30:00-03:00') },
      'Rita · 2 itens · R$ 109,85 · Retirada · Agendado dom. 29/11 11:30',
    ],
    [{ entrega: null }, 'Rita · 2 itens · R$ 109,85'],
  ])('when a new order is %o, then the body reads %s', (extra, corpo) => {
    expect(avisoNovoPedido('p1', pedido(extra)).corpo).toBe(corpo);
  });

  it('when a scheduled order’s slot is near, then its title has the slot and its body the kind alone', () => {
    const aviso = avisoPedidoAgendado('p1', pedido({ entrega: { tipo: 'envio', uf: 'RJ' }, agendado_para: AS_19 }), AS_19);
    expect(aviso).toMatchObject({
      titulo: 'Pedido #A7K2: Agendado para sáb., 28/11 às 19:00',
      corpo: 'Rita · 2 itens · R$ 109,85 · Envio (RJ)',
    });
  });
});
