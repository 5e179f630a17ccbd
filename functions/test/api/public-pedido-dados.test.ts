import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PedidoAcompanhamento, PedidosDoLojistaResponse } from '@vitrine/shared';
import { acompanhamentoDoc } from '../../src/model/acompanhamentos.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { isolatedApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';

/** A database of its own, like the other order files. */
const { app, db } = isolatedApp('publico-pedido-dados');

let ana: LojaDeTeste;
beforeAll(async () => {
  ana = await novaLoja(app, { produtos: [{ nome: 'Pizza grande', preco: 50 }] });
  await configurarAtendimento(app, ana, {
    retirada: true,
    entrega: true,
    bairros: [{ nome: 'Centro', taxa: 5 }],
    formas_pagamento: ['pix', 'dinheiro'],
    pix: { chave: 'ana@exemplo.com.br', nome: 'Pizzaria da Ana', cidade: 'São Paulo' },
  });
});

/** Maria's delivery order with everything a customer can tell: name, phone, address, complement, reference, note. */
async function pedidoDaMaria() {
  const response = await request(app)
    .post(`/api/loja/${ana.slug}/pedido`)
    .send({
      produtos: [{ id: ana.produtos[0]!.id, quantidade: 2, observacao: 'sem cebola' }],
      cliente: { nome: 'Maria Clara', telefone: '11912345678' },
      entrega: { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123', complemento: 'Apto 45', referencia: 'Portão azul' },
      pagamento: { forma: 'dinheiro', troco_para: 200 },
      observacao: 'Interfone quebrado, ligar',
    });
  expect(response.status).toBe(201);
  const { acompanhamento } = response.body as { acompanhamento: string };
  const token = acompanhamento.split('/').at(-1)!;
  const { lojista_id, pedido_id } = (await acompanhamentoDoc(db, token).get()).data()!;
  return { token, ref: pedidosCollection(db, lojista_id as string).doc(pedido_id as string) };
}

const apagar = (token: string) => request(app).delete(`/api/pedido/${token}/dados`);
const PESSOAIS = ['Maria Clara', '11912345678', '91234-5678', 'Rua das Flores', 'Apto 45', 'Portão azul', 'Interfone quebrado'];

describe('Apagar meus dados deste pedido: DELETE /api/pedido/{token}/dados', () => {
  it('when the customer erases their data, then name, phone, address and note are gone from the order and nothing else changes', async () => {
    const { token, ref } = await pedidoDaMaria();
    const antes = (await ref.get()).data()!;
    for (const dado of PESSOAIS) expect(JSON.stringify(antes)).toContain(dado);

    const response = await apagar(token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });

    const depois = (await ref.get()).data()!;
    for (const dado of PESSOAIS) expect(JSON.stringify(depois)).not.toContain(dado);
    expect(depois.cliente).toBeNull();
    expect(depois.observacao).toBeNull();
    expect(depois.entrega).toEqual({ tipo: 'entrega', bairro: 'Centro' });
    expect(depois.dados_apagados_em).toBeDefined();
    // The summary keeps the order's lines, only the personal ones are gone.
    const linhasPessoais = /^\*(Cliente|Telefone|Endereço|Referência|Observação):\*/;
    const linhas = (texto: string) => texto.split('\n').filter((linha) => linha !== '');
    expect(linhas(antes.texto_whatsapp as string).filter((linha) => !linhasPessoais.test(linha))).toEqual(
      linhas(depois.texto_whatsapp as string),
    );
    // Everything else as it was: items (the product's own note included), totals, payment, status, timeline, tracking.
    const {
      cliente: _c,
      entrega: _e,
      observacao: _o,
      texto_whatsapp: _t,
      dados_apagados_em: _d,
      dados_apagados_por: _p,
      ...resto
    } = depois;
    const { cliente: _c2, entrega: _e2, observacao: _o2, texto_whatsapp: _t2, ...restoAntes } = antes;
    expect(resto).toEqual(restoAntes);
    expect((await acompanhamentoDoc(db, token).get()).exists).toBe(true);
  });

  it('when the data was erased, then the tracking page and the owner see the order without it, and say so', async () => {
    const { token } = await pedidoDaMaria();
    expect((await apagar(token)).status).toBe(200);
    const acompanhamento = (await request(app).get(`/api/pedido/${token}`)).body as PedidoAcompanhamento;
    expect(acompanhamento.dados_apagados_em).toEqual(expect.stringMatching(/Z$/));
    expect(acompanhamento.total).toBe(105);
    for (const dado of PESSOAIS) expect(acompanhamento.texto_whatsapp).not.toContain(dado);

    const lista = (await request(app).get('/api/pedidos').set('Cookie', ana.cookie)).body as PedidosDoLojistaResponse;
    const doOwner = lista.pedidos.find((pedido) => pedido.codigo === acompanhamento.codigo)!;
    expect(doOwner).toMatchObject({ cliente: null, observacao: null, entrega: { tipo: 'entrega', bairro: 'Centro' }, total: 105 });
    expect(doOwner.dados_apagados_em).toBe(acompanhamento.dados_apagados_em);
    expect(doOwner.dados_apagados_por).toBe('cliente');
    expect(doOwner.itens[0]).toMatchObject({ nome: 'Pizza grande', quantidade: 2, observacao: 'sem cebola' });
  });

  it('when the customer asks again, then 200 and the first erasure stands unchanged', async () => {
    const { token, ref } = await pedidoDaMaria();
    expect((await apagar(token)).status).toBe(200);
    const primeira = (await ref.get()).data()!;
    expect((await apagar(token)).status).toBe(200);
    expect((await ref.get()).data()).toEqual(primeira);
  });

  it('when the token names no order, then 404 "Pedido não encontrado" and nothing is written', async () => {
    const { ref } = await pedidoDaMaria();
    const antes = (await ref.get()).data();
    for (const token of [randomBytes(16).toString('base64url'), 'curto', ref.id]) {
      const response = await apagar(token);
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('Pedido não encontrado');
    }
    expect((await ref.get()).data()).toEqual(antes);
  });

  it('when the request comes from another site, then it is refused and the data stays', async () => {
    const { token, ref } = await pedidoDaMaria();
    const response = await apagar(token).set('Origin', 'https://golpe.example');
    expect(response.status).toBe(403);
    expect((await ref.get()).get('cliente')).toEqual({ nome: 'Maria Clara', telefone: '5511912345678' });
  });
});
