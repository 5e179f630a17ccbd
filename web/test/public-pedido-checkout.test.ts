import type { PedidoAcompanhamento } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../../test/support/atendimento';
import { parseAcompanhamentoSalvo, timelineOf } from '../src/public-app/acompanhamento/acompanhamento';
import {
  checkoutBody,
  EMPTY_CHECKOUT,
  firstOpenStep,
  fitToLoja,
  stepErrors,
  TELEFONE_INVALIDO,
  telefoneDigits,
} from '../src/public-app/checkout/checkout';
import { hasCliente, parseCliente, serializeCliente } from '../src/public-app/checkout/cliente-store';
import { umCheckout } from './checkout-helpers';

const atendimento = ATENDIMENTO_EXEMPLO;

// The phone as she typed it, the neighbourhood in lower case: the rules read them as the server does.
const maria = umCheckout({ telefone: '(11) 91234-5678', bairro: 'centro', forma: 'dinheiro' });

describe('checkout steps (the server’s rules, step by step)', () => {
  it('when the details step has no phone or a short one, then it asks for it in the server’s words', () => {
    expect(stepErrors('dados', atendimento, { ...maria, telefone: '' }, 3000).telefone).toMatch(/Informe seu WhatsApp/);
    expect(stepErrors('dados', atendimento, { ...maria, telefone: '1234-5678' }, 3000).telefone).toBe(TELEFONE_INVALIDO);
    expect(stepErrors('dados', atendimento, { ...maria, nome: '  ' }, 3000)).toEqual({ nome: 'Informe seu nome.' });
    // A later step's field is not asked yet: no payment chosen, and the details step passes.
    expect(stepErrors('dados', atendimento, { ...maria, forma: '' }, 3000)).toEqual({});
  });

  it('when delivering to a neighbourhood the shop does not list, or without an address, then the delivery step says which', () => {
    expect(stepErrors('entrega', atendimento, { ...maria, bairro: 'Jardim' }, 3000)).toEqual({
      bairro: 'Esta loja não entrega no bairro Jardim.',
    });
    expect(stepErrors('entrega', atendimento, { ...maria, bairro: '' }, 3000)).toEqual({ bairro: 'Escolha o bairro da entrega.' });
    expect(stepErrors('entrega', atendimento, { ...maria, endereco: ' ' }, 3000)).toEqual({ endereco: 'Informe o endereço da entrega.' });
    // Pickup needs no address.
    expect(stepErrors('entrega', atendimento, { ...maria, tipo: 'retirada', endereco: '' }, 3000)).toEqual({});
  });

  it('when the change is below the total (fee included) or not an amount, then the payment step refuses it', () => {
    // 30,00 + Centro's 4,00 = 34,00.
    expect(stepErrors('pagamento', atendimento, { ...maria, troco: '30' }, 3000)).toEqual({
      troco: 'O troco deve ser para um valor a partir do total, R$\u00a034,00.',
    });
    expect(stepErrors('pagamento', atendimento, { ...maria, troco: 'cinquenta' }, 3000).troco).toMatch(/valor em reais/);
    expect(stepErrors('pagamento', atendimento, { ...maria, troco: '50,00' }, 3000)).toEqual({});
    expect(stepErrors('pagamento', atendimento, { ...maria, troco: '' }, 3000)).toEqual({});
  });

  it('when the customer comes back with every detail right, then the cart leads straight to the summary; else to the first step to fill', () => {
    expect(firstOpenStep(atendimento, maria, 3000)).toBe('resumo');
    expect(firstOpenStep(atendimento, { ...maria, endereco: '' }, 3000)).toBe('entrega');
    expect(firstOpenStep(atendimento, { ...maria, forma: '' }, 3000)).toBe('pagamento');
    expect(firstOpenStep(atendimento, EMPTY_CHECKOUT, 3000)).toBe('dados');
  });

  it('when the form becomes the order body, then it is trimmed, the phone is digits, the address goes only with delivery and change only with cash', () => {
    expect(checkoutBody({ ...maria, complemento: ' ap 4 ', troco: 'R$ 100,00', observacao: ' sem açúcar ' })).toEqual({
      cliente: { nome: 'Maria Clara', telefone: '11912345678' },
      entrega: { tipo: 'entrega', bairro: 'centro', endereco: 'Rua das Flores, 123', complemento: 'ap 4', referencia: undefined },
      pagamento: { forma: 'dinheiro', troco_para: 100 },
      observacao: 'sem açúcar',
    });
    const retirada = checkoutBody({ ...maria, tipo: 'retirada', forma: 'pix', troco: '100' });
    expect(retirada.entrega).toEqual({ tipo: 'retirada' });
    expect(retirada.pagamento).toEqual({ forma: 'pix' });
  });

  it('when a remembered choice does not fit this shop, then it is dropped, a single option is picked and the neighbourhood takes the shop’s spelling', () => {
    const soRetirada = { ...atendimento, entrega: false, formas_pagamento: ['cartao' as const] };
    expect(fitToLoja(soRetirada, maria)).toMatchObject({ tipo: 'retirada', forma: 'cartao' });
    expect(fitToLoja(atendimento, { ...maria, bairro: 'CENTRO' }).bairro).toBe('Centro');
    expect(fitToLoja(atendimento, { ...maria, bairro: 'Jardim' }).bairro).toBe('');
    expect(fitToLoja({ ...atendimento, bairros: [] }, { ...maria, bairro: 'Jardim' }).bairro).toBe('Jardim');
  });

  it('when a phone is typed with 55 or punctuation, then it reads as its DDD and number', () => {
    expect(telefoneDigits('+55 (11) 91234-5678')).toBe('11912345678');
    expect(telefoneDigits('11 3333-4444')).toBe('1133334444');
    expect(telefoneDigits('01 91234-5678')).toBeNull();
  });
});

