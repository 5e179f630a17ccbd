import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { as, catalogoDoc, firestore, lojistaDoc, newOwner } from '../../../test/support/api.js';
import { slugDoc as slugRef } from '../../src/model/slugs.js';

/** A slug no other test (or earlier run of this one) has taken. */
const novoSlug = (prefixo = 'loja') => `${prefixo}-${randomBytes(4).toString('hex')}`;
const slugDoc = async (slug: string) => (await slugRef(firestore(), slug).get()).data();

const LOJA = {
  nome_loja: 'Doceria da Bia',
  cor_principal: '#DB2777',
  logo_url: 'https://exemplo.com.br/logo.png',
  mensagem_personalizada: 'Encomendas com 2 dias de antecedência.',
  texto_botao: 'Encomendar',
  endereco: 'Rua A, 10',
  telefone: '(11) 3333-4444',
  instagram: '@doceriadabia',
  facebook: 'doceriadabia',
};

describe('Configuração da loja', () => {
  it('when a shop was never configured, then GET answers the defaults, named after its owner', async () => {
    const owner = await newOwner('Beatriz Nunes');
    const response = await as(owner).get('/api/loja/configuracao');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      nome_loja: 'Beatriz Nunes',
      cor_principal: '#3B82F6',
      logo_url: '',
      mensagem_personalizada: '',
      texto_botao: 'Fazer Pedido',
      subdominio: '',
      endereco: '',
      telefone: '',
      instagram: '',
      facebook: '',
    });
  });

  it('when the owner saves the form, then 200 with what was saved, and GET answers it', async () => {
    const owner = await newOwner();
    const subdominio = novoSlug();
    const response = await as(owner).put('/api/loja/configuracao', { ...LOJA, subdominio });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...LOJA, subdominio });
    expect((await as(owner).get('/api/loja/configuracao')).body).toEqual({ ...LOJA, subdominio });
  });

  it('when only nome_loja is sent, then the other fields take their defaults', async () => {
    const owner = await newOwner();
    const response = await as(owner).put('/api/loja/configuracao', { nome_loja: '  Loja Mínima ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      nome_loja: 'Loja Mínima',
      cor_principal: '#3B82F6',
      texto_botao: 'Fazer Pedido',
      subdominio: '',
    });
  });

  it.each([
    ['no nome_loja', { cor_principal: '#000000' }, 'nome_loja'],
    ['a colour that is not #RRGGBB', { nome_loja: 'X', cor_principal: 'azul' }, 'cor_principal'],
    ['a javascript: logo', { nome_loja: 'X', logo_url: 'javascript:alert(1)' }, 'logo_url'],
    ['an unknown field', { nome_loja: 'X', lojista_id: 'outro' }, '_'],
    ['a texto_botao as a number', { nome_loja: 'X', texto_botao: 1 }, 'texto_botao'],
  ])('when the form carries %s, then 400 naming the field and nothing is saved', async (_caso, body, campo) => {
    const owner = await newOwner();
    const response = await as(owner).put('/api/loja/configuracao', body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.campos)).toContain(campo);
    expect((await lojistaDoc(owner.lojaId).get()).get('loja')).toBeUndefined();
  });
});

