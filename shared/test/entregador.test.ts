import { describe, expect, it } from 'vitest';
import {
  enderecoDaParada,
  linkDaRota,
  quemDeve,
  somarAcerto,
  taxaDaEntrega,
  trocoALevar,
  type RegraDaTaxa,
} from '../src/entregador/index.js';
import { destinosPermitidos } from '../src/pedido/maquina.js';
import { nomeDoStatusComEntregador } from '../src/pedido/status.js';
import { taxasDosEntregadoresSchema } from '../src/entregador/schema.js';

const entrega = (taxa_entrega_centavos: number, distancia_km: number | null = null) => ({ taxa_entrega_centavos, distancia_km });

describe('the drivers’ fee per delivery (issue 46)', () => {
  it('when the fee is fixed, then every delivery earns it, whatever its fee or distance', () => {
    const fixa: RegraDaTaxa = { modo: 'fixa', valor_centavos: 650 };
    expect([taxaDaEntrega(fixa, entrega(0)), taxaDaEntrega(fixa, entrega(1200, 9))]).toEqual([650, 650]);
  });

  it('when the fee is a percentage of the delivery fee, then it rounds half up to the cent, per delivery', () => {
    const doze: RegraDaTaxa = { modo: 'percentual', centesimos: 1200 };
    expect(taxaDaEntrega(doze, entrega(700))).toBe(84);
    expect(
      somarAcerto([700, 700, 700].map((taxa) => ({ taxa_centavos: taxaDaEntrega(doze, entrega(taxa)), dinheiro_centavos: 0 }))),
    ).toEqual({
      entregas: 3,
      taxas_centavos: 252,
      dinheiro_centavos: 0,
      saldo_centavos: -252,
    });
    // 12,5% of R$ 7,25 is R$ 0,90625: R$ 0,91; 10% of R$ 0,05 is half a cent: 1 cent.
    expect(taxaDaEntrega({ modo: 'percentual', centesimos: 1250 }, entrega(725))).toBe(91);
    expect(taxaDaEntrega({ modo: 'percentual', centesimos: 1000 }, entrega(5))).toBe(1);
    expect(taxaDaEntrega({ modo: 'percentual', centesimos: 1000 }, entrega(0))).toBe(0);
  });

  it('when the fee is by distance band, then the first band that reaches the distance; beyond or unknown, the last', () => {
    const faixas: RegraDaTaxa = {
      modo: 'faixas',
      faixas: [
        { ate_km: 5, valor_centavos: 840 },
        { ate_km: 2, valor_centavos: 410 },
      ],
    };
    expect([2, 2.1, 5, 5.1].map((km) => taxaDaEntrega(faixas, entrega(0, km)))).toEqual([410, 840, 840, 840]);
    expect(taxaDaEntrega(faixas, entrega(0, null))).toBe(840);
    expect(taxaDaEntrega({ modo: 'faixas', faixas: [] }, entrega(0, 1))).toBe(0);
  });

  it('when a percentage or an amount comes in reais, then it is kept to two decimals', () => {
    expect(taxasDosEntregadoresSchema.parse({ modo: 'percentual', percentual: 12.345 })).toEqual({ modo: 'percentual', percentual: 12.35 });
    expect(taxasDosEntregadoresSchema.parse({ modo: 'fixa', valor: 6.499 })).toEqual({ modo: 'fixa', valor: 6.5 });
  });
});

describe('the day’s settlement and the driver’s phone', () => {
  it('when cash was collected beyond the fees, then the driver owes the shop; short of them, the shop owes the driver', () => {
    const soma = somarAcerto([
      { taxa_centavos: 500, dinheiro_centavos: 4_700 },
      { taxa_centavos: 500, dinheiro_centavos: 0 },
    ]);
    expect(soma).toEqual({ entregas: 2, taxas_centavos: 1_000, dinheiro_centavos: 4_700, saldo_centavos: 3_700 });
    expect([quemDeve(3_700), quemDeve(-1), quemDeve(0)]).toEqual(['entregador', 'loja', null]);
  });

  it('when the customer pays with a note, then the change is the note less the total; none or short, nothing', () => {
    expect([trocoALevar(4_700, 10_000), trocoALevar(4_700, null), trocoALevar(4_700, 2_000)]).toEqual([5_300, 0, 0]);
  });

  it('when a trip has stops, then the route ends at the last and passes the others in order', () => {
    const rota = new URL(linkDaRota(['Rua A, 1, Centro', 'Av. B | 2', 'Rua C, 3'])!);
    expect(rota.searchParams.get('destination')).toBe('Rua C, 3');
    expect(rota.searchParams.get('waypoints')!.split('|')).toEqual(['Rua A, 1, Centro', 'Av. B 2']);
    expect(linkDaRota(['Rua A, 1'])).toBe('https://www.google.com/maps/dir/?api=1&destination=Rua%20A%2C%201');
    expect(linkDaRota([])).toBeNull();
    expect(enderecoDaParada({ endereco: ' Rua  A, 1 ', bairro: 'Centro' })).toBe('Rua A, 1, Centro');
    expect(enderecoDaParada(null)).toBeNull();
  });

  it('when a driver moves an order, then only Saí from an accepted order and Entreguei once out', () => {
    const pedido = (status: 'confirmado' | 'preparando' | 'saiu_para_entrega' | 'novo') => ({ status, entrega: { tipo: 'entrega' } });
    expect(destinosPermitidos(pedido('novo'), ['leitura', 'entregas'])).toEqual([]);
    expect(destinosPermitidos(pedido('confirmado'), ['leitura', 'entregas'])).toEqual(['saiu_para_entrega']);
    expect(destinosPermitidos(pedido('preparando'), ['leitura', 'entregas'])).toEqual(['saiu_para_entrega']);
    expect(destinosPermitidos(pedido('saiu_para_entrega'), ['leitura', 'entregas'])).toEqual(['entregue']);
    expect(nomeDoStatusComEntregador('saiu_para_entrega', 'João da Silva')).toBe('Saiu para entrega com João');
    expect(nomeDoStatusComEntregador('saiu_para_entrega', null)).toBe('Saiu para entrega');
    expect(nomeDoStatusComEntregador('entregue', 'João')).toBe('Entregue');
  });
});
