import type { Atendimento } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_EXEMPLO } from '../../test/support/atendimento';
import {
  AGENDAMENTO_PADRAO,
  VALOR_INVALIDO,
  atendimentoAlterado,
  atendimentoFormSchema,
  formFieldOf,
  toFormValues,
  type AtendimentoFormValues,
} from '../src/features/owner-atendimento/formulario';
import { mensagemPorCampo } from '../../test/support/schemas';

const SALVO: Atendimento = {
  ...ATENDIMENTO_EXEMPLO,
  pix: { chave: 'ana@exemplo.com.br', nome: 'Ana Souza', cidade: 'Sao Paulo' },
  horarios: [
    { dia: 1, abre: '08:00', fecha: '12:00' },
    { dia: 1, abre: '14:00', fecha: '18:00' },
    { dia: 5, abre: '18:00', fecha: '02:00' },
  ],
};

const issues = (values: AtendimentoFormValues) => mensagemPorCampo(atendimentoFormSchema, values);

describe('Atendimento form', () => {
  it('when saved settings go into the form and back, then the PUT body equals them (amounts typed as 4,50, hours per weekday)', () => {
    const values = toFormValues(SALVO);
    expect(values.bairros[1]).toEqual({ nome: 'Vila Nova', taxa: '7,50' });
    expect(values.dias[1]).toEqual({
      aberto: true,
      janelas: [
        { abre: '08:00', fecha: '12:00' },
        { abre: '14:00', fecha: '18:00' },
      ],
    });
    expect(values.dias[0]!.aberto).toBe(false);
    // Settings saved before the waiting-order push existed read the default, 3 minutes, and save it.
    expect(values.alerta_pedido_parado_min).toBe('3');
    expect(atendimentoFormSchema.parse(values)).toEqual({ ...SALVO, alerta_pedido_parado_min: 3 });
    expect(toFormValues({ ...SALVO, alerta_pedido_parado_min: 0 }).alerta_pedido_parado_min).toBe('0');
  });

  it('when the waiting-order minutes are typed, then 0 to 60 whole minutes save; blank, a fraction, text or 61 get the server’s message', () => {
    const com = (alerta_pedido_parado_min: string) => ({ ...toFormValues(SALVO), alerta_pedido_parado_min });
    expect(atendimentoFormSchema.parse(com(' 10 '))).toMatchObject({ alerta_pedido_parado_min: 10 });
    expect(atendimentoFormSchema.parse(com('0'))).toMatchObject({ alerta_pedido_parado_min: 0 });
    expect(issues(com(''))).toEqual({ alerta_pedido_parado_min: 'Informe em quantos minutos avisar de um pedido parado.' });
    expect(issues(com('dez'))).toEqual({ alerta_pedido_parado_min: 'Informe em quantos minutos avisar de um pedido parado.' });
    expect(issues(com('2,5'))).toEqual({ alerta_pedido_parado_min: 'Use minutos inteiros, de 0 a 60.' });
    expect(issues(com('61'))).toEqual({ alerta_pedido_parado_min: 'Use de 0 a 60 minutos (0 desliga o aviso de pedido parado).' });
  });

  it('when a shop never saved, then the form starts with pickup, PIX and cash, always open, and needs the PIX details to save', () => {
    const values = toFormValues(null);
    expect(values).toMatchObject({ retirada: true, entrega: false, formas_pagamento: ['pix', 'dinheiro'], usar_horarios: false });
    expect(issues(values)).toMatchObject({ 'pix.chave': 'Informe a chave PIX.' });
  });

  it('when amounts are typed the Brazilian way, then they are read as reais; blank minimum is none and blank free-above is never', () => {
    const values = {
      ...toFormValues(SALVO),
      taxa_entrega: '1.234,5',
      pedido_minimo: '',
      entrega_gratis_acima: ' ',
      bairros: [{ nome: 'Centro', taxa: 'R$ 3' }],
    };
    expect(atendimentoFormSchema.parse(values)).toMatchObject({
      taxa_entrega: 1234.5,
      pedido_minimo: 0,
      entrega_gratis_acima: null,
      bairros: [{ nome: 'Centro', taxa: 3 }],
    });
  });

  it('when an amount is no amount or a neighbourhood row is incomplete, then each field names its own problem at once', () => {
    const values = { ...toFormValues(SALVO), pedido_minimo: 'vinte', bairros: [{ nome: ' ', taxa: '' }] };
    expect(issues(values)).toEqual({
      pedido_minimo: VALOR_INVALIDO,
      'bairros.0.nome': 'Informe o nome do bairro.',
      'bairros.0.taxa': 'Informe a taxa (0 se for grátis).',
    });
  });

  it('when delivery, PIX or hours are switched off, then their fields are neither checked nor sent', () => {
    const values = {
      ...toFormValues(SALVO),
      entrega: false,
      taxa_entrega: 'abc',
      formas_pagamento: ['dinheiro' as const],
      pix: { chave: 'não é chave', nome: '', cidade: '' },
      usar_horarios: false,
    };
    expect(atendimentoFormSchema.parse(values)).toMatchObject({
      taxa_entrega: 0,
      bairros: [],
      entrega_gratis_acima: null,
      pix: null,
      horarios: [],
    });
  });

  it('when the PIX key is none of the five kinds, then the server’s message shows on the key', () => {
    const values = toFormValues(SALVO);
    values.pix.chave = '123';
    expect(issues(values)).toEqual({ 'pix.chave': expect.stringContaining('Chave PIX inválida') });
  });

  it('when hours are on, then a closed week, or an open day with a blank time, is refused on its place', () => {
    const fechada = toFormValues(SALVO);
    fechada.dias.forEach((dia) => (dia.aberto = false));
    expect(issues(fechada)).toEqual({ usar_horarios: expect.stringContaining('ao menos um dia') });

    const semHora = toFormValues(SALVO);
    semHora.dias[5]!.janelas[0]!.fecha = '';
    expect(issues(semHora)).toEqual({ 'dias.5.janelas.0.fecha': 'Informe o horário.' });
  });

  it('when the server names a window of horarios, then the message goes to that day and window of the form', () => {
    const values = toFormValues(SALVO);
    expect(formFieldOf('horarios.2.fecha', values)).toBe('dias.5.janelas.0.fecha');
    expect(formFieldOf('horarios.1.abre', values)).toBe('dias.1.janelas.1.abre');
    expect(formFieldOf('horarios', values)).toBe('usar_horarios');
    expect(formFieldOf('pix.chave', values)).toBe('pix.chave');
  });
});

