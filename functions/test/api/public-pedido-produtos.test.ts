import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpcaoGrupo, PedidoAcompanhamento, PedidoDoLojista, PedidosDoLojistaResponse } from '@vitrine/shared';
import { catalogoDoc } from '../../src/model/catalogos.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { camposGuardados, produtoDoc } from '../../src/model/produtos.js';
import { OPCOES_DO_HAMBURGUER } from '../../../test/support/produtos.js';
import { isolatedApp } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { comoCliente } from '../../../test/support/pedidos.js';

/**
 * Orders of products with a promotional price, sold out, tracked stock and options (issue 13). The
 * products are created through the owner API, then given the fields as they are stored
 * (lojistas/{lojaId}/produtos/{id}), so each test sets exactly the state it is about.
 */
const { app, db } = isolatedApp('publico-pedido-produtos');

let ana: LojaDeTeste;
beforeAll(async () => {
  ana = await novaLoja(app, {
    produtos: [
      { nome: 'X-Burger', preco: 30 },
      { nome: 'Café expresso', preco: 6.5 },
      { nome: 'Camiseta', preco: 50 },
      { nome: 'Caneca', preco: 40 },
      { nome: 'Suco', preco: 8 },
    ],
  });
  // The burger's options, with a third add-on: three chosen are one too many.
  const [tamanho, adicionais] = OPCOES_DO_HAMBURGUER as [OpcaoGrupo, OpcaoGrupo];
  const comOvo = { ...adicionais, itens: [...adicionais.itens, { id: 'ovo00001', nome: 'Ovo', preco: 2 }] };
  await guardar(burger(), camposGuardados({ opcoes: [tamanho, comOvo] }));
  await guardar(suco(), {
    opcoes: [{ id: 'sabor001', nome: 'Sabor', min: 1, max: 1, itens: [{ id: 'laranja1', nome: 'Laranja', preco_centavos: 0 }] }],
  });
});

const burger = () => ana.produtos[0]!;
const cafe = () => ana.produtos[1]!;
const camiseta = () => ana.produtos[2]!;
const caneca = () => ana.produtos[3]!;
const suco = () => ana.produtos[4]!;

/** Writes the fields on a product as they are stored. */
async function guardar(produto: { id: string }, campos: Record<string, unknown>) {
  await produtoDoc(db, ana.lojaId, produto.id).update(campos);
}
const estoqueDe = async (produto: { id: string }) => (await produtoDoc(db, ana.lojaId, produto.id).get()).get('estoque') as number | null;
const contarPedidos = async () => (await pedidosCollection(db, ana.lojaId).get()).size;

const pedir = (produtos: object[]) => request(app).post(`/api/catalogo/${ana.lojaId}/pedido`).send({ produtos });
const dono = {
  get: (path: string) => request(app).get(path).set('Cookie', ana.cookie),
  put: (path: string, body: object) => request(app).put(path).set('Cookie', ana.cookie).send(body),
};

/** The owner's view of the order with this code (the newest page holds it). */
async function doLojista(codigo: string): Promise<PedidoDoLojista> {
  const response = await dono.get('/api/pedidos');
  expect(response.status).toBe(200);
  const pedido = (response.body as PedidosDoLojistaResponse).pedidos.find((candidato) => candidato.codigo === codigo);
  expect(pedido).toBeDefined();
  return pedido!;
}

async function recusado(produtos: object[], status: number, mensagem: string) {
  const antes = await contarPedidos();
  const response = await pedir(produtos);
  expect(response.status).toBe(status);
  expect(response.body.error).toBe(mensagem);
  expect(await contarPedidos()).toBe(antes);
}

