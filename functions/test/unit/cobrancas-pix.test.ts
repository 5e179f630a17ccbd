import { describe, expect, it } from 'vitest';
import {
  centavosDoValor,
  proximaLeitura,
  solicitacaoDoPedido,
  TXIDS_POR_NOTIFICACAO,
  txidDoPedido,
  txidsDaNotificacao,
  valorPix,
} from '../../src/model/cobrancas-pix.js';

/** The pure rules of a PIX order's charge (issue 45, model/cobrancas-pix.ts). */
describe('cobranças PIX: regras', () => {
  it('when a txid is made for an order, then it is the same for the same order, another for another shop, within the standard', () => {
    const txid = txidDoPedido('loja-a', 'pedido-1');
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    expect(txidDoPedido('loja-a', 'pedido-1')).toBe(txid);
    expect(txidDoPedido('loja-b', 'pedido-1')).not.toBe(txid);
    expect(txid).not.toContain('pedido');
  });

  it.each([
    [1230, '12.30'],
    [5, '0.05'],
    [100, '1.00'],
    [123456789, '1234567.89'],
  ])('when %i cents go to the bank, then the amount is "%s"', (centavos, valor) => {
    expect(valorPix(centavos)).toBe(valor);
    expect(centavosDoValor(valor)).toBe(centavos);
  });

  it.each([['12.3'], ['12,30'], [12.3], ['-1.00'], ['1e3.00'], [null]])('when the bank writes %j, then it is no amount', (valor) => {
    expect(centavosDoValor(valor)).toBeNull();
  });

  it('when a notification comes, then only well-formed txids are taken, once each, at most 20', () => {
    const txid = txidDoPedido('loja', 'pedido');
    const muitos = Array.from({ length: 30 }, (_, i) => ({ txid: txidDoPedido('loja', `p${i}`) }));
    expect(txidsDaNotificacao({ pix: [{ txid }, { txid }, { txid: 'curto' }, { txid: 7 }, null, {}] })).toEqual([txid]);
    expect(txidsDaNotificacao({ pix: muitos })).toHaveLength(TXIDS_POR_NOTIFICACAO);
    for (const corpo of [null, 'texto', { pix: 'x' }, { outro: [] }]) expect(txidsDaNotificacao(corpo)).toEqual([]);
  });

  it('when the shop’s name is long, then solicitacaoPagador keeps within 140 characters', () => {
    expect(solicitacaoDoPedido('A7K2', 'Café da Ana')).toBe('Pedido #A7K2 em Café da Ana');
    expect([...solicitacaoDoPedido('A7K2', 'Ç'.repeat(300))]).toHaveLength(140);
  });

  it('when a charge stays pending, then it is read every minute, every two after its first half hour', () => {
    const agora = new Date('2026-11-29T12:00:00Z');
    expect(proximaLeitura(agora, 0).getTime() - agora.getTime()).toBe(60_000);
    expect(proximaLeitura(agora, 30).getTime() - agora.getTime()).toBe(120_000);
  });
});
