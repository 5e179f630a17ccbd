import { beforeAll, describe, expect, it } from 'vitest';
import { perfilNaoPermite, type EntregasResponse, type PedidoDoLojista } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { ENTREGA_NAO_ENCONTRADA } from '../../src/features/owner-entregas/service.js';
import request from 'supertest';
import { app, atribuir, com, umaEntrega, umaPizzaria, type Pizzaria } from './entregadores-helpers.js';

/**
 * The driver's phone (issue 46, owner-entregas) through HTTP: their open deliveries in trip order
 * with what to collect and the change to bring, the trip's route link, "Saí" and "Entreguei" in
 * the order's history, and nothing of anyone else's (404) or of any other screen (403).
 */

describe('Entregas: o celular do entregador', () => {
  let p: Pizzaria;
  let a: PedidoDoLojista;
  let b: PedidoDoLojista;
  let daRita: PedidoDoLojista;
  beforeAll(async () => {
    p = await umaPizzaria();
    a = await umaEntrega(p, { entrega: { tipo: 'entrega', bairro: 'Centro', endereco: 'Rua das Flores, 123' } });
    b = await umaEntrega(p, {
      entrega: { tipo: 'entrega', bairro: 'Vila Nova', endereco: 'Av. Brasil, 9', complemento: 'casa 2' },
      pagamento: { forma: 'pix' },
    });
    daRita = await umaEntrega(p);
    const viagem = await p.dono.post(apiPaths.entregadorViagem({ membro_id: p.joao.membro.id }), { pedido_ids: [b.id, a.id] });
    expect(viagem.status).toBe(200);
    await atribuir(p, daRita.id, p.rita);
  });

  it('when João opens his deliveries, then the trip in stop order with address, phone, amount to collect and the change to bring', async () => {
    const response = await com(p.joao.cookie).get(apiPaths.entregas);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { entregas, rota } = response.body as EntregasResponse;
    expect(entregas.map((entrega) => entrega.id)).toEqual([b.id, a.id]);
    // A PIX the bank has not confirmed (this shop checks its account by hand): collected only once the shop says it did not arrive.
    expect(entregas[0]).toMatchObject({
      ordem: 1,
      endereco: 'Av. Brasil, 9, Vila Nova',
      complemento: 'casa 2',
      forma: 'pix',
      pix_a_confirmar: true,
      a_cobrar: entregas[0]!.total,
      troco: 0,
    });
    // Cash: R$ 47,00 (pizza R$ 40 + fee R$ 7), a note of R$ 100: R$ 53,00 of change.
    expect(entregas[1]).toMatchObject({
      ordem: 2,
      a_cobrar: 47,
      total: 47,
      forma: 'dinheiro',
      pix_a_confirmar: false,
      troco_para: 100,
      troco: 53,
    });
    expect(entregas[1]!.cliente.telefone).toMatch(/^55119\d{8}$/);
    expect(entregas[1]!.mapa).toBe('https://www.google.com/maps/search/?api=1&query=Rua%20das%20Flores%2C%20123%2C%20Centro');
    const url = new URL(rota!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('waypoints')).toBe('Av. Brasil, 9, Vila Nova');
    expect(url.searchParams.get('destination')).toBe('Rua das Flores, 123, Centro');
  });

  it("when João asks for Rita's delivery, another shop's order or any other owner screen, then 404 or the role's 403", async () => {
    const outra = await umaPizzaria();
    const deOutraLoja = await umaEntrega(outra);
    await atribuir(outra, deOutraLoja.id, outra.joao);
    for (const id of [daRita.id, deOutraLoja.id, 'nao-existe']) {
      const lido = await com(p.joao.cookie).get(apiPaths.entrega({ id }));
      expect([lido.status, lido.body.error], id).toEqual([404, ENTREGA_NAO_ENCONTRADA]);
      const movido = await com(p.joao.cookie).put(apiPaths.entregaStatus({ id }), { status: 'saiu_para_entrega' });
      expect([movido.status, movido.body.error], id).toEqual([404, ENTREGA_NAO_ENCONTRADA]);
    }
    expect((await p.dono.get(apiPaths.pedidos)).body.pedidos.find((um: PedidoDoLojista) => um.id === daRita.id).status).toBe('confirmado');
    for (const [metodo, caminho] of [
      ['get', apiPaths.pedidos],
      ['get', apiPaths.entregadores],
      ['get', apiPaths.comandas],
      ['put', apiPaths.pedido({ id: a.id })],
    ] as const) {
      const response = await com(p.joao.cookie)[metodo](caminho, { status: 'entregue' });
      expect([response.status, response.body.error], caminho).toEqual([403, perfilNaoPermite('entregador')]);
    }
    // The owner has no deliveries of their own: the driver's routes are the driver's.
    expect((await p.dono.get(apiPaths.entregas)).status).toBe(403);
  });

  it('when João taps Saí and Entreguei, then the order moves and its history says João; a skipped step is refused', async () => {
    const pulo = await com(p.joao.cookie).put(apiPaths.entregaStatus({ id: a.id }), { status: 'entregue' });
    expect([pulo.status, pulo.body.error]).toEqual([403, perfilNaoPermite('entregador')]);
    const saiu = await com(p.joao.cookie).put(apiPaths.entregaStatus({ id: a.id }), { status: 'saiu_para_entrega' });
    expect(saiu.status, JSON.stringify(saiu.body)).toBe(200);
    expect(saiu.body.status).toBe('saiu_para_entrega');
    // The customer's tracking page names the driver by first name.
    const acompanhamento = (await p.dono.get(apiPaths.pedidos)).body.pedidos.find((um: PedidoDoLojista) => um.id === a.id).acompanhamento;
    const rastreio = await request(app).get(`/api${acompanhamento}`);
    expect(rastreio.body).toMatchObject({ status: 'saiu_para_entrega', entregador: 'João' });
    const entregue = await com(p.joao.cookie).put(apiPaths.entregaStatus({ id: a.id }), { status: 'entregue' });
    expect(entregue.body.status).toBe('entregue');
    const pedido = (await p.dono.get(apiPaths.pedidos)).body.pedidos.find((um: PedidoDoLojista) => um.id === a.id) as PedidoDoLojista;
    expect(pedido.historico.slice(-2).map(({ status, por }) => [status, por])).toEqual([
      ['saiu_para_entrega', 'João Motoboy'],
      ['entregue', 'João Motoboy'],
    ]);
    // Delivered, it leaves the phone's list.
    expect(((await com(p.joao.cookie).get(apiPaths.entregas)).body as EntregasResponse).entregas.map((entrega) => entrega.id)).toEqual([
      b.id,
    ]);
    const invalido = await com(p.joao.cookie).put(apiPaths.entregaStatus({ id: b.id }), { status: 'cancelado' });
    expect([invalido.status, invalido.body.error]).toEqual([400, 'Use saiu_para_entrega ou entregue.']);
  });
});
