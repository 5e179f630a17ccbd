import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPlanilha } from '../../src/features/owner-produtos-csv/planilha.js';

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
