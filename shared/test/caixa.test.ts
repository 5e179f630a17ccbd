import { describe, expect, it } from 'vitest';
import {
  dinheiroNoCaixa,
  esperadoDoCaixa,
  fecharCaixa,
  porFormaZerado,
  somasZeradas,
  textoDaDiferenca,
  type SomasDoCaixa,
} from '../src/caixa/index.js';
import { fecharCaixaSchema, pagamentoDoPedidoSchema } from '../src/caixa/schema.js';

/** The till's pure sums (issue 46): what it should hold per form, and the close's differences, in whole cents. */

const umDia: SomasDoCaixa = {
  valor_inicial_centavos: 10_000,
  // Cash net of R$ 12,50 change; a driver's settlement paid out R$ 8,00 (already in the cash entries).
  entradas_centavos: { dinheiro: 15_333, pix: 4_250, cartao_credito: 9_999, cartao_debito: 1, vale: 3_000 },
  troco_centavos: 1_250,
  suprimentos_centavos: 2_010,
  sangrias_centavos: 5_003,
};

describe('caixa: o que o caixa deve ter', () => {
  it('when a till opens, then it expects only its initial cash', () => {
    expect(esperadoDoCaixa(somasZeradas(7_777))).toEqual({ ...porFormaZerado(), dinheiro: 7_777 });
  });

  it('when a day is summed, then cash is initial + net cash received + suprimentos − sangrias, and each other form what it took in', () => {
    expect(dinheiroNoCaixa(umDia)).toBe(10_000 + 15_333 + 2_010 - 5_003);
    expect(esperadoDoCaixa(umDia)).toEqual({ dinheiro: 22_340, pix: 4_250, cartao_credito: 9_999, cartao_debito: 1, vale: 3_000 });
  });

  it('when the till closes, then diferença is contado − esperado per form and in total, to the cent', () => {
    const contado = { dinheiro: 22_290, pix: 4_250, cartao_credito: 10_000, cartao_debito: 1, vale: 3_000 };
    expect(fecharCaixa(umDia, contado)).toEqual({
      esperado: { dinheiro: 22_340, pix: 4_250, cartao_credito: 9_999, cartao_debito: 1, vale: 3_000, total: 39_590 },
      contado: { ...contado, total: 39_541 },
      diferenca: { dinheiro: -50, pix: 0, cartao_credito: 1, cartao_debito: 0, vale: 0, total: -49 },
    });
  });

  it('when a difference is told, then a shortfall is "Falta", an excess "Sobra", none "Confere"', () => {
    expect(textoDaDiferenca(-50)).toBe('Falta R$ 0,50');
    expect(textoDaDiferenca(123_456)).toBe('Sobra R$ 1.234,56');
    expect(textoDaDiferenca(0)).toBe('Confere');
  });
});

describe('caixa: os corpos', () => {
  it('when the close misses a form or an order payment gives change on a card, then the schema refuses it', () => {
    expect(fecharCaixaSchema.safeParse({ contado: { dinheiro: 1 } }).success).toBe(false);
    expect(fecharCaixaSchema.safeParse({ contado: { dinheiro: 1, pix: 0, cartao_credito: 0, cartao_debito: 0, vale: 0.5 } }).success).toBe(
      true,
    );
    expect(pagamentoDoPedidoSchema.safeParse({ forma: 'cartao_debito', valor: 10, troco: 1 }).success).toBe(false);
    expect(pagamentoDoPedidoSchema.safeParse({ forma: 'dinheiro', valor: 10, troco: 1 }).success).toBe(true);
  });
});
