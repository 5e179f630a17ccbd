import { describe, expect, it } from 'vitest';
import { cartaoDoPedido, linhaDoCupomDoPedido, recompensaEmPalavras, selosPorLinha } from '../src/public-app/acompanhamento/acompanhamento';
import { descontoDoPedidoEnviado } from '../src/public-app/carrinho/cupom';

/** Intl's no-break spaces made plain. */
const plain = (texto: string | null | undefined) => texto?.replace(/\s/g, ' ');

describe('the loyalty card on the tracking page (issue 29)', () => {
  it('when a customer has 7 of 10 stamps, then the card says "7 de 10 pedidos", fills 7 of 10 circles and offers the reward', () => {
    const cartao = cartaoDoPedido({ selos: 7, necessarios: 10, recompensa: { tipo: 'percentual', valor: 10 } });
    expect(cartao.progresso).toBe('7 de 10 pedidos');
    expect(cartao.selos).toEqual([true, true, true, true, true, true, true, false, false, false]);
    expect(cartao.cheio).toBe(false);
    expect(cartao.recompensa).toBe('Ganhe 10% de desconto');
    expect(cartao.detalhe).toBe('Faltam 3 pedidos entregues para o desconto.');
  });

  it('when one stamp is missing, then the detail speaks of one order, in the singular', () => {
    const cartao = cartaoDoPedido({ selos: 1, necessarios: 2, recompensa: { tipo: 'valor', valor: 5 } });
    expect(plain(cartao.recompensa)).toBe('Ganhe R$ 5,00 de desconto');
    expect(cartao.detalhe).toBe('Falta 1 pedido entregue para o desconto.');
  });

  it('when the card is full, then the next order gets the reward, said with an exclamation', () => {
    const cartao = cartaoDoPedido({ selos: 10, necessarios: 10, recompensa: { tipo: 'percentual', valor: 10 } });
    expect(cartao.cheio).toBe(true);
    expect(cartao.selos.every(Boolean)).toBe(true);
    expect(cartao.recompensa).toBe('Seu próximo pedido ganha 10% de desconto!');
    expect(plain(cartaoDoPedido({ selos: 2, necessarios: 2, recompensa: { tipo: 'valor', valor: 5 } }).recompensa)).toBe(
      'Seu próximo pedido ganha R$ 5,00 de desconto!',
    );
  });

  it('when the server answers more stamps than the card holds, or none, then the circles stay within the card', () => {
    const demais = cartaoDoPedido({ selos: 14, necessarios: 10, recompensa: { tipo: 'percentual', valor: 10 } });
    expect(demais.progresso).toBe('10 de 10 pedidos');
    expect(demais.selos).toHaveLength(10);
    const nenhum = cartaoDoPedido({ selos: 0, necessarios: 20, recompensa: { tipo: 'percentual', valor: 15 } });
    expect(nenhum.progresso).toBe('0 de 20 pedidos');
    expect(nenhum.selos.some(Boolean)).toBe(false);
  });

  it('when a card holds many stamps, then they go in even rows of at most 7, which a 360 px phone fits', () => {
    expect([2, 6, 7, 8, 10, 14, 15, 20].map(selosPorLinha)).toEqual([2, 6, 7, 4, 5, 7, 5, 7]);
  });

  it('when the reward is in reais with cents, then it reads as money', () => {
    expect(plain(recompensaEmPalavras({ tipo: 'valor', valor: 7.5 }))).toBe('R$ 7,50 de desconto');
    expect(recompensaEmPalavras({ tipo: 'percentual', valor: 100 })).toBe('100% de desconto');
  });

  it('when an order’s discount has no coupon, then its line is the loyalty card’s', () => {
    const linha = linhaDoCupomDoPedido({ cupom: null, desconto: 5 });
    expect(linha && plain(`${linha.rotulo}: ${linha.valor}`)).toBe('Cartão fidelidade: −R$ 5,00');
    expect(linhaDoCupomDoPedido({ cupom: null, desconto: 0 })).toBeNull();
    expect(linhaDoCupomDoPedido({ desconto: 5 })?.rotulo).toBe('Cartão fidelidade');
  });
});

describe('the checkout’s confirmation of a sent order (issue 29)', () => {
  it('when the reward was applied, then the discount line is "Cartão fidelidade"', () => {
    const linha = descontoDoPedidoEnviado({ desconto: 5, cupom: null, fidelidade: { aplicada: true, desconto: 5 } });
    expect(linha && { ...linha, valor: plain(linha.valor) }).toEqual({ rotulo: 'Cartão fidelidade', valor: '−R$ 5,00', aviso: null });
  });

  it('when a coupon gave more than the reward due, then the line is the coupon’s and the customer is told the stamps wait', () => {
    const linha = descontoDoPedidoEnviado({ desconto: 8, cupom: 'BEMVINDO', fidelidade: { aplicada: false, desconto: 5 } });
    expect(linha?.rotulo).toBe('Cupom BEMVINDO');
    expect(plain(linha?.valor)).toBe('−R$ 8,00');
    expect(linha?.aviso).toBe('O cupom deu mais desconto que o cartão fidelidade: seus selos ficam para o próximo pedido.');
  });

  it('when a coupon gave free delivery, then its line says so; without a discount there is no line', () => {
    expect(descontoDoPedidoEnviado({ desconto: 0, cupom: 'FRETE', fidelidade: null })).toEqual({
      rotulo: 'Cupom FRETE',
      valor: 'Entrega grátis',
      aviso: null,
    });
    expect(descontoDoPedidoEnviado({ desconto: 0, cupom: null, fidelidade: null })).toBeNull();
  });
});