describe('Link da loja (subdominio)', () => {
  it.each([
    ['upper case', 'MinhaLoja'],
    ['two characters', 'ab'],
    ['21 characters', 'a'.repeat(21)],
    ['an underscore', 'minha_loja'],
    ['an accent', 'confeitaria-são'],
    ['a slash', 'a/b/c'],
  ])('when the slug has %s, then 400 on subdominio', async (_caso, subdominio) => {
    const owner = await newOwner();
    const response = await as(owner).put('/api/loja/configuracao', { nome_loja: 'X', subdominio });
    expect(response.status).toBe(400);
    expect(response.body.campos.subdominio).toEqual(['O link deve ter de 3 a 20 caracteres: letras minúsculas, números e hífen.']);
  });

  it('when the slug has exactly 3 or 20 allowed characters, then it is accepted', async () => {
    const owner = await newOwner();
    const vinte = `a-${randomBytes(9).toString('hex')}`;
    expect(vinte).toHaveLength(20);
    expect((await as(owner).put('/api/loja/configuracao', { nome_loja: 'X', subdominio: vinte })).status).toBe(200);
    const tres = randomBytes(2).toString('hex').slice(0, 3);
    expect((await as(owner).put('/api/loja/configuracao', { nome_loja: 'X', subdominio: tres })).status).toBe(200);
  });

  it("when another shop's slug is chosen, then 409 with the message, and neither shop changes", async () => {
    const ana = await newOwner();
    const bruno = await newOwner();
    const subdominio = novoSlug();
    await as(ana).put('/api/loja/configuracao', { nome_loja: 'Ana', subdominio });
    await as(bruno).put('/api/loja/configuracao', { nome_loja: 'Bruno', subdominio: novoSlug() });
    const antes = (await as(bruno).get('/api/loja/configuracao')).body;

    const response = await as(bruno).put('/api/loja/configuracao', { nome_loja: 'Bruno Novo', subdominio });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Este link já está em uso por outra loja. Escolha outro.');
    expect((await as(bruno).get('/api/loja/configuracao')).body).toEqual(antes);
    expect(await slugDoc(subdominio)).toEqual({ lojista_id: ana.lojaId });
    expect(await slugDoc(antes.subdominio)).toEqual({ lojista_id: bruno.lojaId });
  });

  it('when a shop changes its slug, then the old one is freed for others and the new one is held', async () => {
    const ana = await newOwner();
    const bruno = await newOwner();
    const antigo = novoSlug();
    const novo = novoSlug();
    await as(ana).put('/api/loja/configuracao', { nome_loja: 'Ana', subdominio: antigo });
    expect((await as(ana).put('/api/loja/configuracao', { nome_loja: 'Ana', subdominio: novo })).status).toBe(200);
    expect(await slugDoc(antigo)).toBeUndefined();
    expect(await slugDoc(novo)).toEqual({ lojista_id: ana.lojaId });
    expect((await as(bruno).put('/api/loja/configuracao', { nome_loja: 'Bruno', subdominio: antigo })).status).toBe(200);
  });

  it('when a shop saves again with its own slug, then it is not a conflict', async () => {
    const owner = await newOwner();
    const subdominio = novoSlug();
    await as(owner).put('/api/loja/configuracao', { nome_loja: 'Um', subdominio });
    const response = await as(owner).put('/api/loja/configuracao', { nome_loja: 'Dois', subdominio });
    expect(response.status).toBe(200);
    expect(await slugDoc(subdominio)).toEqual({ lojista_id: owner.lojaId });
  });

  it('when a shop clears its slug, then the slug is freed', async () => {
    const owner = await newOwner();
    const subdominio = novoSlug();
    await as(owner).put('/api/loja/configuracao', { nome_loja: 'Um', subdominio });
    expect((await as(owner).put('/api/loja/configuracao', { nome_loja: 'Um', subdominio: '' })).status).toBe(200);
    expect(await slugDoc(subdominio)).toBeUndefined();
  });

  it('when two shops claim the same free slug at once, then exactly one gets it', async () => {
    const [ana, bruno] = await Promise.all([newOwner(), newOwner()]);
    const subdominio = novoSlug();
    const respostas = await Promise.all(
      [ana, bruno].map((owner) => as(owner).put('/api/loja/configuracao', { nome_loja: 'X', subdominio })),
    );
    expect(respostas.map((response) => response.status).sort()).toEqual([200, 409]);
    const vencedor = respostas[0]!.status === 200 ? ana : bruno;
    expect(await slugDoc(subdominio)).toEqual({ lojista_id: vencedor.lojaId });
  });

  it("when the slug is 'configuracao' (the owner's own settings route), then it is refused", async () => {
    const owner = await newOwner();
    const response = await as(owner).put('/api/loja/configuracao', { nome_loja: 'X', subdominio: 'configuracao' });
    expect(response.status).toBe(409);
  });
});

