import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALERTA_PEDIDO_PARADO_PADRAO, CHAVE_PIX_INVALIDA, PIX_TEXTO_INVALIDO, type Atendimento } from '@vitrine/shared';
import { as, catalogoDoc, firestore, lojistaDoc, newOwner, testApp, type Owner } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { ATENDIMENTO_MINIMO } from '../../../test/support/atendimento.js';
import { catalogoDoc as catalogoRef } from '../../src/model/catalogos.js';

const app = testApp();

/** What an owner types, untidy: the answer and every later read hold it normalized (ATENDIMENTO). */
const FORMULARIO = {
  retirada: true,
  entrega: true,
  taxa_entrega: 5,
  bairros: [
    { nome: ' Centro ', taxa: 4 },
    { nome: 'Vila Nova', taxa: 7.499 },
  ],
  entrega_gratis_acima: 100,
  pedido_minimo: 20,
  formas_pagamento: ['cartao', 'pix', 'dinheiro'],
  pix: { chave: '529.982.247-25', nome: 'Café da Ana', cidade: 'São Paulo' },
  horarios: [
    { dia: 1, abre: '08:00', fecha: '18:00' },
    { dia: 5, abre: '18:00', fecha: '02:00' },
  ],
  pausado: false,
};
const ATENDIMENTO: Atendimento = {
  ...FORMULARIO,
  bairros: [
    { nome: 'Centro', taxa: 4 },
    { nome: 'Vila Nova', taxa: 7.5 },
  ],
  formas_pagamento: ['pix', 'dinheiro', 'cartao'],
  pix: { chave: '52998224725', nome: 'Café da Ana', cidade: 'São Paulo' },
  // Left out of the form: the defaults, saved and answered.
  alerta_pedido_parado_min: ALERTA_PEDIDO_PARADO_PADRAO,
  agendamento: null,
  localizacao: null,
  faixas_distancia: [],
  envio: null,
};

const atendimentoSalvo = async (lojaId: string) => (await lojistaDoc(lojaId).get()).get('atendimento') as Atendimento | undefined;

describe('GET/PUT /api/loja/atendimento', () => {
  it('when nobody is signed in, then 401 and nothing is written', async () => {
    expect((await request(app).get('/api/loja/atendimento')).status).toBe(401);
    const put = await request(app).put('/api/loja/atendimento').send(FORMULARIO);
    expect(put.status).toBe(401);
    expect(put.body.error).toBe('Faça login para continuar.');
  });

  it('when the shop never saved its service settings, then GET answers atendimento: null', async () => {
    const owner = await newOwner();
    const response = await as(owner).get('/api/loja/atendimento');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ atendimento: null });
  });

  it('when the owner saves the form, then 200 with the settings normalized, and GET and the record hold the same', async () => {
    const owner = await newOwner();
    const response = await as(owner).put('/api/loja/atendimento', FORMULARIO);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ atendimento: ATENDIMENTO });
    expect((await as(owner).get('/api/loja/atendimento')).body).toEqual({ atendimento: ATENDIMENTO });
    expect(await atendimentoSalvo(owner.lojaId)).toEqual(ATENDIMENTO);
  });

  it('when the owner saves again, then the new form replaces the old one whole (no neighbourhood is left behind)', async () => {
    const owner = await newOwner();
    await as(owner).put('/api/loja/atendimento', FORMULARIO);
    const response = await as(owner).put('/api/loja/atendimento', { retirada: true, entrega: false, formas_pagamento: ['dinheiro'] });
    expect(response.status).toBe(200);
    const minimo = { ...ATENDIMENTO_MINIMO, alerta_pedido_parado_min: 3 };
    expect(response.body).toEqual({ atendimento: minimo });
    expect(await atendimentoSalvo(owner.lojaId)).toEqual(minimo);
  });

  it("when one owner saves, then another owner's settings stay as they were", async () => {
    const ana = await newOwner();
    const bruno = await newOwner();
    await as(ana).put('/api/loja/atendimento', FORMULARIO);
    expect((await as(bruno).get('/api/loja/atendimento')).body).toEqual({ atendimento: null });
  });
});

