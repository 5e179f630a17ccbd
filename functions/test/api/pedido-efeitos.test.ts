import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STATUS_PEDIDO, type Produto, type StatusPedido } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { ATENDIMENTO_DOS_DESCONTOS } from '../../../test/support/atendimento.js';
import { umaCamisetaComGrade, umCombo, umProduto, umProdutoPorPeso } from '../../../test/support/produtos.js';
import { isolatedApp } from '../../../test/support/api.js';
import { divergenciasDosEfeitos, estoquesDosProdutos } from '../../../test/support/efeitos.js';
import { configurarAtendimento, novaLoja } from '../../../test/support/lojas.js';

/**
 * The order's effects are each other's inverses (issue 42, model/efeitos-do-pedido.ts): random shops
 * (tracked stock, a grade, a weighed product, a combo of two of them, coupons with limits, a loyalty card) take random
 * sequences of orders and status moves through the API, and after every step what the shop holds
 * adds up. A fixed seed and a few runs in the suite; `EFEITOS_RUNS=200` (and `EFEITOS_SEED`) for a
 * long run.
 */
const { app, db } = isolatedApp('pedido-efeitos');
const RUNS = Number(process.env.EFEITOS_RUNS ?? 6);
const SEED = Number(process.env.EFEITOS_SEED ?? 42);
const TELEFONES = ['11990000001', '11990000002'];

type Acao =
  | {
      tipo: 'pedido';
      telefone: number | null;
      linhas: { produto: 0 | 1 | 2 | 3; quantidade: number; variacao: number }[];
      cupom: 0 | 1 | null;
    }
  | { tipo: 'status'; pedido: number; status: StatusPedido };

const acao: fc.Arbitrary<Acao> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      tipo: fc.constant('pedido' as const),
      // Mostly one customer, whose deliveries fill the card and whose orders then take the reward.
      telefone: fc.constantFrom(0, 0, 0, 1, null),
      linhas: fc.array(
        fc.record({
          produto: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
          quantidade: fc.integer({ min: 1, max: 4 }),
          variacao: fc.nat(5),
        }),
        { minLength: 1, maxLength: 2 },
      ),
      // Coupons now and then: their limits refuse the rest.
      cupom: fc.constantFrom(0 as const, 1 as const, null, null, null),
    }),
  },
  // Delivered twice as often as the rest: the loyalty card's stamps and rewards need deliveries.
  {
    weight: 2,
    arbitrary: fc.record({
      tipo: fc.constant('status' as const),
      pedido: fc.nat(50),
      status: fc.constantFrom(...STATUS_PEDIDO, 'entregue', 'entregue'),
    }),
  },
);

const lojaAleatoria = fc.record({
  estoquePastel: fc.integer({ min: 10, max: 40 }),
  estoqueCamiseta: fc.integer({ min: 3, max: 10 }),
  estoquePicanhaG: fc.integer({ min: 20, max: 80 }).map((centenas) => centenas * 100),
  limiteCupom: fc.integer({ min: 1, max: 3 }),
});

type ParametrosDaLoja = typeof lojaAleatoria extends fc.Arbitrary<infer T> ? T : never;

/** A shop of this run: three products, a combo (issue 47: 2 pastéis and a shirt whose size the order picks), two coupons, the card on at two stamps. */
async function montarLoja(parametros: ParametrosDaLoja) {
  const loja = await novaLoja(app, { nome_loja: 'Empório da Propriedade' });
  await configurarAtendimento(app, loja, ATENDIMENTO_DOS_DESCONTOS);
  const dono = (metodo: 'post' | 'put', path: string, body: object) =>
    request(app)[metodo](`/api${path}`).set('Cookie', loja.cookie).send(body);
  const produtos: Produto[] = [];
  for (const produto of [
    umProduto({ nome: 'Pastel', preco: 8, estoque: parametros.estoquePastel, maximo_por_pedido: 10 }),
    umaCamisetaComGrade({
      variacoes: {
        ...umaCamisetaComGrade().variacoes!,
        itens: umaCamisetaComGrade().variacoes!.itens.map((item) => ({ ...item, estoque: parametros.estoqueCamiseta })),
      },
    }),
    umProdutoPorPeso({ estoque: parametros.estoquePicanhaG }),
  ]) {
    const response = await dono('post', apiPaths.produtos, produto);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    produtos.push(response.body as Produto);
  }
  const combo = await dono(
    'post',
    apiPaths.produtos,
    umCombo(
      [
        [produtos[0]!.id, 2],
        [produtos[1]!.id, 1],
      ],
      { nome: 'Combo Pastel e Camiseta', preco: 70 },
    ),
  );
  expect(combo.status, JSON.stringify(combo.body)).toBe(201);
  produtos.push(combo.body as Produto);
  const cupons = [
    { codigo: 'DOIS', tipo: 'valor', valor: 2, limite_total: parametros.limiteCupom },
    { codigo: 'DEZ', tipo: 'percentual', valor: 10, limite_por_cliente: 1 },
  ];
  const cupomIds: string[] = [];
  for (const cupom of cupons) cupomIds.push((await dono('post', apiPaths.cupons, cupom)).body.id as string);
  const cartao = { ativo: true, pedidos_necessarios: 2, recompensa: { tipo: 'valor', valor: 3 }, validade_dias: null };
  expect((await dono('put', apiPaths.lojaFidelidade, cartao)).status).toBe(200);
  return { loja, dono, produtos, cupomIds, codigos: cupons.map(({ codigo }) => codigo) };
}

