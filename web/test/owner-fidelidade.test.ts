import { describe, expect, it } from 'vitest';
import { linhaDaFidelidade } from '../src/features/owner-analytics/Cupons';
import { explicacaoDoCartao, resumoDoCartao } from '../src/features/owner-fidelidade/fidelidade';
import { nomeDoClienteFiel, selosDoClienteFiel } from '../src/features/owner-dashboard/ClientesFieis';
import { formatDesconto } from '../src/features/owner-pedidos/formato';

/** Intl's no-break spaces made plain. */
const plain = (texto: string | null | undefined) => texto?.replace(/\s/g, ' ');

describe('the owner’s loyalty card (issue 29)', () => {
  it('when the owner types how many orders earn the reward, then the explanation counts them; before a valid number it says N', () => {
    expect(explicacaoDoCartao(10)).toBe(
      'O cliente ganha um selo a cada pedido entregue; com 10 selos, o próximo pedido sai com o desconto. Não soma com cupom: vale o maior.',
    );
    for (const vazio of [undefined, null, Number.NaN, 0, 2.5, '7']) expect(explicacaoDoCartao(vazio)).toContain('com N selos');
  });

  it('when the card is saved, then its summary says the orders, the reward and how long a stamp lasts', () => {
    const cartao = { ativo: true, pedidos_necessarios: 10, recompensa: { tipo: 'percentual' as const, valor: 10 }, validade_dias: null };
    expect(resumoDoCartao(cartao)).toBe('A cada 10 pedidos entregues, 10% de desconto; os selos não expiram.');
    expect(plain(resumoDoCartao({ ...cartao, recompensa: { tipo: 'valor', valor: 5 }, validade_dias: 90 }))).toBe(
      'A cada 10 pedidos entregues, R$ 5,00 de desconto; cada selo vale 90 dias.',
    );
    expect(resumoDoCartao({ ...cartao, ativo: false })).toBe('Desligado: nenhum selo é dado.');
  });

  it('when an order got the reward, then its discount line is "Cartão fidelidade"; a coupon keeps its own', () => {
    const pedido = { cupom: null, desconto: 5, fidelidade: { selo: false, recompensa: true } };
    expect(formatDesconto(pedido)?.map(plain)).toEqual(['Cartão fidelidade', '−R$ 5,00']);
    expect(formatDesconto({ ...pedido, cupom: 'BEMVINDO', fidelidade: { selo: true, recompensa: false } })?.map(plain)).toEqual([
      'Cupom BEMVINDO',
      '−R$ 5,00',
    ]);
    expect(formatDesconto({ cupom: 'FRETE', desconto: 0 })).toEqual(['Cupom FRETE', 'Entrega grátis']);
    expect(formatDesconto({ cupom: null, desconto: 0, fidelidade: { selo: true, recompensa: false } })).toBeNull();
  });

  it('when the dashboard lists loyal customers, then each has a name and their stamps, in the singular for one', () => {
    expect(nomeDoClienteFiel({ nome: 'Rita' })).toBe('Rita');
    expect(nomeDoClienteFiel({ nome: '' })).toBe('Cliente sem nome');
    expect(selosDoClienteFiel({ selos: 1 })).toBe('1 selo');
    expect(selosDoClienteFiel({ selos: 7 })).toBe('7 selos');
  });

  it('when rewards were given in the period, then Desempenho says how many and their discount; none, no line', () => {
    expect(plain(linhaDaFidelidade({ recompensas: 3, desconto: 15 }))).toBe('3 recompensas do cartão fidelidade · −R$ 15,00');
    expect(plain(linhaDaFidelidade({ recompensas: 1, desconto: 4.5 }))).toBe('1 recompensa do cartão fidelidade · −R$ 4,50');
    expect(linhaDaFidelidade({ recompensas: 0, desconto: 0 })).toBeNull();
    expect(linhaDaFidelidade(undefined)).toBeNull();
  });
});
