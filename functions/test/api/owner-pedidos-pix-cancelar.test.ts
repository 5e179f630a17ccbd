import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCELAMENTO_BANCO_SEM_RESPOSTA,
  CANCELAMENTO_PIX_PAGO,
  podeDevolverPix,
  type AvisoPush,
  type Cupom,
  type PedidoDoLojista,
  type PedidoResponse,
  type PedidosCancelados,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { txidDoPedido } from '../../src/model/cobrancas-pix.js';
import { cuponsCollection } from '../../src/model/cupons.js';
import { firestore, type TestApp } from '../../../test/support/api.js';
import { ATENDIMENTO_DOS_DESCONTOS } from '../../../test/support/atendimento.js';
import { divergenciasDosEfeitos, estoquesDosProdutos } from '../../../test/support/efeitos.js';
import { conectarAoPsp, configurarAtendimento, novaLoja, type LojaConectadaAoPsp } from '../../../test/support/lojas.js';
import { umPedido } from '../../../test/support/pedidos.js';
import { umProduto } from '../../../test/support/produtos.js';
import { appComPspLocal, relogioDeTeste } from '../../../test/support/psp-local/com-app.js';
import type { PspLocal } from '../../../test/support/psp-local/psp.js';
import { ate, novoDispositivo, servicoDePush, type ServicoDePush } from '../../../test/support/push.js';

/**
 * Cancelling an order whose automatic PIX is still pending (issue 48, the Friday evening's defect):
 * the customer may have paid at the bank while its notification was lost (the bank down, the job's
 * next minute not come yet). The cancel asks the bank first, through the same decision as the
 * notification and the job, against the local PSP: paid → 409 and the order `pago`, nothing of its
 * effects touched; another amount → `divergente` (the team told) and cancelled as a divergente
 * payment is; the bank unreachable → 409, nothing changed; still unpaid → cancelled.
 */

const { now } = relogioDeTeste();
const ambiente = appComPspLocal({ pasta: 'pix-cancelar', env: { PIX_API_PRAZO_MS: '2500' }, now });
let psp: PspLocal;
let app: TestApp;
let push: ServicoDePush;
beforeAll(async () => {
  ({ psp, app } = ambiente);
  push = await servicoDePush();
});
afterAll(() => push.close());

const CUPOM = 'VOLTE2';

/** A café with one R$ 12,30 coffee (10 in stock) and a R$ 2,00 coupon, PIX at pickup, connected to its own application at the PSP. */
async function lojaConectada() {
  const loja = await novaLoja(app, { produtos: [umProduto({ nome: 'Café coado', preco: 12.3, estoque: 10 })] });
  await configurarAtendimento(app, loja, ATENDIMENTO_DOS_DESCONTOS);
  const cupom = await request(app)
    .post(`/api${apiPaths.cupons}`)
    .set('Cookie', loja.cookie)
    .send({ codigo: CUPOM, tipo: 'valor', valor: 2 });
  expect(cupom.status, cupom.text).toBe(201);
  const conectada = await conectarAoPsp(app, loja, psp);
  const estoqueInicial = await estoquesDosProdutos(firestore(), loja.lojaId, [loja.produtos[0]!.id]);
  return { ...conectada, cupomId: (cupom.body as Cupom).id, estoqueInicial };
}
type Loja = Awaited<ReturnType<typeof lojaConectada>>;

interface Pedido {
  id: string;
  codigo: string;
  txid: string;
}

/** One coffee with the coupon (R$ 10,30), paid by PIX: the bank's charge, still pending. */
async function pedirComPix(loja: LojaConectadaAoPsp, forma: 'pix' | 'dinheiro' = 'pix'): Promise<Pedido> {
  const response = await request(app)
    .post(`/api${apiPaths.lojaPedido({ slug: loja.slug })}`)
    .send(umPedido({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }], cupom: CUPOM, pagamento: { forma } }));
  expect(response.status, response.text).toBe(201);
  const { codigo, total } = response.body as PedidoResponse;
  expect(total).toBe(10.3);
  const id = (await lista(loja)).find((pedido) => pedido.codigo === codigo)!.id;
  if (forma === 'pix') expect((await doDono(loja, id)).pagamento).toMatchObject({ status: 'pendente', confirmacao: 'automatica' });
  return { id, codigo, txid: txidDoPedido(loja.lojaId, id) };
}

const lista = async (loja: LojaConectadaAoPsp) =>
  (await request(app).get(`/api${apiPaths.pedidos}`).set('Cookie', loja.cookie)).body.pedidos as PedidoDoLojista[];
const doDono = async (loja: LojaConectadaAoPsp, id: string) => (await lista(loja)).find((pedido) => pedido.id === id)!;

