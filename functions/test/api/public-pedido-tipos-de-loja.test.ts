import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PESO_APROXIMADO,
  PESO_SEM_GRADE,
  QUANTIDADE_OU_PESO,
  SKU_REPETIDO,
  type PedidoAcompanhamento,
  type Produto,
  type ProdutoPublicoResponse,
} from '@vitrine/shared';
import { produtoDoc } from '../../src/model/produtos.js';
import { umaCamisetaComGrade, umaPizzaMeioAMeio, umProduto, umProdutoPorPeso } from '../../../test/support/produtos.js';
import { isolatedApp } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { comoCliente } from '../../../test/support/pedidos.js';

/**
 * Issue 30 through HTTP: a clothing shop's grade with stock per variant, a pizzeria's half-and-half
 * priced by the shop's rule, and a butcher's sale by weight; from the owner's form to the order,
 * its text, its tracking page and its cancellation.
 */
const { app, db } = isolatedApp('publico-pedido-tipos-de-loja');

let loja: LojaDeTeste;
beforeAll(async () => {
  loja = await novaLoja(app);
});

const dono = {
  get: (path: string) => request(app).get(path).set('Cookie', loja.cookie),
  post: (path: string, body: object) => request(app).post(path).set('Cookie', loja.cookie).send(body),
  put: (path: string, body: object) => request(app).put(path).set('Cookie', loja.cookie).send(body),
};
const pedir = (produtos: object[]) => request(app).post(`/api/loja/${loja.slug}/pedido`).send({ produtos });

async function criar(produto: object): Promise<Produto> {
  const response = await dono.post('/api/produtos', produto);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Produto;
}
const variacao = (produto: Produto, ...valores: string[]) =>
  produto.variacoes!.itens.find((item) => item.valores.join() === valores.join())!;
const estoqueDa = async (produto: Produto, ...valores: string[]) => {
  const salvo = (await dono.get('/api/produtos')).body as Produto[];
  return variacao(
    salvo.find(({ id }) => id === produto.id)!,
    ...valores,
  ).estoque;
};