describe('Pedido: preço promocional, esgotado e estoque', () => {
  it('when a product has a promotional price, then the order charges it', async () => {
    await guardar(cafe(), { preco_promocional_centavos: 500 });
    const response = await pedir([{ id: cafe().id, quantidade: 2, preco: 6.5 }]);
    expect(response.status).toBe(201);
    expect(response.body.total).toBe(10);
    expect(response.body.texto_whatsapp).toContain('\n2 × Café expresso — R$ 5,00 cada = R$ 10,00\n');
    await guardar(cafe(), { preco_promocional_centavos: null });
  });

  it('when a product is marked sold out, then the order is refused naming it (409) and nothing is written', async () => {
    await guardar(caneca(), { esgotado: true });
    await recusado(
      [
        { id: cafe().id, quantidade: 1 },
        { id: caneca().id, quantidade: 1 },
      ],
      409,
      'Produto esgotado: Caneca.',
    );
    await guardar(caneca(), { esgotado: false });
  });

  it('when stock is tracked, then an order takes it down; above what is left it is refused saying how many are left, over all lines', async () => {
    await guardar(camiseta(), { estoque: 10 });
    expect((await pedir([{ id: camiseta().id, quantidade: 3 }])).status).toBe(201);
    expect(await estoqueDe(camiseta())).toBe(7);

    // Two lines of the same product (different notes) count together: 4 + 4 > 7.
    await recusado(
      [
        { id: camiseta().id, quantidade: 4, observacao: 'P' },
        { id: camiseta().id, quantidade: 4, observacao: 'M' },
      ],
      409,
      'Estoque insuficiente de Camiseta: restam 7 unidades.',
    );
    expect(await estoqueDe(camiseta())).toBe(7);
    await guardar(camiseta(), { estoque: 1 });
    await recusado([{ id: camiseta().id, quantidade: 2 }], 409, 'Estoque insuficiente de Camiseta: resta 1 unidade.');
  });

  it('when an order takes the last units, then the catalogue lists the product as sold out and the next order is refused', async () => {
    await guardar(caneca(), { estoque: 2 });
    expect((await pedir([{ id: caneca().id, quantidade: 2 }])).status).toBe(201);
    expect(await estoqueDe(caneca())).toBe(0);
    const publicado = (await catalogoDoc(db, ana.lojaId).get()).get('produtos') as Array<{ id: string; esgotado?: boolean }>;
    expect(publicado.find((produto) => produto.id === caneca().id)?.esgotado).toBe(true);
    await recusado([{ id: caneca().id, quantidade: 1 }], 409, 'Produto esgotado: Caneca.');
  });

  it('when the owner cancels an order, then its stock comes back; reinstating takes it again, or is refused (409) when it is gone', async () => {
    await guardar(caneca(), { estoque: 5 });
    const pedido = await pedir([{ id: caneca().id, quantidade: 3 }]);
    expect(pedido.status).toBe(201);
    const { id } = await doLojista(pedido.body.codigo as string);
    expect(await estoqueDe(caneca())).toBe(2);

    expect((await dono.put(`/api/pedidos/${id}`, { status: 'cancelado' })).status).toBe(200);
    expect(await estoqueDe(caneca())).toBe(5);
    expect((await dono.put(`/api/pedidos/${id}`, { status: 'novo' })).status).toBe(200);
    expect(await estoqueDe(caneca())).toBe(2);
    // Moving along (not cancelling) leaves stock alone.
    expect((await dono.put(`/api/pedidos/${id}`, { status: 'confirmado' })).status).toBe(200);
    expect(await estoqueDe(caneca())).toBe(2);

    expect((await dono.put(`/api/pedidos/${id}`, { status: 'cancelado' })).status).toBe(200);
    expect((await pedir([{ id: caneca().id, quantidade: 4 }])).status).toBe(201);
    expect(await estoqueDe(caneca())).toBe(1);
    const reintegrar = await dono.put(`/api/pedidos/${id}`, { status: 'novo' });
    expect(reintegrar.status).toBe(409);
    expect(reintegrar.body.error).toBe('Estoque insuficiente de Caneca: resta 1 unidade.');
    expect((await doLojista(pedido.body.codigo as string)).status).toBe('cancelado');
    expect(await estoqueDe(caneca())).toBe(1);
  });

  it('when a cancelled order took 0 to more, then the catalogue clears "Esgotado"; a product deleted since is skipped', async () => {
    await guardar(caneca(), { estoque: 1 });
    const pedido = await pedir([
      { id: caneca().id, quantidade: 1 },
      { id: cafe().id, quantidade: 1 },
    ]);
    expect(pedido.status).toBe(201);
    const esgotadoNoCatalogo = async () =>
      ((await catalogoDoc(db, ana.lojaId).get()).get('produtos') as Array<{ id: string; esgotado?: boolean }>).find(
        (produto) => produto.id === caneca().id,
      )?.esgotado;
    expect(await esgotadoNoCatalogo()).toBe(true);
    const { id } = await doLojista(pedido.body.codigo as string);
    expect((await dono.put(`/api/pedidos/${id}`, { status: 'cancelado' })).status).toBe(200);
    expect(await estoqueDe(caneca())).toBe(1);
    expect(await esgotadoNoCatalogo()).toBe(false);

    // An order whose product the owner has deleted cancels and reinstates all the same.
    const outro = await pedir([{ id: cafe().id, quantidade: 1 }]);
    const removido = await doLojista(outro.body.codigo as string);
    const cafeGuardado = (await produtoDoc(db, ana.lojaId, cafe().id).get()).data()!;
    await produtoDoc(db, ana.lojaId, cafe().id).delete();
    expect((await dono.put(`/api/pedidos/${removido.id}`, { status: 'cancelado' })).status).toBe(200);
    expect((await dono.put(`/api/pedidos/${removido.id}`, { status: 'novo' })).status).toBe(200);
    await produtoDoc(db, ana.lojaId, cafe().id).set(cafeGuardado);
  });

  it('when 20 customers order at once the last 5 units, then exactly 5 orders are placed and the stock ends at 0', async () => {
    await guardar(camiseta(), { estoque: 5 });
    const antes = await contarPedidos();
    const respostas = await Promise.all(Array.from({ length: 20 }, () => comoCliente(() => pedir([{ id: camiseta().id, quantidade: 1 }]))));
    const status = respostas.map((response) => response.status).sort();
    expect(status.filter((codigo) => codigo === 201)).toHaveLength(5);
    expect(status.filter((codigo) => codigo === 409)).toHaveLength(15);
    for (const response of respostas.filter((candidata) => candidata.status === 409)) {
      expect(response.body.error).toBe('Produto esgotado: Camiseta.');
    }
    expect(await estoqueDe(camiseta())).toBe(0);
    expect(await contarPedidos()).toBe(antes + 5);
  });
});

