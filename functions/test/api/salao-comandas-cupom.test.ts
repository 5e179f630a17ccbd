import { describe, expect, it } from 'vitest';
import {
  CUPOM_DE_FRETE_NA_CONTA,
  CUPOM_ESGOTADO,
  CUPOM_NAO_ENCONTRADO,
  CUPOM_POR_CLIENTE_NA_CONTA,
  cupomPedidoMinimo,
  perfilNaoPermite,
  type Comanda,
  type Cupom,
  type CuponsResponse,
  type DivisaoDaComanda,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { comandaDoc } from '../../src/model/comandas.js';
import { cuponsCollection } from '../../src/model/cupons.js';
import { CONTA_ABAIXO_DO_PAGO, cupomNaoFechaMais } from '../../src/features/owner-comandas/service.js';
import { as, firestore, newGoogleAccount, newOwner, type Owner } from '../../../test/support/api.js';
import { api, fechar, lerConta, pagar, receita, rodada, umaSala, type Sala } from './salao-helpers.js';

/**
 * A table's bill (issue 44) takes a shop's coupon, checked by the order's rules on the bill's
 * consumption, its discount following later rounds, its use counted once when the bill closes;
 * and the people the couvert is charged for change while the bill is open.
 */

async function criarCupom({ dono }: Sala, body: object): Promise<Cupom> {
  const response = await as(dono).post(api(apiPaths.cupons), body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Cupom;
}

const aplicar = ({ dono }: Sala, id: string, codigo: unknown) => as(dono).post(api(apiPaths.comandaCupom({ id })), { codigo });
const usos = async ({ dono }: Sala, codigo: string) =>
  ((await as(dono).get(api(apiPaths.cupons))).body as CuponsResponse).cupons.find((cupom) => cupom.codigo === codigo)!.usos;
const impressa = async ({ dono }: Sala, id: string) =>
  (await as(dono).get(`${api(apiPaths.comandaImpressao({ id }))}?largura=80&formato=texto`)).text;

describe('Salão: o cupom na conta da mesa', () => {
  it('when a percent coupon is applied, then the bill takes it off its consumption, later rounds included, and the split, the print and the close follow it', async () => {
    const sala = await umaSala({ taxa: 10 });
    await criarCupom(sala, { codigo: 'MESA10', tipo: 'percentual', valor: 10 });
    const { comanda_id } = await rodada(sala, 2);

    const aplicada = await aplicar(sala, comanda_id, ' mesa10 ');
    expect(aplicada.status, JSON.stringify(aplicada.body)).toBe(200);
    // 120,00 − 12,00 = 108,00, and the fee on what is left: 10,80.
    expect(aplicada.body).toMatchObject({
      subtotal: 120,
      desconto: 12,
      cupom: { codigo: 'MESA10', desconto: 12 },
      taxa_servico: 10.8,
      total: 118.8,
      falta: 118.8,
    } satisfies Partial<Comanda>);

    // A round sent after the coupon: its 10 % too.
    await rodada(sala, 1);
    const conta = await lerConta(sala, comanda_id);
    expect([conta.subtotal, conta.desconto, conta.cupom, conta.taxa_servico, conta.total]).toEqual([
      180,
      18,
      { codigo: 'MESA10', desconto: 18 },
      16.2,
      178.2,
    ]);
    const divisao = (await as(sala.dono).get(`${api(apiPaths.comandaDivisao({ id: comanda_id }))}?pessoas=3`)).body as DivisaoDaComanda;
    expect(divisao).toEqual({ falta: 178.2, partes: [59.4, 59.4, 59.4] });
    expect(await impressa(sala, comanda_id)).toMatch(/Cupom MESA10 +-R\$ 18,00\n/);
    expect(await usos(sala, 'MESA10')).toBe(0);

    const antes = await receita(sala);
    expect((await pagar(sala, comanda_id, { forma: 'pix', valor: 178.2 })).status).toBe(201);
    const fechada = await fechar(sala, comanda_id);
    expect(fechada.status, JSON.stringify(fechada.body)).toBe(200);
    expect(fechada.body).toMatchObject({ status: 'fechada', total: 178.2, falta: 0, cupom: { codigo: 'MESA10', desconto: 18 } });
    // Its use counted once, and the revenue is the consumption after the coupon.
    expect(await usos(sala, 'MESA10')).toBe(1);
    expect(await receita(sala)).toBe(antes + 162);
  });

  it('when a fixed coupon passes the consumption, then it takes the consumption off and no more; removing it puts the bill back', async () => {
    const sala = await umaSala({ taxa: 10, couvert: 5, produtos: [{ nome: 'Café', preco: 6 }] });
    await criarCupom(sala, { codigo: 'CAFE20', tipo: 'valor', valor: 20 });
    const { comanda_id } = await rodada(sala, 1);
    const aplicada = await aplicar(sala, comanda_id, 'CAFE20');
    // 6,00 of coffee, all of it off; the fee on nothing; the couvert stays.
    expect(aplicada.body).toMatchObject({ subtotal: 6, desconto: 6, cupom: { codigo: 'CAFE20', desconto: 6 }, taxa_servico: 0, total: 5 });

    const removida = await as(sala.dono).delete(api(apiPaths.comandaCupom({ id: comanda_id })));
    expect(removida.status, JSON.stringify(removida.body)).toBe(200);
    expect(removida.body).toMatchObject({ desconto: 0, cupom: null, taxa_servico: 0.6, total: 11.6 });
    expect(await impressa(sala, comanda_id)).not.toMatch(/Cupom/);
  });

  it.each([
    ['an unknown code', null, 'NAOEXISTE', CUPOM_NAO_ENCONTRADO],
    ['a coupon switched off', { codigo: 'DESLIGADO', tipo: 'valor', valor: 5, ativo: false }, 'DESLIGADO', CUPOM_NAO_ENCONTRADO],
    ['a coupon out of its dates', { codigo: 'VENCIDO', tipo: 'valor', valor: 5, fim: '2020-01-01' }, 'VENCIDO', 'Cupom fora da validade.'],
    [
      'a minimum above the consumption',
      { codigo: 'MINIMO', tipo: 'valor', valor: 5, pedido_minimo: 100 },
      'MINIMO',
      cupomPedidoMinimo(10_000),
    ],
    [
      'a first-order coupon',
      { codigo: 'PRIMEIRO', tipo: 'valor', valor: 5, primeiro_pedido: true },
      'PRIMEIRO',
      CUPOM_POR_CLIENTE_NA_CONTA,
    ],
    ['a coupon per customer', { codigo: 'UMPOR', tipo: 'valor', valor: 5, limite_por_cliente: 1 }, 'UMPOR', CUPOM_POR_CLIENTE_NA_CONTA],
    ['a free delivery coupon', { codigo: 'FRETE', tipo: 'frete_gratis', valor: 0 }, 'FRETE', CUPOM_DE_FRETE_NA_CONTA],
    ['a coupon used up', { codigo: 'ESGOTADO', tipo: 'valor', valor: 5, limite_total: 1 }, 'ESGOTADO', CUPOM_ESGOTADO],
    ['no code', null, '', 'Informe o código do cupom.'],
  ])('when the bill is given %s, then 400 says why and the bill has no coupon', async (_caso, cupom, codigo, erro) => {
    const sala = await umaSala({ taxa: 0 });
    if (cupom) await criarCupom(sala, cupom);
    if (codigo === 'ESGOTADO')
      await cuponsCollection(firestore(), sala.loja.lojaId)
        .doc((await lerCupom(sala, codigo)).id)
        .update({ usos: 1 });
    const { comanda_id } = await rodada(sala, 1);
    const response = await aplicar(sala, comanda_id, codigo);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(JSON.stringify(response.body)).toContain(erro);
    expect((await comandaDoc(firestore(), sala.loja.lojaId, comanda_id).get()).get('cupom')).toBeNull();
  });

  it('when the coupon was used up by others before the bill closes, then closing is 409 with a clear message and nothing is closed', async () => {
    const sala = await umaSala({ taxa: 0 });
    const cupom = await criarCupom(sala, { codigo: 'ULTIMO', tipo: 'valor', valor: 10, limite_total: 1 });
    const { comanda_id } = await rodada(sala, 1);
    expect((await aplicar(sala, comanda_id, 'ULTIMO')).status).toBe(200);
    expect((await pagar(sala, comanda_id, { forma: 'dinheiro', valor: 50 })).status).toBe(201);
    // Another order took the last use meanwhile.
    await cuponsCollection(firestore(), sala.loja.lojaId).doc(cupom.id).update({ usos: 1 });

    const recusada = await fechar(sala, comanda_id);
    expect([recusada.status, recusada.body.error]).toEqual([409, cupomNaoFechaMais('ULTIMO', CUPOM_ESGOTADO)]);
    expect(recusada.body.error).toBe('Não dá para fechar a conta com o cupom ULTIMO: cupom esgotado. Remova o cupom e feche de novo.');
    expect((await lerConta(sala, comanda_id)).status).toBe('aberta');
    expect(await usos(sala, 'ULTIMO')).toBe(1);

    // Without it, what was paid no longer covers the bill; with the rest paid it closes, the coupon's count untouched.
    expect((await as(sala.dono).delete(api(apiPaths.comandaCupom({ id: comanda_id })))).body).toMatchObject({ cupom: null, falta: 10 });
    expect((await pagar(sala, comanda_id, { forma: 'pix', valor: 10 })).status).toBe(201);
    expect((await fechar(sala, comanda_id)).status).toBe(200);
    expect(await usos(sala, 'ULTIMO')).toBe(1);
  });

  it('when the bill is closed or payments already pass what the coupon leaves, then the coupon is refused with 409', async () => {
    const sala = await umaSala({ taxa: 0 });
    await criarCupom(sala, { codigo: 'METADE', tipo: 'percentual', valor: 50 });
    const { comanda_id } = await rodada(sala, 1);
    expect((await pagar(sala, comanda_id, { forma: 'pix', valor: 40 })).status).toBe(201);
    const abaixo = await aplicar(sala, comanda_id, 'METADE');
    expect([abaixo.status, abaixo.body.error]).toEqual([409, CONTA_ABAIXO_DO_PAGO]);
    expect((await pagar(sala, comanda_id, { forma: 'pix', valor: 20 })).status).toBe(201);
    expect((await fechar(sala, comanda_id)).status).toBe(200);
    const fechada = await aplicar(sala, comanda_id, 'METADE');
    expect([fechada.status, fechada.body.error]).toEqual([409, 'Esta conta já está fechada.']);
    expect((await as(sala.dono).delete(api(apiPaths.comandaCupom({ id: comanda_id })))).status).toBe(409);
  });

  it("when a member without the room's permission, or an unknown bill, is given a coupon, then 403 and 404", async () => {
    const sala = await umaSala({ taxa: 0 });
    await criarCupom(sala, { codigo: 'MESA10', tipo: 'percentual', valor: 10 });
    const { comanda_id } = await rodada(sala, 1);
    const conta = newGoogleAccount('Cida Cozinha');
    expect((await as(sala.dono).post(api(apiPaths.equipe), { email: conta.email, papel: 'cozinha' })).status).toBe(201);
    const cozinha: Owner = await newOwner(undefined, conta);
    const proibida = await as(cozinha).post(api(apiPaths.comandaCupom({ id: comanda_id })), { codigo: 'MESA10' });
    expect([proibida.status, proibida.body.error]).toEqual([403, perfilNaoPermite('cozinha')]);
    expect((await aplicar(sala, 'nao-existe', 'MESA10')).status).toBe(404);
  });
});

async function lerCupom({ dono }: Sala, codigo: string): Promise<Cupom> {
  return ((await as(dono).get(api(apiPaths.cupons))).body as CuponsResponse).cupons.find((cupom) => cupom.codigo === codigo)!;
}

describe('Salão: quantas pessoas a conta tem', () => {
  it('when the people change, then the couvert follows them; out of 1 to the maximum is 400, and fewer than paid for is 409', async () => {
    const sala = await umaSala({ taxa: 0, couvert: 5 });
    const { comanda_id } = await rodada(sala, 1);
    const pessoas = (n: unknown) => as(sala.dono).put(api(apiPaths.comandaPessoas({ id: comanda_id })), { pessoas: n });

    const quatro = await pessoas(4);
    expect(quatro.status, JSON.stringify(quatro.body)).toBe(200);
    expect(quatro.body).toMatchObject({ pessoas: 4, couvert: 20, total: 80 });
    expect((await lerConta(sala, comanda_id)).pessoas).toBe(4);
    for (const invalido of [0, 51, 2.5, 'dois']) {
      const response = await pessoas(invalido);
      expect(response.status, String(invalido)).toBe(400);
    }
    expect((await pagar(sala, comanda_id, { forma: 'pix', valor: 75 })).status).toBe(201);
    const menos = await pessoas(2);
    expect([menos.status, menos.body.error]).toEqual([409, CONTA_ABAIXO_DO_PAGO]);
    expect((await lerConta(sala, comanda_id)).pessoas).toBe(4);
  });
});
