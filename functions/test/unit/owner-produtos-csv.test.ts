import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Variacoes } from '@vitrine/shared';
import { analyzeImportacao, groupProdutos } from '../../src/features/owner-produtos-csv/analise.js';
import { formatPlanilha, readPlanilha, type LinhaDaPlanilha } from '../../src/features/owner-produtos-csv/planilha.js';
import { readVariacoes } from '../../src/features/owner-produtos-csv/variacoes.js';
import { umProdutoSalvo } from '../../../test/support/produtos.js';

const ler = (texto: string) => readPlanilha(Buffer.from(texto, 'utf8'));

describe('readPlanilha', () => {
  it('when any bytes arrive, then it answers rows or errors with lines, never throws', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const { linhas, erros } = readPlanilha(Buffer.from(bytes));
        expect(linhas.length + erros.length).toBeGreaterThan(0);
        for (const { linha } of [...linhas, ...erros]) expect(linha).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('when cells hold separators, quotes and line breaks, then each record reads back with the line where it starts', () => {
    const celula = fc.string({ unit: fc.constantFrom('a', 'b', ';', ',', '"', '\n', ' ', 'ç'), maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(celula, celula), { minLength: 1, maxLength: 6 }), fc.constantFrom('\n', '\r\n'), (linhas, quebra) => {
        // Rows of blank cells are skipped by design: give each a name that is never blank.
        const registros = linhas.map(([nome, descricao]) => [`x${nome}`, descricao]);
        const quote = (valor: string) => `"${valor.replace(/"/g, '""')}"`;
        const texto = ['nome;descricao', ...registros.map((campos) => campos.map(quote).join(';'))].join(quebra);
        const { linhas: lidas, erros } = ler(texto);
        expect(erros).toEqual([]);
        expect(lidas.map(({ celulas }) => [celulas.nome, celulas.descricao])).toEqual(registros);
        let linha = 2;
        lidas.forEach((lida, indice) => {
          expect(lida.linha).toBe(linha);
          linha += registros[indice]!.join('').split('\n').length;
        });
      }),
    );
  });

  it('when a quote sits inside an unquoted cell, then it is text', () => {
    expect(ler('nome;descricao\nTela 8";Grande\n').linhas).toEqual([{ linha: 2, celulas: { nome: 'Tela 8"', descricao: 'Grande' } }]);
  });

  it('when a header has trailing unnamed columns (as spreadsheets save them), then they are ignored while their cells are empty', () => {
    const { linhas, erros } = ler('nome;preco;;\nPão;6;;\nBolo;7;;x\n');
    expect(linhas).toEqual([{ linha: 2, celulas: { nome: 'Pão', preco: '6' } }]);
    expect(erros).toEqual([{ linha: 3, mensagem: 'A linha tem valores fora das colunas do cabeçalho.' }]);
  });
});

