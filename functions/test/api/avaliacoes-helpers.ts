import request from 'supertest';
import { expect } from 'vitest';
import { apiPaths } from '@vitrine/shared/api-paths';
import { acompanhamentoDoc } from '../../src/model/acompanhamentos.js';
import type { TestApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { novoTelefone, umPedido } from '../../../test/support/pedidos.js';
import type { Firestore } from 'firebase-admin/firestore';

/** What the reviews' tests share (public-avaliacoes, owner-avaliacoes): a shop, its orders, delivering them, reviewing them. */
export function avaliacoesDeTeste(app: TestApp, db: Firestore) {
  async function lojaComCafe(): Promise<LojaDeTeste> {
    const loja = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 8 }] });
    await configurarAtendimento(app, loja, { retirada: true, entrega: false, formas_pagamento: ['dinheiro'] });
    return loja;
  }

  /** A pickup order by `nome`; its tracking token and id. */
  async function pedir(loja: LojaDeTeste, nome = 'Maria Clara Souza') {
    const response = await request(app)
      .post(`/api${apiPaths.lojaPedido({ slug: loja.slug })}`)
      .send(umPedido({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }], cliente: { nome, telefone: novoTelefone() } }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const token = (response.body as { acompanhamento: string }).acompanhamento.split('/').at(-1)!;
    const { pedido_id } = (await acompanhamentoDoc(db, token).get()).data()!;
    return { token, id: pedido_id as string };
  }

  async function mover(loja: LojaDeTeste, id: string, status: string) {
    const response = await request(app)
      .put(`/api${apiPaths.pedido({ id })}`)
      .set('Cookie', loja.cookie)
      .send({ status });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }

  /** An order picked up: delivered (`entregue`), ready for its review. */
  async function pedidoEntregue(loja: LojaDeTeste, nome?: string) {
    const pedido = await pedir(loja, nome);
    await mover(loja, pedido.id, 'entregue');
    return pedido;
  }

  const avaliar = (token: string, corpo: object) =>
    request(app)
      .post(`/api${apiPaths.pedidoAvaliacao({ token })}`)
      .send(corpo);
  const publicas = (loja: LojaDeTeste, antes?: string) =>
    request(app)
      .get(`/api${apiPaths.lojaAvaliacoes({ slug: loja.slug })}`)
      .query(antes ? { antes } : {});

  return { lojaComCafe, pedir, mover, pedidoEntregue, avaliar, publicas };
}
