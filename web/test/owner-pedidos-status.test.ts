import { STATUS_PEDIDO, type PedidoDoLojista } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { formatPagamento, STATUS_BADGE, STATUS_FILTRO_LABEL, STATUS_LABEL } from '../src/features/owner-pedidos/formato';
import { proximoPasso, statusDoMenu } from '../src/features/owner-pedidos/status';

const entrega = { tipo: 'entrega' as const, bairro: 'Centro', endereco: 'Rua das Flores, 123' };
const retirada = { tipo: 'retirada' as const };

describe("the order card's next step", () => {
  it('when an order moves along, then the main button walks novo → confirmado → preparando → out or ready → entregue', () => {
    expect(proximoPasso({ status: 'novo', entrega })).toEqual({ status: 'confirmado', acao: 'Confirmar' });
    expect(proximoPasso({ status: 'confirmado', entrega })).toEqual({ status: 'preparando', acao: 'Preparar' });
    expect(proximoPasso({ status: 'saiu_para_entrega', entrega })).toEqual({ status: 'entregue', acao: 'Entregue' });
    expect(proximoPasso({ status: 'pronto_para_retirada', entrega: retirada })).toEqual({ status: 'entregue', acao: 'Entregue' });
  });

  it('when the order is being prepared, then the next step depends on delivery or pickup', () => {
    expect(proximoPasso({ status: 'preparando', entrega })).toEqual({ status: 'saiu_para_entrega', acao: 'Saiu para entrega' });
    expect(proximoPasso({ status: 'preparando', entrega: retirada })).toEqual({
      status: 'pronto_para_retirada',
      acao: 'Pronto para retirada',
    });
    expect(proximoPasso({ status: 'preparando', entrega: null })).toEqual({ status: 'entregue', acao: 'Entregue' });
  });

  it('when the order is delivered or cancelled, then there is no next step', () => {
    expect(proximoPasso({ status: 'entregue', entrega })).toBeNull();
    expect(proximoPasso({ status: 'cancelado', entrega: null })).toBeNull();
  });

  it('when the menu opens, then it offers every other status but the other delivery kind’s step', () => {
    expect(statusDoMenu({ status: 'novo', entrega })).toEqual(['confirmado', 'preparando', 'saiu_para_entrega', 'entregue', 'cancelado']);
    expect(statusDoMenu({ status: 'preparando', entrega: retirada })).toEqual([
      'novo',
      'confirmado',
      'pronto_para_retirada',
      'entregue',
      'cancelado',
    ]);
    expect(statusDoMenu({ status: 'entregue', entrega: null })).toEqual([
      'novo',
      'confirmado',
      'preparando',
      'saiu_para_entrega',
      'pronto_para_retirada',
      'cancelado',
    ]);
  });
});

describe('status labels and colours', () => {
  it('when any of the seven statuses is shown, then it has a label, a filter chip and a colour', () => {
    for (const status of STATUS_PEDIDO) {
      expect(STATUS_LABEL[status]).toMatch(/^[A-Z]/);
      expect(STATUS_FILTRO_LABEL[status]).toMatch(/^[A-Z]/);
      expect(STATUS_BADGE[status]).toBeTruthy();
    }
    expect(STATUS_LABEL.saiu_para_entrega).toBe('Saiu para entrega');
  });
});

describe('payment line', () => {
  const semConfirmacao = { status: null, confirmacao: null, pago_em: null, e2e_id: null, valor_pago: null, expira_em: null };
  const pedido = (pagamento: Pick<NonNullable<PedidoDoLojista['pagamento']>, 'forma' | 'troco_para'> | null, total = 49.5) => ({
    pagamento: pagamento && { ...semConfirmacao, ...pagamento },
    total,
  });

  it('when the customer pays cash with change, then it says the note and what to bring', () => {
    expect(formatPagamento(pedido({ forma: 'dinheiro', troco_para: 100 }))).toEqual({
      forma: 'Dinheiro',
      troco: 'Troco para R$\u00a0100,00 — levar R$\u00a050,50',
    });
  });

  it('when the note is the exact total, then no change is to be brought', () => {
    expect(formatPagamento(pedido({ forma: 'dinheiro', troco_para: 49.5 }))?.troco).toBe('Paga com R$\u00a049,50, sem troco');
  });

  it('when it is PIX or an order from before the checkout, then only the method, or nothing', () => {
    expect(formatPagamento(pedido({ forma: 'pix' }))).toEqual({ forma: 'PIX', troco: null });
    expect(formatPagamento(pedido(null))).toBeNull();
  });
});
