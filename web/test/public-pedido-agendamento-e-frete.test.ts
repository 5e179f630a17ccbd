import type { Atendimento } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../../test/support/atendimento';
import { ENVIO_PARA_O_RIO } from '../../test/support/pedidos';
import { rotuloDoDia } from '../src/public-app/checkout/steps/Quando';
import {
  agendamentoObrigatorio,
  checkoutBody,
  EMPTY_CHECKOUT,
  firstOpenStep,
  fitQuando,
  fitToLoja,
  HORARIO_VAZIO,
  stepErrors,
  type CheckoutForm,
} from '../src/public-app/checkout/checkout';
import { hasCliente, parseCliente, serializeCliente } from '../src/public-app/checkout/cliente-store';
import { ENVIO_SEM_AGENDAMENTO } from '@vitrine/shared/atendimento';

const AGENDAMENTO = { ativo: true, antecedencia_min: 60, dias: 2, intervalo_min: 30 as const, somente_agendado: false };
const SE = { lat: -23.5503, lng: -46.6339 };

const loja: Atendimento = {
  ...ATENDIMENTO_EXEMPLO,
  bairros: [],
  entrega_gratis_acima: null,
  agendamento: AGENDAMENTO,
  localizacao: SE,
  faixas_distancia: [
    { ate_km: 3, taxa: 5 },
    { ate_km: 6, taxa: 8 },
  ],
  envio: { ativo: true, taxas_por_uf: { RJ: 25 }, taxa_padrao: null, prazo: '3 a 8 dias úteis' },
};

const cliente: CheckoutForm = { ...EMPTY_CHECKOUT, nome: 'Maria Clara', telefone: '11912345678', forma: 'pix' };
const envio: CheckoutForm = { ...cliente, ...ENVIO_PARA_O_RIO };