describe('A grade of sizes and colours, each with its own stock', () => {
  let camiseta: Produto;
  beforeAll(async () => {
    camiseta = await criar(umaCamisetaComGrade());
  });

  it('when the owner saves a grade, then each combination gets an id that a second save keeps, and a new one gets its own', async () => {
    expect(camiseta.variacoes!.itens).toHaveLength(6);
    expect(new Set(camiseta.variacoes!.itens.map((item) => item.id)).size).toBe(6);
    const { itens, eixos } = camiseta.variacoes!;
    const editado = await dono.put(`/api/produtos/${camiseta.id}`, {
      variacoes: { eixos: [{ ...eixos[0]!, valores: ['P', 'M', 'G', 'GG'] }, eixos[1]], itens: [...itens, { valores: ['GG', 'Preto'] }] },
    });
    expect(editado.status, JSON.stringify(editado.body)).toBe(200);
    const depois = (editado.body as Produto).variacoes!.itens;
    expect(depois.slice(0, 6).map((item) => item.id)).toEqual(itens.map((item) => item.id));
    expect(depois[6]).toMatchObject({ valores: ['GG', 'Preto'], estoque: null, preco: null, sku: '' });
    expect(itens.map((item) => item.id)).not.toContain(depois[6]!.id);
    camiseta = editado.body as Produto;
  });

  it('when a combination names a value outside the axes, repeats another, or the grade passes 100, then 400 on the field', async () => {
    const eixos = [{ nome: 'Tamanho', valores: ['P'] }];
    const fora = await dono.post('/api/produtos', umProduto({ variacoes: { eixos, itens: [{ valores: ['XG'] }] } }));
    expect(fora.status).toBe(400);
    expect(fora.body.campos['variacoes.itens.0.valores']).toEqual(['Combinação com um valor que não está nos eixos.']);
    const repetida = await dono.post('/api/produtos', umProduto({ variacoes: { eixos, itens: [{ valores: ['P'] }, { valores: ['P'] }] } }));
    expect(repetida.body.campos['variacoes.itens.1.valores']).toEqual(['Combinação repetida.']);
    const valores = (n: number) => Array.from({ length: n }, (_, i) => `V${i}`);
    const grande = {
      eixos: [
        { nome: 'Tamanho', valores: valores(11) },
        { nome: 'Cor', valores: valores(10) },
      ],
      itens: valores(11).flatMap((a) => valores(10).map((b) => ({ valores: [a, b] }))),
    };
    const demais = await dono.post('/api/produtos', umProduto({ variacoes: grande }));
    expect(demais.status).toBe(400);
    expect(demais.body.campos['variacoes.itens']).toEqual(['Use no máximo 100 combinações.']);
  });

  it('when another product of the shop takes a code (SKU) already used, then 400 names the combination, and nothing is saved', async () => {
    const antes = ((await dono.get('/api/produtos')).body as Produto[]).length;
    const response = await dono.post(
      '/api/produtos',
      umProduto({
        nome: 'Regata',
        variacoes: { eixos: [{ nome: 'Tamanho', valores: ['M'] }], itens: [{ valores: ['M'], sku: 'CAM-M-PT' }] },
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: SKU_REPETIDO, campos: { 'variacoes.itens.0.sku': [SKU_REPETIDO] } });
    expect(((await dono.get('/api/produtos')).body as Produto[]).length).toBe(antes);
    // Its own codes again, on an edit of the product that has them: not a clash.
    expect((await dono.put(`/api/produtos/${camiseta.id}`, { variacoes: camiseta.variacoes })).status).toBe(200);
  });

  it('when a customer opens the shop, then the card says P · M · G from the cheapest price, and the page tells each variant sold out or not, never its stock or code', async () => {
    const catalogo = await request(app).get(`/api/loja/${loja.slug}`);
    const card = catalogo.body.produtos.find((produto: { id: string }) => produto.id === camiseta.id);
    expect(card).toMatchObject({ variacoes_resumo: 'P · M · G · GG', a_partir_de: 49.9, esgotado: false, tem_opcoes: true });
    const pagina = (await request(app).get(`/api/loja/${loja.slug}/produto/${camiseta.id}`)).body as ProdutoPublicoResponse;
    const itens = pagina.produto.variacoes!.itens;
    expect(itens.find((item) => item.valores.join() === 'G,Azul')).toMatchObject({ esgotado: true });
    expect(itens.find((item) => item.valores.join() === 'M,Preto')).toMatchObject({ esgotado: false, preco: 54.9 });
    // The fields by name, in quotes: a variant's random id may hold the letters "sku" (CI, 2026-11-30: skuxwklb).
    expect(JSON.stringify(pagina)).not.toMatch(/"estoque"|"sku"|CAM-M-PT/);
  });

  it('when a customer opens the product page, then each variant tells its units left only when one order could take them all, and the page the order’s maximum', async () => {
    const pagina = (await request(app).get(`/api/loja/${loja.slug}/produto/${camiseta.id}`)).body as ProdutoPublicoResponse;
    const restam = (...valores: string[]) => pagina.produto.variacoes!.itens.find((item) => item.valores.join() === valores.join())!.restam;
    expect(pagina.produto.maximo_por_pedido).toBe(10);
    expect([restam('M', 'Preto'), restam('P', 'Azul'), restam('G', 'Azul')]).toEqual([5, 3, 0]);
    // Not counted (GG Preto, added without stock): nothing to tell.
    expect(restam('GG', 'Preto')).toBeUndefined();
    // More than one order may take: the count stays the shop's.
    const cheia = camiseta.variacoes!.itens.map((item) => (item.valores.join() === 'P,Azul' ? { ...item, estoque: 40 } : item));
    expect((await dono.put(`/api/produtos/${camiseta.id}`, { variacoes: { ...camiseta.variacoes, itens: cheia } })).status).toBe(200);
    const depois = (await request(app).get(`/api/loja/${loja.slug}/produto/${camiseta.id}`)).body as ProdutoPublicoResponse;
    expect(depois.produto.variacoes!.itens.find((item) => item.valores.join() === 'P,Azul')).not.toHaveProperty('restam');
    expect((await dono.put(`/api/produtos/${camiseta.id}`, { variacoes: camiseta.variacoes })).status).toBe(200);
  });

  it('when an order has no variant, a sold-out one or one the grade does not have, then it is refused in the axes’ words', async () => {
    const sem = await pedir([{ id: camiseta.id, quantidade: 1 }]);
    expect(sem.status).toBe(400);
    expect(sem.body.error).toBe('Escolha tamanho e cor.');
    const esgotada = await pedir([{ id: camiseta.id, quantidade: 1, variacao_id: variacao(camiseta, 'G', 'Azul').id }]);
    expect(esgotada.status).toBe(409);
    expect(esgotada.body.error).toBe('Produto esgotado: Camiseta Básica — G / Azul.');
    const outra = await pedir([{ id: camiseta.id, quantidade: 1, variacao_id: 'naoexiste' }]);
    expect(outra.status).toBe(400);
    expect(outra.body.error).toBe('Escolha tamanho e cor de novo em Camiseta Básica.');
  });

  it('when a customer orders M Preto, then it is priced at its own price, named in the text and the tracking page, and only its stock goes down', async () => {
    const mPreto = variacao(camiseta, 'M', 'Preto');
    const response = await pedir([{ id: camiseta.id, quantidade: 2, variacao_id: mPreto.id }]);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.subtotal).toBe(109.8);
    expect(response.body.texto_whatsapp).toContain('2 × Camiseta Básica — M / Preto — R$ 54,90 cada = R$ 109,80');
    const acompanhamento = (await request(app).get(`/api${response.body.acompanhamento}`)).body as PedidoAcompanhamento;
    expect(acompanhamento.itens[0]).toMatchObject({ nome: 'Camiseta Básica — M / Preto', quantidade: 2, gramas: null });
    expect(await estoqueDa(camiseta, 'M', 'Preto')).toBe(3);
    expect(await estoqueDa(camiseta, 'P', 'Preto')).toBe(3);
    // More than is left of the variant: 409 with what is left, naming it.
    const demais = await pedir([{ id: camiseta.id, quantidade: 4, variacao_id: mPreto.id }]);
    expect(demais.status).toBe(409);
    expect(demais.body.error).toBe('Estoque insuficiente de Camiseta Básica — M / Preto: restam 3 unidades.');
  });

  it('when 20 customers order the last 5 of one variant at once, then exactly 5 orders pass, the stock ends at 0, and cancelling one gives its unit back', async () => {
    const regata = await criar(
      umProduto({
        nome: 'Regata',
        variacoes: {
          eixos: [{ nome: 'Tamanho', valores: ['M', 'G'] }],
          itens: [
            { valores: ['M'], estoque: 5 },
            { valores: ['G'], estoque: 9 },
          ],
        },
      }),
    );
    const m = variacao(regata, 'M');
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => comoCliente(() => pedir([{ id: regata.id, quantidade: 1, variacao_id: m.id }]))),
    );
    const aceitos = respostas.filter((response) => response.status === 201);
    expect(aceitos).toHaveLength(5);
    expect(respostas.filter((response) => response.status === 409)).toHaveLength(15);
    expect(await estoqueDa(regata, 'M')).toBe(0);
    expect(await estoqueDa(regata, 'G')).toBe(9);
    // Every variant's stock at 0 would make the card "Esgotado"; one left (G) keeps it on sale.
    const card = (await request(app).get(`/api/loja/${loja.slug}`)).body.produtos.find(
      (produto: { id: string }) => produto.id === regata.id,
    );
    expect(card.esgotado).toBe(false);

    const pedidos = (await dono.get('/api/pedidos')).body.pedidos as { id: string; codigo: string }[];
    const cancelado = pedidos.find((pedido) => pedido.codigo === aceitos[0]!.body.codigo)!;
    expect((await dono.put(`/api/pedidos/${cancelado.id}`, { status: 'cancelado' })).status).toBe(200);
    expect(await estoqueDa(regata, 'M')).toBe(1);
  });
});

