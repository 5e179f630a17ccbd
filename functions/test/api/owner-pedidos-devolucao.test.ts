import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEVOLUCAO_BANCO_SEM_RESPOSTA,
  DEVOLUCAO_PEDIDO_NAO_CANCELADO,
  DEVOLUCAO_SEM_PIX_PAGO,
  PAPEIS_DE_MEMBRO,
  perfilNaoPermite,
  type Papel,
  type PedidoDoLojista,
  type PedidoResponse,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { cobrancasPixDaPlataforma } from '../../src/app.js';
import { readEnv } from '../../src/config/env.js';
import { confirmarCobrancasPix } from '../../src/jobs/cobrancas-pix.js';
import { idDaDevolucao, txidDoPedido } from '../../src/model/cobrancas-pix.js';
import { firestore, type TestApp } from '../../../test/support/api.js';
import { ATENDIMENTO_DOS_DESCONTOS } from '../../../test/support/atendimento.js';
import {
  conectarAoPsp,
  configurarAtendimento,
  novaLoja,
  type LojaConectadaAoPsp,
  type LojaDeTeste,
  planoDaLoja,
  novoMembro,
} from '../../../test/support/lojas.js';
import { umPedido } from '../../../test/support/pedidos.js';
import { umProduto } from '../../../test/support/produtos.js';
import { appComPspLocal, relogioDeTeste, testemunhaDeSegredos } from '../../../test/support/psp-local/com-app.js';
import type { PspLocal } from '../../../test/support/psp-local/psp.js';

/**
 * "Devolver o PIX" (issue 45): a cancelled order's paid PIX refunded through the shop's own bank,
 * against the local PSP (refunds settled by the test: `devolucoes: 'manuais'`). The refund is asked
 * once whatever the number of clicks, its status follows the bank, and only the owner or a manager
 * may ask for it.
 */

const { respostas, guardar } = testemunhaDeSegredos();

const { now, avancar } = relogioDeTeste();
const ambiente = appComPspLocal({ pasta: 'pix-devolucao', psp: { devolucoes: 'manuais' }, now });
let psp: PspLocal;
let app: TestApp;
const env = () => readEnv({ ...process.env, ...ambiente.env });
const segredos: string[] = [];
beforeAll(() => ({ psp, app } = ambiente));

/** A café with one R$ 12,30 coffee, PIX at pickup, connected to its own application at the PSP. */
async function lojaConectada(): Promise<LojaConectadaAoPsp> {
  const loja = await novaLoja(app, { produtos: [umProduto({ nome: 'Café coado', preco: 12.3, estoque: 5 })] });
  await configurarAtendimento(app, loja, ATENDIMENTO_DOS_DESCONTOS);
  const conectada = await conectarAoPsp(app, loja, psp);
  segredos.push(...conectada.segredos);
  return conectada;
}

interface Pedido {
  id: string;
  txid: string;
  e2eId: string | null;
}

/** One coffee by PIX; paid at the bank (and notified) unless `pagar` is false. */
async function pedirComPix(loja: LojaConectadaAoPsp, { pagar = true, forma = 'pix' as 'pix' | 'dinheiro' } = {}): Promise<Pedido> {
  const response = await request(app)
    .post(`/api${apiPaths.lojaPedido({ slug: loja.slug })}`)
    .send(umPedido({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }], pagamento: { forma } }));
  expect(response.status, response.text).toBe(201);
  const { codigo } = response.body as PedidoResponse;
  const lista = await request(app).get('/api/pedidos').set('Cookie', loja.cookie);
  const id = (lista.body.pedidos as { id: string; codigo: string }[]).find((pedido) => pedido.codigo === codigo)!.id;
  const txid = txidDoPedido(loja.lojaId, id);
  if (!pagar || forma !== 'pix') return { id, txid, e2eId: null };
  const pix = psp.pagar(txid, { clientId: loja.clientId });
  await psp.aguardarEntregas();
  return { id, txid, e2eId: pix.endToEndId };
}

const cancelar = (loja: LojaDeTeste, pedido: Pedido, cookie = loja.cookie) =>
  request(app)
    .put(`/api${apiPaths.pedido({ id: pedido.id })}`)
    .set('Cookie', cookie)
    .send({ status: 'cancelado' });
const devolver = async (pedido: Pedido, cookie: string) =>
  guardar(
    await request(app)
      .post(`/api${apiPaths.pedidoPixDevolucao({ id: pedido.id })}`)
      .set('Cookie', cookie)
      .send(),
  );
const doDono = async (loja: LojaDeTeste, pedido: Pedido) => {
  const lista = guardar(await request(app).get('/api/pedidos').set('Cookie', loja.cookie));
  return (lista.body.pedidos as PedidoDoLojista[]).find((p) => p.id === pedido.id)!;
};
const putsDeDevolucao = (pedido: Pedido) =>
  psp.requisicoes.filter((r) => r.metodo === 'PUT' && r.caminho.startsWith(`/v2/pix/${pedido.e2eId}/devolucao/`));
const rodarJob = () => confirmarCobrancasPix(firestore(), { cobrancas: cobrancasPixDaPlataforma(env(), firestore(), now), now });