describe('checkout of issue 31: scheduling, distance and shipping', () => {
  it('when the customer schedules, then the body carries the slot with São Paulo’s offset, and a missing slot keeps them on Entrega', () => {
    const agendado: CheckoutForm = { ...cliente, tipo: 'retirada', quando: 'agendar', data: '2026-11-28', hora: '11:30' };
    expect(checkoutBody(agendado).agendado_para).toBe('2026-11-28T11:30:00-03:00');
    expect(checkoutBody({ ...agendado, quando: 'agora' }).agendado_para).toBeUndefined();
    expect(stepErrors('entrega', loja, { ...agendado, hora: '' }, 3000)).toEqual({ hora: HORARIO_VAZIO });
    expect(stepErrors('dados', loja, { ...agendado, hora: '' }, 3000)).toEqual({});
    expect(firstOpenStep(loja, { ...agendado, hora: '' }, 3000)).toBe('entrega');
  });

  it('when the shop takes only scheduled orders or is closed but schedules, then "Agendar" is forced; a shop that does not schedule, or is paused, stays on "Agora"', () => {
    expect(agendamentoObrigatorio(loja, true)).toBe(false);
    expect(agendamentoObrigatorio(loja, false)).toBe(true);
    expect(agendamentoObrigatorio({ ...loja, agendamento: { ...AGENDAMENTO, somente_agendado: true } }, true)).toBe(true);
    expect(agendamentoObrigatorio({ ...loja, pausado: true }, false)).toBe(false);
    expect(fitQuando(loja, false, cliente).quando).toBe('agendar');
    expect(fitQuando({ ...loja, agendamento: null }, true, { ...cliente, quando: 'agendar' }).quando).toBe('agora');
    expect(fitQuando(loja, true, { ...cliente, quando: 'agendar' }).quando).toBe('agendar');
  });

  it('when a delivery is priced by distance, then the point goes in the body, and its refusals mark the location field', () => {
    const entrega: CheckoutForm = { ...cliente, tipo: 'entrega', endereco: 'Rua A, 1' };
    expect(stepErrors('entrega', loja, entrega, 3000)).toEqual({
      localizacao: 'Toque em “Usar minha localização” para calcular a taxa de entrega.',
    });
    const longe = { ...entrega, localizacao: { lat: SE.lat + 8.4 / 111.195, lng: SE.lng } };
    expect(stepErrors('entrega', loja, longe, 3000)).toEqual({ localizacao: 'Fora da área de entrega (8,4 km). Entregamos até 6 km.' });
    const perto = { ...entrega, localizacao: { lat: SE.lat + 3.5 / 111.195, lng: SE.lng } };
    expect(stepErrors('resumo', loja, perto, 3000)).toEqual({});
    expect(checkoutBody(perto).entrega).toMatchObject({ tipo: 'entrega', localizacao: perto.localizacao });
  });

  it('when shipping, then the body has the address a carrier needs, and the CEP, the state and each missing part mark their own fields', () => {
    expect(checkoutBody({ ...envio, complemento: ' sala 1 ', bairro: '' }).entrega).toEqual({
      tipo: 'envio',
      cep: '20040-020',
      logradouro: 'Av. Rio Branco',
      numero: '156',
      complemento: 'sala 1',
      bairro: undefined,
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
    });
    expect(stepErrors('resumo', loja, envio, 3000)).toEqual({});
    expect(stepErrors('entrega', loja, { ...envio, cep: '123' }, 3000)).toEqual({ cep: 'Informe um CEP válido, como 01001-000.' });
    expect(stepErrors('entrega', loja, { ...envio, uf: 'SP' }, 3000)).toEqual({ uf: 'O CEP 20040-020 é de RJ, não de SP.' });
    expect(stepErrors('entrega', loja, { ...envio, logradouro: '', cidade: ' ' }, 3000)).toEqual({
      logradouro: 'Informe a rua.',
      cidade: 'Informe a cidade.',
    });
  });

  it('when the shop ships, then a remembered shipment is kept, and its address and the point are remembered but the slot is not', () => {
    expect(fitToLoja(loja, envio).tipo).toBe('envio');
    expect(fitToLoja({ ...loja, envio: null }, envio).tipo).toBe('');
    const lembrado = parseCliente(serializeCliente({ ...envio, quando: 'agendar', data: '2026-11-28', hora: '11:30', localizacao: SE }));
    expect(lembrado).toEqual({ ...envio, quando: 'agora', data: '', hora: '', localizacao: SE });
    // A point alone is something remembered; a malformed one is dropped.
    expect(hasCliente(parseCliente(JSON.stringify({ localizacao: SE })))).toBe(true);
    for (const localizacao of [{ lat: 91, lng: 0 }, { lat: '1', lng: 2 }, [1, 2], 'aqui']) {
      expect(parseCliente(JSON.stringify({ ...envio, localizacao })).localizacao).toBeNull();
    }
  });

  it('when the customer chooses shipping, then "Quando?" is "Agora" whatever the shop forces, a slot is refused on the time, and payment is PIX only', () => {
    const somenteAgendado = { ...loja, agendamento: { ...AGENDAMENTO, somente_agendado: true } };
    expect(fitQuando(somenteAgendado, true, { ...envio, quando: 'agendar' }).quando).toBe('agora');
    expect(fitQuando(loja, false, envio).quando).toBe('agora');
    expect(fitQuando(somenteAgendado, true, { ...envio, tipo: 'retirada' }).quando).toBe('agendar');
    const comSlot: CheckoutForm = { ...envio, quando: 'agendar', data: '2026-11-28', hora: '19:00' };
    expect(stepErrors('entrega', loja, comSlot, 3000)).toEqual({ hora: ENVIO_SEM_AGENDAMENTO });
    // Cash remembered from a pickup: shipping takes PIX, the only form paid before it leaves; back to pickup, cash again.
    const emDinheiro: CheckoutForm = { ...envio, forma: 'dinheiro' };
    expect(fitToLoja(loja, emDinheiro).forma).toBe('pix');
    expect(fitToLoja({ ...loja, formas_pagamento: ['pix', 'dinheiro', 'cartao'] }, emDinheiro).forma).toBe('pix');
    expect(fitToLoja(loja, { ...emDinheiro, tipo: 'retirada' }).forma).toBe('dinheiro');
  });

  it('when the shop charges by distance beside an old neighbourhood list, then the list is not offered: a remembered neighbourhood stays as typed', () => {
    const comBairros = { ...loja, bairros: [{ nome: 'Centro', taxa: 4 }] };
    expect(fitToLoja(comBairros, { ...cliente, tipo: 'entrega', bairro: 'Jardim' }).bairro).toBe('Jardim');
    // Priced by the list, its only neighbourhood is chosen for the customer.
    expect(fitToLoja({ ...comBairros, faixas_distancia: [] }, { ...cliente, tipo: 'entrega' }).bairro).toBe('Centro');
  });

  it('when the slots’ days are labelled, then today and tomorrow read as words and later days as "sáb., 28/11"', () => {
    // 26/11/2026 at 23:30 in São Paulo is already the 27th in UTC.
    const agora = new Date('2026-11-27T02:30:00Z');
    expect(rotuloDoDia('2026-11-26', agora)).toBe('hoje');
    expect(rotuloDoDia('2026-11-27', agora)).toBe('amanhã');
    expect(rotuloDoDia('2026-11-28', agora)).toBe('sáb., 28/11');
  });
});