describe('The public catalogue carries loja.atendimento', () => {
  let loja: LojaDeTeste;
  beforeAll(async () => {
    loja = await novaLoja(app, { produtos: [{ nome: 'Café expresso', preco: 6.5 }] });
  });
  const publico = (path: string) => request(app).get(path);

  it('when the shop never saved them, then every public read answers atendimento: null', async () => {
    expect((await publico(`/api/loja/${loja.slug}`)).body.loja.atendimento).toBeNull();
    expect((await publico(`/api/catalogo/${loja.lojaId}`)).body.loja.atendimento).toBeNull();
  });

  it('when the owner saves them, then the catalogue by slug and by id and the product read carry them at once', async () => {
    expect((await as(loja.dono).put('/api/loja/atendimento', FORMULARIO)).status).toBe(200);
    const produtoId = loja.produtos[0]!.id;
    for (const path of [`/api/loja/${loja.slug}`, `/api/catalogo/${loja.lojaId}`, `/api/loja/${loja.slug}/produto/${produtoId}`]) {
      const response = await publico(path);
      expect(response.status, path).toBe(200);
      expect(response.body.loja.atendimento, path).toEqual(ATENDIMENTO);
    }
    expect((await catalogoDoc(loja.lojaId))?.loja.atendimento).toEqual(ATENDIMENTO);

    const pausada = { ...FORMULARIO, pausado: true };
    expect((await as(loja.dono).put('/api/loja/atendimento', pausada)).status).toBe(200);
    expect((await publico(`/api/loja/${loja.slug}`)).body.loja.atendimento.pausado).toBe(true);
  });

  it('when the catalogue was published before the settings existed, then it answers atendimento: null, not without the field', async () => {
    const antiga = await novaLoja(app);
    // As a document published before this field: no loja.atendimento at all.
    const ref = catalogoRef(firestore(), antiga.lojaId);
    const { atendimento: _atendimento, ...lojaAntiga } = (await ref.get()).get('loja') as Record<string, unknown>;
    await ref.update({ loja: lojaAntiga });
    expect((await catalogoDoc(antiga.lojaId))?.loja).not.toHaveProperty('atendimento');
    const response = await publico(`/api/catalogo/${antiga.lojaId}`);
    expect(response.status).toBe(200);
    expect(response.body.loja).toHaveProperty('atendimento', null);
  });

  it("when an owner picks 'atendimento' as the shop's link, then it is refused: it is the owner's settings route", async () => {
    const response = await as(loja.dono).put('/api/loja/configuracao', { nome_loja: 'X', subdominio: 'atendimento' });
    expect(response.status).toBe(409);
  });
});

