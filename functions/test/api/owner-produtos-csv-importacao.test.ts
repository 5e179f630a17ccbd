import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { as, firestore, lojistaDoc, newOwner, type Owner } from './helpers.js';
import { planoDoc } from '../../src/model/planos.js';

/** Issue 24: a sheet as large as the largest plan allows, at the file size limit (1 MB), imports at once and in time. */

async function comLimite(owner: Owner, limite_produtos: number) {
  const planoId = randomInt(1_000, 1_000_000_000);
  await planoDoc(firestore(), planoId).set({ nome: 'Teste', preco_centavos: 0, limite_produtos });
  await lojistaDoc(owner.uid).update({ plano_id: planoId });
}

/** `linhas` new products, each with a full description and five picture URLs: about 1 MB at 500 lines. */
function planilhaGrande(linhas: number): Buffer {
  const imagens = Array.from({ length: 5 }, (_, i) => `https://cdn.exemplo.com.br/${'f'.repeat(250)}/${i}.webp`).join(' | ');
  const corpo = Array.from(
    { length: linhas },
    (_, i) => `Produto ${i};${'Descrição longa. '.repeat(23).slice(0, 390)};${i + 1},90;Lote ${i % 3};${imagens}`,
  );
  return Buffer.from(['nome;descricao;preco;categoria;imagens', ...corpo].join('\r\n'), 'utf8');
}

const importar = (owner: Owner, arquivo: Buffer) =>
  as(owner).post('/api/produtos/importar').attach('arquivo', arquivo, { filename: 'produtos.csv', contentType: 'text/csv' });

describe('Planilha de produtos: tamanho', () => {
  it('when a 500-line sheet of about 1 MB is imported on a 500-product plan, then all 500 are created well inside the deadline', async () => {
    const owner = await newOwner();
    await comLimite(owner, 500);
    const arquivo = planilhaGrande(500);
    expect(arquivo.length).toBeGreaterThan(900_000);
    expect(arquivo.length).toBeLessThanOrEqual(1024 * 1024);
    const inicio = Date.now();
    const response = await importar(owner, arquivo);
    const duracao = Date.now() - inicio;
    console.log(`importação de ${arquivo.length} bytes, 500 linhas: ${duracao} ms`);
    expect(response.body).toMatchObject({ criados: 500, atualizados: 0, erros: [] });
    expect(response.status).toBe(200);
    // Measured at 1.8 s alone on the 2-core test machine (10 s with the whole suite beside it); the deadline is 20 s.
    expect(duracao).toBeLessThan(15_000);
  }, 60_000);

  it('when a sheet has more products than one import writes, then the message names that same number', async () => {
    const owner = await newOwner();
    await comLimite(owner, 5_000);
    const response = await importar(owner, planilhaGrande(501));
    expect(response.status).toBe(400);
    expect(response.body.erros).toEqual([
      { linha: 1, mensagem: 'Uma importação grava no máximo 500 produtos de uma vez, e a planilha tem 501: divida-a em arquivos menores.' },
    ]);
  }, 60_000);
});
