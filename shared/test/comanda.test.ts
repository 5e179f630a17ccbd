import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  calcularConta,
  dividirPorPessoas,
  mensagemFaltaParaFechar,
  PESSOAS_MAXIMAS,
  ratear,
  taxaDeServico,
  type EntradaDaConta,
} from '../src/comanda/index.js';

const soma = (partes: number[]) => partes.reduce((total, parte) => total + parte, 0);

const mesa7: EntradaDaConta = {
  subtotal_centavos: 12_345,
  desconto_centavos: 0,
  taxa_servico_percentual: 10,
  incluir_taxa_servico: true,
  couvert_centavos: 500,
  pessoas: 3,
  pago_centavos: 0,
};

describe('a table bill in cents (issue 44)', () => {
  it('when the fee is included, then the bill is consumption + 10 % rounded half up + couvert × people', () => {
    // 123,45 × 10 % = 12,345 → 12,35; couvert 3 × 5,00.
    expect(calcularConta(mesa7)).toEqual({
      subtotal_centavos: 12_345,
      desconto_centavos: 0,
      taxa_servico_centavos: 1_235,
      couvert_centavos: 1_500,
      total_centavos: 15_080,
      pago_centavos: 0,
      falta_centavos: 15_080,
    });
  });

  it('when the customer declines the optional fee, then it is 0 and the total drops by it', () => {
    const conta = calcularConta({ ...mesa7, incluir_taxa_servico: false });
    expect([conta.taxa_servico_centavos, conta.total_centavos]).toEqual([0, 13_845]);
  });

  it('when the rounds had a discount, then the fee is on what was consumed after it, and the couvert takes none', () => {
    expect(calcularConta({ ...mesa7, desconto_centavos: 2_345 }).taxa_servico_centavos).toBe(1_000);
    expect(taxaDeServico(10_000, 0)).toBe(0);
  });

  it('when payments go past the total, then nothing is left to pay (change, not credit)', () => {
    expect(calcularConta({ ...mesa7, pago_centavos: 20_000 }).falta_centavos).toBe(0);
    expect(calcularConta({ ...mesa7, pago_centavos: 15_000 }).falta_centavos).toBe(80);
  });

  it.each([
    [10_000, 3, [3_334, 3_333, 3_333]],
    [1, 2, [1, 0]],
    [15_080, 4, [3_770, 3_770, 3_770, 3_770]],
    [101, 4, [26, 25, 25, 25]],
  ])('when %i cents split among %i people, then the parts are %j (the extra cents on the first)', (valor, pessoas, partes) => {
    expect(dividirPorPessoas(valor, pessoas)).toEqual(partes);
  });

  it('when a split asks for no people, then it refuses rather than divide by zero', () => {
    expect(() => dividirPorPessoas(100, 0)).toThrow(RangeError);
  });

  it('when the lines weigh 2:1:1, then the bill splits 2:1:1 and the odd cent goes to the largest remainder', () => {
    expect(ratear(1_001, [2_000, 1_000, 1_000])).toEqual([501, 250, 250]);
    expect(ratear(100, [0, 0])).toEqual([50, 50]);
  });

  it('when a bill is not covered, then the refusal names what is missing', () => {
    expect(mensagemFaltaParaFechar(1_230)).toBe('Faltam R$ 12,30 para fechar a conta.');
  });

  property.prop([fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: PESSOAS_MAXIMAS })])(
    'every split among people adds up to the cent, and no two parts differ by more than a cent',
    (valor, pessoas) => {
      const partes = dividirPorPessoas(valor, pessoas);
      expect(soma(partes)).toBe(valor);
      expect(Math.max(...partes) - Math.min(...partes)).toBeLessThanOrEqual(1);
    },
  );

  property.prop([
    fc.integer({ min: 0, max: 100_000_000 }),
    fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
  ])('every split by lines adds up to the cent, and each part is within a cent of its exact share', (valor, pesos) => {
    const partes = ratear(valor, pesos);
    expect(soma(partes)).toBe(valor);
    const total = soma(pesos);
    partes.forEach((parte, indice) => {
      const exata = total > 0 ? (valor * pesos[indice]!) / total : valor / pesos.length;
      expect(Math.abs(parte - exata)).toBeLessThan(1 + 1e-9);
    });
  });
});