describe('PUT /api/loja/atendimento refusals', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner();
    expect((await as(owner).put('/api/loja/atendimento', FORMULARIO)).status).toBe(200);
  });

  it.each([
    ['neither pickup nor delivery', { ...FORMULARIO, retirada: false, entrega: false }, 'entrega', 'Ofereça retirada, entrega ou as duas.'],
    ['PIX without a key', { ...FORMULARIO, pix: null }, 'pix', 'Informe a chave PIX para receber por PIX.'],
    [
      'a CPF key with a wrong check digit',
      { ...FORMULARIO, pix: { ...FORMULARIO.pix, chave: '529.982.247-24' } },
      'pix.chave',
      CHAVE_PIX_INVALIDA,
    ],
    ['a phone key without +55', { ...FORMULARIO, pix: { ...FORMULARIO.pix, chave: '(11) 91234-5678' } }, 'pix.chave', CHAVE_PIX_INVALIDA],
    [
      'a repeated neighbourhood',
      { ...FORMULARIO, bairros: [...FORMULARIO.bairros, { nome: 'CENTRO', taxa: 9 }] },
      'bairros.2.nome',
      'Bairro repetido: CENTRO.',
    ],
    ['no payment method', { ...FORMULARIO, formas_pagamento: [] }, 'formas_pagamento', 'Escolha ao menos uma forma de pagamento.'],
    ['a negative minimum', { ...FORMULARIO, pedido_minimo: -5 }, 'pedido_minimo', 'O valor não pode ser negativo.'],
    [
      'an hour that does not exist',
      { ...FORMULARIO, horarios: [{ dia: 1, abre: '08:00', fecha: '25:00' }] },
      'horarios.0.fecha',
      'Use o horário no formato HH:MM, como 08:00.',
    ],
    [
      'a day 7',
      { ...FORMULARIO, horarios: [{ dia: 7, abre: '08:00', fecha: '18:00' }] },
      'horarios.0.dia',
      'Dia inválido: use 0 (domingo) a 6 (sábado).',
    ],
    ['an unknown field', { ...FORMULARIO, lojista_id: 'outra-loja' }, '_', 'Chave inválida: "lojista_id"'],
    [
      'an unknown field in a neighbourhood',
      { ...FORMULARIO, bairros: [{ nome: 'Centro', taxa: 4, gratis: true }] },
      'bairros.0',
      'Chave inválida: "gratis"',
    ],
    ['pausado as text', { ...FORMULARIO, pausado: 'sim' }, 'pausado', undefined],
    [
      'a waiting-order push after 61 minutes',
      { ...FORMULARIO, alerta_pedido_parado_min: 61 },
      'alerta_pedido_parado_min',
      'Use de 0 a 60 minutos (0 desliga o aviso de pedido parado).',
    ],
    [
      'a waiting-order push after -1 minutes',
      { ...FORMULARIO, alerta_pedido_parado_min: -1 },
      'alerta_pedido_parado_min',
      'Use de 0 a 60 minutos (0 desliga o aviso de pedido parado).',
    ],
    [
      'a waiting-order push after 2.5 minutes',
      { ...FORMULARIO, alerta_pedido_parado_min: 2.5 },
      'alerta_pedido_parado_min',
      'Use minutos inteiros, de 0 a 60.',
    ],
    [
      'the waiting-order minutes as text',
      { ...FORMULARIO, alerta_pedido_parado_min: '5' },
      'alerta_pedido_parado_min',
      'Informe em quantos minutos avisar de um pedido parado.',
    ],
    [
      'the waiting-order minutes null',
      { ...FORMULARIO, alerta_pedido_parado_min: null },
      'alerta_pedido_parado_min',
      'Informe em quantos minutos avisar de um pedido parado.',
    ],
  ])(
    'when the form has %s, then 400 with the message on its field and the saved settings are unchanged',
    async (_caso, body, campo, mensagem) => {
      const response = await as(owner).put('/api/loja/atendimento', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Dados inválidos.');
      expect(Object.keys(response.body.campos)).toEqual([campo]);
      if (mensagem) expect(response.body.campos[campo]).toEqual([mensagem]);
      expect(await atendimentoSalvo(owner.lojaId)).toEqual(ATENDIMENTO);
    },
  );

  it('when the body is empty, then 400 in Portuguese asking for the service kinds and payment', async () => {
    const response = await as(owner).put('/api/loja/atendimento', {});
    expect(response.status).toBe(400);
    expect(response.body.campos).toMatchObject({
      retirada: ['Diga se a loja tem retirada.'],
      entrega: ['Diga se a loja faz entrega.'],
      formas_pagamento: ['Escolha as formas de pagamento.'],
    });
    expect(await atendimentoSalvo(owner.lojaId)).toEqual(ATENDIMENTO);
  });
});