describe('remembered details', () => {
  it('when the details are saved and read back, then the change and the note are not kept', () => {
    const lido = parseCliente(serializeCliente({ ...maria, troco: '50', observacao: 'sem cebola' }));
    expect(lido).toEqual({ ...maria, troco: '', observacao: '' });
    expect(hasCliente(lido)).toBe(true);
  });

  it('when what is stored is not a saved form, then nothing is prefilled and unknown kinds are dropped', () => {
    expect(parseCliente('{oops')).toEqual(EMPTY_CHECKOUT);
    expect(parseCliente(null)).toEqual(EMPTY_CHECKOUT);
    expect(hasCliente(parseCliente('[]'))).toBe(false);
    expect(parseCliente(JSON.stringify({ nome: 42, tipo: 'drone', forma: 'boleto', endereco: 'Rua A' }))).toEqual({
      ...EMPTY_CHECKOUT,
      endereco: 'Rua A',
    });
  });
});

const pedido = (changes: Partial<PedidoAcompanhamento>) =>
  ({
    status: 'novo',
    historico: [{ status: 'novo', em: '2025-01-01T12:00:00.000Z' }],
    entrega: { tipo: 'entrega', bairro: 'Centro' },
    ...changes,
  }) as PedidoAcompanhamento;

describe('tracking timeline', () => {
  it('when an order is delivered, then its timeline goes through saiu_para_entrega; a pickup through pronto_para_retirada', () => {
    expect(timelineOf(pedido({})).map((passo) => passo.status)).toEqual([
      'novo',
      'confirmado',
      'preparando',
      'saiu_para_entrega',
      'entregue',
    ]);
    expect(timelineOf(pedido({ entrega: { tipo: 'retirada', bairro: null } })).map((passo) => passo.status)).toEqual([
      'novo',
      'confirmado',
      'preparando',
      'pronto_para_retirada',
      'entregue',
    ]);
    expect(timelineOf(pedido({ entrega: null })).map((passo) => passo.status)).toEqual(['novo', 'confirmado', 'preparando', 'entregue']);
  });

  it('when the order is being prepared, then the steps up to it are done, with their times, and it is the current one', () => {
    const passos = timelineOf(
      pedido({
        status: 'preparando',
        historico: [
          { status: 'novo', em: '2025-01-01T12:00:00.000Z' },
          { status: 'confirmado', em: '2025-01-01T12:05:00.000Z' },
          { status: 'preparando', em: '2025-01-01T12:10:00.000Z' },
        ],
      }),
    );
    expect(passos.map(({ feito, atual }) => [feito, atual])).toEqual([
      [true, false],
      [true, false],
      [true, true],
      [false, false],
      [false, false],
    ]);
    expect(passos[1]).toMatchObject({ nome: 'Confirmado', em: '2025-01-01T12:05:00.000Z' });
    expect(passos[3]!.em).toBeNull();
  });

  it('when the kept answer is malformed, then it is ignored', () => {
    expect(parseAcompanhamentoSalvo('{"pedido":{"codigo":"A1"}}')).toBeNull();
    expect(parseAcompanhamentoSalvo('nope')).toBeNull();
    const salvo = { pedido: { codigo: 'A1', status: 'novo', itens: [], historico: [], loja: { nome_loja: 'Loja' } }, salvo_em: 'x' };
    expect(parseAcompanhamentoSalvo(JSON.stringify(salvo))?.pedido.codigo).toBe('A1');
  });
});
