import type { PagamentoDoPedido } from '@vitrine/shared/pedido';
import { chipDoPagamento, horaNaLoja, minutosParaExpirar, situacaoDoPixParaOCliente, textoDaValidade } from '@vitrine/shared/pedido';
import { describe, expect, it } from 'vitest';

const pix = (campos: Partial<PagamentoDoPedido>): PagamentoDoPedido => ({
  forma: 'pix',
  status: 'pendente',
  confirmacao: 'automatica',
  pago_em: null,
  e2e_id: null,
  valor_pago: null,
  expira_em: null,
  ...campos,
});

describe('the payment of a PIX order on the screens (issue 45)', () => {
  it('when the owner looks at an order, then its chip says where the PIX stands, and nothing for cash', () => {
    expect(chipDoPagamento(pix({ status: 'pago' }))).toEqual({ rotulo: 'Pago', tom: 'green' });
    expect(chipDoPagamento(pix({}))).toEqual({ rotulo: 'Aguardando PIX', tom: 'yellow' });
    expect(chipDoPagamento(pix({ status: 'divergente' }))).toEqual({ rotulo: 'Valor divergente', tom: 'red' });
    expect(chipDoPagamento(pix({ status: 'expirado' }))?.rotulo).toBe('PIX expirado');
    expect(chipDoPagamento(pix({ status: 'devolvido' }))?.rotulo).toBe('Devolvido');
    // No bank's charge (no API, or the bank was down when the order came): the shop checks its bank.
    expect(chipDoPagamento(pix({ status: null, confirmacao: 'manual' }))?.rotulo).toBe('Confirmação manual');
    expect(chipDoPagamento(pix({ status: null, confirmacao: null }))?.rotulo).toBe('Confirmação manual');
    expect(chipDoPagamento({ forma: 'dinheiro', status: null, confirmacao: null })).toBeNull();
    expect(chipDoPagamento(null)).toBeNull();
  });

  it('when the bank confirms, then the customer reads the time on São Paulo’s clock, whatever the device’s', () => {
    // 22:42 UTC is 19:42 in São Paulo.
    expect(horaNaLoja('2026-11-28T22:42:10Z')).toBe('19:42');
    expect(situacaoDoPixParaOCliente(pix({ status: 'pago', pago_em: '2026-11-28T22:42:10Z' }))?.texto).toBe('Pago via PIX às 19:42');
    expect(situacaoDoPixParaOCliente(pix({ status: 'expirado' }))?.texto).toBe('PIX expirado');
    expect(situacaoDoPixParaOCliente(pix({ status: 'divergente' }))?.texto).toBe(
      'Valor pago diferente do pedido — a loja vai falar com você',
    );
    expect(situacaoDoPixParaOCliente(pix({ status: 'devolvido' }))?.texto).toBe('PIX devolvido');
    // Still to pay: the page shows the code instead.
    expect(situacaoDoPixParaOCliente(pix({}))).toBeNull();
    expect(situacaoDoPixParaOCliente(pix({ status: null, confirmacao: 'manual' }))).toBeNull();
  });

  it('when the charge is open, then the minutes left round up and stop at zero', () => {
    const agora = new Date('2026-11-28T22:00:00Z');
    expect(minutosParaExpirar('2026-11-28T22:30:00Z', agora)).toBe(30);
    expect(minutosParaExpirar('2026-11-28T22:00:30Z', agora)).toBe(1);
    expect(minutosParaExpirar('2026-11-28T21:59:00Z', agora)).toBe(0);
    expect(textoDaValidade('2026-11-28T22:12:00Z', agora)).toBe('Expira em 12 minutos');
    expect(textoDaValidade('2026-11-28T22:00:59Z', agora)).toBe('Expira em 1 minuto');
    expect(textoDaValidade('2026-11-28T21:59:00Z', agora)).toBe('Expira em instantes');
  });
});