/** The customer pays at the bank, and the bank's notification to Vitrine is lost (the Friday's outage). */
async function pagarSemAviso(loja: LojaConectadaAoPsp, pedido: Pedido, valor = '10.30') {
  psp.pagar(pedido.txid, { clientId: loja.clientId, valor, notificacao: { descartar: true } });
  await psp.aguardarEntregas();
  expect((await doDono(loja, pedido.id)).pagamento?.status).toBe('pendente');
}

const cancelar = (loja: LojaConectadaAoPsp, pedido: Pedido) =>
  request(app)
    .put(`/api${apiPaths.pedido({ id: pedido.id })}`)
    .set('Cookie', loja.cookie)
    .send({ status: 'cancelado' });

const leiturasDaCobranca = (pedido: Pedido) =>
  psp.requisicoes.filter((r) => r.metodo === 'GET' && r.caminho === `/v2/cob/${pedido.txid}`).length;

/** Stock, the coupon's uses, the customer's record and the revenue add up to the live orders. */
const efeitosEmOrdem = async (loja: Loja) =>
  expect(await divergenciasDosEfeitos(firestore(), loja.lojaId, { estoqueInicial: loja.estoqueInicial, cupomIds: [loja.cupomId] })).toEqual(
    [],
  );
const estoque = async (loja: Loja) =>
  (await estoquesDosProdutos(firestore(), loja.lojaId, [loja.produtos[0]!.id])).get(`${loja.produtos[0]!.id}/`);
const usosDoCupom = async (loja: Loja) => (await cuponsCollection(firestore(), loja.lojaId).doc(loja.cupomId).get()).get('usos');

describe('Cancelar um pedido com PIX automático pendente (PUT /api/pedidos/{id}, issue 48)', () => {
  it('when the customer paid at the bank and the notification was lost, then 409, the order is pago and its effects untouched', async () => {
    const loja = await lojaConectada();
    const pedido = await pedirComPix(loja);
    await pagarSemAviso(loja, pedido);

    const recusado = await cancelar(loja, pedido);
    expect(recusado.status, recusado.text).toBe(409);
    expect(recusado.body.error).toBe(CANCELAMENTO_PIX_PAGO);
    const depois = await doDono(loja, pedido.id);
    expect(depois.status).toBe('novo');
    expect(depois.historico.map((passo) => passo.status)).toEqual(['novo']);
    expect(depois.pagamento).toMatchObject({ status: 'pago', valor_pago: 10.3 });
    expect(depois.pagamento?.e2e_id).toMatch(/^E/);
    expect(await estoque(loja)).toBe(9);
    expect(await usosDoCupom(loja)).toBe(1);
    await efeitosEmOrdem(loja);

    // Paid now: cancelling again is cancelling a paid order, as ever (then "Devolver o PIX").
    const denovo = await cancelar(loja, pedido);
    expect(denovo.status, denovo.text).toBe(200);
    expect(podeDevolverPix('cancelado', (denovo.body as PedidoDoLojista).pagamento)).toBe(true);
    expect(await estoque(loja)).toBe(10);
    await efeitosEmOrdem(loja);
  });

  it('when the customer paid another amount, then the payment is divergente, the team is told, and the order cancelled as a divergente one', async () => {
    const loja = await lojaConectada();
    const celular = novoDispositivo(push, 'dono');
    const inscrito = await request(app).post(`/api${apiPaths.notificacoesDispositivos}`).set('Cookie', loja.cookie).send(celular.inscricao);
    expect(inscrito.status, inscrito.text).toBe(201);
    const pedido = await pedirComPix(loja);
    await pagarSemAviso(loja, pedido, '9.00');

    const cancelado = await cancelar(loja, pedido);
    expect(cancelado.status, cancelado.text).toBe(200);
    const corpo = cancelado.body as PedidoDoLojista;
    expect(corpo.status).toBe('cancelado');
    expect(corpo.pagamento).toMatchObject({ status: 'divergente', valor_pago: 9 });
    // What cancelling an order already divergente offers: its refund, of what was paid.
    expect(podeDevolverPix(corpo.status, corpo.pagamento)).toBe(true);
    const avisos = await ate(
      () => push.de(celular.caminho).map((recebido) => celular.abrir(recebido) as AvisoPush),
      (lidos) => lidos.some((aviso) => aviso.tipo === 'pix_divergente'),
    );
    expect(avisos.find((aviso) => aviso.tipo === 'pix_divergente')).toMatchObject({ pedido_id: pedido.id, codigo: pedido.codigo });
    expect(await estoque(loja)).toBe(10);
    await efeitosEmOrdem(loja);
  });

  it.each([
    ['answers 503', { modo: 503 }],
    ['does not answer in time', { modo: 'travar' }],
  ] as const)(
    'when the bank %s, then 409 in Portuguese and nothing changes; once it is back, the cancel goes through',
    async (_, foraDoAr) => {
      const loja = await lojaConectada();
      const pedido = await pedirComPix(loja);
      psp.foraDoAr(foraDoAr);
      const inicio = Date.now();
      const recusado = await cancelar(loja, pedido);
      expect(recusado.status, recusado.text).toBe(409);
      expect(recusado.body.error).toBe(CANCELAMENTO_BANCO_SEM_RESPOSTA);
      // Within the read's own deadline (PIX_API_PRAZO_MS, 2.5 s here), never the request's.
      expect(Date.now() - inicio).toBeLessThan(6_000);
      const depois = await doDono(loja, pedido.id);
      expect(depois.status).toBe('novo');
      expect(depois.pagamento?.status).toBe('pendente');
      expect(await estoque(loja)).toBe(9);
      await efeitosEmOrdem(loja);

      psp.noAr();
      const cancelado = await cancelar(loja, pedido);
      expect(cancelado.status, cancelado.text).toBe(200);
      expect((cancelado.body as PedidoDoLojista).status).toBe('cancelado');
    },
  );

  it('when the PIX is still unpaid, then the bank is asked once and the order cancelled, its stock and coupon back', async () => {
    const loja = await lojaConectada();
    const pedido = await pedirComPix(loja);
    const cancelado = await cancelar(loja, pedido);
    expect(cancelado.status, cancelado.text).toBe(200);
    expect(cancelado.body as PedidoDoLojista).toMatchObject({ status: 'cancelado', pagamento: { status: 'pendente' } });
    expect(leiturasDaCobranca(pedido)).toBe(1);
    expect(await estoque(loja)).toBe(10);
    expect(await usosDoCupom(loja)).toBe(0);
    await efeitosEmOrdem(loja);
  });

  it('when the order is paid in cash, then the bank is not asked', async () => {
    const loja = await lojaConectada();
    const pedido = await pedirComPix(loja, 'dinheiro');
    expect((await cancelar(loja, pedido)).status).toBe(200);
    expect(leiturasDaCobranca(pedido)).toBe(0);
  });
});

