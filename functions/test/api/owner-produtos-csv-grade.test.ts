import { describe, expect, it } from 'vitest';
import {
  as,
  criarProduto,
  exportarProdutos,
  importarProdutos,
  listarProdutos,
  lojistaDoc,
  newOwner,
  produtosGuardados,
} from '../../../test/support/api.js';
import { umaCamisetaComGrade } from '../../../test/support/produtos.js';

/** Issue 30: the spreadsheet carries one row per variant of a grade (grade, variacao, sku), so a clothing shop loads its grade from Excel. */

const CABECALHO =
  'id;nome;descricao;preco;preco_promocional;categoria;ativo;esgotado;destaque;estoque;maximo_por_pedido;imagens;grade;variacao;sku';

/** A clothing shop's sheet as typed in Excel: a T-shirt P/M/G × Azul/Preto, a code and a stock each, M Preto dearer. */
const PLANILHA_DA_LOJA_DE_ROUPAS = [
  'Nome;Descrição;Preço;Categoria;Estoque;Grade;Variação;SKU',
  'Camiseta Lisa;Algodão;49,90;Camisetas;4;Tamanho / Cor;P / Azul;CL-P-AZ',
  'Camiseta Lisa;Algodão;49,90;Camisetas;2;Tamanho / Cor;P / Preto;CL-P-PT',
  'Camiseta Lisa;Algodão;49,90;Camisetas;5;Tamanho / Cor;M / Azul;CL-M-AZ',
  'Camiseta Lisa;Algodão;54,90;Camisetas;1;Tamanho / Cor;M / Preto;CL-M-PT',
  'Camiseta Lisa;Algodão;49,90;Camisetas;0;Tamanho / Cor;G / Azul;CL-G-AZ',
  'Camiseta Lisa;Algodão;49,90;Camisetas;3;Tamanho / Cor;G / Preto;CL-G-PT',
  'Boné;;39,90;Acessórios;7;;;',
].join('\r\n');

