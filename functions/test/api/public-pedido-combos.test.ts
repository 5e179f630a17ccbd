import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  comboEsgotado,
  type CatalogoResponse,
  type PedidosDoLojistaResponse,
  type Produto,
  type ProdutoPublicoResponse,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { produtoDoc } from '../../src/model/produtos.js';
import { umaCamisetaComGrade, umCombo, umHamburguer, umProduto } from '../../../test/support/produtos.js';
import { isolatedApp } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { comoCliente } from '../../../test/support/pedidos.js';

/**
 * Ordering a combo (issue 47): its items' choices priced on top of its own price, their stock
 * taken in the order's transaction (and given back on cancel), the combo sold out while any item
 * is (in the published catalogue and at the order), and the ticket listing its items.
 */
const { app, db } = isolatedApp('public-pedido-combos');

let ana: LojaDeTeste;
let burger: Produto;
let batata: Produto;
let camiseta: Produto;
let combo: Produto;
let comboCamiseta: Produto;

const criar = async (body: object) => {
  const response = await request(app).post(`/api${apiPaths.produtos}`).set('Cookie', ana.cookie).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Produto;
};

beforeAll(async () => {
  ana = await novaLoja(app, { nome_loja: 'Lanchonete da Ana' });
  burger = await criar(umHamburguer({ estoque: 50 }));
  batata = await criar(umProduto({ nome: 'Batata frita', preco: 12, estoque: 50 }));
  camiseta = await criar(umaCamisetaComGrade());
  combo = await criar(
    umCombo(
      [
        [burger.id, 2],
        [batata.id, 1],
      ],
      { nome: 'Combo Casal', preco: 49.9 },
    ),
  );
  comboCamiseta = await criar(
    umCombo(
      [
        [camiseta.id, 1],
        [batata.id, 1],
      ],
      { nome: 'Combo Camiseta', preco: 60 },
    ),
  );
});

const pedir = (produtos: object[]) =>
  request(app)
    .post(`/api${apiPaths.catalogoPedido({ lojaId: ana.lojaId })}`)
    .send({ produtos });
const dono = {
  get: (path: string) => request(app).get(`/api${path}`).set('Cookie', ana.cookie),
  put: (path: string, body: object) => request(app).put(`/api${path}`).set('Cookie', ana.cookie).send(body),
};
const estoqueDe = async (produto: { id: string }) => (await produtoDoc(db, ana.lojaId, produto.id).get()).get('estoque') as number | null;
const contarPedidos = async () => (await pedidosCollection(db, ana.lojaId).get()).size;
const catalogo = async () => (await request(app).get(`/api${apiPaths.catalogo({ lojaId: ana.lojaId })}`)).body as CatalogoResponse;
const listado = async (produto: { id: string }) => (await catalogo()).produtos.find(({ id }) => id === produto.id);

/** The burger's Tamanho: Grande (+ R$ 5,00) and Adicionais: Bacon (+ R$ 4,00), as a combo's item chooses them. */
const grandeComBacon = () => {
  const [tamanho, adicionais] = burger.opcoes;
  return [
    { grupo: tamanho!.id, itens: [tamanho!.itens.find(({ nome }) => nome === 'Grande')!.id] },
    { grupo: adicionais!.id, itens: [adicionais!.itens.find(({ nome }) => nome === 'Bacon')!.id] },
  ];
};
const linhaDoCombo = (quantidade = 1) => ({ id: combo.id, quantidade, combo: [{ produto_id: burger.id, opcoes: grandeComBacon() }] });

async function idDoPedido(codigo: string) {
  const lista = (await dono.get(apiPaths.pedidos)).body as PedidosDoLojistaResponse;
  return lista.pedidos.find((pedido) => pedido.codigo === codigo)!.id;
}

