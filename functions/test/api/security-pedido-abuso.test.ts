import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, firestore } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { umProdutoPorPeso } from '../../../test/support/produtos.js';
import { comoNoRuntime } from '../../../scripts/lib/functions-runtime.js';
import { catalogoDoc } from '../../src/model/catalogos.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { produtosCollection } from '../../src/model/produtos.js';

/**
 * Issue 24's regression cases for one anonymous customer against a shop, as the Functions runtime
 * delivers the request (comoNoRuntime): the order of 10 lines × 99 units that marked a whole shop
 * "Esgotado", and the same flood spread over concurrent orders.
 */
const app = testApp();
const db = firestore();
const runtime = comoNoRuntime(app);

let loja: LojaDeTeste;
beforeAll(async () => {
  loja = await novaLoja(app, { produtos: Array.from({ length: 10 }, (_, i) => ({ nome: `Doce ${i + 1}`, preco: 3, estoque: 99 })) });
});

const estoques = async () => (await produtosCollection(db, loja.lojaId).get()).docs.map((doc) => doc.get('estoque') as number).sort();
const esgotadosNoCatalogo = async () =>
  ((await catalogoDoc(db, loja.lojaId).get()).get('produtos') as { esgotado: boolean }[] | undefined)?.filter((p) => p.esgotado).length ??
  0;

describe('Abuso: uma encomenda anônima contra o estoque da loja', () => {
  it('when one order asks 10 lines × 99 units of the 10 stock-tracked products, then 400 and not one is sold out', async () => {
    const response = await request(runtime)
      .post(`/api/loja/${loja.slug}/pedido`)
      .send({ produtos: loja.produtos.map(({ id }) => ({ id, quantidade: 99 })) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Seu pedido pode ter no máximo 200 unidades no total.', campos: expect.any(Object) });
    expect(await estoques()).toEqual(Array(10).fill(99));
    expect((await pedidosCollection(db, loja.lojaId).get()).size).toBe(0);
    expect(await esgotadosNoCatalogo()).toBe(0);
  });

  it('when 20 concurrent orders each ask 99 of one product, then every one is refused above the maximum of 10 and the stock stays', async () => {
    const produto = loja.produtos[0]!;
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(runtime)
          .post(`/api/loja/${loja.slug}/pedido`)
          .send({ produtos: [{ id: produto.id, quantidade: 99 }] }),
      ),
    );
    expect(respostas.map((response) => response.status)).toEqual(Array(20).fill(400));
    expect(respostas[0]!.body.error).toBe('Você pode pedir no máximo 10 unidades de Doce 1 por pedido.');
    expect(await estoques()).toEqual(Array(10).fill(99));
  });
});

describe('Abuso: o peso de um produto somado em todas as linhas (issue 43)', () => {
  it('when one order asks 20 lines of 50 kg of one weighed product with different notes, then 400 naming the 50 kg per order and nothing is written', async () => {
    const acougue = await novaLoja(app, { produtos: [umProdutoPorPeso({ estoque: null })] });
    const picanha = acougue.produtos[0]!.id;
    const linhas = (quantas: number, gramas: number) =>
      Array.from({ length: quantas }, (_, i) => ({ id: picanha, gramas, observacao: `Peça ${i + 1}` }));
    const response = await request(runtime)
      .post(`/api/loja/${acougue.slug}/pedido`)
      .send({ produtos: linhas(20, 50_000) });
    expect([response.status, response.body.error]).toEqual([400, 'Peça no máximo 50 kg de Picanha por pedido.']);
    const duas = await request(runtime)
      .post(`/api/loja/${acougue.slug}/pedido`)
      .send({ produtos: linhas(2, 30_000) });
    expect([duas.status, duas.body.error]).toEqual([400, 'Peça no máximo 50 kg de Picanha por pedido.']);
    expect((await pedidosCollection(db, acougue.lojaId).get()).size).toBe(0);
    // Within the cap over all its lines, the order goes through.
    expect(
      (
        await request(runtime)
          .post(`/api/loja/${acougue.slug}/pedido`)
          .send({ produtos: linhas(2, 25_000) })
      ).status,
    ).toBe(201);
  });
});