describe('Devolver o PIX (POST /api/pedidos/{id}/pix/devolucao)', () => {
  it('when two cancels and two refunds race, then the bank sees one PUT with the order’s id and what was paid', async () => {
    const loja = await lojaConectada();
    const pedido = await pedirComPix(loja);
    const cancelados = await Promise.all([cancelar(loja, pedido), cancelar(loja, pedido)]);
    expect(cancelados.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all([devolver(pedido, loja.cookie), devolver(pedido, loja.cookie)]);
    expect([a.status, b.status], a.text + b.text).toEqual([200, 200]);
    const puts = putsDeDevolucao(pedido);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.caminho).toBe(`/v2/pix/${pedido.e2eId}/devolucao/${idDaDevolucao(loja.lojaId, pedido.id)}`);
    expect(puts[0]!.corpo).toEqual({ valor: '12.30' });
    // A third click once the bank took it asks nothing more.
    expect((await devolver(pedido, loja.cookie)).status).toBe(200);
    expect(putsDeDevolucao(pedido)).toHaveLength(1);
    const { pagamento } = await doDono(loja, pedido);
    expect(pagamento).toMatchObject({
      status: 'pago',
      devolucao: { id: idDaDevolucao(loja.lojaId, pedido.id), status: 'em_processamento', valor: 12.3, devolvida_em: null },
    });
  });

  it('when the bank settles the refund later, then the job’s read marks the payment devolvido', async () => {
    const loja = await lojaConectada();
    const pedido = await pedirComPix(loja);
    expect((await cancelar(loja, pedido)).status).toBe(200);
    expect((await devolver(pedido, loja.cookie)).status).toBe(200);
    // The job reads it while the bank still processes: nothing changes.
    avancar(61_000);
    await rodarJob();
    expect((await doDono(loja, pedido)).pagamento?.devolucao?.status).toBe('em_processamento');
    psp.concluirDevolucao(pedido.e2eId!, idDaDevolucao(loja.lojaId, pedido.id), 'DEVOLVIDO');
    await psp.aguardarEntregas();
    avancar(121_000);
    await rodarJob();
    const { pagamento } = await doDono(loja, pedido);
    expect(pagamento).toMatchObject({ status: 'devolvido', devolucao: { status: 'devolvido' } });
    expect(pagamento!.devolucao!.devolvida_em).not.toBeNull();
    expect(putsDeDevolucao(pedido)).toHaveLength(1);
  });

  it('when the bank does not answer, then a 409 in Portuguese, and the next click asks again with the same id', async () => {
    const loja = await lojaConectada();
    const pedido = await pedirComPix(loja);
    expect((await cancelar(loja, pedido)).status).toBe(200);
    psp.foraDoAr({ modo: 503 });
    const falhou = await devolver(pedido, loja.cookie);
    expect(falhou.status).toBe(409);
    expect(falhou.body.error).toBe(DEVOLUCAO_BANCO_SEM_RESPOSTA);
    expect((await doDono(loja, pedido)).pagamento?.devolucao?.status).toBe('solicitada');
    psp.noAr();
    const ok = await devolver(pedido, loja.cookie);
    expect(ok.status, ok.text).toBe(200);
    const ids = putsDeDevolucao(pedido).map((r) => r.caminho.split('/').pop());
    expect(new Set(ids)).toEqual(new Set([idDaDevolucao(loja.lojaId, pedido.id)]));
    expect((ok.body as PedidoDoLojista).pagamento?.devolucao?.status).toBe('em_processamento');
  });

  it('when the order is not paid, is cash, or is not cancelled, then 409 and the bank is not asked', async () => {
    const loja = await lojaConectada();
    const naoPago = await pedirComPix(loja, { pagar: false });
    expect((await cancelar(loja, naoPago)).status).toBe(200);
    const semPix = await devolver(naoPago, loja.cookie);
    expect(semPix.status).toBe(409);
    expect(semPix.body.error).toBe(DEVOLUCAO_SEM_PIX_PAGO);
    const dinheiro = await pedirComPix(loja, { forma: 'dinheiro' });
    expect((await cancelar(loja, dinheiro)).status).toBe(200);
    expect((await devolver(dinheiro, loja.cookie)).status).toBe(409);
    const aberto = await pedirComPix(loja);
    const naoCancelado = await devolver(aberto, loja.cookie);
    expect(naoCancelado.status).toBe(409);
    expect(naoCancelado.body.error).toBe(DEVOLUCAO_PEDIDO_NAO_CANCELADO);
    expect(putsDeDevolucao(aberto)).toHaveLength(0);
    expect(
      (
        await request(app)
          .post(`/api${apiPaths.pedidoPixDevolucao({ id: 'nao-existe' })}`)
          .set('Cookie', loja.cookie)
      ).status,
    ).toBe(404);
  });

  it('when a team member asks, then the gerente may and the atendente, garcom and cozinha get 403 with their role’s message', async () => {
    const loja = await lojaConectada();
    await planoDaLoja(firestore(), loja.lojaId, { id: 204, nome: 'Equipe da devolução', limite_membros: PAPEIS_DE_MEMBRO.length });
    const cookies = {} as Record<Papel, string>;
    for (const papel of PAPEIS_DE_MEMBRO) cookies[papel] = (await novoMembro(app, loja, papel)).cookie;
    const pedido = await pedirComPix(loja);
    expect((await cancelar(loja, pedido)).status).toBe(200);
    for (const papel of ['atendente', 'garcom', 'cozinha'] as const) {
      const recusado = await devolver(pedido, cookies[papel]);
      expect(recusado.status).toBe(403);
      expect(recusado.body.error).toBe(perfilNaoPermite(papel));
    }
    expect(putsDeDevolucao(pedido)).toHaveLength(0);
    expect((await devolver(pedido, cookies.gerente)).status).toBe(200);
    expect(putsDeDevolucao(pedido)).toHaveLength(1);
  });

  it('when the file ran, then no answer carried a client secret or a certificate password', () => {
    expect(segredos.length).toBeGreaterThan(4);
    const tudo = respostas.join('\n');
    for (const segredo of segredos) expect(tudo).not.toContain(segredo);
  });
});
