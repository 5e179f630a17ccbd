import { hasError, parsePix } from 'pix-utils';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  normalizeTelefone,
  SUBTOTAL_INVALIDO,
  type AnalyticsResponse,
  type Cupom,
  type CupomCheckResponse,
  type PedidoAcompanhamento,
  type PedidoDoLojista,
  type PedidoInput,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { ATENDIMENTO_DOS_DESCONTOS } from '../../../test/support/atendimento.js';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { migrateClientes } from '../../src/jobs/migrate-clientes.js';
import { clienteRegistroId, clientesCollection } from '../../src/model/clientes.js';
import { cuponsCollection } from '../../src/model/cupons.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { isolatedApp, appWith } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { CAFE_E_BOLO } from '../../../test/support/produtos.js';
import { comoCliente, ENTREGA_NO_CENTRO, novoTelefone, umPedido } from '../../../test/support/pedidos.js';

/** A Wednesday afternoon in São Paulo; a test may move the clock, beforeEach puts it back. */
const QUARTA_15H = new Date('2026-03-04T15:00:00-03:00');
let agora = QUARTA_15H;
/** A database of its own: the clock decides which coupons are in their dates. */
const { app, db } = isolatedApp('publico-cupons', { now: () => agora });
beforeEach(() => {
  agora = QUARTA_15H;
});

/** Delivery at R$ 6 to Centro, PIX or cash, open every day. */
const ATENDIMENTO = ATENDIMENTO_DOS_DESCONTOS;

let ana: LojaDeTeste;
beforeAll(async () => {
  ana = await novaLoja(app, { produtos: CAFE_E_BOLO });
  await configurarAtendimento(app, ana, ATENDIMENTO);
});

/** R$ 25,00 of products (2 cafés and a bolo), delivered to Centro (R$ 6), paid by PIX. */
const pedido = (mudancas: Partial<PedidoInput> = {}): PedidoInput =>
  umPedido({
    produtos: [
      { id: ana.produtos[0]!.id, quantidade: 2 },
      { id: ana.produtos[1]!.id, quantidade: 1 },
    ],
    cliente: { nome: 'Maria Clara', telefone: novoTelefone() },
    entrega: ENTREGA_NO_CENTRO,
    pagamento: { forma: 'pix' },
    ...mudancas,
  });
const pedir = (body: PedidoInput) => request(app).post(`/api/loja/${ana.slug}/pedido`).send(body);

let codigos = 0;
/** A coupon of Ana's with a code of its own (the file's coupons never collide). */
async function cupom(campos: Partial<Cupom> & Pick<Cupom, 'tipo'>): Promise<Cupom> {
  const response = await request(app)
    .post(`/api${apiPaths.cupons}`)
    .set('Cookie', ana.cookie)
    .send({ codigo: `TESTE${(codigos += 1)}`, ...campos });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Cupom;
}

/** The coupon's uses and the shop's orders: what a refused order must leave as it was. */
async function estado(cupomId: string) {
  const [salvo, pedidos] = await Promise.all([
    cuponsCollection(db, ana.lojaId).doc(cupomId).get(),
    pedidosCollection(db, ana.lojaId).count().get(),
  ]);
  return { usos: salvo.get('usos') as number, pedidos: pedidos.data().count };
}

const mudarStatus = (pedidoId: string, status: string) =>
  request(app)
    .put(`/api${apiPaths.pedido({ id: pedidoId })}`)
    .set('Cookie', ana.cookie)
    .send({ status });

/** The owner's copy of an order, by its code. */
async function doDono(codigo: string): Promise<PedidoDoLojista> {
  const lista = await request(app).get(`/api${apiPaths.pedidos}`).set('Cookie', ana.cookie);
  return (lista.body.pedidos as PedidoDoLojista[]).find((pedido) => pedido.codigo === codigo)!;
}

