import { cupomPedidoMinimo, RECUSAS_DO_CUPOM } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../../test/support/atendimento';
import { linhaDoCupomDoPedido } from '../src/public-app/acompanhamento/acompanhamento';
import { checkoutTotalsOf, stepErrors } from '../src/public-app/checkout/checkout';
import {
  codigoPossivel,
  cupomAplicadoOf,
  cupomEmDia,
  descontoDoCupom,
  isRecusaDoCupom,
  linhaDoCupom,
  normalizeCodigoDigitado,
  type CupomAplicado,
} from '../src/public-app/carrinho/cupom';
import { umCheckout } from './checkout-helpers';

/** The check's answer for BEMVINDO, R$ 5 off, on a R$ 42,50 cart without a phone. */
const bemvindo: CupomAplicado = cupomAplicadoOf(
  { codigo: 'BEMVINDO', tipo: 'valor', valor: 5, desconto: 5 },
  { subtotal_centavos: 4250, telefone: null },
);
const dezPorCento = cupomAplicadoOf(
  { codigo: 'DEZ', tipo: 'percentual', valor: 10, desconto: 4.25 },
  { subtotal_centavos: 4250, telefone: '11912345678' },
);
const frete = cupomAplicadoOf(
  { codigo: 'FRETE', tipo: 'frete_gratis', valor: 0, desconto: 0 },
  { subtotal_centavos: 4250, telefone: null },
);

const entregaNoCentro = umCheckout();

describe('the cart’s coupon', () => {
  it('when the customer types a code in any case or with spaces, then it is asked for as the server stores it', () => {
    expect(normalizeCodigoDigitado(' bem vindo ')).toBe('BEMVINDO');
    expect(normalizeCodigoDigitado('Frete10')).toBe('FRETE10');
    expect(codigoPossivel('BEMVINDO')).toBe(true);
    // What the server could never have stored is not asked for: 2 characters, 21, accents, symbols.
    for (const codigo of ['', 'AB', 'A'.repeat(21), 'PROMOÇÃO', 'DEZ%']) expect(codigoPossivel(codigo)).toBe(false);
  });

  it('when the check answered, then the discount is the server’s in cents and it is in date for that subtotal and phone only', () => {
    expect(bemvindo).toEqual({
      codigo: 'BEMVINDO',
      tipo: 'valor',
      valor: 5,
      desconto_centavos: 500,
      subtotal_centavos: 4250,
      telefone: null,
    });
    expect(dezPorCento.desconto_centavos).toBe(425);
    expect(cupomEmDia(dezPorCento, 4250, '11912345678')).toBe(true);
    expect(cupomEmDia(dezPorCento, 5000, '11912345678')).toBe(false);
    expect(cupomEmDia(dezPorCento, 4250, '11987654321')).toBe(false);
    expect(cupomEmDia(dezPorCento, 4250, null)).toBe(false);
  });

  it('when the subtotal changed since the check, then the same rule gives the discount until the check answers again, never below 0', () => {
    expect(descontoDoCupom(null, 4250)).toEqual({ desconto_centavos: 0, frete_gratis: false });
    expect(descontoDoCupom(bemvindo, 4250)).toEqual({ desconto_centavos: 500, frete_gratis: false });
    expect(descontoDoCupom(bemvindo, 300)).toEqual({ desconto_centavos: 300, frete_gratis: false });
    expect(descontoDoCupom(dezPorCento, 4250)).toEqual({ desconto_centavos: 425, frete_gratis: false });
    // 10% of R$ 33,35 is 333,5 cents: rounded as the server rounds.
    expect(descontoDoCupom(dezPorCento, 3335)).toEqual({ desconto_centavos: 334, frete_gratis: false });
    expect(descontoDoCupom(frete, 9999)).toEqual({ desconto_centavos: 0, frete_gratis: true });
  });

  it('when a coupon applies, then its summary line says its code and what it takes off, as the WhatsApp text does', () => {
    const linha = (codigo: string, desconto: ReturnType<typeof descontoDoCupom>) => {
      const { rotulo, valor } = linhaDoCupom(codigo, desconto);
      return `${rotulo}: ${valor}`.replace(/\s/g, ' ');
    };
    expect(linha('BEMVINDO', descontoDoCupom(bemvindo, 4250))).toBe('Cupom BEMVINDO: −R$ 5,00');
    expect(linha('DEZ', descontoDoCupom(dezPorCento, 123_456))).toBe('Cupom DEZ: −R$ 123,46');
    expect(linha('FRETE', descontoDoCupom(frete, 4250))).toBe('Cupom FRETE: Entrega grátis');
  });

  it('when the tracking page shows an order, then a coupon with a discount, a frete grátis one and none read as such, and a copy kept before coupons has no line', () => {
    const texto = (linha: ReturnType<typeof linhaDoCupomDoPedido>) => linha && `${linha.rotulo}: ${linha.valor}`.replace(/\s/g, ' ');
    expect(texto(linhaDoCupomDoPedido({ cupom: 'BEMVINDO', desconto: 5 }))).toBe('Cupom BEMVINDO: −R$ 5,00');
    expect(texto(linhaDoCupomDoPedido({ cupom: 'FRETE', desconto: 0 }))).toBe('Cupom FRETE: Entrega grátis');
    // The same words as the cart's summary said.
    expect(linhaDoCupomDoPedido({ cupom: 'BEMVINDO', desconto: 5 })).toEqual(linhaDoCupom('BEMVINDO', descontoDoCupom(bemvindo, 4250)));
    expect(linhaDoCupomDoPedido({ cupom: 'FRETE', desconto: 0 })).toEqual(linhaDoCupom('FRETE', descontoDoCupom(frete, 4250)));
    expect(linhaDoCupomDoPedido({ cupom: null, desconto: 0 })).toBeNull();
    expect(linhaDoCupomDoPedido({})).toBeNull();
  });

  it('when an order is refused, then the server’s coupon refusals are told apart from the order’s other refusals', () => {
    // The six refusals of a fixed wording in cupom/regras.ts, and the minimum order’s at any amount.
    expect(RECUSAS_DO_CUPOM).toHaveLength(6);
    for (const recusa of [...RECUSAS_DO_CUPOM, cupomPedidoMinimo(3000), cupomPedidoMinimo(123_456)]) {
      expect(isRecusaDoCupom(recusa), recusa).toBe(true);
    }
    for (const outra of ['Informe seu nome.', 'Pedido mínimo: R$ 20,00. Faltam R$ 5,00.', 'Produto indisponível: Pão de queijo', '']) {
      expect(isRecusaDoCupom(outra), outra).toBe(false);
    }
  });
});

