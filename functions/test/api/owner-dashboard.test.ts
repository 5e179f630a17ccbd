import { DASHBOARD_STATS_ZERO } from '@vitrine/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { as, lojistaDoc, newOwner, testApp } from '../../../test/support/api.js';

describe('Dashboard do lojista', () => {
  it('when the owner is new, then every figure is 0', async () => {
    const owner = await newOwner();
    const response = await as(owner).get('/api/dashboard/stats');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DASHBOARD_STATS_ZERO);
  });

  it('when products are created and deleted, then total_produtos follows them, hidden ones included', async () => {
    const owner = await newOwner();
    const ids: string[] = [];
    for (const ativo of [true, true, false]) ids.push((await as(owner).post('/api/produtos', { nome: 'P', preco: 1, ativo })).body.id);
    await as(owner).delete(`/api/produtos/${ids[0]}`);
    expect((await as(owner).get('/api/dashboard/stats')).body.total_produtos).toBe(2);
  });

  it('when the order counters hold values, then they are answered with the total in reais', async () => {
    const owner = await newOwner();
    await lojistaDoc(owner.lojaId).update({
      total_pedidos: 3,
      valor_total_pedidos_centavos: 12345,
      total_pedidos_aceitos: 2,
      receita_total_centavos: 10000,
    });
    expect((await as(owner).get('/api/dashboard/stats')).body).toEqual({
      total_produtos: 0,
      total_pedidos: 3,
      valor_total_pedidos: 123.45,
      total_pedidos_aceitos: 2,
      receita_total: 100,
      visitas_app: 0,
      clientes_fieis: [],
      avaliacoes_do_mes: { media: null, total: 0 },
    });
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await request(testApp()).get('/api/dashboard/stats')).status).toBe(401);
  });
});