describe('Cupom no pedido: o desconto calculado pelo servidor', () => {
  it('when a customer orders with a 20% coupon typed in lower case, then the answer, the WhatsApp text, the PIX amount, the tracking page and the owner’s order show the same discount', async () => {
    const vinte = await cupom({ tipo: 'percentual', valor: 20 });
    const response = await pedir(pedido({ cupom: ` ${vinte.codigo.toLowerCase()} ` }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    // 25,00 − 5,00 + 6,00
    expect(response.body).toMatchObject({ subtotal: 25, desconto: 5, taxa_entrega: 6, total: 26, cupom: vinte.codigo });
    expect(response.body.texto_whatsapp).toContain(`Cupom ${vinte.codigo}: −R$ 5,00`);
    expect(response.body.texto_whatsapp).toContain('*Total: R$ 26,00*');
    const pix = response.body.pix_copia_e_cola as string;
    expect(hasError(parsePix(pix))).toBe(false);
    expect(parsePix(pix)).toMatchObject({ transactionAmount: 26 });

    const token = (response.body.acompanhamento as string).split('/').at(-1)!;
    const acompanhamento = (await request(app).get(`/api/pedido/${token}`)).body as PedidoAcompanhamento;
    expect(acompanhamento).toMatchObject({ subtotal: 25, desconto: 5, taxa_entrega: 6, total: 26, cupom: vinte.codigo });
    const doPedido = await doDono(response.body.codigo);
    expect(doPedido).toMatchObject({ desconto: 5, total: 26, cupom: vinte.codigo });
    const comanda = await request(app)
      .get(`/api${apiPaths.pedidoComanda({ id: doPedido.id })}`)
      .set('Cookie', ana.cookie);
    expect(comanda.text).toMatch(new RegExp(`Desconto \\(cupom ${vinte.codigo}\\) +-R\\$\\s5,00`));
    expect(comanda.text).toMatch(/TOTAL +R\$\s26,00/);
    expect((await estado(vinte.id)).usos).toBe(1);
  });

  it('when a R$ 40 coupon meets R$ 25 of products, then the products cost nothing and the delivery is still paid', async () => {
    const quarenta = await cupom({ tipo: 'valor', valor: 40 });
    const response = await pedir(pedido({ cupom: quarenta.codigo }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ subtotal: 25, desconto: 25, taxa_entrega: 6, total: 6 });
  });

  it('when the coupon is frete grátis, then the delivery fee is 0 and the text says the coupon made it free', async () => {
    const frete = await cupom({ tipo: 'frete_gratis' });
    const response = await pedir(pedido({ cupom: frete.codigo }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ subtotal: 25, desconto: 0, taxa_entrega: 0, total: 25, cupom: frete.codigo });
    expect(response.body.texto_whatsapp).toContain(`Cupom ${frete.codigo}: entrega grátis`);
  });

  it('when the shop has no service settings, then the coupon still applies and the text shows the subtotal, the coupon and the total', async () => {
    const bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno', produtos: [{ nome: 'Pão francês', preco: 10 }] });
    const criado = await request(app)
      .post(`/api${apiPaths.cupons}`)
      .set('Cookie', bruno.cookie)
      .send({ codigo: 'PAO2', tipo: 'valor', valor: 2 });
    expect(criado.status).toBe(201);
    const response = await request(app)
      .post(`/api/loja/${bruno.slug}/pedido`)
      .send({ produtos: [{ id: bruno.produtos[0]!.id, quantidade: 3 }], cupom: 'pao2' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ subtotal: 30, desconto: 2, taxa_entrega: 0, total: 28 });
    expect(response.body.texto_whatsapp).toMatch(/Subtotal: R\$ 30,00\nCupom PAO2: −R\$ 2,00\n\*Total: R\$ 28,00\*/);
  });
});

describe('Cupom recusado: 400 em português e nada escrito', () => {
  async function recusado(cupomId: string, body: PedidoInput, erro: string) {
    const antes = await estado(cupomId);
    const response = await pedir(body);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error).toBe(erro);
    expect(await estado(cupomId)).toEqual(antes);
  }

  it('when the code is unknown or the coupon inactive, then "Cupom não encontrado."', async () => {
    const inativo = await cupom({ tipo: 'valor', valor: 5, ativo: false });
    await recusado(inativo.id, pedido({ cupom: 'NAOEXISTE' }), 'Cupom não encontrado.');
    await recusado(inativo.id, pedido({ cupom: 'não é código!' }), 'Cupom não encontrado.');
    await recusado(inativo.id, pedido({ cupom: inativo.codigo }), 'Cupom não encontrado.');
  });

  it('when the day is before its start or after its end (São Paulo days, both inclusive), then "Cupom fora da validade."', async () => {
    const marco = await cupom({ tipo: 'valor', valor: 5, inicio: '2026-03-05', fim: '2026-03-06' });
    await recusado(marco.id, pedido({ cupom: marco.codigo }), 'Cupom fora da validade.');
    // 23:30 on the 6th in São Paulo is already the 7th in UTC: still in.
    agora = new Date('2026-03-06T23:30:00-03:00');
    expect((await pedir(pedido({ cupom: marco.codigo }))).status).toBe(201);
    agora = new Date('2026-03-07T00:10:00-03:00');
    await recusado(marco.id, pedido({ cupom: marco.codigo }), 'Cupom fora da validade.');
  });

  it('when its total limit is reached, then "Cupom esgotado."', async () => {
    const dois = await cupom({ tipo: 'valor', valor: 5, limite_total: 2 });
    for (let n = 0; n < 2; n++) expect((await pedir(pedido({ cupom: dois.codigo }))).status).toBe(201);
    await recusado(dois.id, pedido({ cupom: dois.codigo }), 'Cupom esgotado.');
  });

  it('when the same phone reaches its per-customer limit, then "Você já usou este cupom." while another phone still uses it', async () => {
    const umPorCliente = await cupom({ tipo: 'valor', valor: 5, limite_por_cliente: 1 });
    const telefone = novoTelefone();
    const cliente = { nome: 'Joana', telefone };
    expect((await pedir(pedido({ cliente, cupom: umPorCliente.codigo }))).status).toBe(201);
    // Written another way, the same phone.
    const outraGrafia = { nome: 'Joana', telefone: `+55 (${telefone.slice(0, 2)}) ${telefone.slice(2, 7)}-${telefone.slice(7)}` };
    await recusado(umPorCliente.id, pedido({ cliente: outraGrafia, cupom: umPorCliente.codigo }), 'Você já usou este cupom.');
    expect((await pedir(pedido({ cupom: umPorCliente.codigo }))).status).toBe(201);
  });

  it('when a phone has ordered before, then a first-order coupon is refused; a cancelled order does not count', async () => {
    const primeiro = await cupom({ tipo: 'percentual', valor: 10, primeiro_pedido: true });
    const cliente = { nome: 'Rita', telefone: novoTelefone() };
    const anterior = await pedir(pedido({ cliente }));
    expect(anterior.status).toBe(201);
    await recusado(primeiro.id, pedido({ cliente, cupom: primeiro.codigo }), 'Este cupom vale só para o primeiro pedido.');

    const id = (await doDono(anterior.body.codigo)).id;
    expect((await mudarStatus(id, 'cancelado')).status).toBe(200);
    expect((await pedir(pedido({ cliente, cupom: primeiro.codigo }))).status).toBe(201);
  });

  it('when the products are under its minimum, then the message names it; a per-customer coupon without a phone asks for one', async () => {
    const trinta = await cupom({ tipo: 'valor', valor: 5, pedido_minimo: 30 });
    await recusado(trinta.id, pedido({ cupom: trinta.codigo }), 'Cupom válido para pedidos a partir de R$ 30,00.');
    const bruno = await novaLoja(app, { nome_loja: 'Padaria do Bruno', produtos: [{ nome: 'Pão', preco: 10 }] });
    expect(
      (
        await request(app)
          .post(`/api${apiPaths.cupons}`)
          .set('Cookie', bruno.cookie)
          .send({ codigo: 'OLA', tipo: 'valor', valor: 1, primeiro_pedido: true })
      ).status,
    ).toBe(201);
    const semTelefone = await request(app)
      .post(`/api/loja/${bruno.slug}/pedido`)
      .send({ produtos: [{ id: bruno.produtos[0]!.id, quantidade: 1 }], cupom: 'OLA' });
    expect(semTelefone.status).toBe(400);
    expect(semTelefone.body.error).toBe('Informe seu telefone para usar este cupom.');
    expect((await pedidosCollection(db, bruno.lojaId).count().get()).data().count).toBe(0);
  });
});

describe('Cupom: limites exatos e usos devolvidos', () => {
  it('when 30 orders with a coupon limited to 10 arrive at once, then exactly 10 get the discount and 20 are refused as sold out', async () => {
    const dez = await cupom({ tipo: 'valor', valor: 5, limite_total: 10 });
    const respostas = await Promise.all(Array.from({ length: 30 }, () => comoCliente(() => pedir(pedido({ cupom: dez.codigo })))));
    const aceitos = respostas.filter((response) => response.status === 201);
    const recusados = respostas.filter((response) => response.status === 400);
    const outras = respostas.filter((response) => response.status !== 201 && response.status !== 400);
    expect(aceitos, JSON.stringify(outras.map(({ status, body }) => ({ status, body })))).toHaveLength(10);
    expect(aceitos.every((response) => response.body.desconto === 5)).toBe(true);
    expect(recusados).toHaveLength(20);
    expect(new Set(recusados.map((response) => response.body.error))).toEqual(new Set(['Cupom esgotado.']));
    expect((await estado(dez.id)).usos).toBe(10);
    // The local emulator filters on no nested field: read the shop's orders and count.
    const pedidos = await pedidosCollection(db, ana.lojaId).get();
    expect(pedidos.docs.filter((doc) => doc.get('cupom')?.id === dez.id)).toHaveLength(10);
  });

  it('when the order with the last use is cancelled, then the use comes back (to the coupon and to the customer); reinstating it takes it again', async () => {
    const unico = await cupom({ tipo: 'valor', valor: 5, limite_total: 1, limite_por_cliente: 1 });
    const cliente = { nome: 'Lia', telefone: novoTelefone() };
    const usado = await pedir(pedido({ cliente, cupom: unico.codigo }));
    expect(usado.status).toBe(201);
    const id = (await doDono(usado.body.codigo)).id;

    expect((await mudarStatus(id, 'cancelado')).status).toBe(200);
    expect((await estado(unico.id)).usos).toBe(0);
    // Cancelling again changes nothing.
    expect((await mudarStatus(id, 'cancelado')).status).toBe(200);
    expect((await estado(unico.id)).usos).toBe(0);
    expect((await mudarStatus(id, 'confirmado')).status).toBe(200);
    expect((await estado(unico.id)).usos).toBe(1);
    expect((await mudarStatus(id, 'cancelado')).status).toBe(200);

    const denovo = await pedir(pedido({ cliente, cupom: unico.codigo }));
    expect(denovo.status, JSON.stringify(denovo.body)).toBe(201);
    expect(denovo.body.desconto).toBe(5);
  });
});

describe('Cupom: pedidos de antes dos registros de clientes', () => {
  it('when a phone ordered before records were kept, then after npm run migrar its first-order coupon is refused, and a second run counts nothing', async () => {
    const primeiro = await cupom({ tipo: 'valor', valor: 3, primeiro_pedido: true });
    const cliente = { nome: 'Vera', telefone: novoTelefone() };
    const antigo = await pedir(pedido({ cliente }));
    expect(antigo.status).toBe(201);
    // As an order placed before issue 29 reads: no record, no mark (null: the local emulator deletes no field).
    const id = (await doDono(antigo.body.codigo)).id;
    await pedidosCollection(db, ana.lojaId).doc(id).update({ cliente_registro: null });
    await clientesCollection(db, ana.lojaId)
      .doc(clienteRegistroId(ana.lojaId, normalizeTelefone(cliente.telefone)!))
      .delete();

    expect(await migrateClientes(db)).toBeGreaterThanOrEqual(1);
    const conferir = await request(app)
      .get(`/api${apiPaths.lojaCupom({ slug: ana.slug, codigo: primeiro.codigo })}`)
      .query({ subtotal: '25', telefone: cliente.telefone });
    expect(conferir.body.error).toBe('Este cupom vale só para o primeiro pedido.');
    expect(await migrateClientes(db)).toBe(0);
  });
});

describe('Cupom no Desempenho', () => {
  it('when orders with coupons are accepted and one is then cancelled, then the analytics count the discounts, orders and revenue per coupon of the accepted ones', async () => {
    // Today: the report is the last days up to now.
    agora = new Date();
    const loja = await novaLoja(app, { nome_loja: 'Bolos da Lia', produtos: [{ nome: 'Bolo', preco: 40 }] });
    const criar = async (body: object) => {
      const response = await request(app).post(`/api${apiPaths.cupons}`).set('Cookie', loja.cookie).send(body);
      expect(response.status).toBe(201);
      return response.body as Cupom;
    };
    const dez = await criar({ codigo: 'DEZ', tipo: 'percentual', valor: 10 });
    await criar({ codigo: 'CINCO', tipo: 'valor', valor: 5 });
    const pedirNa = async (cupomCodigo: string | undefined) => {
      const response = await request(app)
        .post(`/api/loja/${loja.slug}/pedido`)
        .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }], ...(cupomCodigo && { cupom: cupomCodigo }) });
      expect(response.status).toBe(201);
      const lista = await request(app).get(`/api${apiPaths.pedidos}`).set('Cookie', loja.cookie);
      return (lista.body.pedidos as PedidoDoLojista[]).find((pedido) => pedido.codigo === response.body.codigo)!.id;
    };
    const status = async (id: string, novo: string) =>
      expect(
        (
          await request(app)
            .put(`/api${apiPaths.pedido({ id })}`)
            .set('Cookie', loja.cookie)
            .send({ status: novo })
        ).status,
      ).toBe(200);
    // Two DEZ accepted (R$ 36 each, R$ 4 off), one CINCO accepted then cancelled, one without a coupon, one DEZ never accepted.
    for (const id of [await pedirNa('dez'), await pedirNa('DEZ'), await pedirNa(undefined)]) await status(id, 'confirmado');
    const cancelado = await pedirNa('cinco');
    await status(cancelado, 'confirmado');
    await status(cancelado, 'cancelado');
    await pedirNa('DEZ');
    await foldContagens(db);

    const relatorio = await request(app).get(`/api${apiPaths.analytics}`).query({ periodo: 7 }).set('Cookie', loja.cookie);
    expect(relatorio.status).toBe(200);
    expect((relatorio.body as AnalyticsResponse).cupons).toEqual({
      descontos: 8,
      por_cupom: [{ codigo: dez.codigo, pedidos: 2, receita: 72, desconto: 8 }],
    });
  });
});

