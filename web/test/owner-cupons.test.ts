import { cupomInputSchema } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { beneficioDoCupom, condicoesDoCupom } from '../src/features/owner-cupons/descricao';
import { umCupom } from '../../test/support/cupons';

/** formatBRL keeps "R$" and the number together with a no-break space. */
const semEspacoFixo = (texto: string) => texto.replace(/\u00a0/g, ' ');

describe('How a coupon card describes a coupon', () => {
  it.each([
    [{ tipo: 'percentual', valor: 15 }, '15% de desconto'],
    [{ tipo: 'valor', valor: 7.5 }, 'R$ 7,50 de desconto'],
    [{ tipo: 'frete_gratis', valor: 0 }, 'Frete grátis'],
  ] as const)('when the coupon is %j, then its benefit reads "%s"', (cupom, texto) => {
    expect(semEspacoFixo(beneficioDoCupom(umCupom(cupom)))).toBe(texto);
  });

  it('when a coupon has no conditions, then none is listed', () => {
    expect(condicoesDoCupom(umCupom())).toEqual([]);
  });

  it('when it has every condition, then each reads as the customer meets it, dates in Brazilian order and counts agreeing', () => {
    expect(
      condicoesDoCupom(
        umCupom({
          pedido_minimo: 30,
          inicio: '2026-12-01',
          fim: '2026-12-25',
          primeiro_pedido: true,
          limite_total: 1,
          limite_por_cliente: 2,
        }),
      ).map(semEspacoFixo),
    ).toEqual([
      'Pedidos a partir de R$ 30,00',
      'De 01/12/2026 a 25/12/2026',
      'Só no primeiro pedido do cliente',
      'Até 1 uso no total',
      '2 vezes por cliente',
    ]);
    expect(condicoesDoCupom(umCupom({ inicio: '2026-12-01' }))).toEqual(['A partir de 01/12/2026']);
    expect(condicoesDoCupom(umCupom({ fim: '2026-12-25', limite_total: 100 }))).toEqual(['Até 25/12/2026', 'Até 100 usos no total']);
  });
});

describe('The coupon form’s check (cupomInputSchema)', () => {
  const camposComErro = (valores: unknown) => {
    const resultado = cupomInputSchema.safeParse(valores);
    return resultado.success ? [] : resultado.error.issues.map((issue) => issue.path.join('.'));
  };

  it('when the owner sends the form with a bad code, no discount and a bad limit, then every field’s error comes at once', () => {
    expect(camposComErro({ codigo: 'a', tipo: 'percentual', limite_total: 0 }).sort()).toEqual(['codigo', 'limite_total', 'valor']);
  });

  it('when the dates disagree beside a bad code, then both errors come at once', () => {
    expect(camposComErro({ codigo: 'a', tipo: 'valor', valor: 5, inicio: '2026-12-10', fim: '2026-12-01' }).sort()).toEqual([
      'codigo',
      'fim',
    ]);
  });

  it('when the body is no object, then it is refused for that alone, without a throw (the agreement check never runs on it)', () => {
    for (const corpo of [null, 'BEMVINDO', 10, []]) expect(camposComErro(corpo)).toEqual(['']);
  });

  it('when every field is right, then frete grátis needs no value and is saved at 0', () => {
    expect(cupomInputSchema.parse({ codigo: 'FRETE', tipo: 'frete_gratis' })).toMatchObject({ codigo: 'FRETE', valor: 0 });
    expect(camposComErro({ codigo: 'BEMVINDO', tipo: 'percentual', valor: 150 })).toEqual(['valor']);
  });
});