describe('Combos: a página do produto e o pedido', () => {
  it("when a customer opens a combo's page, then it lists its items with their units, options and grade", async () => {
    const response = await request(app).get(`/api${apiPaths.catalogoProduto({ lojaId: ana.lojaId, produtoId: comboCamiseta.id })}`);
    expect(response.status).toBe(200);
    const { produto } = response.body as ProdutoPublicoResponse;
    expect(produto.combo).toBe(true);
    expect(produto.tem_opcoes).toBe(true);
    expect(produto.itens_do_combo?.map(({ nome, quantidade }) => [nome, quantidade])).toEqual([
      ['Camiseta Básica', 1],
      ['Batata frita', 1],
    ]);
    expect(produto.itens_do_combo![0]!.variacoes?.itens.length).toBe(camiseta.variacoes!.itens.length);
    const doBurger = (await request(app).get(`/api${apiPaths.catalogoProduto({ lojaId: ana.lojaId, produtoId: combo.id })}`)).body
      .produto as ProdutoPublicoResponse['produto'];
    expect(doBurger.itens_do_combo![0]!.opcoes.map(({ nome }) => nome)).toEqual(['Tamanho', 'Adicionais']);
  });

  it("when a combo is ordered with its items' options, then the price is the combo's plus their surcharges per unit, the line records each item's choices, and the items' stock is taken and given back on cancel", async () => {
    const [burgerAntes, batataAntes] = [await estoqueDe(burger), await estoqueDe(batata)];
    const response = await pedir([linhaDoCombo(2)]);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    // (49,90 + 2 burgers × (5 Grande + 4 Bacon)) × 2 combos
    expect(response.body.total).toBe(135.8);
    const id = await idDoPedido(response.body.codigo as string);
    const linha = ((await dono.get(apiPaths.pedidos)).body as PedidosDoLojistaResponse).pedidos.find((pedido) => pedido.id === id)!
      .itens[0]!;
    expect(linha.combo).toEqual([
      {
        nome: 'X-Burger',
        quantidade: 2,
        opcoes: [
          { grupo: 'Tamanho', itens: ['Grande'] },
          { grupo: 'Adicionais', itens: ['Bacon'] },
        ],
      },
      { nome: 'Batata frita', quantidade: 1, opcoes: [] },
    ]);
    expect(response.body.texto_whatsapp).toContain('2× X-Burger (Tamanho: Grande · Adicionais: Bacon)');
    expect(await estoqueDe(burger)).toBe(burgerAntes! - 4);
    expect(await estoqueDe(batata)).toBe(batataAntes! - 2);

    expect((await dono.put(apiPaths.pedido({ id }), { status: 'cancelado' })).status).toBe(200);
    expect(await estoqueDe(burger)).toBe(burgerAntes);
    expect(await estoqueDe(batata)).toBe(batataAntes);
  });

  it("when an item's required choice is missing, or a choice names something that is no item of the combo, then 400 naming the combo and the item, nothing written", async () => {
    const antes = await contarPedidos();
    const semTamanho = await pedir([{ id: combo.id, quantidade: 1 }]);
    expect(semTamanho.status).toBe(400);
    expect(semTamanho.body.error).toBe('Combo Casal: Escolha 1 em “Tamanho” de X-Burger.');
    const semTamanhoDaCamiseta = await pedir([{ id: comboCamiseta.id, quantidade: 1 }]);
    expect(semTamanhoDaCamiseta.status).toBe(400);
    expect(semTamanhoDaCamiseta.body.error).toBe('Combo Camiseta: Escolha tamanho e cor.');
    const intruso = await pedir([{ ...linhaDoCombo(), combo: [...linhaDoCombo().combo, { produto_id: camiseta.id }] }]);
    expect(intruso.status).toBe(400);
    const emProdutoComum = await pedir([{ id: batata.id, quantidade: 1, combo: [{ produto_id: burger.id }] }]);
    expect(emProdutoComum.status).toBe(400);
    expect(await contarPedidos()).toBe(antes);
  });

  it('when the ticket of a combo order is printed, then the combo line lists its items with the units the line holds and their options', async () => {
    const response = await pedir([linhaDoCombo(1)]);
    expect(response.status).toBe(201);
    const id = await idDoPedido(response.body.codigo as string);
    const comanda = await dono.get(apiPaths.pedidoComanda({ id }));
    expect(comanda.status).toBe(200);
    const linhas = comanda.text.split('\n').map((linha) => linha.trimEnd());
    const inicio = linhas.findIndex((linha) => linha.startsWith('1x Combo Casal'));
    expect(inicio).toBeGreaterThan(-1);
    expect(linhas.slice(inicio + 1, inicio + 5)).toEqual([
      '   2x X-Burger',
      '      Tamanho: Grande',
      '      Adicionais: Bacon',
      '   1x Batata frita',
    ]);
    expect((await dono.put(apiPaths.pedido({ id }), { status: 'cancelado' })).status).toBe(200);
  });
});

describe('Combos: estoque e esgotado', () => {
  it('when 12 customers order a combo at once for the last 5 units of an item, then exactly 5 are placed, the rest 409 naming the item, and the stock ends at 0', async () => {
    await produtoDoc(db, ana.lojaId, batata.id).update({ estoque: 5 });
    const antes = await contarPedidos();
    const respostas = await Promise.all(Array.from({ length: 12 }, () => comoCliente(() => pedir([linhaDoCombo(1)]))));
    const status = respostas.map((response) => response.status);
    expect(status.filter((codigo) => codigo === 201)).toHaveLength(5);
    expect(status.filter((codigo) => codigo === 409)).toHaveLength(7);
    for (const response of respostas.filter((candidata) => candidata.status === 409)) {
      expect(response.body.error).toBe(comboEsgotado('Combo Casal', 'Batata frita'));
    }
    expect(await estoqueDe(batata)).toBe(0);
    expect(await contarPedidos()).toBe(antes + 5);
  });

  it("when an item's stock reaches 0, then the published catalogue shows every combo holding it sold out, and orders of them are refused; stock back, they sell again", async () => {
    await produtoDoc(db, ana.lojaId, batata.id).update({ estoque: 1 });
    expect((await dono.put(apiPaths.produto({ id: batata.id }), { estoque: 1 })).status).toBe(200);
    expect((await listado(combo))?.esgotado).toBe(false);
    // The fries sold alone take the last one: the order's publish republishes the combos with it.
    expect((await pedir([{ id: batata.id, quantidade: 1 }])).status).toBe(201);
    expect((await listado(batata))?.esgotado).toBe(true);
    expect((await listado(combo))?.esgotado).toBe(true);
    expect((await listado(comboCamiseta))?.esgotado).toBe(true);
    const recusado = await pedir([linhaDoCombo(1)]);
    expect(recusado.status).toBe(409);
    expect(recusado.body.error).toBe(comboEsgotado('Combo Casal', 'Batata frita'));
    const pagina = (await request(app).get(`/api${apiPaths.catalogoProduto({ lojaId: ana.lojaId, produtoId: combo.id })}`))
      .body as ProdutoPublicoResponse;
    expect(pagina.produto.esgotado).toBe(true);

    expect((await dono.put(apiPaths.produto({ id: batata.id }), { estoque: 10 })).status).toBe(200);
    expect((await listado(combo))?.esgotado).toBe(false);
    expect((await dono.put(apiPaths.produto({ id: burger.id }), { esgotado: true })).status).toBe(200);
    expect((await listado(combo))?.esgotado).toBe(true);
    expect((await listado(comboCamiseta))?.esgotado).toBe(false);
    expect((await dono.put(apiPaths.produto({ id: burger.id }), { esgotado: false })).status).toBe(200);
    expect((await listado(combo))?.esgotado).toBe(false);
  });
});
