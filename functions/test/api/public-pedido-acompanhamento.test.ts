import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PedidoAcompanhamento } from '@vitrine/shared';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { isolatedApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { CAFE_E_BOLO } from '../../../test/support/produtos.js';
import { ENTREGA_NO_CENTRO, TOTAIS_DE_CAFES_E_BOLO_NO_CENTRO, umPedido } from '../../../test/support/pedidos.js';

/** A database of its own, like the other order files. */
const { app, db } = isolatedApp('publico-acompanhamento');

let ana: LojaDeTeste;
beforeAll(async () => {
  ana = await novaLoja(app, {
    produtos: CAFE_E_BOLO,
    loja: { cor_principal: '#B45309', endereco: 'Rua do Comércio, 45 — Centro' },
  });
  await configurarAtendimento(app, ana, {
    retirada: true,
    entrega: true,
    bairros: [{ nome: 'Centro', taxa: 4 }],
    formas_pagamento: ['pix', 'dinheiro'],
    pix: { chave: 'ana@exemplo.com.br', nome: 'Café da Ana', cidade: 'São Paulo' },
  });
});

/** Maria's order: delivery to Centro, paid by PIX. */
async function pedidoDaMaria() {
  const response = await request(app)
    .post(`/api/loja/${ana.slug}/pedido`)
    .send(
      umPedido({
        produtos: [
          { id: ana.produtos[0]!.id, quantidade: 2 },
          { id: ana.produtos[1]!.id, quantidade: 1 },
        ],
        entrega: ENTREGA_NO_CENTRO,
        pagamento: { forma: 'pix' },
      }),
    );
  expect(response.status).toBe(201);
  return response.body as { codigo: string; acompanhamento: string; texto_whatsapp: string; pix_copia_e_cola: string };
}

const acompanhar = (path: string) => request(app).get(`/api${path}`);

describe('Acompanhamento do pedido: GET /api/pedido/{token}', () => {
  it('when the customer opens the tracking link, then the order as they may see it, with the shop to reach, never cached', async () => {
    const pedido = await pedidoDaMaria();
    const response = await acompanhar(pedido.acompanhamento);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as PedidoAcompanhamento;
    expect(body).toEqual({
      codigo: pedido.codigo,
      status: 'novo',
      criado_em: expect.stringMatching(/Z$/),
      atualizado_em: body.criado_em,
      historico: [{ status: 'novo', em: body.criado_em }],
      itens: [
        { nome: 'Café expresso', quantidade: 2, preco: 6.5, total: 13, opcoes: [], observacao: null, gramas: null },
        { nome: 'Bolo de cenoura', quantidade: 1, preco: 12, total: 12, opcoes: [], observacao: null, gramas: null },
      ],
      ...TOTAIS_DE_CAFES_E_BOLO_NO_CENTRO,
      entrega: { tipo: 'entrega', bairro: 'Centro', uf: null, distancia_km: null, frete_a_combinar: false },
      agendado_para: null,
      // A shop without its bank's API Pix: the static code, confirmed by hand (issue 45).
      pagamento: { forma: 'pix', status: null, confirmacao: 'manual', pago_em: null, e2e_id: null, valor_pago: null, expira_em: null },
      pix_copia_e_cola: pedido.pix_copia_e_cola,
      texto_whatsapp: pedido.texto_whatsapp,
      loja: {
        nome_loja: 'Café da Ana',
        link: `/loja/${ana.slug}`,
        whatsapp: '5511999998888',
        cor_principal: '#B45309',
        logo_url: '',
        endereco: 'Rua do Comércio, 45 — Centro',
      },
      dados_apagados_em: null,
      entregador: null,
    } satisfies PedidoAcompanhamento);
    // Nothing of the owner's account, nor the order's ids.
    expect(JSON.stringify(body)).not.toContain(ana.email);
    expect(JSON.stringify(body)).not.toContain(ana.lojaId);
  });

  it('when the customer picks the order up, then the WhatsApp text and the tracking page give the shop’s address with its map link', async () => {
    const response = await request(app)
      .post(`/api/loja/${ana.slug}/pedido`)
      .send(umPedido({ produtos: [{ id: ana.produtos[0]!.id, quantidade: 1 }], cliente: { nome: 'Maria', telefone: '11912345678' } }));
    expect(response.status).toBe(201);
    const { texto_whatsapp, acompanhamento } = response.body as { texto_whatsapp: string; acompanhamento: string };
    expect(texto_whatsapp).toContain(
      '*Retirar em:* Rua do Comércio, 45 — Centro\nhttps://www.google.com/maps/search/?api=1&query=Rua%20do%20Com%C3%A9rcio%2C%2045%20%E2%80%94%20Centro',
    );
    const body = (await acompanhar(acompanhamento)).body as PedidoAcompanhamento;
    expect(body.entrega).toEqual({ tipo: 'retirada', bairro: null, uf: null, distancia_km: null, frete_a_combinar: false });
    expect(body.loja.endereco).toBe('Rua do Comércio, 45 — Centro');
  });

  it('when the owner moves the order along, then the customer sees the status, its timeline and when it changed', async () => {
    const pedido = await pedidoDaMaria();
    const { id } = (await pedidosCollection(db, ana.lojaId).where('codigo', '==', pedido.codigo).get()).docs[0]!;
    for (const status of ['confirmado', 'saiu_para_entrega']) {
      const response = await request(app).put(`/api/pedidos/${id}`).set('Cookie', ana.cookie).send({ status });
      expect(response.status).toBe(200);
    }
    const body = (await acompanhar(pedido.acompanhamento)).body as PedidoAcompanhamento;
    expect(body.status).toBe('saiu_para_entrega');
    expect(body.historico.map((mudanca) => mudanca.status)).toEqual(['novo', 'confirmado', 'saiu_para_entrega']);
    expect(body.atualizado_em).toBe(body.historico.at(-1)!.em);
    expect(Date.parse(body.atualizado_em)).toBeGreaterThanOrEqual(Date.parse(body.criado_em));
  });

  it('when the link names no order, then 404 "Pedido não encontrado", whatever the token looks like', async () => {
    const pedido = await pedidoDaMaria();
    const { id } = (await pedidosCollection(db, ana.lojaId).where('codigo', '==', pedido.codigo).get()).docs[0]!;
    const desconhecidos = [
      randomBytes(16).toString('base64url'), // well formed, never issued
      pedido.codigo, // the short code alone never finds an order
      id, // nor does the order's id
      `${pedido.acompanhamento.slice('/pedido/'.length)}x`,
      '..%2F..%2Flojistas',
    ];
    for (const token of desconhecidos) {
      const response = await acompanhar(`/pedido/${token}`);
      expect(response.status, token).toBe(404);
      expect(response.body).toEqual({ error: 'Pedido não encontrado' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
