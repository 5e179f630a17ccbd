import { describe, expect, it } from 'vitest';
import { podeDevolverPix, type PagamentoDoPedido } from '@vitrine/shared';
import { idDaDevolucao, txidDoPedido } from '../../src/model/cobrancas-pix.js';

/** The pure rules of "Devolver o PIX" (issue 45): the refund's id and when the owner is offered it. */
describe('devolução do PIX: regras', () => {
  it('when a refund id is made for an order, then it is the same for the same order, another elsewhere, and not the txid', () => {
    const id = idDaDevolucao('loja-a', 'pedido-1');
    expect(id).toMatch(/^[a-zA-Z0-9]{1,35}$/);
    expect(idDaDevolucao('loja-a', 'pedido-1')).toBe(id);
    expect(idDaDevolucao('loja-b', 'pedido-1')).not.toBe(id);
    expect(idDaDevolucao('loja-a', 'pedido-2')).not.toBe(id);
    expect(id).not.toBe(txidDoPedido('loja-a', 'pedido-1'));
  });

  const pago: PagamentoDoPedido = {
    forma: 'pix',
    status: 'pago',
    confirmacao: 'automatica',
    pago_em: '2026-11-29T12:00:00.000Z',
    e2e_id: 'E00000000202611291200abcdefghijk',
    valor_pago: 12.3,
    expira_em: null,
  };
  const devolucao = (status: NonNullable<PagamentoDoPedido['devolucao']>['status']) => ({
    ...pago,
    devolucao: { id: 'x', status, valor: 12.3, solicitada_em: '2026-11-29T12:05:00.000Z', devolvida_em: null },
  });

  it.each([
    ['cancelado', pago, true],
    ['cancelado', { ...pago, status: 'divergente' as const }, true],
    ['cancelado', devolucao('solicitada'), true],
    ['cancelado', devolucao('em_processamento'), false],
    ['cancelado', devolucao('devolvido'), false],
    ['cancelado', devolucao('nao_realizado'), false],
    ['entregue', pago, false],
    ['cancelado', { ...pago, status: 'pendente' as const, e2e_id: null }, false],
    ['cancelado', { ...pago, confirmacao: 'manual' as const, e2e_id: null, status: null }, false],
    ['cancelado', { ...pago, forma: 'dinheiro' as const }, false],
    ['cancelado', null, false],
  ])('when the order is %s with %j, then the refund is offered: %s', (status, pagamento, oferece) => {
    expect(podeDevolverPix(status, pagamento)).toBe(oferece);
  });
});
