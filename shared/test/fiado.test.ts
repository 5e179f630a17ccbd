import { describe, expect, it } from 'vitest';
import {
  cabeNoFiado,
  disponivelNoFiado,
  fiadoClienteSchema,
  limiteDoFiado,
  pagamentoDoFiadoSchema,
  saldoDepois,
  telefoneDoFiadoSchema,
  usoDoLimite,
} from '../src/index.js';

/** A customer's tab (issue 46): its pure sums in whole cents, the limit's words, and its bodies. */
describe('fiado: as contas', () => {
  it('when a charge lands exactly on the limit, then it fits; one cent more does not; a tab turned off takes none', () => {
    expect(cabeNoFiado(18_000, 2_000, 20_000)).toBe(true);
    expect(cabeNoFiado(18_000, 2_001, 20_000)).toBe(false);
    expect(cabeNoFiado(0, 1, 0)).toBe(false);
  });

  it('when the balance moves, then a charge adds and a payment subtracts to the cent', () => {
    expect(saldoDepois(5_050, 'compra', 1)).toBe(5_051);
    expect(saldoDepois(5_050, 'pagamento', 5_050)).toBe(0);
    // Ten charges of R$ 0,10 are R$ 1,00 exactly (no floating point inside).
    expect(Array.from({ length: 10 }).reduce<number>((saldo) => saldoDepois(saldo, 'compra', 10), 0)).toBe(100);
  });

  it('when the limit is lowered below the balance, then nothing is available and the bar is full', () => {
    expect(disponivelNoFiado(15_000, 10_000)).toBe(0);
    expect(disponivelNoFiado(6_000, 10_000)).toBe(4_000);
    expect(usoDoLimite(15_000, 10_000)).toBe(100);
    expect(usoDoLimite(17_999, 20_000)).toBe(90);
    expect(usoDoLimite(0, 0)).toBe(0);
    expect(usoDoLimite(1, 0)).toBe(100);
  });

  it('when a charge passes the limit, then the refusal reads as the issue writes it', () => {
    expect(limiteDoFiado('Maria', 20_000, 18_000)).toBe('Limite do fiado de Maria: R$ 200,00; em aberto R$ 180,00.');
    expect(limiteDoFiado('Zé', 123_456, 5)).toBe('Limite do fiado de Zé: R$ 1.234,56; em aberto R$ 0,05.');
  });
});

describe('fiado: os corpos', () => {
  it('when the phone is typed in any Brazilian form, then it is kept as 55 + DDD + number; none or a wrong one is refused', () => {
    expect(telefoneDoFiadoSchema.parse('(11) 98765-4321')).toBe('5511987654321');
    expect(telefoneDoFiadoSchema.parse('5511987654321')).toBe('5511987654321');
    expect(telefoneDoFiadoSchema.safeParse('').success).toBe(false);
    expect(telefoneDoFiadoSchema.safeParse('123').success).toBe(false);
  });

  it('when the limit is 0, then it is taken (the tab off); negative or with three decimals it is not', () => {
    expect(fiadoClienteSchema.parse({ nome: 'Maria', limite: 0 })).toEqual({ nome: 'Maria', limite: 0 });
    expect(fiadoClienteSchema.safeParse({ nome: 'Maria', limite: -0.01 }).success).toBe(false);
    expect(fiadoClienteSchema.safeParse({ nome: 'Maria', limite: 1.005 }).success).toBe(false);
  });

  it("when a tab's payment names 'fiado' as its method, then it is refused: a tab is not paid with a tab", () => {
    expect(pagamentoDoFiadoSchema.safeParse({ valor: 10, forma: 'fiado' }).success).toBe(false);
    expect(pagamentoDoFiadoSchema.parse({ valor: 10, forma: 'vale' })).toEqual({ valor: 10, forma: 'vale' });
  });
});
