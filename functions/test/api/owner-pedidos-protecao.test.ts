import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, firestore } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { pedidoDoc } from '../../src/model/pedidos.js';
import { produtoDoc } from '../../src/model/produtos.js';

/** Issue 24: the owner cancels a flood of junk orders at once (stock back) and blocks the phone they came from. */
const app = testApp();
const db = firestore();

const owner = (loja: LojaDeTeste) => ({
  get: (path: string) => request(app).get(path).set('Cookie', loja.cookie),
  post: (path: string, body?: unknown) =>
    request(app)
      .post(path)
      .set('Cookie', loja.cookie)
      .send(body as object),
  delete: (path: string) => request(app).delete(path).set('Cookie', loja.cookie),
});
const estoque = async (loja: LojaDeTeste) => (await produtoDoc(db, loja.lojaId, loja.produtos[0]!.id).get()).get('estoque');
const status = async (loja: LojaDeTeste, id: string) => (await pedidoDoc(db, loja.lojaId, id).get()).get('status');

/** Places an order at the shop and answers its id (from the owner's list). */
async function pedido(loja: LojaDeTeste, quantidade: number, telefone?: string): Promise<string> {
  const response = await request(app)
    .post(`/api/loja/${loja.slug}/pedido`)
    .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade }], ...(telefone && { cliente: { nome: 'Cliente', telefone } }) });
  expect(response.status).toBe(201);
  const lista = await owner(loja).get('/api/pedidos');
  return lista.body.pedidos.find((item: { codigo: string }) => item.codigo === response.body.codigo).id as string;
}

let ana: LojaDeTeste;
let bruno: LojaDeTeste;
beforeAll(async () => {
  ana = await novaLoja(app, { produtos: [{ nome: 'Brownie', preco: 9, estoque: 30 }] });
  bruno = await novaLoja(app, { nome_loja: 'Doces do Bruno', produtos: [{ nome: 'Cocada', preco: 4, estoque: 10 }] });
});

describe('Pedidos: cancelar vários de uma vez', () => {
  it('when the owner cancels several orders, then each is cancelled with its stock back; ids of no order of the shop change nothing', async () => {
    const ids = [await pedido(ana, 10), await pedido(ana, 10), await pedido(ana, 5)];
    const doBruno = await pedido(bruno, 4);
    expect(await estoque(ana)).toBe(5);

    const response = await owner(ana).post('/api/pedidos/cancelar', { ids: [ids[0], ids[1], doBruno, 'nao-existe'] });
    expect(response.status).toBe(200);
    expect(response.body.cancelados.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual([
      [ids[0], 'cancelado'],
      [ids[1], 'cancelado'],
    ]);
    expect(response.body.nao_encontrados).toEqual([doBruno, 'nao-existe']);
    expect(await estoque(ana)).toBe(25);
    expect(await status(ana, ids[2]!)).toBe('novo');
    // The other shop's order and stock are untouched.
    expect(await status(bruno, doBruno)).toBe('novo');
    expect(await estoque(bruno)).toBe(6);

    // Cancelling again gives nothing back twice.
    const denovo = await owner(ana).post('/api/pedidos/cancelar', { ids: [ids[0], ids[2]] });
    expect(denovo.status).toBe(200);
    expect(denovo.body.cancelados).toHaveLength(2);
    expect(await estoque(ana)).toBe(30);

    // Bruno cannot cancel Ana's order either.
    const outro = await owner(bruno).post('/api/pedidos/cancelar', { ids: [ids[1]] });
    expect(outro.body).toEqual({ cancelados: [], nao_encontrados: [ids[1]], recusados: [] });
  });

  it('when the body is not a list of 1 to 50 distinct ids, then 400 and nothing changes; without a session 401', async () => {
    const id = await pedido(ana, 1);
    for (const body of [
      {},
      { ids: [] },
      { ids: [id, id] },
      { ids: Array.from({ length: 51 }, (_, i) => `p${i}`) },
      { ids: [id], status: 'entregue' },
      { ids: 'todos' },
    ]) {
      const response = await owner(ana).post('/api/pedidos/cancelar', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual(expect.any(String));
    }
    expect(await status(ana, id)).toBe('novo');
    expect(
      (
        await request(app)
          .post('/api/pedidos/cancelar')
          .send({ ids: [id] })
      ).status,
    ).toBe(401);
  });
});

describe('Pedidos: bloquear o telefone de um cliente', () => {
  it('when the owner blocks a phone, then its orders get a polite 403 and nothing is written, until the owner unblocks it', async () => {
    const bloqueado = await owner(ana).post('/api/pedidos/bloqueios', { telefone: '(21) 98888-7777' });
    expect(bloqueado.status).toBe(201);
    const { telefone } = bloqueado.body as { telefone: string };
    expect(telefone).toMatch(/^(55)?21988887777$/);
    expect((await owner(ana).get('/api/pedidos/protecao')).body.bloqueios).toEqual([{ telefone, criado_em: bloqueado.body.criado_em }]);

    const antes = await estoque(ana);
    const recusado = await request(app)
      .post(`/api/loja/${ana.slug}/pedido`)
      .send({ produtos: [{ id: ana.produtos[0]!.id, quantidade: 1 }], cliente: { nome: 'Fulano', telefone: '+55 21 98888-7777' } });
    expect(recusado.status).toBe(403);
    expect(recusado.body.error).toBe('Não foi possível enviar o pedido por este telefone. Por favor, fale diretamente com a loja.');
    expect(await estoque(ana)).toBe(antes);
    // Another phone, and the same phone at another shop, still order.
    await pedido(ana, 1, '(21) 97777-6666');
    await pedido(bruno, 1, '(21) 98888-7777');

    expect((await owner(ana).delete(`/api/pedidos/bloqueios/${telefone}`)).status).toBe(204);
    expect((await owner(ana).get('/api/pedidos/protecao')).body.bloqueios).toEqual([]);
    await pedido(ana, 1, '(21) 98888-7777');
  });

  it('when the phone is not a phone, or there is no session, then 400 or 401; unblocking what was never blocked is 204', async () => {
    for (const body of [{}, { telefone: '' }, { telefone: '123' }, { telefone: '(21) 98888-7777', extra: 1 }]) {
      expect((await owner(ana).post('/api/pedidos/bloqueios', body)).status).toBe(400);
    }
    expect((await request(app).post('/api/pedidos/bloqueios').send({ telefone: '(21) 98888-7777' })).status).toBe(401);
    expect((await request(app).get('/api/pedidos/protecao')).status).toBe(401);
    expect((await owner(ana).delete('/api/pedidos/bloqueios/11911112222')).status).toBe(204);
    expect((await owner(ana).delete('/api/pedidos/bloqueios/..%2F..%2Fpedidos')).status).toBe(204);
  });
});