describe('Aviso de pedido parado (alerta_pedido_parado_min)', () => {
  it.each([0, 1, 60])('when the owner saves alerta_pedido_parado_min %i, then 200, and GET and the record hold them', async (minutos) => {
    const owner = await newOwner();
    const response = await as(owner).put('/api/loja/atendimento', { ...FORMULARIO, alerta_pedido_parado_min: minutos });
    expect(response.status).toBe(200);
    expect(response.body.atendimento.alerta_pedido_parado_min).toBe(minutos);
    expect((await as(owner).get('/api/loja/atendimento')).body.atendimento.alerta_pedido_parado_min).toBe(minutos);
    expect((await atendimentoSalvo(owner.lojaId))?.alerta_pedido_parado_min).toBe(minutos);
  });

  it('when the settings were saved before the setting existed, then GET answers the default 3, and pausing keeps the saved minutes', async () => {
    const owner = await newOwner();
    expect((await as(owner).put('/api/loja/atendimento', { ...FORMULARIO, alerta_pedido_parado_min: 10 })).status).toBe(200);
    expect((await as(owner).put('/api/loja/pausa', { pausado: true })).body.atendimento.alerta_pedido_parado_min).toBe(10);

    const { alerta_pedido_parado_min: _minutos, ...antigo } = (await atendimentoSalvo(owner.lojaId))!;
    await lojistaDoc(owner.lojaId).update({ atendimento: antigo });
    expect((await as(owner).get('/api/loja/atendimento')).body.atendimento).toEqual({ ...ATENDIMENTO, pausado: true });
  });
});

describe('PIX: só os caracteres do BR Code', () => {
  const CHAVES_RUINS = [
    'loja😀@exemplo.com',
    'caféç@exemplo.com',
    'loja\u202E@exemplo.com',
    'lo\u200Bja@exemplo.com',
    'loja@exemplo\u200D.com',
    'loja@exémplo.com',
  ];
  const TEXTOS_RUINS = ['Café 😀', 'Lo\u200Bja', '李小龙', 'Ana ♥'];

  it.each(CHAVES_RUINS)('when the PIX key is %j, then 400 in Portuguese and nothing is saved', async (chave) => {
    const owner = await newOwner();
    const response = await as(owner).put('/api/loja/atendimento', { ...FORMULARIO, pix: { ...FORMULARIO.pix, chave } });
    expect(response.status).toBe(400);
    expect(response.body.campos).toEqual({ 'pix.chave': [CHAVE_PIX_INVALIDA] });
    expect(await atendimentoSalvo(owner.lojaId)).toBeUndefined();
  });

  it.each(TEXTOS_RUINS)("when the PIX receiver's name or city is %j, then 400 in Portuguese naming the field", async (texto) => {
    const owner = await newOwner();
    for (const campo of ['nome', 'cidade'] as const) {
      const response = await as(owner).put('/api/loja/atendimento', { ...FORMULARIO, pix: { ...FORMULARIO.pix, [campo]: texto } });
      expect(response.status).toBe(400);
      expect(response.body.campos).toEqual({ [`pix.${campo}`]: [PIX_TEXTO_INVALIDO] });
    }
    expect(await atendimentoSalvo(owner.lojaId)).toBeUndefined();
  });

  it("when the receiver's name or city holds a control character or a bidi override, then it is saved without it, as every typed text", async () => {
    const owner = await newOwner();
    const response = await as(owner).put('/api/loja/atendimento', {
      ...FORMULARIO,
      pix: { ...FORMULARIO.pix, nome: 'Loja\u202Eodn', cidade: 'Santos\u0007' },
    });
    expect(response.status).toBe(200);
    expect(response.body.atendimento.pix).toMatchObject({ nome: 'Lojaodn', cidade: 'Santos' });
  });

  it('when the name and city have accents, ç, apostrophes and hyphens, then they are saved as typed', async () => {
    const owner = await newOwner();
    const pix = { chave: 'ana.souza+loja@exemplo.com.br', nome: "Conceição D'Ávila-Souza", cidade: 'Mogi Mirim' };
    const response = await as(owner).put('/api/loja/atendimento', { ...FORMULARIO, pix });
    expect(response.status).toBe(200);
    expect(response.body.atendimento.pix).toEqual(pix);
  });
});
