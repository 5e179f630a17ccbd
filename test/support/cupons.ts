import type { Cupom } from '@vitrine/shared';

/** What a new coupon holds unless the owner sets it: no minimum, no dates, no limits, for everyone, active, unused. */
export const CUPOM_PADRAO = {
  pedido_minimo: null,
  inicio: null,
  fim: null,
  limite_total: null,
  limite_por_cliente: null,
  primeiro_pedido: false,
  ativo: true,
  usos: 0,
} satisfies Partial<Cupom>;

/** A coupon as the owner's API answers it (GET /api/cupons): BEMVINDO, R$ 5 off, and what the test is about. */
export const umCupom = (cupom: Partial<Cupom> = {}): Cupom => ({
  id: 'c1',
  codigo: 'BEMVINDO',
  tipo: 'valor',
  valor: 5,
  ...CUPOM_PADRAO,
  criado_em: '2026-11-26T12:00:00.000Z',
  ...cupom,
});