describe('grade na planilha (issue 30)', () => {
  const linha = (numero: number, celulas: LinhaDaPlanilha['celulas']): LinhaDaPlanilha => ({ linha: numero, celulas });
  const contador = () => {
    let n = 0;
    return () => `novo${(n += 1)}`;
  };
  const GRADE: Variacoes = {
    eixos: [
      { nome: 'Tamanho', valores: ['P', 'M'] },
      { nome: 'Cor', valores: ['Azul'] },
    ],
    itens: [
      { id: 'v1', valores: ['P', 'Azul'], preco: null, estoque: 2, esgotado: true, sku: 'P-AZ', imagem_url: null },
      { id: 'v2', valores: ['M', 'Azul'], preco: 10, estoque: 1, esgotado: false, sku: '', imagem_url: null },
    ],
  };

  it('when rows share an id with a variant, or follow each other without id under one name, then they are one product; other rows stand alone', () => {
    const grupos = groupProdutos([
      linha(2, { id: 'a', variacao: 'P' }),
      linha(3, { id: '', nome: 'Meia', variacao: 'P' }),
      linha(4, { id: '', nome: 'Meia', variacao: 'M' }),
      linha(5, { id: '', nome: 'Boné', variacao: '' }),
      linha(6, { id: '', nome: 'Meia', variacao: 'G' }),
      linha(7, { id: 'a', variacao: 'M' }),
      linha(8, { id: 'b' }),
      linha(9, { id: 'b' }),
    ]);
    expect(grupos.map((grupo) => [grupo.id, grupo.grade, grupo.linhas.map((l) => l.linha), grupo.repetida])).toEqual([
      ['a', true, [2, 7], undefined],
      ['', true, [3, 4], undefined],
      ['', false, [5], undefined],
      ['', true, [6], undefined],
      ['b', false, [8], undefined],
      ['b', false, [9], 8],
    ]);
  });

  it('when rows name values, then the axes take them in first-seen order and each row is a variant', () => {
    const lida = readVariacoes(
      [
        linha(2, { variacao: 'M / Preto', preco: '', estoque: '3', sku: 'M-PT' }),
        linha(3, { variacao: 'P/Preto', preco: '12,5', estoque: '' }),
        linha(4, { variacao: ' M /Azul ', preco: '10' }),
      ],
      'Tamanho / Cor',
      null,
      contador(),
    );
    expect(lida.erros).toEqual([]);
    expect(lida.precos).toEqual([12.5, 10]);
    expect(lida.variacoes).toEqual({
      eixos: [
        { nome: 'Tamanho', valores: ['M', 'P'] },
        { nome: 'Cor', valores: ['Preto', 'Azul'] },
      ],
      itens: [
        { id: 'novo1', valores: ['M', 'Preto'], preco: null, estoque: 3, esgotado: false, sku: 'M-PT', imagem_url: null },
        { id: 'novo2', valores: ['P', 'Preto'], preco: 12.5, estoque: null, esgotado: false, sku: '', imagem_url: null },
        { id: 'novo3', valores: ['M', 'Azul'], preco: 10, estoque: null, esgotado: false, sku: '', imagem_url: null },
      ],
    });
  });

  it('when a product already has a grade, then a variant is matched by its code first, then by its values, and keeps its id and esgotado; the axes keep their order', () => {
    const lida = readVariacoes(
      [linha(2, { variacao: 'M / Azul', sku: 'P-AZ' }), linha(3, { variacao: 'M / Azul' }), linha(4, { variacao: 'G / Azul' })],
      undefined,
      GRADE,
      contador(),
    );
    expect(lida.erros).toEqual([{ linha: 3, mensagem: 'variacao: A combinação “M / Azul” se repete: já está na linha 2.' }]);
    const semRepetida = readVariacoes(
      [linha(2, { variacao: 'M / Azul', sku: 'P-AZ' }), linha(4, { variacao: 'G / Azul' })],
      undefined,
      GRADE,
      contador(),
    );
    expect(semRepetida.variacoes).toEqual({
      eixos: [
        { nome: 'Tamanho', valores: ['P', 'M', 'G'] },
        { nome: 'Cor', valores: ['Azul'] },
      ],
      itens: [
        { id: 'v1', valores: ['M', 'Azul'], preco: null, estoque: 2, esgotado: true, sku: 'P-AZ', imagem_url: null },
        { id: 'novo1', valores: ['G', 'Azul'], preco: null, estoque: null, esgotado: false, sku: '', imagem_url: null },
      ],
    });
    const porValores = readVariacoes([linha(2, { variacao: 'M / Azul', sku: 'NOVO' })], 'Tamanho / Cor', GRADE, contador());
    expect(porValores.variacoes!.itens).toEqual([{ ...GRADE.itens[1], sku: 'NOVO' }]);
  });

  it('when a grade breaks the schema’s rules, then each complaint is on its row and column', () => {
    const tres = readVariacoes([linha(2, { variacao: 'P / Azul / Algodão' })], 'Tamanho / Cor / Tecido', null, contador());
    expect(tres.erros).toEqual([{ linha: 2, mensagem: 'grade: Use no máximo 2 eixos, como Tamanho e Cor.' }]);
    const semEixos = readVariacoes([linha(2, { variacao: 'P' })], '', null, contador());
    expect(semEixos.erros).toEqual([{ linha: 2, mensagem: 'grade: Informe os eixos da grade, como Tamanho / Cor.' }]);
    const muitas = readVariacoes(
      Array.from({ length: 101 }, (_, i) => linha(i + 2, { variacao: `${i % 11} / ${Math.floor(i / 11)}` })),
      'A / B',
      null,
      contador(),
    );
    expect(muitas.erros).toEqual([{ linha: 102, mensagem: 'variacao: Use no máximo 100 combinações.' }]);
    const celulas = readVariacoes([linha(2, { variacao: 'P', preco: 'caro', estoque: '1,5', sku: 'A B' })], 'Tamanho', null, contador());
    expect(celulas.erros).toEqual([
      { linha: 2, mensagem: 'preco: Preço inválido: use só números, como 12,50.' },
      { linha: 2, mensagem: 'estoque: O estoque deve ser um número inteiro (vazio: não controlar).' },
      { linha: 2, mensagem: 'sku: Use no código (SKU) só letras, números, ponto, traço, barra ou sublinhado.' },
    ]);
  });

  it('when a shop has a product with a grade, then the export writes its variants and empty grade cells on the others; without one, the header is as before', () => {
    const base = umProdutoSalvo({ id: 'p1', nome: 'Caneca', preco: 30 });
    const linhas = (texto: string) => texto.slice(1).split('\r\n');
    expect(linhas(formatPlanilha([base], []))[0]).toBe(
      'id;nome;descricao;preco;preco_promocional;categoria;ativo;esgotado;destaque;estoque;maximo_por_pedido;imagens',
    );
    expect(linhas(formatPlanilha([base, { ...base, id: 'p2', nome: 'Camiseta', variacoes: GRADE }], []))).toEqual([
      'id;nome;descricao;preco;preco_promocional;categoria;ativo;esgotado;destaque;estoque;maximo_por_pedido;imagens;grade;variacao;sku',
      'p1;Caneca;;30,00;;;sim;não;não;;;;;;',
      'p2;Camiseta;;;;;sim;não;não;2;;;Tamanho / Cor;P / Azul;P-AZ',
      'p2;Camiseta;;10,00;;;sim;não;não;1;;;Tamanho / Cor;M / Azul;',
      '',
    ]);
  });

  it('when a new product’s grade rows fill its columns on different rows, then each complaint is on the row it was taken from and its price is the lowest', () => {
    const loja = { produtos: [], categorias: [], limite: 10, total: 0 };
    const ler = (texto: string) => {
      const { linhas, nomes } = readPlanilha(Buffer.from(texto, 'utf8'));
      return analyzeImportacao(linhas, loja, nomes, contador());
    };
    const errada = ler(
      ['nome;preco;ativo;destaque;grade;variacao', 'Meia;12;;;Tamanho;P', 'Meia;10;talvez;sim;;M', 'Meia;;;não;;G'].join('\n'),
    );
    expect(errada.erros).toEqual([
      { linha: 3, mensagem: 'ativo: use “sim” ou “não”.' },
      {
        linha: 4,
        mensagem:
          'destaque: Diferente da linha 3, que é do mesmo produto: repita os dados do produto iguais em cada linha da grade (ou deixe vazio).',
      },
    ]);
    const certa = ler(['nome;preco;ativo;grade;variacao', 'Meia;12;;Tamanho;P', 'Meia;10;não;;M', 'Meia;;;;G'].join('\n'));
    expect(certa.erros).toEqual([]);
    expect(certa.novos).toHaveLength(1);
    expect(certa.novos[0]!.dados).toMatchObject({ nome: 'Meia', preco: 10, ativo: false, estoque: null });
    expect(certa.novos[0]!.dados.variacoes!.itens.map((item) => [item.valores[0], item.preco])).toEqual([
      ['P', 12],
      ['M', 10],
      ['G', null],
    ]);
  });

  it('when an export is read back and analysed against the same shop, then nothing changes', () => {
    const produto = umProdutoSalvo({
      id: 'p2',
      nome: 'Camiseta',
      descricao: 'Linha; "2"',
      preco: 49.9,
      preco_promocional: 39.9,
      destaque: true,
      maximo_por_pedido: 3,
      variacoes: GRADE,
    });
    const { linhas, nomes, erros } = readPlanilha(Buffer.from(formatPlanilha([produto], []), 'utf8'));
    expect(erros).toEqual([]);
    const analise = analyzeImportacao(linhas, { produtos: [produto], categorias: [], limite: 10, total: 1 }, nomes, contador());
    expect(analise).toEqual({ novos: [], mudancas: [], categoriasNovas: [], erros: [] });
  });
});
