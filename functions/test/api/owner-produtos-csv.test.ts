import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  as,
  comLimite,
  catalogoDoc,
  criarProduto,
  exportarProdutos,
  importarProdutos,
  listarProdutos,
  produtosGuardados,
  firestore,
  lojistaDoc,
  newOwner,
  testApp,
} from '../../../test/support/api.js';
import { categoriasCollection, MAX_CATEGORIAS } from '../../src/model/categorias.js';

const CABECALHO = 'id;nome;descricao;preco;preco_promocional;categoria;ativo;esgotado;destaque;estoque;maximo_por_pedido;imagens';

describe('Planilha de produtos: exportar', () => {
  it('when the owner exports, then a UTF-8 CSV with BOM, ";", CRLF, the header, ids, pt-BR prices and sim/não, in the owner order', async () => {
    const owner = await newOwner();
    const categoria = (await as(owner).post('/api/categorias', { nome: 'Salgados' })).body.id as string;
    const pao = await criarProduto(owner, {
      nome: 'Pão de queijo',
      descricao: 'Quentinho; "o melhor"\nda casa',
      preco: 6.5,
      preco_promocional: 5,
      categoria_id: categoria,
      estoque: 12,
      imagens: ['https://exemplo.com/a.webp', 'https://exemplo.com/b.webp'],
    });
    const cafe = await criarProduto(owner, { nome: 'Café', preco: 1234.56, ativo: false, esgotado: true, destaque: true });

    const { response, bytes } = await exportarProdutos(owner);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="produtos.csv"');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const texto = bytes.toString('utf8').slice(1);
    expect(texto).toBe(
      `${CABECALHO}\r\n` +
        `${pao.id};Pão de queijo;"Quentinho; ""o melhor""\nda casa";6,50;5,00;Salgados;sim;não;não;12;;https://exemplo.com/a.webp | https://exemplo.com/b.webp\r\n` +
        `${cafe.id};Café;;1234,56;;;não;sim;sim;;;\r\n`,
    );
  });

  it('when another owner exports, then none of the first owner products are in it', async () => {
    const dono = await newOwner();
    await criarProduto(dono, { nome: 'Segredo', preco: 1 });
    const outro = await newOwner();
    const { bytes } = await exportarProdutos(outro);
    expect(bytes.toString('utf8')).toBe(`\uFEFF${CABECALHO}\r\n`);
  });
});

