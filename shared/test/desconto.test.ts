import { describe, expect, it } from 'vitest';
import { recompensaDoCartao, selosValidos, type CartaoDaRegra } from '../src/fidelidade/regras.js';

const DIA_MS = 24 * 60 * 60 * 1000;
const AGORA = new Date('2026-06-01T12:00:00-03:00');
/** A stamp `dias` days before AGORA, in epoch ms. */
const haDias = (dias: number) => AGORA.getTime() - dias * DIA_MS;
const CARTAO: CartaoDaRegra = { ativo: true, pedidos_necessarios: 3, recompensa: { tipo: 'percentual', valor: 10 }, validade_dias: null };

describe('selosValidos (the loyalty stamps that still count)', () => {
  it('when the card has no validity, then every stamp counts, oldest first', () => {
    expect(selosValidos({ b: haDias(1), a: haDias(400), c: haDias(30) }, CARTAO, AGORA).map(([id]) => id)).toEqual(['a', 'c', 'b']);
  });

  it('when the card keeps stamps 30 days, then one of 30 days counts and one of 31 does not', () => {
    const validos = selosValidos({ limite: haDias(30), velho: haDias(31) }, { validade_dias: 30 }, AGORA);
    expect(validos.map(([id]) => id)).toEqual(['limite']);
  });
});

describe('recompensaDoCartao (the reward an order earns)', () => {
  it('when the card is off or short of stamps, then no reward', () => {
    const selos = { a: haDias(3), b: haDias(2), c: haDias(1) };
    expect(recompensaDoCartao({ ...CARTAO, ativo: false }, selos, 2500, AGORA)).toBeNull();
    expect(recompensaDoCartao(CARTAO, { a: haDias(2), b: haDias(1) }, 2500, AGORA)).toBeNull();
    expect(recompensaDoCartao({ ...CARTAO, validade_dias: 30 }, { ...selos, a: haDias(60) }, 2500, AGORA)).toBeNull();
  });

  it('when four stamps meet a card of three, then the three oldest are spent for 10% and the newest is kept', () => {
    const selos = { d: haDias(1), a: haDias(9), b: haDias(7), c: haDias(5) };
    expect(recompensaDoCartao(CARTAO, selos, 2555, AGORA)).toEqual({
      desconto_centavos: 256,
      gastos: { a: haDias(9), b: haDias(7), c: haDias(5) },
      restantes: { d: haDias(1) },
    });
  });

  it('when the reward is in reais, then it never takes the products below zero; expired stamps are left out of both', () => {
    const cartao: CartaoDaRegra = { ...CARTAO, recompensa: { tipo: 'valor', valor: 30 }, validade_dias: 30 };
    const resultado = recompensaDoCartao(cartao, { velho: haDias(90), a: haDias(3), b: haDias(2), c: haDias(1) }, 2000, AGORA);
    expect(resultado?.desconto_centavos).toBe(2000);
    expect(Object.keys(resultado!.gastos)).toEqual(['a', 'b', 'c']);
    expect(resultado?.restantes).toEqual({});
  });
});