describe('Atendimento form, issue 31: scheduling, delivery by distance and shipping by state', () => {
  const COMPLETO: Atendimento = {
    ...SALVO,
    agendamento: { ativo: true, antecedencia_min: 60, dias: 7, intervalo_min: 30, somente_agendado: false },
    localizacao: { lat: -23.5505, lng: -46.6333 },
    faixas_distancia: [
      { ate_km: 3, taxa: 5 },
      { ate_km: 6.5, taxa: 8 },
    ],
    envio: { ativo: true, taxas_por_uf: { SP: 18, RJ: 25 }, taxa_padrao: null, prazo: '3 a 8 dias úteis' },
  };

  it('when the saved settings go into the form and back, then the PUT body equals them (km as 6,5, states in the list order, no default fee)', () => {
    const values = toFormValues(COMPLETO);
    expect(values.agendamento).toEqual({ ativo: true, antecedencia_min: '60', dias: '7', intervalo_min: '30', somente_agendado: false });
    expect(values.faixas_distancia[1]).toEqual({ ate_km: '6,5', taxa: '8,00' });
    expect(values.envio.taxas_por_uf).toEqual([
      { uf: 'RJ', taxa: '25,00' },
      { uf: 'SP', taxa: '18,00' },
    ]);
    expect(values.envio.taxa_padrao).toBe('');
    expect(atendimentoFormSchema.parse(values)).toEqual({ ...COMPLETO, alerta_pedido_parado_min: 3 });
  });

  it('when scheduling or shipping is switched off, then their values are kept, switched off, to come back when switched on again', () => {
    const values = toFormValues(COMPLETO);
    const body = atendimentoFormSchema.parse({
      ...values,
      agendamento: { ...values.agendamento, ativo: false, antecedencia_min: '120', somente_agendado: true },
      envio: { ...values.envio, ativo: false },
    });
    // "Only scheduled orders" goes off with scheduling: the API refuses it without.
    expect(body.agendamento).toEqual({ ...COMPLETO.agendamento, ativo: false, antecedencia_min: 120, somente_agendado: false });
    expect(body.envio).toEqual({ ...COMPLETO.envio, ativo: false });
    // And the form shows them again as they were.
    expect(toFormValues({ ...COMPLETO, ...body }).agendamento).toEqual({
      ...values.agendamento,
      ativo: false,
      antecedencia_min: '120',
      somente_agendado: false,
    });
    // Never set (the form's defaults), switched off: nothing is sent, as before.
    expect(atendimentoFormSchema.parse({ ...values, agendamento: { ...AGENDAMENTO_PADRAO } }).agendamento).toBeNull();
  });

  it('when a switched-off section holds values that would not save, then it is sent as null; delivery off sends no point and no bands', () => {
    const values = toFormValues(COMPLETO);
    const body = atendimentoFormSchema.parse({
      ...values,
      entrega: false,
      agendamento: { ...values.agendamento, ativo: false, dias: 'x' },
      envio: { ...values.envio, ativo: false, taxas_por_uf: [{ uf: 'SP', taxa: '-1' }] },
    });
    expect(body).toMatchObject({ agendamento: null, envio: null, localizacao: null, faixas_distancia: [] });
  });

  it('when coordinates are typed with a comma, then they are read; text in them or in a band is refused on its field', () => {
    const values = toFormValues(COMPLETO);
    expect(atendimentoFormSchema.parse({ ...values, localizacao: { lat: '-23,5', lng: ' -46,6 ' } }).localizacao).toEqual({
      lat: -23.5,
      lng: -46.6,
    });
    expect(
      issues({
        ...values,
        localizacao: { lat: 'abc', lng: '-46' },
        faixas_distancia: [
          { ate_km: '', taxa: '5' },
          { ate_km: 'dez', taxa: '' },
        ],
      }),
    ).toEqual({
      'localizacao.lat': 'Use só números, como -23,5505.',
      'faixas_distancia.0.ate_km': 'Informe até quantos km.',
      'faixas_distancia.1.ate_km': 'Use só números, como 3 ou 2,5.',
      'faixas_distancia.1.taxa': 'Informe a taxa (0 se for grátis).',
    });
  });

  it("when bands are out of order or have no point, then the server's messages land on the band and the point", () => {
    const values = toFormValues(COMPLETO);
    expect(
      issues({
        ...values,
        faixas_distancia: [
          { ate_km: '5', taxa: '5' },
          { ate_km: '3', taxa: '8' },
        ],
      }),
    ).toEqual({
      'faixas_distancia.1.ate_km': 'Use as faixas em ordem crescente de distância.',
    });
    expect(issues({ ...values, localizacao: { lat: '', lng: '' } })).toEqual({
      localizacao: 'Informe o ponto da loja para cobrar a entrega por distância.',
    });
  });

  it('when a state is missing or repeated, then its row says so; a state fee refused by the server goes to that row', () => {
    const values = toFormValues(COMPLETO);
    const linhas = [
      { uf: 'SP', taxa: '18' },
      { uf: 'SP', taxa: '20' },
      { uf: '', taxa: '9' },
    ];
    expect(issues({ ...values, envio: { ...values.envio, taxas_por_uf: linhas } })).toEqual({
      'envio.taxas_por_uf.1.uf': 'Estado repetido: SP.',
      'envio.taxas_por_uf.2.uf': 'Escolha o estado.',
    });
    expect(formFieldOf('envio.taxas_por_uf.SP', values)).toBe('envio.taxas_por_uf.1.taxa');
    expect(formFieldOf('envio.taxas_por_uf.BA', values)).toBe('envio.taxas_por_uf');
    expect(formFieldOf('agendamento.antecedencia_min', values)).toBe('agendamento.antecedencia_min');
  });

  it("when scheduling numbers are out of range, then the server's messages show on them", () => {
    const values = toFormValues(COMPLETO);
    expect(issues({ ...values, agendamento: { ...values.agendamento, antecedencia_min: '3000', dias: '0' } })).toEqual({
      'agendamento.antecedencia_min': 'Use de 0 a 2880 em a antecedência (minutos).',
      'agendamento.dias': 'Use de 1 a 14 em os dias à frente.',
    });
  });
});

