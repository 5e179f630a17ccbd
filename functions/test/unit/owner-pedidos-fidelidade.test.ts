import { describe, expect, it } from 'vitest';
import { moveRegistro, type RegistroDoCliente } from '../../src/model/clientes.js';
import { movimentoDoCliente } from '../../src/features/owner-pedidos/service.js';
import type { PedidoGuardado } from '../../src/model/pedidos.js';

const AGORA = new Date('2026-06-01T12:00:00-03:00');
/** What movimentoDoCliente reads of an order. */
const pedido = (campos: Partial<PedidoGuardado>) => ({ id: 'p9', cupom: null, fidelidade: null, ...campos }) as PedidoGuardado;
const registro: RegistroDoCliente = {
  existe: true,
  pedidos: 4,
  cupons: { c1: 1 },
  selos: { p1: 1, p2: 2 },
  nome: 'Rita',
  telefone_final: '4321',
};

describe('movimentoDoCliente (a status change in the customer’s record)', () => {
  it('when nothing moves, then nothing is written', () => {
    expect(movimentoDoCliente(pedido({}), 0, 0, AGORA)).toBeNull();
  });

  it('when an order is delivered, then it earns its stamp at that instant; taken back from entregue, it loses it', () => {
    expect(moveRegistro(registro, movimentoDoCliente(pedido({}), 0, 1, AGORA)!).selos).toEqual({ p1: 1, p2: 2, p9: AGORA.getTime() });
    const comSelo = { ...registro, selos: { ...registro.selos, p9: 5 } };
    expect(moveRegistro(comSelo, movimentoDoCliente(pedido({}), 0, -1, AGORA)!).selos).toEqual({ p1: 1, p2: 2 });
  });

  it('when a rewarded order is cancelled, then its spent stamps come back and its count goes; reinstated, they are spent again', () => {
    const premiado = pedido({ fidelidade: { aplicada: true, desconto_centavos: 250, selos: { v1: 10, v2: 11 } } });
    const cancelado = moveRegistro(registro, movimentoDoCliente(premiado, -1, 0, AGORA)!);
    expect(cancelado).toMatchObject({ pedidos: 3, selos: { p1: 1, p2: 2, v1: 10, v2: 11 }, nome: 'Rita' });
    expect(moveRegistro({ ...cancelado, existe: true }, movimentoDoCliente(premiado, 1, 0, AGORA)!).selos).toEqual({ p1: 1, p2: 2 });
  });

  it('when an order whose coupon won over the reward is cancelled, then its coupon use comes back and no stamp moves', () => {
    const comCupom = pedido({
      cupom: { id: 'c1', codigo: 'FIEL5', tipo: 'valor' },
      fidelidade: { aplicada: false, desconto_centavos: 250, selos: {} },
    });
    expect(moveRegistro(registro, movimentoDoCliente(comCupom, -1, 0, AGORA)!)).toMatchObject({
      cupons: { c1: 0 },
      selos: registro.selos,
    });
  });
});
