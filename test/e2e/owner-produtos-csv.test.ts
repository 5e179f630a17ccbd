import type { Produto } from '@vitrine/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, appUrl, launchChromium, newContext, screenshot } from './browser.js';
import { newOwnerPage, ownerApi, settled, signInNewOwner } from './owner-helpers.js';

const browser = await launchChromium();

/** As Excel pt-BR saves it: BOM, ';', CRLF, a price with thousands and R$. */
const PLANILHA_BOA =
  '\uFEFFnome;descricao;preco;categoria\r\nPão de queijo;Quentinho;6,50;Salgados\r\nCafé coado;;R$ 4,00;Bebidas\r\nBolo de festa;;R$ 1.234,56;\r\n';

/** Line 2's description spans lines 2–4, so the bad price below is on line 5 and the nameless row on line 6. */
const PLANILHA_COM_ERROS = 'nome;descricao;preco\nPão;"Uma descrição\nem três\nlinhas";6,50\nBolo;;doze reais\n;;5\n';

const arquivo = (nome: string, conteudo: string) => ({ name: nome, mimeType: 'text/csv', buffer: Buffer.from(conteudo, 'utf8') });

async function escolherArquivo(page: Page, nome: string, conteudo: string) {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(arquivo(nome, conteudo));
}

describe('Produtos: importar e exportar planilha', () => {
  for (const largura of [360, DESKTOP.width]) {
    it(`when the owner imports a sheet at ${largura} px, then the dry run shows the errors by line or the counts, and Importar lists the products`, async () => {
      const context = await newContext(browser, { width: largura, height: largura < 600 ? 780 : DESKTOP.height });
      const page = await context.newPage();
      await signInNewOwner(page, 'Irene Planilha');
      await page.goto(appUrl('/produtos'));
      await page.getByRole('button', { name: 'Importar planilha' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.textContent()).toContain('as opções dos produtos não estão na planilha e ficam como estão');

      await escolherArquivo(page, 'com-erros.csv', PLANILHA_COM_ERROS);
      await dialog.getByText('A planilha tem 2 erros; nada foi importado.').waitFor();
      const erros = await dialog.getByRole('listitem').allTextContents();
      expect(erros).toEqual(['Linha 5:preco: Preço inválido: use só números, como 12,50.', 'Linha 6:nome: Informe o nome do produto.']);
      expect(await dialog.getByRole('button', { name: 'Importar', exact: true }).count()).toBe(0);
      await settled(page);
      await screenshot(page, `owner-produtos-csv-erros-${largura}`);

      await escolherArquivo(page, 'produtos.csv', PLANILHA_BOA);
      await dialog.getByText('3 novos, 0 atualizados').waitFor();
      // The dry run wrote nothing.
      expect(await ownerApi<Produto[]>(page, 'GET', '/produtos')).toEqual([]);
      await screenshot(page, `owner-produtos-csv-simulacao-${largura}`);

      await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
      await page.getByText('Planilha importada').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      for (const nome of ['Pão de queijo', 'Café coado', 'Bolo de festa']) {
        await page.getByRole('main').getByText(nome, { exact: true }).filter({ visible: true }).first().waitFor();
      }
      await settled(page);
      await screenshot(page, `owner-produtos-csv-lista-${largura}`);
      const produtos = await ownerApi<Produto[]>(page, 'GET', '/produtos');
      expect(produtos.map(({ nome, preco }) => [nome, preco])).toEqual([
        ['Pão de queijo', 6.5],
        ['Café coado', 4],
        ['Bolo de festa', 1234.56],
      ]);
      await context.close();
    });
  }

  it('when the owner taps Exportar planilha, then produtos.csv downloads with the header, the ids and pt-BR prices', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Otávio Exporta');
    const produto = await ownerApi<Produto>(page, 'POST', '/produtos', { nome: 'Coxinha', preco: 7.5 });
    await page.goto(appUrl('/produtos'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar planilha' }).click();
    const baixado = await download;
    expect(baixado.suggestedFilename()).toBe('produtos.csv');
    const stream = await baixado.createReadStream();
    const partes: Buffer[] = [];
    for await (const parte of stream) partes.push(parte as Buffer);
    expect(Buffer.concat(partes).toString('utf8')).toBe(
      `\uFEFFid;nome;descricao;preco;preco_promocional;categoria;ativo;esgotado;destaque;estoque;maximo_por_pedido;imagens\r\n${produto.id};Coxinha;;7,50;;;sim;não;não;;;\r\n`,
    );
    await context.close();
  });
});
