import { describe, expect, it } from 'vitest';
import { as, comLimite, catalogoDoc, firestore, lojistaDoc, newOwner, type Owner } from '../../../test/support/api.js';
import { umProdutoSalvo } from '../../../test/support/produtos.js';
import { produtoDoc as produtoRef } from '../../src/model/produtos.js';

const produtoDoc = (owner: Owner, id: string) => produtoRef(firestore(), owner.lojaId, id);

async function criarCategoria(owner: Owner, nome = 'Bebidas'): Promise<string> {
  const response = await as(owner).post('/api/categorias', { nome });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

async function criarProduto(owner: Owner, body: object = {}) {
  const response = await as(owner).post('/api/produtos', { nome: 'Pão de queijo', preco: 6.5, ...body });
  expect(response.status).toBe(201);
  return response.body as { id: string; nome: string; preco: number; ativo: boolean; categoria_id: string | null };
}

/** Puts the owner on a plan of its own with the given product limit. */

describe('Produtos: criar, listar, editar, ocultar e excluir', () => {
  it('when an owner creates a product, then 201 with its id and defaults, and the price is stored in integer cents', async () => {
    const owner = await newOwner();
    const response = await as(owner).post('/api/produtos', { nome: '  Coxinha  ', preco: 7.9 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      nome: 'Coxinha',
      descricao: '',
      imagem_url: '',
      imagens: [],
      preco: 7.9,
      preco_promocional: null,
      esgotado: false,
      destaque: false,
      estoque: null,
      maximo_por_pedido: null,
      opcoes: [],
      ativo: true,
      categoria_id: null,
      sugestoes: [],
      variacoes: null,
      unidade: 'un',
      passo_gramas: null,
      minimo_gramas: null,
      combo: null,
    });
    const stored = (await produtoDoc(owner, response.body.id).get()).data();
    expect(stored).toMatchObject({
      nome: 'Coxinha',
      preco_centavos: 790,
      preco_promocional_centavos: null,
      esgotado: false,
      estoque: null,
      imagens: [],
      opcoes: [],
      ativo: true,
      categoria_id: null,
      ordem: expect.any(Number),
    });
    expect(stored).not.toHaveProperty('preco');
    expect((await lojistaDoc(owner.lojaId).get()).get('total_produtos')).toBe(1);
  });

  it('when the price has more than two decimals, then it is rounded to cents', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { preco: 10.005 });
    expect(produto.preco).toBe(10.01);
    expect((await produtoDoc(owner, produto.id).get()).get('preco_centavos')).toBe(1001);
  });

  it("when the owner lists products, then all of theirs come in the owner's order (a new one last), with prices in reais", async () => {
    const owner = await newOwner();
    const primeiro = await criarProduto(owner, { nome: 'Zebra', preco: 1 });
    const segundo = await criarProduto(owner, { nome: 'Abacaxi', preco: 1234.56, ativo: false });
    const response = await as(owner).get('/api/produtos');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([primeiro, segundo]);
  });

  it('when a product is edited with some fields, then only those change and the full product is answered', async () => {
    const owner = await newOwner();
    const categoria = await criarCategoria(owner);
    const produto = await criarProduto(owner, { descricao: 'Quentinho', imagem_url: '/api/imagens/x/y.webp' });
    const response = await as(owner).put(`/api/produtos/${produto.id}`, {
      nome: 'Pão de queijo grande',
      preco: 9,
      categoria_id: categoria,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...produto,
      nome: 'Pão de queijo grande',
      preco: 9,
      categoria_id: categoria,
    });
    expect((await as(owner).get('/api/produtos')).body).toEqual([response.body]);
    expect((await produtoDoc(owner, produto.id).get()).get('preco_centavos')).toBe(900);
  });

  it('when the list toggles a product with only ativo, then it is hidden and shown again, nothing else changing', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner);
    const oculto = await as(owner).put(`/api/produtos/${produto.id}`, { ativo: false });
    expect(oculto.status).toBe(200);
    expect(oculto.body).toEqual({ ...produto, ativo: false });
    const visivel = await as(owner).put(`/api/produtos/${produto.id}`, { ativo: true });
    expect(visivel.body).toEqual(produto);
  });

  it('when the product form sends categoria_id "" for "no category", then it is stored as null', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { categoria_id: await criarCategoria(owner) });
    const response = await as(owner).put(`/api/produtos/${produto.id}`, { categoria_id: '' });
    expect(response.body.categoria_id).toBeNull();
    expect((await produtoDoc(owner, produto.id).get()).get('categoria_id')).toBeNull();
  });

  it('when a product is deleted, then it leaves the list, the counter drops, and deleting it again is 404', async () => {
    const owner = await newOwner();
    const fica = await criarProduto(owner, { nome: 'Fica' });
    const sai = await criarProduto(owner, { nome: 'Sai' });
    const response = await as(owner).delete(`/api/produtos/${sai.id}`);
    expect(response.status).toBe(200);
    expect((await as(owner).get('/api/produtos')).body).toEqual([fica]);
    expect((await lojistaDoc(owner.lojaId).get()).get('total_produtos')).toBe(1);

    const again = await as(owner).delete(`/api/produtos/${sai.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Produto não encontrado.');
    expect((await lojistaDoc(owner.lojaId).get()).get('total_produtos')).toBe(1);
  });

  it.each([
    ['an id that does not exist', 'naoExiste123'],
    ['a dot-dot id', '%2E%2E'],
    ['a reserved Firestore id', '__id__'],
    ['an id longer than Firestore allows', 'a'.repeat(1600)],
  ])('when PUT or DELETE names %s, then 404 and never a 5xx', async (_caso, id) => {
    const owner = await newOwner();
    expect((await as(owner).put(`/api/produtos/${id}`, { ativo: false })).status).toBe(404);
    expect((await as(owner).delete(`/api/produtos/${id}`)).status).toBe(404);
  });
});

describe('Produtos: categoria', () => {
  it('when the product names a category of the same shop, then it is kept', async () => {
    const owner = await newOwner();
    const categoria = await criarCategoria(owner);
    expect((await criarProduto(owner, { categoria_id: categoria })).categoria_id).toBe(categoria);
  });

  it('when the category does not exist, then 400 with a clear message and nothing is created', async () => {
    const owner = await newOwner();
    for (const categoria_id of ['naoExiste', '../x', '__x__']) {
      const response = await as(owner).post('/api/produtos', { nome: 'X', preco: 1, categoria_id });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Categoria não encontrada. Escolha uma categoria da sua loja.');
    }
    const produto = await criarProduto(owner);
    const update = await as(owner).put(`/api/produtos/${produto.id}`, { nome: 'Mudou', categoria_id: 'naoExiste' });
    expect(update.status).toBe(400);
    expect((await as(owner).get('/api/produtos')).body).toEqual([produto]);
    expect((await lojistaDoc(owner.lojaId).get()).get('total_produtos')).toBe(1);
  });
});

describe('Produtos: validação (corpo estrito, nunca 5xx)', () => {
  it.each([
    ['an unknown field', { nome: 'X', preco: 1, lojista_id: 'outro' }, '_'],
    ['no nome', { preco: 1 }, 'nome'],
    ['a blank nome', { nome: '   ', preco: 1 }, 'nome'],
    ['a nome over 100 characters', { nome: 'x'.repeat(101), preco: 1 }, 'nome'],
    ['no preco', { nome: 'X' }, 'preco'],
    ['preco as text', { nome: 'X', preco: '10,50' }, 'preco'],
    ['preco "abc"', { nome: 'X', preco: 'abc' }, 'preco'],
    ['a negative preco', { nome: 'X', preco: -1 }, 'preco'],
    ['a preco over the maximum', { nome: 'X', preco: 1_000_001 }, 'preco'],
    ['ativo as text', { nome: 'X', preco: 1, ativo: 'sim' }, 'ativo'],
    ['categoria_id as a number', { nome: 'X', preco: 1, categoria_id: 3 }, 'categoria_id'],
    ['a javascript: image URL', { nome: 'X', preco: 1, imagem_url: 'javascript:alert(1)' }, 'imagem_url'],
    ['a descricao over 400 characters', { nome: 'X', preco: 1, descricao: 'x'.repeat(401) }, 'descricao'],
  ])('when POST carries %s, then 400 naming the field and nothing is created', async (_caso, body, campo) => {
    const owner = await newOwner();
    const response = await as(owner).post('/api/produtos', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Dados inválidos.');
    expect(Object.keys(response.body.campos)).toContain(campo);
    expect((await as(owner).get('/api/produtos')).body).toEqual([]);
  });

  it.each([
    ['an unknown field', { ativo: false, id: 'outro' }],
    ['ativo as a number', { ativo: 0 }],
    ['a blank nome', { nome: '' }],
    ['preco null', { preco: null }],
    ['a list instead of an object', [{ ativo: false }]],
  ])('when PUT carries %s, then 400 and the product is unchanged', async (_caso, body) => {
    const owner = await newOwner();
    const produto = await criarProduto(owner);
    const response = await as(owner).put(`/api/produtos/${produto.id}`, body);
    expect(response.status).toBe(400);
    expect((await as(owner).get('/api/produtos')).body).toEqual([produto]);
  });

  it('when the body is malformed JSON, then 400 in Portuguese', async () => {
    const owner = await newOwner();
    const response = await as(owner).post('/api/produtos').set('Content-Type', 'application/json').send('{"nome": ');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('JSON malformado no corpo da requisição.');
  });
});

describe('Produtos: limite do plano', () => {
  it("when the owner reaches the plan's limit, then the next create is refused with 403 and a clear message, until one is deleted", async () => {
    const owner = await newOwner();
    await comLimite(owner, 2);
    await criarProduto(owner, { nome: 'Um' });
    const dois = await criarProduto(owner, { nome: 'Dois' });

    const recusado = await as(owner).post('/api/produtos', { nome: 'Três', preco: 3 });
    expect(recusado.status).toBe(403);
    expect(recusado.body.error).toBe('Seu plano permite até 2 produtos. Exclua um produto ou mude de plano para cadastrar mais.');
    expect((await as(owner).get('/api/produtos')).body).toHaveLength(2);
    expect((await lojistaDoc(owner.lojaId).get()).get('total_produtos')).toBe(2);

    await as(owner).delete(`/api/produtos/${dois.id}`);
    expect((await as(owner).post('/api/produtos', { nome: 'Três', preco: 3 })).status).toBe(201);
  });

  it('when the plan is gone, then the default limit of 50 applies', async () => {
    const owner = await newOwner();
    await lojistaDoc(owner.lojaId).update({ plano_id: 987_654_321, total_produtos: 49 });
    await criarProduto(owner);
    const recusado = await as(owner).post('/api/produtos', { nome: 'X', preco: 1 });
    expect(recusado.status).toBe(403);
    expect(recusado.body.error).toMatch(/até 50 produtos/);
  });

  it('when editing or hiding products at the limit, then it is allowed (only creating counts)', async () => {
    const owner = await newOwner();
    await comLimite(owner, 1);
    const produto = await criarProduto(owner);
    expect((await as(owner).put(`/api/produtos/${produto.id}`, { ativo: false, nome: 'Outro nome' })).status).toBe(200);
  });
});

describe('Produtos: documento público do catálogo', () => {
  it('when products are created, edited, hidden and deleted, then catalogos/{lojaId} lists only the active ones, prices in reais, no internal fields', async () => {
    const owner = await newOwner();
    const categoria = await criarCategoria(owner, 'Salgados');
    const coxinha = await criarProduto(owner, { nome: 'Coxinha', preco: 7.5, categoria_id: categoria, descricao: 'Frango' });
    const esfiha = await criarProduto(owner, { nome: 'Esfiha', preco: 6 });
    const oculto = await criarProduto(owner, { nome: 'Oculto', preco: 1, ativo: false });
    const apagado = await criarProduto(owner, { nome: 'Apagado', preco: 2 });
    await as(owner).put(`/api/produtos/${esfiha.id}`, { preco: 6.25 });
    await as(owner).delete(`/api/produtos/${apagado.id}`);

    const catalogo = await catalogoDoc(owner.lojaId);
    expect(catalogo?.lojista_id).toBe(owner.lojaId);
    // Each listed product keeps its place in the owner's order: the publish of one product finds its page by it.
    const semExtras = {
      preco_promocional: null,
      esgotado: false,
      destaque: false,
      a_partir_de: null,
      tem_opcoes: false,
      sugestoes: [],
      ordem: expect.any(Number),
    };
    expect(catalogo?.produtos).toEqual([
      { ...semExtras, id: coxinha.id, nome: 'Coxinha', descricao: 'Frango', imagem_url: '', preco: 7.5, categoria_id: categoria },
      { ...semExtras, id: esfiha.id, nome: 'Esfiha', descricao: '', imagem_url: '', preco: 6.25, categoria_id: null },
    ]);
    expect(JSON.stringify(catalogo)).not.toContain(oculto.id);

    await as(owner).put(`/api/produtos/${esfiha.id}`, { ativo: false });
    expect((await catalogoDoc(owner.lojaId))?.produtos.map((produto: { id: string }) => produto.id)).toEqual([coxinha.id]);
  });
});

describe('Produtos: preço promocional, esgotado, estoque e fotos', () => {
  const PROMOCIONAL_ACIMA = 'O preço promocional deve ser menor que o preço.';
  const publico = async (owner: Owner, id: string) =>
    ((await catalogoDoc(owner.lojaId))?.produtos as { id: string }[]).find((produto) => produto.id === id) as
      Record<string, unknown> | undefined;

  it('when a product is created with a promotional price below the price, then it is stored in cents and listed publicly', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { preco: 10, preco_promocional: 7.99 });
    expect(produto).toMatchObject({ preco: 10, preco_promocional: 7.99 });
    expect((await produtoDoc(owner, produto.id).get()).get('preco_promocional_centavos')).toBe(799);
    expect(await publico(owner, produto.id)).toMatchObject({ preco: 10, preco_promocional: 7.99, a_partir_de: null });
  });

  it.each([
    ['equal to the price', 10],
    ['above the price', 12],
  ])(
    'when a product is created with a promotional price %s, then 400 on preco_promocional and nothing is created',
    async (_caso, promocional) => {
      const owner = await newOwner();
      const response = await as(owner).post('/api/produtos', { nome: 'Bolo', preco: 10, preco_promocional: promocional });
      expect(response.status).toBe(400);
      expect(response.body.campos).toEqual({ preco_promocional: [PROMOCIONAL_ACIMA] });
      expect((await as(owner).get('/api/produtos')).body).toEqual([]);
    },
  );

  it('when a partial edit sends only a promotional price at or above the stored price, then 400 and nothing changes', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { preco: 10 });
    const response = await as(owner).put(`/api/produtos/${produto.id}`, { preco_promocional: 10 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: PROMOCIONAL_ACIMA, campos: { preco_promocional: [PROMOCIONAL_ACIMA] } });
    expect((await produtoDoc(owner, produto.id).get()).get('preco_promocional_centavos')).toBeNull();
    expect((await as(owner).put(`/api/produtos/${produto.id}`, { preco_promocional: 9.5 })).body.preco_promocional).toBe(9.5);
  });

  it('when a partial edit lowers only the price to or below the stored promotional price, then 400 and the price stays', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { preco: 10, preco_promocional: 8 });
    const response = await as(owner).put(`/api/produtos/${produto.id}`, { preco: 8 });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(PROMOCIONAL_ACIMA);
    expect((await produtoDoc(owner, produto.id).get()).get('preco_centavos')).toBe(1000);
  });

  it('when an edit lowers the price and clears the promotion (null) together, then both are saved and the catalogue drops the promotion', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { preco: 10, preco_promocional: 8 });
    const response = await as(owner).put(`/api/produtos/${produto.id}`, { preco: 7, preco_promocional: null });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ preco: 7, preco_promocional: null });
    expect((await produtoDoc(owner, produto.id).get()).get('preco_promocional_centavos')).toBeNull();
    expect(await publico(owner, produto.id)).toMatchObject({ preco: 7, preco_promocional: null });
  });

  it('when the list toggles esgotado with a body of just {esgotado}, then only it changes and the catalogue shows it sold out, then not', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { descricao: 'Quentinho', preco: 5 });
    const esgotado = await as(owner).put(`/api/produtos/${produto.id}`, { esgotado: true });
    expect(esgotado.status).toBe(200);
    expect(esgotado.body).toEqual({ ...produto, esgotado: true });
    expect(await publico(owner, produto.id)).toMatchObject({ esgotado: true });
    expect((await as(owner).put(`/api/produtos/${produto.id}`, { esgotado: false })).body).toEqual(produto);
    expect(await publico(owner, produto.id)).toMatchObject({ esgotado: false });
  });

  it('when the owner features a product, then the catalogue lists it as destaque', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { preco: 5 });
    expect(produto).toMatchObject({ destaque: false });
    const destacado = await as(owner).put(`/api/produtos/${produto.id}`, { destaque: true });
    expect(destacado.body).toEqual({ ...produto, destaque: true });
    expect((await produtoDoc(owner, produto.id).get()).get('destaque')).toBe(true);
    expect(await publico(owner, produto.id)).toMatchObject({ destaque: true });
    expect((await as(owner).put(`/api/produtos/${produto.id}`, { destaque: 'sim' })).status).toBe(400);
  });

  it('when the owner sets a tracked stock, then it is kept; at 0 the catalogue shows the product sold out without the count; null stops tracking', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { estoque: 12 });
    expect(produto).toMatchObject({ estoque: 12, esgotado: false });
    expect(await publico(owner, produto.id)).toMatchObject({ esgotado: false });
    expect(await publico(owner, produto.id)).not.toHaveProperty('estoque');

    expect((await as(owner).put(`/api/produtos/${produto.id}`, { estoque: 0 })).body).toMatchObject({ estoque: 0, esgotado: false });
    expect(await publico(owner, produto.id)).toMatchObject({ esgotado: true });
    expect((await as(owner).put(`/api/produtos/${produto.id}`, { estoque: null })).body.estoque).toBeNull();
    expect(await publico(owner, produto.id)).toMatchObject({ esgotado: false });
  });

  it.each([
    ['negative', -1, 'O estoque não pode ser negativo.'],
    ['fractional', 1.5, 'O estoque deve ser um número inteiro.'],
    ['text', '3', 'Informe o estoque.'],
    ['too large', 1_000_001, 'Estoque alto demais.'],
  ])('when the stock is %s, then 400 with a clear message and nothing changes', async (_caso, estoque, mensagem) => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { estoque: 3 });
    const response = await as(owner).put(`/api/produtos/${produto.id}`, { estoque });
    expect(response.status).toBe(400);
    expect(response.body.campos).toEqual({ estoque: [mensagem] });
    expect((await produtoDoc(owner, produto.id).get()).get('estoque')).toBe(3);
  });

  it('when a product has several pictures, then imagem_url is the first; an edit reordering them changes the cover; more than 5 is refused', async () => {
    const owner = await newOwner();
    const fotos = ['https://exemplo.com.br/1.webp', 'https://exemplo.com.br/2.webp', 'https://exemplo.com.br/3.webp'];
    const produto = await criarProduto(owner, { imagem_url: 'https://exemplo.com.br/ignorada.webp', imagens: fotos });
    expect(produto).toMatchObject({ imagens: fotos, imagem_url: fotos[0] });
    expect(await publico(owner, produto.id)).toMatchObject({ imagem_url: fotos[0] });
    expect(await publico(owner, produto.id)).not.toHaveProperty('imagens');

    const invertidas = [...fotos].reverse();
    expect((await as(owner).put(`/api/produtos/${produto.id}`, { imagens: invertidas })).body).toMatchObject({
      imagens: invertidas,
      imagem_url: fotos[2],
    });
    expect((await as(owner).put(`/api/produtos/${produto.id}`, { imagens: [] })).body).toMatchObject({ imagens: [], imagem_url: '' });

    const demais = await as(owner).put(`/api/produtos/${produto.id}`, { imagens: [...fotos, ...fotos] });
    expect(demais.status).toBe(400);
    expect(demais.body.campos).toEqual({ imagens: ['Use no máximo 5 fotos.'] });
  });

  it('when a client of before sends only imagem_url, then on create it is the one picture and on edit it replaces the cover, the others staying', async () => {
    const owner = await newOwner();
    const produto = await criarProduto(owner, { imagem_url: 'https://exemplo.com.br/capa.webp' });
    expect(produto).toMatchObject({ imagens: ['https://exemplo.com.br/capa.webp'] });
    await as(owner).put(`/api/produtos/${produto.id}`, { imagens: ['https://exemplo.com.br/capa.webp', 'https://exemplo.com.br/2.webp'] });

    const trocada = await as(owner).put(`/api/produtos/${produto.id}`, { imagem_url: 'https://exemplo.com.br/nova.webp' });
    expect(trocada.body).toMatchObject({
      imagem_url: 'https://exemplo.com.br/nova.webp',
      imagens: ['https://exemplo.com.br/nova.webp', 'https://exemplo.com.br/2.webp'],
    });
    const semCapa = await as(owner).put(`/api/produtos/${produto.id}`, { imagem_url: '' });
    expect(semCapa.body).toMatchObject({ imagem_url: 'https://exemplo.com.br/2.webp', imagens: ['https://exemplo.com.br/2.webp'] });
    expect((await produtoDoc(owner, produto.id).get()).data()).toMatchObject({
      imagem_url: 'https://exemplo.com.br/2.webp',
      imagens: ['https://exemplo.com.br/2.webp'],
    });
  });

  it('when a product was stored before these fields existed, then it reads with their defaults, edits keep working and the catalogue lists it', async () => {
    const owner = await newOwner();
    const categoria = await criarCategoria(owner, 'Antigos');
    const ref = produtoDoc(owner, 'produto-antigo');
    await ref.set({
      nome: 'Antigo',
      descricao: '',
      imagem_url: 'https://exemplo.com.br/a.webp',
      preco_centavos: 500,
      ativo: true,
      categoria_id: categoria,
    });
    const lista = await as(owner).get('/api/produtos');
    // Every field the record lacks reads as a new product's default (umProdutoSalvo's).
    expect(lista.body).toEqual([
      umProdutoSalvo({
        id: 'produto-antigo',
        nome: 'Antigo',
        imagem_url: 'https://exemplo.com.br/a.webp',
        imagens: ['https://exemplo.com.br/a.webp'],
        preco: 5,
        categoria_id: categoria,
      }),
    ]);
    // Any edit republishes the catalogue from the records, the old one among them.
    expect((await as(owner).put('/api/produtos/produto-antigo', { preco_promocional: 4 })).status).toBe(200);
    expect(await publico(owner, 'produto-antigo')).toEqual({
      id: 'produto-antigo',
      nome: 'Antigo',
      descricao: '',
      imagem_url: 'https://exemplo.com.br/a.webp',
      preco: 5,
      preco_promocional: 4,
      esgotado: false,
      destaque: false,
      categoria_id: categoria,
      a_partir_de: null,
      tem_opcoes: false,
      sugestoes: [],
      ordem: 0,
    });
  });
});