describe('the checkout’s totals with a coupon (checkoutTotals, the server’s rule)', () => {
  it('when a coupon takes R$ 5 off, then the total is the subtotal less the discount plus the delivery fee', () => {
    const totals = checkoutTotalsOf(ATENDIMENTO_EXEMPLO, entregaNoCentro, 4250, descontoDoCupom(bemvindo, 4250));
    expect(totals).toMatchObject({ ok: true, taxa_entrega_centavos: 400, total_centavos: 4250 - 500 + 400 });
  });

  it('when the coupon is frete grátis, then the delivery fee is 0 and nothing comes off the products', () => {
    const totals = checkoutTotalsOf(ATENDIMENTO_EXEMPLO, entregaNoCentro, 4250, descontoDoCupom(frete, 4250));
    expect(totals).toMatchObject({ ok: true, taxa_entrega_centavos: 0, total_centavos: 4250 });
  });

  it('when the customer pays cash, then the change may be for the total after the discount', () => {
    const dinheiro = { ...entregaNoCentro, forma: 'dinheiro' as const, troco: '40' };
    // R$ 42,50 − R$ 5 + R$ 4 = R$ 41,50: change for R$ 40 is short, without the coupon and with it.
    expect(stepErrors('pagamento', ATENDIMENTO_EXEMPLO, dinheiro, 4250, descontoDoCupom(bemvindo, 4250)).troco).toMatch(/R\$\s41,50/);
    const cinquentaPorCento = { ...bemvindo, tipo: 'percentual' as const, valor: 50, desconto_centavos: 2125 };
    expect(stepErrors('pagamento', ATENDIMENTO_EXEMPLO, dinheiro, 4250, descontoDoCupom(cinquentaPorCento, 4250))).toEqual({});
  });
});