type Loja = Awaited<ReturnType<typeof montarLoja>>;

/** The stocks the shop holds now (test/support/efeitos.ts); a combo has none. */
const estoques = (loja: Loja) =>
  estoquesDosProdutos(
    db,
    loja.loja.lojaId,
    loja.produtos.filter(({ combo }) => !combo).map(({ id }) => id),
  );

/** Everything that must add up after each step (test/support/efeitos.ts). */
async function conferir(loja: Loja, inicio: Map<string, number>) {
  expect(await divergenciasDosEfeitos(db, loja.loja.lojaId, { estoqueInicial: inicio, cupomIds: loja.cupomIds })).toEqual([]);
}

async function executar(loja: Loja, passo: Acao, ids: string[]) {
  if (passo.tipo === 'status') {
    if (ids.length === 0) return;
    // One of the last three orders: moves pile up on the same orders, back and forth, as a rush's corrections do.
    const id = ids[ids.length - 1 - (passo.pedido % Math.min(ids.length, 3))]!;
    const response = await loja.dono('put', apiPaths.pedido({ id }), { status: passo.status });
    expect([200, 409], JSON.stringify(response.body)).toContain(response.status);
    return;
  }
  const [pastel, camiseta] = loja.produtos;
  const produtos = passo.linhas.map(({ produto, quantidade, variacao }) => {
    if (produto === 0) return { id: pastel!.id, quantidade };
    if (produto === 1) return { id: camiseta!.id, quantidade, variacao_id: camiseta!.variacoes!.itens[variacao % 6]!.id };
    if (produto === 3)
      return {
        id: loja.produtos[3]!.id,
        quantidade,
        combo: [{ produto_id: camiseta!.id, variacao_id: camiseta!.variacoes!.itens[variacao % 6]!.id }],
      };
    return { id: loja.produtos[2]!.id, gramas: 200 + 100 * quantidade };
  });
  const telefone = passo.telefone === null ? undefined : TELEFONES[passo.telefone];
  const response = await request(app)
    .post(`/api/loja/${loja.loja.slug}/pedido`)
    .send({
      produtos,
      cliente: { nome: 'Cliente', ...(telefone && { telefone }) },
      entrega: { tipo: 'retirada' },
      pagamento: { forma: 'dinheiro' },
      ...(passo.cupom !== null && { cupom: loja.codigos[passo.cupom] }),
    });
  // Refused for stock, a coupon's limits, a sold-out variant: a 4xx with nothing written (conferir checks it).
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
  if (response.status === 201) {
    const lista = await request(app).get(`/api${apiPaths.pedidos}`).set('Cookie', loja.loja.cookie);
    ids.push((lista.body.pedidos as { id: string; codigo: string }[]).find((pedido) => pedido.codigo === response.body.codigo)!.id);
  }
}

describe('Os efeitos de um pedido são inversos', () => {
  it(`when random orders and status moves run on random shops (${RUNS} runs, seed ${SEED}), then stock, coupon uses, stamps and revenue add up after every step`, async () => {
    await fc.assert(
      fc.asyncProperty(lojaAleatoria, fc.array(acao, { minLength: 12, maxLength: 30, size: 'max' }), async (parametros, acoes) => {
        const loja = await montarLoja(parametros);
        const inicio = await estoques(loja);
        const ids: string[] = [];
        for (const passo of acoes) {
          await executar(loja, passo, ids);
          await conferir(loja, inicio);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Its runs' HTTP steps, not a speed check: about 18 s on a quiet machine, more beside the browser tier.
  }, 120_000);
});
