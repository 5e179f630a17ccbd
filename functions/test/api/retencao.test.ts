import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { RETENCAO_DADOS_CLIENTE_MESES } from '@vitrine/shared';
import { retencaoDadosCliente } from '../../src/jobs/retencao.js';
import { acompanhamentoDoc } from '../../src/model/acompanhamentos.js';
import { limiteDaRetencao } from '../../src/model/dados-do-cliente.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { pedidoDoc } from '../../src/model/pedidos.js';
import { isolatedApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { ENTREGA_NO_CENTRO, umPedido } from '../../../test/support/pedidos.js';

/** A database of its own: the job walks every shop in it. */
const { app, db } = isolatedApp('retencao');

let ana: LojaDeTeste;
let bruno: LojaDeTeste;
beforeAll(async () => {
  [ana, bruno] = await Promise.all([
    novaLoja(app, { produtos: [{ nome: 'Pizza grande', preco: 50 }] }),
    novaLoja(app, { nome_loja: 'Bar do Bruno', produtos: [{ nome: 'Pastel', preco: 8 }] }),
  ]);
  for (const loja of [ana, bruno]) {
    await configurarAtendimento(app, loja, {
      retirada: true,
      entrega: true,
      bairros: [{ nome: 'Centro', taxa: 5 }],
      formas_pagamento: ['dinheiro'],
    });
  }
});

const DIA = 24 * 60 * 60 * 1000;

/** An order with the customer's data, placed through the API, then dated `criadoEm` (as if placed then). */
async function pedido(loja: LojaDeTeste, criadoEm: Date): Promise<DocumentReference> {
  const response = await request(app)
    .post(`/api/loja/${loja.slug}/pedido`)
    .send(
      umPedido({
        produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }],
        entrega: ENTREGA_NO_CENTRO,
        observacao: 'Tocar a campainha',
      }),
    );
  expect(response.status).toBe(201);
  const token = (response.body as { acompanhamento: string }).acompanhamento.split('/').at(-1)!;
  const { pedido_id } = (await acompanhamentoDoc(db, token).get()).data()!;
  const ref = pedidoDoc(db, loja.lojaId, pedido_id as string);
  await ref.update({ criado_em: Timestamp.fromDate(criadoEm) });
  return ref;
}

const apagado = async (ref: DocumentReference) => {
  const dados = (await ref.get()).data()!;
  const comDados = dados.cliente !== null || dados.observacao !== null || JSON.stringify(dados).includes('Rua das Flores');
  expect(comDados).toBe(!dados.dados_apagados_em);
  return !comDados;
};

describe('Retenção dos dados do cliente (jobs/retencao.ts)', () => {
  it(`when orders cross ${RETENCAO_DADOS_CLIENTE_MESES} months, then only those lose the customer's data, keeping items and totals`, async () => {
    const hoje = new Date('2027-06-15T12:00:00Z');
    const limite = limiteDaRetencao(hoje);
    expect(limite.toISOString()).toBe(`${2027 - RETENCAO_DADOS_CLIENTE_MESES / 12}-06-15T12:00:00.000Z`);

    const velho = await pedido(ana, new Date(limite.getTime() - DIA));
    const noLimite = await pedido(ana, new Date(limite.getTime() - 1));
    const quase = await pedido(ana, new Date(limite.getTime() + DIA));
    const recente = await pedido(ana, new Date(hoje.getTime() - DIA));
    const velhoDoBruno = await pedido(bruno, new Date(limite.getTime() - 30 * DIA));
    const antes = (await velho.get()).data()!;

    const resultado = await retencaoDadosCliente(db, { now: () => hoje });
    expect(resultado).toMatchObject({ pedidos: 3, falhas: 0, limite });

    expect(await apagado(velho)).toBe(true);
    expect(await apagado(noLimite)).toBe(true);
    expect(await apagado(velhoDoBruno)).toBe(true);
    expect(await apagado(quase)).toBe(false);
    expect(await apagado(recente)).toBe(false);
    const depois = (await velho.get()).data()!;
    expect(depois).toMatchObject({
      itens: antes.itens,
      total_centavos: antes.total_centavos,
      status: 'novo',
      entrega: { tipo: 'entrega', bairro: 'Centro' },
      dados_apagados_por: 'retencao',
    });
    expect((await lojistaDoc(db, ana.lojaId).get()).get('retencao_ate')).toEqual(Timestamp.fromDate(limite));

    // A second run the same day finds nothing new; two days later, the order that crossed the line since.
    expect((await retencaoDadosCliente(db, { now: () => hoje })).pedidos).toBe(0);
    const depoisDeAmanha = new Date(hoje.getTime() + 2 * DIA);
    expect((await retencaoDadosCliente(db, { now: () => depoisDeAmanha })).pedidos).toBe(1);
    expect(await apagado(quase)).toBe(true);
    expect(await apagado(recente)).toBe(false);
  });

  it('when a run is cut short, then the next one starts from each shop’s mark and misses nothing', async () => {
    const hoje = new Date('2028-03-10T12:00:00Z');
    const limite = limiteDaRetencao(hoje);
    const esquecido = await pedido(bruno, new Date(limite.getTime() - 10 * DIA));
    // As if an earlier run had stopped at a mark before this order: the order is found from there.
    await lojistaDoc(db, bruno.lojaId).update({ retencao_ate: Timestamp.fromDate(new Date(limite.getTime() - 20 * DIA)) });
    expect(await apagado(esquecido)).toBe(false);
    await retencaoDadosCliente(db, { now: () => hoje });
    expect(await apagado(esquecido)).toBe(true);
  });
});