describe('Half-and-half pizza, priced by the rule the shop chose', () => {
  const sabores = async (regra: 'media' | 'maior' | 'proporcional', ...nomes: string[]) => {
    const pizza = await criar(umaPizzaMeioAMeio(regra));
    const grupo = pizza.opcoes[0]!;
    const itens = nomes.map((nome) => grupo.itens.find((item) => item.nome === nome)!.id);
    return pedir([{ id: pizza.id, quantidade: 1, opcoes: [{ grupo: grupo.id, itens }] }]);
  };

  it('when the rule is the average, then ½ Calabresa + ½ Marguerita costs the mean, and an odd cent rounds half up', async () => {
    const response = await sabores('media', 'Calabresa', 'Marguerita');
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.subtotal).toBe(49.4);
    expect(response.body.texto_whatsapp).toContain('½ Calabresa + ½ Marguerita');
    const acompanhamento = (await request(app).get(`/api${response.body.acompanhamento}`)).body as PedidoAcompanhamento;
    expect(acompanhamento.itens[0]!.opcoes).toEqual([{ grupo: 'Sabores', fracoes: true, itens: ['½ Calabresa', '½ Marguerita'] }]);
    // (45,90 + 49,95) / 2 = 47,925 → 47,93.
    expect((await sabores('media', 'Calabresa', 'Portuguesa')).body.subtotal).toBe(47.93);
  });

  it('when the rule is the dearest, then the pizza costs the dearest flavour; proportional, each half its half', async () => {
    expect((await sabores('maior', 'Calabresa', 'Marguerita')).body.subtotal).toBe(52.9);
    expect((await sabores('proporcional', 'Calabresa', 'Portuguesa')).body.subtotal).toBe(47.93);
    // One flavour: the whole pizza, named without a share.
    const inteira = await sabores('media', 'Marguerita');
    expect(inteira.body.subtotal).toBe(52.9);
    expect(inteira.body.texto_whatsapp).toContain('   Marguerita');
  });

  it('when a customer picks more flavours than the pizza takes, or the owner sets more than 4, then 400 in Portuguese', async () => {
    const demais = await sabores('media', 'Calabresa', 'Marguerita', 'Portuguesa');
    expect(demais.status).toBe(400);
    expect(demais.body.error).toBe('Escolha no máximo 2 em “Sabores” de Pizza grande.');
    const pizza = umaPizzaMeioAMeio();
    const cinco = await dono.post('/api/produtos', { ...pizza, opcoes: [{ ...pizza.opcoes![0]!, max: 5 }] });
    expect(cinco.status).toBe(400);
    expect(cinco.body.campos['opcoes.0.max']).toContain('Uma pizza tem de 2 a 4 sabores.');
  });
});