describe('Cupom: a conferência do carrinho', () => {
  const conferir = (codigo: string, query: Record<string, string>) =>
    request(app)
      .get(`/api${apiPaths.lojaCupom({ slug: ana.slug, codigo })}`)
      .query(query);

  it('when the cart checks a coupon, then it answers the discount on that subtotal, uncached, and writes nothing', async () => {
    const dez = await cupom({ tipo: 'percentual', valor: 10, limite_total: 1 });
    const response = await conferir(dez.codigo.toLowerCase(), { subtotal: '42.50' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ codigo: dez.codigo, tipo: 'percentual', valor: 10, desconto: 4.25 } satisfies CupomCheckResponse);
    expect((await estado(dez.id)).usos).toBe(0);
    const porId = await request(app)
      .get(`/api${apiPaths.catalogoCupom({ lojaId: ana.lojaId, codigo: dez.codigo })}`)
      .query({ subtotal: '10' });
    expect(porId.body.desconto).toBe(1);
  });

  it('when the coupon cannot apply, then the same refusal the order would get; 404 for an unknown code; 400 for a bad subtotal or phone', async () => {
    const primeiro = await cupom({ tipo: 'valor', valor: 5, primeiro_pedido: true, pedido_minimo: 20 });
    const desconhecido = await conferir('NAOEXISTE', { subtotal: '50' });
    expect(desconhecido.status).toBe(404);
    expect(desconhecido.body.error).toBe('Cupom não encontrado.');
    const pouco = await conferir(primeiro.codigo, { subtotal: '19.99', telefone: novoTelefone() });
    expect(pouco.status).toBe(400);
    expect(pouco.body.error).toBe('Cupom válido para pedidos a partir de R$ 20,00.');
    const cliente = { nome: 'Bia', telefone: novoTelefone() };
    expect((await pedir(pedido({ cliente }))).status).toBe(201);
    const jaPediu = await conferir(primeiro.codigo, { subtotal: '50', telefone: cliente.telefone });
    expect(jaPediu.status).toBe(400);
    expect(jaPediu.body.error).toBe('Este cupom vale só para o primeiro pedido.');
    expect((await conferir(primeiro.codigo, { subtotal: 'muito' })).status).toBe(400);
    expect((await conferir(primeiro.codigo, { subtotal: '50', telefone: '123' })).status).toBe(400);
  });

  it('when the subtotal is missing, empty or not reais in decimal digits, then 400 naming the subtotal, never read as another amount', async () => {
    const dez = await cupom({ tipo: 'percentual', valor: 10 });
    const semSubtotal = await request(app).get(`/api${apiPaths.lojaCupom({ slug: ana.slug, codigo: dez.codigo })}`);
    expect(semSubtotal.status).toBe(400);
    expect(semSubtotal.body.campos).toEqual({ subtotal: ['Informe o subtotal do pedido.'] });
    expect((await conferir(dez.codigo, { subtotal: '' })).body.campos).toEqual({ subtotal: ['Informe o subtotal do pedido.'] });
    for (const subtotal of ['0x10', '1e2', ' 16', '16,50', '-1', '16.505', 'Infinity', '20000000']) {
      const response = await conferir(dez.codigo, { subtotal });
      expect(response.status, subtotal).toBe(400);
      expect(response.body.campos, subtotal).toEqual({ subtotal: [SUBTOTAL_INVALIDO] });
    }
    expect((await conferir(dez.codigo, { subtotal: '16' })).body.desconto).toBe(1.6);
  });

  it('when one client checks codes past its budget, then 429 with Retry-After, counted apart from its orders', async () => {
    const limitado = appWith({ RATE_LIMIT_CUPONS: '2', TRUST_PROXY_HOPS: '1' }, db);
    const cliente = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const tentar = (codigo: string) =>
      request(limitado)
        .get(`/api${apiPaths.lojaCupom({ slug: ana.slug, codigo })}`)
        .query({ subtotal: '10' })
        .set('X-Forwarded-For', cliente);
    expect((await tentar('AAA1')).status).toBe(404);
    expect((await tentar('AAA2')).status).toBe(404);
    const terceira = await tentar('AAA3');
    expect(terceira.status).toBe(429);
    expect(Number(terceira.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(terceira.body.error).toBe('Muitas tentativas de cupom em pouco tempo. Aguarde um minuto e tente novamente.');
  });
});