describe('Planilha de produtos: grade', () => {
  it('when a product has a grade, then the export has one row per variant with its values, code, own price and stock, after the plain products’ single row', async () => {
    const owner = await newOwner();
    const cafe = await criarProduto(owner, { nome: 'Caneca', preco: 30, estoque: 4 });
    const camiseta = await criarProduto(owner, umaCamisetaComGrade({ preco_promocional: 44.9 }));

    const { response, bytes } = await exportarProdutos(owner);
    expect(response.status).toBe(200);
    const linhas = bytes.toString('utf8').slice(1).split('\r\n');
    expect(linhas).toEqual([
      CABECALHO,
      `${cafe.id};Caneca;;30,00;;;sim;não;não;4;;;;;`,
      `${camiseta.id};Camiseta Básica;;;44,90;;sim;não;não;3;;;Tamanho / Cor;P / Azul;`,
      `${camiseta.id};Camiseta Básica;;;44,90;;sim;não;não;3;;;Tamanho / Cor;P / Preto;`,
      `${camiseta.id};Camiseta Básica;;;44,90;;sim;não;não;3;;;Tamanho / Cor;M / Azul;`,
      `${camiseta.id};Camiseta Básica;;54,90;44,90;;sim;não;não;5;;;Tamanho / Cor;M / Preto;CAM-M-PT`,
      `${camiseta.id};Camiseta Básica;;;44,90;;sim;não;não;0;;;Tamanho / Cor;G / Azul;`,
      `${camiseta.id};Camiseta Básica;;;44,90;;sim;não;não;3;;;Tamanho / Cor;G / Preto;`,
      '',
    ]);
  });

  it('when a clothing shop imports its T-shirt P/M/G × Azul/Preto with codes, then it is one product with 6 variants and their stocks, at the lowest price', async () => {
    const owner = await newOwner();
    const simulada = await importarProdutos(owner, PLANILHA_DA_LOJA_DE_ROUPAS, { simular: true });
    expect([simulada.status, simulada.body]).toEqual([200, { criados: 2, atualizados: 0, erros: [] }]);

    const response = await importarProdutos(owner, PLANILHA_DA_LOJA_DE_ROUPAS);
    expect([response.status, response.body]).toEqual([200, { criados: 2, atualizados: 0, erros: [] }]);
    const [camiseta, bone] = await listarProdutos(owner);
    expect(bone).toMatchObject({ nome: 'Boné', preco: 39.9, estoque: 7, variacoes: null });
    expect(camiseta).toMatchObject({ nome: 'Camiseta Lisa', descricao: 'Algodão', preco: 49.9, estoque: null });
    expect(camiseta!.variacoes!.eixos).toEqual([
      { nome: 'Tamanho', valores: ['P', 'M', 'G'] },
      { nome: 'Cor', valores: ['Azul', 'Preto'] },
    ]);
    expect(
      camiseta!.variacoes!.itens.map(({ valores, preco, estoque, esgotado, sku }) => [valores.join(' / '), preco, estoque, esgotado, sku]),
    ).toEqual([
      ['P / Azul', 49.9, 4, false, 'CL-P-AZ'],
      ['P / Preto', 49.9, 2, false, 'CL-P-PT'],
      ['M / Azul', 49.9, 5, false, 'CL-M-AZ'],
      ['M / Preto', 54.9, 1, false, 'CL-M-PT'],
      ['G / Azul', 49.9, 0, false, 'CL-G-AZ'],
      ['G / Preto', 49.9, 3, false, 'CL-G-PT'],
    ]);
    expect(new Set(camiseta!.variacoes!.itens.map((item) => item.id)).size).toBe(6);
    const categorias = (await as(owner).get('/api/categorias')).body as { nome: string }[];
    expect(categorias.map((categoria) => categoria.nome).sort()).toEqual(['Acessórios', 'Camisetas']);
    expect((await lojistaDoc(owner.lojaId).get()).get('total_produtos')).toBe(2);
  });

  it('when the exported file is imported back, then nothing changes and the variants keep their ids; an edited stock changes only that variant', async () => {
    const owner = await newOwner();
    await criarProduto(owner, { nome: 'Caneca', preco: 30 });
    const camiseta = await criarProduto(owner, umaCamisetaComGrade());
    const antes = await produtosGuardados(owner);
    const { bytes } = await exportarProdutos(owner);

    expect((await importarProdutos(owner, bytes)).body).toEqual({ criados: 0, atualizados: 0, erros: [] });
    expect(await produtosGuardados(owner)).toEqual(antes);

    // M Preto's stock 5 → 8, and its row moved to the end: matched by its code, it keeps its id.
    const linhas = bytes.toString('utf8').split('\r\n');
    const mPreto = linhas.findIndex((linha) => linha.endsWith(';CAM-M-PT'));
    const editada = [
      ...linhas.filter((_linha, i) => i !== mPreto && linhas[i] !== ''),
      linhas[mPreto]!.replace(';5;;;Tamanho', ';8;;;Tamanho'),
    ].join('\r\n');
    expect((await importarProdutos(owner, editada)).body).toEqual({ criados: 0, atualizados: 1, erros: [] });
    const [, depois] = await listarProdutos(owner);
    const idsAntes = new Map(camiseta.variacoes!.itens.map((item) => [item.valores.join(' / '), item.id]));
    expect(depois!.variacoes!.itens.map((item) => [item.valores.join(' / '), item.id, item.estoque])).toEqual([
      ['P / Azul', idsAntes.get('P / Azul'), 3],
      ['P / Preto', idsAntes.get('P / Preto'), 3],
      ['M / Azul', idsAntes.get('M / Azul'), 3],
      ['G / Azul', idsAntes.get('G / Azul'), 0],
      ['G / Preto', idsAntes.get('G / Preto'), 3],
      ['M / Preto', idsAntes.get('M / Preto'), 8],
    ]);
    expect(depois!.variacoes!.eixos).toEqual(camiseta.variacoes!.eixos);
  });

  it('when a code repeats in the sheet or is another product’s, or a variant has values outside the axes, then each is refused on its line and nothing is written', async () => {
    const owner = await newOwner();
    await criarProduto(owner, umaCamisetaComGrade({ nome: 'Camiseta Gola V' }));
    const response = await importarProdutos(
      owner,
      [
        'nome;preco;estoque;grade;variacao;sku',
        'Regata;39,90;2;Tamanho;P;RG-P',
        'Regata;39,90;2;Tamanho;M;RG-P',
        'Regata;39,90;2;Tamanho;G / Preto;RG-G',
        'Regata;39,90;2;Tamanho;GG;CAM-M-PT',
        'Regata;39,90;2;Tamanho;P;RG-P2',
      ].join('\n'),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'A planilha tem 4 erros; nada foi importado.',
      criados: 0,
      atualizados: 0,
      erros: [
        { linha: 3, mensagem: 'sku: O código (SKU) RG-P se repete: já está na linha 2.' },
        { linha: 4, mensagem: 'variacao: Informe um valor para cada eixo da grade (Tamanho), separados por “/”.' },
        { linha: 5, mensagem: 'sku: O código (SKU) CAM-M-PT já é usado em outra variação da loja, em “Camiseta Gola V”.' },
        { linha: 6, mensagem: 'variacao: A combinação “P” se repete: já está na linha 2.' },
      ],
    });
    expect(await listarProdutos(owner)).toHaveLength(1);
  });

  it('when the rows of one id say different product columns, or a grade passes its limits, then the later line is the error, named as the sheet names its column', async () => {
    const owner = await newOwner();
    const camiseta = await criarProduto(owner, umaCamisetaComGrade());
    const valores = Array.from({ length: 21 }, (_, i) => `T${i + 1}`);
    const response = await importarProdutos(
      owner,
      [
        'ID;Nome;Ativo;Preço;Grade;Variação',
        `${camiseta.id};Camiseta Básica;sim;;Tamanho / Cor;P / Azul`,
        `${camiseta.id};Camiseta Básica;Sim;;Tamanho / Cor;M / Azul`,
        `${camiseta.id};Camiseta Nova;;;;G / Azul`,
        `${camiseta.id};;;abc;;G / Preto`,
        ...valores.map((valor) => `;Meia;;5;Tamanho;${valor}`),
      ].join('\n'),
    );
    expect(response.status).toBe(400);
    expect(response.body.erros).toEqual([
      {
        linha: 4,
        mensagem:
          'Nome: Diferente da linha 2, que é do mesmo produto: repita os dados do produto iguais em cada linha da grade (ou deixe vazio).',
      },
      { linha: 5, mensagem: 'Preço: Preço inválido: use só números, como 12,50.' },
      { linha: 26, mensagem: 'Variação: Use no máximo 20 valores por eixo.' },
    ]);
  });

  it('when a sheet has no grade columns, then a product with a grade keeps it and a plain sheet imports as before', async () => {
    const owner = await newOwner();
    const camiseta = await criarProduto(owner, umaCamisetaComGrade());
    const response = await importarProdutos(owner, `id;nome;preco;estoque\n${camiseta.id};Camiseta Básica Nova;59,90;\n;Meia;12;5\n`);
    expect([response.status, response.body]).toEqual([200, { criados: 1, atualizados: 1, erros: [] }]);
    const [editada, meia] = await listarProdutos(owner);
    expect(editada).toMatchObject({ nome: 'Camiseta Básica Nova', preco: 59.9, variacoes: camiseta.variacoes });
    expect(meia).toMatchObject({ nome: 'Meia', preco: 12, estoque: 5, variacoes: null });
  });
});
