import { describe, expect, it } from 'vitest';
import { atendimentoSchema, CHAVE_PIX_INVALIDA, normalizeChavePix, type AtendimentoInput } from '../src/atendimento/schema.js';
import { ATENDIMENTO_MINIMO } from '../../test/support/atendimento.js';

const MINIMO: AtendimentoInput = { retirada: true, entrega: false, formas_pagamento: ['dinheiro'] };
const PIX = { chave: 'loja@exemplo.com.br', nome: 'Doceria da Bia', cidade: 'Sao Paulo' };

/** The refusals of a body, as the API's 400 lists them: field path → messages. */
function campos(body: unknown): Record<string, string[]> {
  const result = atendimentoSchema.safeParse(body);
  expect(result.success).toBe(false);
  const porCampo: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (porCampo[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return porCampo;
}

const chaveSalva = (chave: string) => atendimentoSchema.parse({ ...MINIMO, formas_pagamento: ['pix'], pix: { ...PIX, chave } }).pix?.chave;

describe('atendimentoSchema: defaults and normalization', () => {
  it('when only the service kinds and payment are sent, then everything else takes its default', () => {
    expect(atendimentoSchema.parse(MINIMO)).toEqual(ATENDIMENTO_MINIMO);
  });

  it('when amounts have more than two decimals and names have spaces, then they are rounded and trimmed', () => {
    const salvo = atendimentoSchema.parse({
      ...MINIMO,
      entrega: true,
      taxa_entrega: 4.999,
      pedido_minimo: 19.994,
      bairros: [{ nome: '  Vila Nova ', taxa: 7.505 }],
    });
    expect(salvo).toMatchObject({ taxa_entrega: 5, pedido_minimo: 19.99, bairros: [{ nome: 'Vila Nova', taxa: 7.51 }] });
  });

  it('when payment methods repeat or come in any order, then each is kept once in the canonical order', () => {
    expect(atendimentoSchema.parse({ ...MINIMO, formas_pagamento: ['cartao', 'dinheiro', 'cartao'] }).formas_pagamento).toEqual([
      'dinheiro',
      'cartao',
    ]);
  });
});

describe('atendimentoSchema: the PIX key', () => {
  it.each([
    ['a CPF with right check digits, formatted', '529.982.247-25', '52998224725'],
    ['a CPF typed as digits', '52998224725', '52998224725'],
    ['a CNPJ with right check digits, formatted', '11.222.333/0001-81', '11222333000181'],
    ['an alphanumeric CNPJ (issued from July 2026), formatted', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['an alphanumeric CNPJ in lower case', '12abc34501de35', '12ABC34501DE35'],
    ['an e-mail in mixed case with spaces', '  Loja@Exemplo.com.BR ', 'loja@exemplo.com.br'],
    ['a mobile phone with +55, formatted', '+55 (11) 91234-5678', '+5511912345678'],
    ['a landline with +55', '+55 11 3333-4444', '+551133334444'],
    ['a random key in upper case', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ])('when the key is %s, then it is accepted and saved as the directory keeps it', (_caso, chave, salva) => {
    expect(normalizeChavePix(chave)).toBe(salva);
    expect(chaveSalva(chave)).toBe(salva);
  });

  it.each([
    ['a CPF with a wrong check digit', '529.982.247-24'],
    ['a CPF of one repeated digit', '111.111.111-11'],
    ['a CNPJ with a wrong check digit', '11.222.333/0001-82'],
    ['an alphanumeric CNPJ with a wrong check digit', '12.ABC.345/01DE-36'],
    ['an alphanumeric CNPJ with a letter among its check digits', '12.ABC.345/01DE-3A'],
    ['a mobile phone without +55 (11 digits read as a CPF)', '11912345678'],
    ['a phone of another country', '+1 555 123 4567'],
    ['a phone with DDD 01', '+55 01 91234-5678'],
    ['an e-mail without a domain', 'loja@exemplo'],
    ['a random key one character short', '123e4567-e89b-42d3-a456-42661417400'],
    ['a word', 'minhachave'],
    ['101 characters', `${'a'.repeat(90)}@exemplo.com`],
  ])('when the key is %s, then it is refused with CHAVE_PIX_INVALIDA', (_caso, chave) => {
    expect(normalizeChavePix(chave)).toBeNull();
    expect(campos({ ...MINIMO, formas_pagamento: ['pix'], pix: { ...PIX, chave } })['pix.chave']).toEqual([CHAVE_PIX_INVALIDA]);
  });

  it('when the key is blank, then it asks for it', () => {
    expect(campos({ ...MINIMO, formas_pagamento: ['pix'], pix: { ...PIX, chave: '  ' } })['pix.chave']).toEqual(['Informe a chave PIX.']);
  });

  it('when PIX is a payment method and no key is given, then it is refused on pix', () => {
    expect(campos({ ...MINIMO, formas_pagamento: ['pix', 'dinheiro'] })).toEqual({ pix: ['Informe a chave PIX para receber por PIX.'] });
    expect(campos({ ...MINIMO, formas_pagamento: ['pix'], pix: null })).toEqual({ pix: ['Informe a chave PIX para receber por PIX.'] });
  });

  it("when the receiver's name or city is longer than the PIX code holds, then it is refused", () => {
    const erros = campos({ ...MINIMO, formas_pagamento: ['pix'], pix: { ...PIX, nome: 'N'.repeat(26), cidade: 'C'.repeat(16) } });
    expect(erros['pix.nome']).toEqual(['Use no máximo 25 caracteres.']);
    expect(erros['pix.cidade']).toEqual(['Use no máximo 15 caracteres.']);
  });
});

describe('atendimentoSchema: refusals', () => {
  it('when the shop offers neither pickup nor delivery, then it is refused on entrega', () => {
    expect(campos({ ...MINIMO, retirada: false, entrega: false })).toEqual({ entrega: ['Ofereça retirada, entrega ou as duas.'] });
  });

  it('when a neighbourhood repeats in another case or without accents, then the repeat is refused by its position', () => {
    const bairros = [
      { nome: 'São José', taxa: 5 },
      { nome: 'Centro', taxa: 4 },
      { nome: ' sao  JOSE', taxa: 6 },
    ];
    expect(campos({ ...MINIMO, entrega: true, bairros })).toEqual({ 'bairros.2.nome': ['Bairro repetido: sao  JOSE.'] });
  });

  it('when no payment method is chosen or one is unknown, then it is refused on formas_pagamento', () => {
    expect(campos({ ...MINIMO, formas_pagamento: [] })).toEqual({ formas_pagamento: ['Escolha ao menos uma forma de pagamento.'] });
    expect(campos({ ...MINIMO, formas_pagamento: ['boleto'] })['formas_pagamento.0']).toEqual([
      'Forma de pagamento inválida: use pix, dinheiro ou cartao.',
    ]);
  });

  it('when an amount is negative, then it is refused in Portuguese', () => {
    expect(campos({ ...MINIMO, pedido_minimo: -1 })).toEqual({ pedido_minimo: ['O valor não pode ser negativo.'] });
  });

  it.each([
    ['a day 7', { dia: 7, abre: '08:00', fecha: '18:00' }, 'horarios.0.dia', 'Dia inválido: use 0 (domingo) a 6 (sábado).'],
    ['24:00', { dia: 1, abre: '08:00', fecha: '24:00' }, 'horarios.0.fecha', 'Use o horário no formato HH:MM, como 08:00.'],
    ['8:00', { dia: 1, abre: '8:00', fecha: '18:00' }, 'horarios.0.abre', 'Use o horário no formato HH:MM, como 08:00.'],
  ])('when a window has %s, then it is refused on that field', (_caso, horario, campo, mensagem) => {
    expect(campos({ ...MINIMO, horarios: [horario] })).toEqual({ [campo]: [mensagem] });
  });

  it.each([
    ['the body', { ...MINIMO, lojista_id: 'outro' }, '_', 'lojista_id'],
    ['a neighbourhood', { ...MINIMO, entrega: true, bairros: [{ nome: 'Centro', taxa: 4, gratis: true }] }, 'bairros.0', 'gratis'],
    ['the PIX', { ...MINIMO, formas_pagamento: ['pix'], pix: { ...PIX, banco: '001' } }, 'pix', 'banco'],
    ['a window', { ...MINIMO, horarios: [{ dia: 1, abre: '08:00', fecha: '18:00', fuso: 'UTC' }] }, 'horarios.0', 'fuso'],
  ])('when %s carries an unknown field, then it is refused naming the field', (_caso, body, campo, chave) => {
    expect(campos(body)).toEqual({ [campo]: [`Chave inválida: "${chave}"`] });
  });

  it('when retirada or entrega is missing, then it asks for it', () => {
    expect(campos({ entrega: true, formas_pagamento: ['dinheiro'] })).toEqual({ retirada: ['Diga se a loja tem retirada.'] });
  });
});