describe('Cancelar vários pedidos (POST /api/pedidos/cancelar) com PIX automático pendente', () => {
  const cancelarVarios = (loja: LojaConectadaAoPsp, pedidos: Pedido[]) =>
    request(app)
      .post(`/api${apiPaths.pedidosCancelar}`)
      .set('Cookie', loja.cookie)
      .send({ ids: pedidos.map((pedido) => pedido.id) });

  it('when one of them was paid at the bank, then it is answered apart with why, and the others are cancelled', async () => {
    const loja = await lojaConectada();
    const pago = await pedirComPix(loja);
    const naoPago = await pedirComPix(loja);
    await pagarSemAviso(loja, pago);
    const response = await cancelarVarios(loja, [pago, naoPago]);
    expect(response.status, response.text).toBe(200);
    const { cancelados, nao_encontrados, recusados } = response.body as PedidosCancelados;
    expect(cancelados.map((pedido) => pedido.id)).toEqual([naoPago.id]);
    expect(nao_encontrados).toEqual([]);
    expect(recusados).toEqual([{ id: pago.id, codigo: pago.codigo, motivo: CANCELAMENTO_PIX_PAGO }]);
    expect(await doDono(loja, pago.id)).toMatchObject({ status: 'novo', pagamento: { status: 'pago' } });
    await efeitosEmOrdem(loja);
  });

  it('when the bank hangs, then the selection waits about one read, not one per order: every pending PIX answered apart, the cash order cancelled', async () => {
    const loja = await lojaConectada();
    const pix: Pedido[] = [];
    for (let vez = 0; vez < 6; vez++) pix.push(await pedirComPix(loja));
    const dinheiro = await pedirComPix(loja, 'dinheiro');
    psp.foraDoAr({ modo: 'travar' });
    const inicio = Date.now();
    const response = await cancelarVarios(loja, [...pix, dinheiro]);
    // Six reads one after the other would take 6 × 2.5 s (PIX_API_PRAZO_MS).
    expect(Date.now() - inicio).toBeLessThan(7_000);
    expect(response.status, response.text).toBe(200);
    const { cancelados, recusados } = response.body as PedidosCancelados;
    expect(cancelados.map((pedido) => pedido.id)).toEqual([dinheiro.id]);
    expect(recusados).toEqual(pix.map(({ id, codigo }) => ({ id, codigo, motivo: CANCELAMENTO_BANCO_SEM_RESPOSTA })));
    const leituras = pix.map(leiturasDaCobranca);
    expect(leituras.every((vezes) => vezes <= 1)).toBe(true);
    expect(leituras.reduce((soma, vezes) => soma + vezes, 0)).toBeLessThan(pix.length);
    for (const pedido of pix) expect((await doDono(loja, pedido.id)).status).toBe('novo');
    await efeitosEmOrdem(loja);
  });
});