describe('Pedido: opções e observação por item', () => {
  const grande = { grupo: 'tamanho1', itens: ['grande01'] };
  const pequeno = { grupo: 'tamanho1', itens: ['pequeno1'] };

  it.each<[string, object[], string]>([
    ['a required group is missing', [], 'Escolha 1 em “Tamanho” de X-Burger.'],
    [
      'a group has more than its max',
      [grande, { grupo: 'adicion1', itens: ['bacon001', 'cheddar1', 'ovo00001'] }],
      'Escolha no máximo 2 em “Adicionais” de X-Burger.',
    ],
    ['a choice of another group', [{ grupo: 'tamanho1', itens: ['bacon001'] }], 'Opção inválida em X-Burger. Escolha de novo.'],
    ["another product's group", [grande, { grupo: 'sabor001', itens: ['laranja1'] }], 'Opção inválida em X-Burger. Escolha de novo.'],
    ['an unknown choice', [{ grupo: 'tamanho1', itens: ['naoexiste'] }], 'Opção inválida em X-Burger. Escolha de novo.'],
    ['the same choice twice', [{ grupo: 'tamanho1', itens: ['grande01', 'grande01'] }], 'Opção inválida em X-Burger. Escolha de novo.'],
  ])('when %s, then the order is refused (400) and nothing is written', async (_caso, opcoes, mensagem) => {
    await recusado([{ id: burger().id, quantidade: 1, opcoes }], 400, mensagem);
  });

  it('when a note is longer than 140 characters, then the order is refused (400)', async () => {
    await recusado(
      [{ id: burger().id, quantidade: 1, opcoes: [grande], observacao: 'a'.repeat(141) }],
      400,
      'Use no máximo 140 caracteres na observação do item.',
    );
  });

  it('when choices have prices, then the unit price is the base (promotional when set) plus the choices', async () => {
    const linha = { id: burger().id, quantidade: 2, opcoes: [grande, { grupo: 'adicion1', itens: ['bacon001', 'cheddar1'] }] };
    const response = await pedir([linha]);
    expect(response.status).toBe(201);
    expect(response.body.total).toBe(84); // (30 + 5 + 4 + 3) × 2

    await guardar(burger(), { preco_promocional_centavos: 2500 });
    const promocional = await pedir([linha]);
    expect(promocional.body.total).toBe(74); // (25 + 5 + 4 + 3) × 2
    await guardar(burger(), { preco_promocional_centavos: null });
  });

  it('when the same product comes with different choices, then they are two lines; same choices in another order and same note merge', async () => {
    const response = await pedir([
      {
        id: burger().id,
        quantidade: 1,
        opcoes: [grande, { grupo: 'adicion1', itens: ['bacon001', 'cheddar1'] }],
        observacao: 'sem cebola',
      },
      { id: burger().id, quantidade: 1, opcoes: [pequeno] },
      {
        id: burger().id,
        quantidade: 1,
        opcoes: [{ grupo: 'adicion1', itens: ['cheddar1', 'bacon001'] }, grande],
        observacao: ' sem cebola ',
      },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.total).toBe(114); // 2 × 42 + 30
    const texto = response.body.texto_whatsapp as string;
    expect(texto).toContain(
      [
        '2 × X-Burger — R$ 42,00 cada = R$ 84,00',
        '   Tamanho: Grande · Adicionais: Bacon, Cheddar',
        '   Obs.: sem cebola',
        '1 × X-Burger — R$ 30,00 cada = R$ 30,00',
        '   Tamanho: Pequeno',
        '',
      ].join('\n'),
    );

    const [guardado] = (await pedidosCollection(db, ana.lojaId).where('codigo', '==', response.body.codigo).get()).docs;
    expect(guardado!.get('itens')).toEqual([
      {
        produto_id: burger().id,
        nome: 'X-Burger',
        preco_centavos: 4200,
        quantidade: 2,
        total_centavos: 8400,
        opcoes: [
          { grupo_id: 'tamanho1', grupo: 'Tamanho', itens: [{ id: 'grande01', nome: 'Grande', preco_centavos: 500 }] },
          {
            grupo_id: 'adicion1',
            grupo: 'Adicionais',
            itens: [
              { id: 'bacon001', nome: 'Bacon', preco_centavos: 400 },
              { id: 'cheddar1', nome: 'Cheddar', preco_centavos: 300 },
            ],
          },
        ],
        observacao: 'sem cebola',
        variacao_id: null,
        gramas: null,
      },
      {
        produto_id: burger().id,
        nome: 'X-Burger',
        preco_centavos: 3000,
        quantidade: 1,
        total_centavos: 3000,
        opcoes: [{ grupo_id: 'tamanho1', grupo: 'Tamanho', itens: [{ id: 'pequeno1', nome: 'Pequeno', preco_centavos: 0 }] }],
        observacao: null,
        variacao_id: null,
        gramas: null,
      },
    ]);

    const linhas = [
      {
        nome: 'X-Burger',
        quantidade: 2,
        preco: 42,
        total: 84,
        opcoes: [
          { grupo: 'Tamanho', itens: ['Grande'] },
          { grupo: 'Adicionais', itens: ['Bacon', 'Cheddar'] },
        ],
        observacao: 'sem cebola',
        gramas: null,
      },
      {
        nome: 'X-Burger',
        quantidade: 1,
        preco: 30,
        total: 30,
        opcoes: [{ grupo: 'Tamanho', itens: ['Pequeno'] }],
        observacao: null,
        gramas: null,
      },
    ];
    const acompanhamento = await request(app).get(`/api${response.body.acompanhamento as string}`);
    expect((acompanhamento.body as PedidoAcompanhamento).itens).toEqual(linhas);
    expect((await doLojista(response.body.codigo as string)).itens).toEqual(linhas.map((linha) => ({ produto_id: burger().id, ...linha })));
  });

  it('when an order was placed before options existed, then its lines read with no choices and no note', async () => {
    const response = await pedir([{ id: cafe().id, quantidade: 1 }]);
    const [guardado] = (await pedidosCollection(db, ana.lojaId).where('codigo', '==', response.body.codigo).get()).docs;
    await guardado!.ref.update({
      itens: [{ produto_id: cafe().id, nome: 'Café expresso', preco_centavos: 650, quantidade: 1, total_centavos: 650 }],
    });
    const acompanhamento = await request(app).get(`/api${response.body.acompanhamento as string}`);
    expect(acompanhamento.body.itens).toEqual([
      { nome: 'Café expresso', quantidade: 1, preco: 6.5, total: 6.5, opcoes: [], observacao: null, gramas: null },
    ]);
    expect((await doLojista(response.body.codigo as string)).itens[0]).toMatchObject({ opcoes: [], observacao: null });
  });
});
