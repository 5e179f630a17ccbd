import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, appUrl, expectNoSidewaysScroll, launchChromium } from './browser.js';
import { newOwnerPage, ownerApi, screenshotsAtEveryWidth } from './owner-helpers.js';

const browser = await launchChromium();

/** Every element of the products table that reaches past its box (the card around it), by how many pixels. */
const foraDaCaixa = (page: Page) =>
  page.locator('table').evaluate((table) => {
    const caixa = table.parentElement!;
    const direita = caixa.getBoundingClientRect().right;
    const fora = [table, ...Array.from(table.querySelectorAll('*'))]
      .map((elemento) => ({
        elemento: elemento.tagName + (elemento.textContent ?? '').slice(0, 20),
        alem: elemento.getBoundingClientRect().right - direita,
      }))
      .filter(({ alem }) => alem > 0.5);
    return { rolagem: caixa.scrollWidth - caixa.clientWidth, fora };
  });

/** The Excluir buttons (one a product) that are not wholly inside the viewport. */
const excluirForaDaTela = (page: Page) =>
  page.getByRole('button', { name: /^Excluir / }).evaluateAll((botoes) =>
    botoes
      .filter((botao) => botao.getClientRects().length > 0)
      .map((botao) => botao.getBoundingClientRect())
      .filter(({ left, right }) => left < 0 || right > window.innerWidth)
      .map(({ right }) => right),
  );

describe('Produtos: a tabela cabe na tela', () => {
  it('when the owner opens Produtos at 1280 px, then no part of the table is wider than its box and every Excluir is wholly on screen; at 1024 px the cards show them too', async () => {
    const { context, page } = await newOwnerPage(browser, DESKTOP, 'Paula Reis');
    // The widest rows: a long name, a promotion, stock, featured and sold out, all at once.
    for (const produto of [
      {
        nome: 'Torta holandesa de chocolate belga com creme de baunilha e biscoito',
        preco: 1234.56,
        preco_promocional: 999.9,
        estoque: 12_345,
        destaque: true,
        esgotado: true,
      },
      { nome: 'Pão de queijo', preco: 4.5, estoque: 0 },
      { nome: 'Café coado', preco: 6 },
    ]) {
      await ownerApi(page, 'POST', '/produtos', produto);
    }

    await page.goto(appUrl('/produtos'));
    await page.locator('table').getByText('Café coado').waitFor();
    await expect(page.getByRole('columnheader', { name: 'Ações' }).isVisible()).resolves.toBe(true);
    await expect(foraDaCaixa(page)).resolves.toEqual({ rolagem: 0, fora: [] });
    await expect(excluirForaDaTela(page)).resolves.toEqual([]);
    await expect(
      page
        .getByRole('button', { name: /^Excluir / })
        .filter({ visible: true })
        .count(),
    ).resolves.toBe(3);

    // 1024 px: beside the menu the table would not fit; each product is a card with its actions.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page
      .getByRole('button', { name: /^Excluir Café coado/ })
      .filter({ visible: true })
      .waitFor();
    await expect(page.locator('table').isVisible()).resolves.toBe(false);
    await expect(excluirForaDaTela(page)).resolves.toEqual([]);
    await expectNoSidewaysScroll(page);

    await screenshotsAtEveryWidth(page, 'produtos-tabela');
    await context.close();
  }, 120_000);
});