describe('Unsaved changes (atendimentoAlterado)', () => {
  const salvos = toFormValues({ ...SALVO, localizacao: { lat: -23.5505, lng: -46.6333 }, entrega_gratis_acima: 1000 });

  it('when a field is typed back as the same value, however it is written, then nothing is left to save', () => {
    expect(atendimentoAlterado({ ...salvos }, salvos)).toBe(false);
    expect(salvos.pedido_minimo).toBe('20,00');
    expect(atendimentoAlterado({ ...salvos, pedido_minimo: '20' }, salvos)).toBe(false);
    expect(atendimentoAlterado({ ...salvos, entrega_gratis_acima: '1000' }, salvos)).toBe(false);
    expect(atendimentoAlterado({ ...salvos, localizacao: { lat: '-23,5505', lng: '-46.6333 ' } }, salvos)).toBe(false);
    expect(atendimentoAlterado({ ...salvos, formas_pagamento: ['dinheiro', 'pix'] }, salvos)).toBe(false);
  });

  it('when a value differs, or a text that is no number was typed, then there is something to save', () => {
    expect(atendimentoAlterado({ ...salvos, pedido_minimo: '25' }, salvos)).toBe(true);
    expect(atendimentoAlterado({ ...salvos, pedido_minimo: 'vinte' }, salvos)).toBe(true);
    expect(atendimentoAlterado({ ...salvos, entrega_gratis_acima: '' }, salvos)).toBe(true);
    expect(atendimentoAlterado({ ...salvos, formas_pagamento: ['pix'] }, salvos)).toBe(true);
    expect(atendimentoAlterado({ ...salvos, pix: { ...salvos.pix, nome: 'Ana S.' } }, salvos)).toBe(true);
  });
});