describe('Sold by weight', () => {
  let picanha: Produto;
  beforeAll(async () => {
    picanha = await criar(umProdutoPorPeso());
  });
  const estoque = async () => (await produtoDoc(db, loja.lojaId, picanha.id).get()).get('estoque') as number;

  it('when a customer asks for 500 g at R$ 39,90/kg, then the line is R$ 19,95, the text says ≈ 500 g with the note, and 500 g leave the stock', async () => {
    const card = (await request(app).get(`/api/loja/${loja.slug}`)).body.produtos.find(
      (produto: { id: string }) => produto.id === picanha.id,
    );
    expect(card).toMatchObject({ unidade: 'kg', preco: 39.9 });
    const response = await pedir([{ id: picanha.id, gramas: 500 }]);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.subtotal).toBe(19.95);
    expect(response.body.texto_whatsapp).toContain('≈ 500 g de Picanha = R$ 19,95');
    expect(response.body.texto_whatsapp).toContain(PESO_APROXIMADO);
    const acompanhamento = (await request(app).get(`/api${response.body.acompanhamento}`)).body as PedidoAcompanhamento;
    expect(acompanhamento.itens[0]).toMatchObject({ nome: 'Picanha', quantidade: 1, gramas: 500, total: 19.95 });
    expect(await estoque()).toBe(1500);
  });

  it('when the weight is off the step, under the minimum, over the stock, or sent as units, then 400/409 in the customer’s words', async () => {
    expect((await pedir([{ id: picanha.id, gramas: 250 }])).body.error).toBe('Peça Picanha de 100 g em 100 g.');
    expect((await pedir([{ id: picanha.id, gramas: 100 }])).body.error).toBe('Peça pelo menos 200 g de Picanha.');
    const acima = await pedir([{ id: picanha.id, gramas: 1600 }]);
    expect(acima.status).toBe(409);
    expect(acima.body.error).toBe('Estoque insuficiente de Picanha: restam 1,5 kg.');
    expect((await pedir([{ id: picanha.id, quantidade: 1 }])).body.error).toBe('Informe o peso de Picanha.');
    const ambos = await pedir([{ id: picanha.id, quantidade: 1, gramas: 500 }]);
    expect(ambos.status).toBe(400);
    expect(ambos.body.error).toBe(QUANTIDADE_OU_PESO);
    const porUnidade = await criar(umProduto({ nome: 'Pão de alho' }));
    expect((await pedir([{ id: porUnidade.id, gramas: 500 }])).body.error).toBe(
      'Pão de alho é vendido por unidade: informe a quantidade, não o peso.',
    );
    expect(await estoque()).toBe(1500);
  });

  it('when two lines ask for the same cut, then they are one weight; an odd cent rounds half up (R$ 12,99/kg × 300 g = R$ 3,90)', async () => {
    const juntas = await pedir([
      { id: picanha.id, gramas: 200 },
      { id: picanha.id, gramas: 300 },
    ]);
    expect(juntas.body.subtotal).toBe(19.95);
    const linguica = await criar(umProdutoPorPeso({ nome: 'Linguiça', preco: 12.99, estoque: null }));
    expect((await pedir([{ id: linguica.id, gramas: 300 }])).body.subtotal).toBe(3.9);
  });

  it('when the owner sells by weight without a step, or with a grade, then 400 on the field', async () => {
    const semPasso = await dono.post('/api/produtos', umProdutoPorPeso({ passo_gramas: null }));
    expect(semPasso.status).toBe(400);
    expect(semPasso.body.campos.passo_gramas).toEqual(['Informe o passo do peso, como 100 g.']);
    const comGrade = await dono.put(`/api/produtos/${picanha.id}`, {
      variacoes: { eixos: [{ nome: 'Tamanho', valores: ['M'] }], itens: [{ valores: ['M'] }] },
    });
    expect(comGrade.status).toBe(400);
    expect(comGrade.body.campos.variacoes).toEqual([PESO_SEM_GRADE]);
  });
});