describe('WhatsApp do lojista', () => {
  it('when no number was saved, then GET answers an empty one; after PUT it answers the saved one', async () => {
    const owner = await newOwner();
    expect((await as(owner).get('/api/lojista/configuracao')).body).toEqual({ telefone_whatsapp: '' });
    const response = await as(owner).put('/api/lojista/whatsapp', { telefone_whatsapp: ' 5511987654321 ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ telefone_whatsapp: '5511987654321' });
    expect((await as(owner).get('/api/lojista/configuracao')).body).toEqual({ telefone_whatsapp: '5511987654321' });
  });

  it('when the owner types "(11) 98765-4321", then 5511987654321 is stored and published, the number wa.me needs', async () => {
    const owner = await newOwner();
    const response = await as(owner).put('/api/lojista/whatsapp', { telefone_whatsapp: '(11) 98765-4321' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ telefone_whatsapp: '5511987654321' });
    expect((await lojistaDoc(owner.lojaId).get()).get('telefone_whatsapp')).toBe('5511987654321');
    expect((await catalogoDoc(owner.lojaId))?.loja.whatsapp).toBe('5511987654321');
  });

  it.each(['abc', '(10) 98765-4321', '+1 415 555 2671', '1234'])(
    'when the number %j cannot be Brazilian, then 400 in Portuguese and the saved one stays',
    async (telefone_whatsapp) => {
      const owner = await newOwner();
      await as(owner).put('/api/lojista/whatsapp', { telefone_whatsapp: '5511987654321' });
      const response = await as(owner).put('/api/lojista/whatsapp', { telefone_whatsapp });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Dados inválidos.',
        campos: { telefone_whatsapp: ['WhatsApp inválido: use DDD e número, como (11) 98765-4321.'] },
      });
      expect((await lojistaDoc(owner.lojaId).get()).get('telefone_whatsapp')).toBe('5511987654321');
    },
  );

  it.each([
    ['no number', {}],
    ['a number type', { telefone_whatsapp: 5511987654321 }],
    ['more than 30 characters', { telefone_whatsapp: '1'.repeat(31) }],
    ['an unknown field', { telefone_whatsapp: '55', lojista_id: 'outro' }],
  ])('when PUT carries %s, then 400', async (_caso, body) => {
    const owner = await newOwner();
    expect((await as(owner).put('/api/lojista/whatsapp', body)).status).toBe(400);
  });
});

describe('Documento público após salvar a loja', () => {
  it('when the shop and WhatsApp are saved, then catalogos/{lojaId} carries them with lojista_id and whatsapp, and never the e-mail', async () => {
    const owner = await newOwner();
    const subdominio = novoSlug();
    await as(owner).put('/api/loja/configuracao', { ...LOJA, subdominio });
    await as(owner).put('/api/lojista/whatsapp', { telefone_whatsapp: '5511987654321' });

    const catalogo = await catalogoDoc(owner.lojaId);
    expect(catalogo).toMatchObject({
      lojista_id: owner.lojaId,
      loja: { ...LOJA, subdominio, lojista_id: owner.lojaId, whatsapp: '5511987654321' },
      produtos: [],
      categorias: [],
    });
    expect(catalogo?.atualizado_em).toBeDefined();
    expect(JSON.stringify(catalogo)).not.toContain(owner.account.email);
    expect(Object.keys(catalogo!).sort()).toEqual([
      'atualizado_em',
      'categorias',
      'loja',
      'lojista_id',
      'paginas',
      'produtos',
      'proxima_pagina',
      'status',
    ]);
    expect(catalogo?.status).toBe('ativo');
  });

  it('when the WhatsApp number is cleared, then the public document says there is none (null)', async () => {
    const owner = await newOwner();
    await as(owner).put('/api/lojista/whatsapp', { telefone_whatsapp: '' });
    expect((await catalogoDoc(owner.lojaId))?.loja.whatsapp).toBeNull();
  });
});