describe('Planilha de produtos: importar', () => {
  it('when an import is retried with its Idempotency-Key, then its new rows are created once, and the key with another sheet answers 422', async () => {
    const owner = await newOwner();
    const planilha = 'nome;preco\nEmpada;6\nQuibe;5\n';
    const primeira = await importarProdutos(owner, planilha, { chave: 'planilha-1' });
    expect([primeira.status, primeira.body]).toEqual([200, { criados: 2, atualizados: 0, erros: [] }]);
    const retry = await importarProdutos(owner, planilha, { chave: 'planilha-1' });
    expect([retry.status, retry.body]).toEqual([200, primeira.body]);
    const outra = await importarProdutos(owner, 'nome;preco\nPastel;8\n', { chave: 'planilha-1' });
    expect(outra.status).toBe(422);
    expect((await listarProdutos(owner)).map((produto) => produto.nome)).toEqual(['Empada', 'Quibe']);
  });

  it('when a sheet has new rows and rows with ids, then new products are created, the others updated, and the catalogue published once', async () => {
    const owner = await newOwner();
    const existente = await criarProduto(owner, {
      nome: 'Coxinha',
      preco: 7,
      descricao: 'De frango',
      opcoes: [{ nome: 'Molho', min: 0, max: 1, itens: [{ nome: 'Pimenta', preco: 0 }] }],
    });
    const planilha = [
      'nome;preco;categoria;id;estoque;destaque',
      'Suco de laranja;8,00;Bebidas;;;sim',
      `Coxinha grande;9,50;bebidas;${existente.id};3;`,
      'Água;R$ 3,00;BEBIDAS;;10;não',
    ].join('\n');

    const response = await importarProdutos(owner, planilha);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ criados: 2, atualizados: 1, erros: [] });

    const lista = await listarProdutos(owner);
    expect(lista.map((produto) => produto.nome)).toEqual(['Coxinha grande', 'Suco de laranja', 'Água']);
    const categorias = (await as(owner).get('/api/categorias')).body as { id: string; nome: string }[];
    expect(categorias).toEqual([{ id: expect.any(String), nome: 'Bebidas' }]);
    expect(lista.every((produto) => produto.categoria_id === categorias[0]!.id)).toBe(true);
    const atualizado = lista.find((produto) => produto.id === existente.id)!;
    // Columns the sheet does not have, and the options, stay as they were.
    expect(atualizado).toMatchObject({ preco: 9.5, estoque: 3, descricao: 'De frango' });
    expect(atualizado.opcoes).toEqual([
      { id: expect.any(String), nome: 'Molho', min: 0, max: 1, itens: [{ id: expect.any(String), nome: 'Pimenta', preco: 0 }] },
    ]);
    expect(lista.find((produto) => produto.nome === 'Suco de laranja')).toMatchObject({ destaque: true });
    expect(lista.find((produto) => produto.nome === 'Água')).toMatchObject({
      preco: 3,
      estoque: 10,
      ativo: true,
      esgotado: false,
      destaque: false,
      opcoes: [],
    });
    expect((await lojistaDoc(owner.lojaId).get()).get('total_produtos')).toBe(3);
    const catalogo = await catalogoDoc(owner.lojaId);
    expect((catalogo!.produtos as { nome: string }[]).map((produto) => produto.nome)).toEqual([
      'Coxinha grande',
      'Suco de laranja',
      'Água',
    ]);
  });

  it('when the dry run is asked (?simular=1), then it answers the counts and writes nothing', async () => {
    const owner = await newOwner();
    const existente = await criarProduto(owner, { nome: 'Coxinha', preco: 7 });
    const antes = await produtosGuardados(owner);
    const response = await importarProdutos(owner, `id;nome;preco;categoria\n${existente.id};Coxinha;7,50;Nova\n;Pastel;8;\n`, {
      simular: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ criados: 1, atualizados: 1, erros: [] });
    expect(await produtosGuardados(owner)).toEqual(antes);
    expect((await as(owner).get('/api/categorias')).body).toEqual([]);
    expect((await lojistaDoc(owner.lojaId).get()).get('total_produtos')).toBe(1);
  });

  it('when rows are wrong, then 400 lists each error with the line where its record starts (a quoted multi-line field counts its lines) and nothing is written', async () => {
    const owner = await newOwner();
    const planilha = [
      'nome;descricao;preco;ativo', // 1
      'Pão;"Uma descrição', // 2
      'em três', // 3
      'linhas";6,50;sim', // 4: the record of line 2 ends here
      '', // 5: blank, skipped but counted
      'Bolo;;doze reais;sim', // 6
      ';;5;talvez', // 7
      'Torta;;2.000.000,00;', // 8
    ].join('\r\n');
    const response = await importarProdutos(owner, planilha);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'A planilha tem 4 erros; nada foi importado.',
      criados: 1,
      atualizados: 0,
      erros: [
        { linha: 6, mensagem: 'preco: Preço inválido: use só números, como 12,50.' },
        { linha: 7, mensagem: 'ativo: use “sim” ou “não”.' },
        { linha: 7, mensagem: 'nome: Informe o nome do produto.' },
        { linha: 8, mensagem: 'preco: Preço alto demais.' },
      ],
    });
    expect(await produtosGuardados(owner)).toEqual([]);
  });

  it('when one row of many is bad, then nothing at all is written (all or nothing)', async () => {
    const owner = await newOwner();
    const existente = await criarProduto(owner, { nome: 'Coxinha', preco: 7 });
    const antes = await produtosGuardados(owner);
    const response = await importarProdutos(
      owner,
      `id;nome;preco;categoria\n${existente.id};Coxinha;9;Salgados\n;Pastel;8;Salgados\n;Empada;;Salgados\n`,
    );
    expect(response.status).toBe(400);
    expect(response.body.erros).toEqual([{ linha: 4, mensagem: 'preco: Informe o preço.' }]);
    expect(await produtosGuardados(owner)).toEqual(antes);
    expect((await as(owner).get('/api/categorias')).body).toEqual([]);
    expect((await lojistaDoc(owner.lojaId).get()).get('total_produtos')).toBe(1);
  });

  it('when an id is not one of the shop products, or repeats, or the promotion is not below the price, then each is an error on its line', async () => {
    const owner = await newOwner();
    const outro = await newOwner();
    const alheio = await criarProduto(outro, { nome: 'Alheio', preco: 1 });
    const meu = await criarProduto(owner, { nome: 'Meu', preco: 10 });
    const response = await importarProdutos(owner, `id;preco_promocional\n${alheio.id};\n${meu.id};2\n${meu.id};3\n;1\n`);
    expect(response.status).toBe(400);
    expect(response.body.erros).toEqual([
      { linha: 2, mensagem: `Produto não encontrado (id ${alheio.id}).` },
      { linha: 4, mensagem: `O id ${meu.id} se repete: já está na linha 3.` },
      { linha: 5, mensagem: 'nome: Informe o nome do produto.' },
      { linha: 5, mensagem: 'preco: Informe o preço.' },
    ]);
    const promocao = await importarProdutos(owner, `id;preco_promocional\n${meu.id};10\n`);
    expect(promocao.body.erros).toEqual([{ linha: 2, mensagem: 'preco_promocional: O preço promocional deve ser menor que o preço.' }]);
    expect((await produtosGuardados(outro))[0]).toMatchObject({ nome: 'Alheio', preco_centavos: 100 });
  });

  it('when the header names the columns in the owner’s words ("Preço", "Preço promocional", "Ativo"), then each error names its column as the sheet does', async () => {
    const owner = await newOwner();
    const response = await importarProdutos(
      owner,
      ['Nome;Preço;Preço promocional;Ativo;Estoque', 'Bolo;doze;;sim;', 'Torta;10;12;talvez;', ';5;;;muitos'].join('\n'),
    );
    expect(response.status).toBe(400);
    expect(response.body.erros).toEqual([
      { linha: 2, mensagem: 'Preço: Preço inválido: use só números, como 12,50.' },
      { linha: 3, mensagem: 'Ativo: use “sim” ou “não”.' },
      { linha: 3, mensagem: 'Preço promocional: O preço promocional deve ser menor que o preço.' },
      { linha: 4, mensagem: 'Estoque: O estoque deve ser um número inteiro (vazio: não controlar).' },
      { linha: 4, mensagem: 'Nome: Informe o nome do produto.' },
    ]);
    // A column the sheet does not have keeps the export's name.
    const semPreco = await importarProdutos(owner, 'Nome\nBolo\n');
    expect(semPreco.body.erros).toEqual([{ linha: 2, mensagem: 'preco: Informe o preço.' }]);
  });

  it('when a column is unknown, then an error on line 1 names it and nothing is read further', async () => {
    const owner = await newOwner();
    const response = await importarProdutos(owner, 'Nome;Preço;Tamanho\nPão;6;G\n');
    expect(response.status).toBe(400);
    expect(response.body.erros).toEqual([
      {
        linha: 1,
        mensagem: `Coluna desconhecida: “Tamanho”. Use as colunas id, nome, descricao, preco, preco_promocional, categoria, ativo, esgotado, destaque, estoque, maximo_por_pedido, imagens.`,
      },
    ]);
  });

  it('when the sheet creates more products than the plan allows, then the first row beyond the limit is the error and nothing is created', async () => {
    const owner = await newOwner();
    await comLimite(owner, 3);
    await criarProduto(owner, { nome: 'Um', preco: 1 });
    const response = await importarProdutos(owner, 'nome;preco\nDois;2\nTrês;3\nQuatro;4\nCinco;5\n');
    expect(response.status).toBe(400);
    expect(response.body.erros).toEqual([
      { linha: 4, mensagem: 'Seu plano permite até 3 produtos e este seria o 4º. Exclua produtos ou mude de plano para cadastrar mais.' },
    ]);
    expect(await produtosGuardados(owner)).toHaveLength(1);
    expect((await importarProdutos(owner, 'nome;preco\nDois;2\nTrês;3\n')).body).toEqual({ criados: 2, atualizados: 0, erros: [] });
    expect((await lojistaDoc(owner.lojaId).get()).get('total_produtos')).toBe(3);
  });

  it(`when a row would create a category past the shop's ${MAX_CATEGORIAS}, then that row is the error`, async () => {
    const owner = await newOwner();
    const lote = firestore().batch();
    for (let i = 0; i < MAX_CATEGORIAS - 1; i += 1)
      lote.set(categoriasCollection(firestore(), owner.lojaId).doc(), { nome: `Categoria ${i}`, ordem: i });
    await lote.commit();
    const response = await importarProdutos(owner, 'nome;preco;categoria\nA;1;Categoria 5\nB;1;Nova um\nC;1;nova UM\nD;1;Nova dois\n');
    expect(response.status).toBe(400);
    expect(response.body.erros).toEqual([
      {
        linha: 5,
        mensagem: `categoria: “Nova dois” seria uma nova categoria, e a loja pode ter no máximo ${MAX_CATEGORIAS}. Use uma que já existe.`,
      },
    ]);
  });

  it('when the file is saved as Excel pt-BR does (BOM, ";", CRLF, "R$ 1.234,56", accented header), then it imports', async () => {
    const owner = await newOwner();
    const excel = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        'Nome;Descrição;Preço;Preço promocional;Ativo;Esgotado\r\nPrato feito;"Arroz; feijão";R$ 1.234,56;R$ 999,90;Sim;Não\r\n;;;;;\r\n',
        'utf8',
      ),
    ]);
    const response = await importarProdutos(owner, excel);
    expect(response.body).toEqual({ criados: 1, atualizados: 0, erros: [] });
    expect(await listarProdutos(owner)).toEqual([
      expect.objectContaining({
        nome: 'Prato feito',
        descricao: 'Arroz; feijão',
        preco: 1234.56,
        preco_promocional: 999.9,
        ativo: true,
        esgotado: false,
      }),
    ]);
  });

  it('when the file uses "," (Google Sheets), then the separator is read from the header', async () => {
    const owner = await newOwner();
    const response = await importarProdutos(owner, 'nome,preco,descricao\n"Pizza, grande","45,90",Com borda\n');
    expect(response.body).toEqual({ criados: 1, atualizados: 0, erros: [] });
    expect(await listarProdutos(owner)).toEqual([expect.objectContaining({ nome: 'Pizza, grande', preco: 45.9, descricao: 'Com borda' })]);
  });

  it('when the file is Windows-1252 (Excel "CSV separado por vírgulas"), then its accents still arrive', async () => {
    const owner = await newOwner();
    const response = await importarProdutos(owner, Buffer.from('nome;preco\nPão de açúcar;4,00\n', 'latin1'));
    expect(response.body).toEqual({ criados: 1, atualizados: 0, erros: [] });
    expect((await listarProdutos(owner))[0]).toMatchObject({ nome: 'Pão de açúcar', preco: 4 });
  });

  it('when an export is imported back unchanged, then nothing changes and no product counts as updated', async () => {
    const owner = await newOwner();
    await as(owner).post('/api/categorias', { nome: 'Doces' });
    const categoria = (await as(owner).get('/api/categorias')).body[0].id as string;
    await criarProduto(owner, {
      nome: 'Brigadeiro',
      descricao: 'Linha 1\nLinha "2"; fim',
      preco: 3.5,
      preco_promocional: 2.99,
      categoria_id: categoria,
      estoque: 0,
      imagens: ['https://exemplo.com/b.webp'],
    });
    await criarProduto(owner, { nome: 'Beijinho', preco: 1234.5, ativo: false, esgotado: true });
    const antes = await produtosGuardados(owner);
    const { bytes } = await exportarProdutos(owner);

    const response = await importarProdutos(owner, bytes);
    expect(response.body).toEqual({ criados: 0, atualizados: 0, erros: [] });
    expect(await produtosGuardados(owner)).toEqual(antes);

    // The same sheet with one price changed updates that product only.
    const editada = bytes.toString('utf8').replace(';3,50;', ';3,75;');
    expect((await importarProdutos(owner, editada)).body).toEqual({ criados: 0, atualizados: 1, erros: [] });
    expect((await listarProdutos(owner)).map((produto) => produto.preco)).toEqual([3.75, 1234.5]);
  });

  it('when the upload is missing, too large, or a workbook, then a clear 4xx in Portuguese', async () => {
    const owner = await newOwner();
    const semArquivo = await as(owner).post('/api/produtos/importar', { nome: 'x' });
    expect(semArquivo.status).toBe(400);
    expect(semArquivo.body.error).toBe('Envie a planilha (.csv) como multipart/form-data no campo "arquivo".');

    const grande = await importarProdutos(owner, Buffer.alloc(1024 * 1024 + 1, 'a'));
    expect(grande.status).toBe(413);
    expect(grande.body.error).toBe('A planilha passa de 1 MB. Divida-a em arquivos menores.');

    const xlsx = await importarProdutos(owner, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]));
    expect(xlsx.status).toBe(400);
    expect(xlsx.body.error).toMatch(/^Envie a planilha em CSV/);

    const vazia = await importarProdutos(owner, '');
    expect(vazia.status).toBe(400);
    expect(vazia.body.erros).toEqual([{ linha: 1, mensagem: expect.stringMatching(/^A planilha está vazia/) }]);

    const aspas = await importarProdutos(owner, 'nome;preco\nPão;6\nBolo;"7\nTorta;8\n');
    expect(aspas.status).toBe(400);
    expect(aspas.body.erros).toEqual([
      { linha: 3, mensagem: 'Aspas (") sem fechamento: confira o campo entre aspas que começa nesta linha.' },
    ]);
  });

  it('when there is no session, then 401 for both routes', async () => {
    expect((await request(testApp()).get('/api/produtos/exportar')).status).toBe(401);
    expect((await request(testApp()).post('/api/produtos/importar').attach('arquivo', Buffer.from('nome;preco\n'), 'p.csv')).status).toBe(
      401,
    );
  });
});
