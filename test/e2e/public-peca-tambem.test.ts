import type { Produto } from '@vitrine/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVERY_WIDTH, PHONE, appUrl, expectNoSidewaysScroll, launchChromium, screenshot } from './browser.js';
import { configurarLoja, ownerApi, settled, newOwnerPage } from './owner-helpers.js';
import { customerContext, sheetShot, textOf } from './public-helpers.js';

/*
 * "Peça também" (issue 29) at 390 px: the owner picks a burger's suggestions in the product form on
 * a phone, and a customer who adds the burger finds them under the cart's lines (not the sold-out
 * one), taps one and sees it join the order.
 */

const browser = await launchChromium();

const add = (scope: Page | Locator, produto: string) =>
  scope.getByRole('button', { name: `Adicionar ${produto} ao carrinho`, exact: true }).click();

/** The dialog's body scrolled so that `element` sits at its top: only the body scrolls. */
const scrollToTop = (element: Locator) =>
  element.evaluate((node) => {
    let body = node.parentElement;
    while (body && getComputedStyle(body).overflowY !== 'auto') body = body.parentElement;
    if (body) body.scrollTop += node.getBoundingClientRect().top - body.getBoundingClientRect().top - 16;
  });

describe('"Peça também" in the cart', () => {
  it('when the owner picks a burger’s suggestions on her phone and a customer adds the burger, then the cart suggests the available ones and one tap adds one', async () => {
    // The shop, its WhatsApp and products through the API; the suggestions through the form.
    const { context: ownerContext, page: owner } = await newOwnerPage(browser, PHONE, 'Rafa Lanches');
    const slug = await configurarLoja(owner, 'rafa', {
      nome_loja: 'Lanchonete do Rafa',
      cor_principal: '#c2410c',
      whatsapp: '5511955554444',
    });
    const criar = (body: object) => ownerApi<Produto>(owner, 'POST', '/produtos', body);
    const burger = await criar({ nome: 'X-Burger', preco: 25, descricao: 'Pão, carne e queijo.' });
    const refri = await criar({ nome: 'Refrigerante lata', preco: 6 });
    const batata = await criar({ nome: 'Batata frita', preco: 12.5, preco_promocional: 10 });
    const shake = await criar({ nome: 'Milk-shake', preco: 14, esgotado: true });
    await criar({ nome: 'Brownie', preco: 9, destaque: true });

    await owner.goto(appUrl('/produtos'));
    await owner.getByRole('button', { name: 'Editar X-Burger' }).filter({ visible: true }).click();
    const form = owner.getByRole('dialog', { name: 'Editar produto' });
    const secao = form.getByTestId('sugestoes');
    await scrollToTop(form.getByRole('heading', { name: 'Peça também', exact: true }));
    await secao.getByLabel('Buscar produto para sugerir').fill('refri');
    await expect(secao.getByRole('checkbox').count()).resolves.toBe(1);
    await secao.getByRole('checkbox', { name: /Refrigerante lata/ }).check();
    await secao.getByLabel('Buscar produto para sugerir').fill('');
    // The burger itself is not offered; the sold-out shake is, marked.
    await expect(secao.getByRole('checkbox').count()).resolves.toBe(4);
    await secao.getByRole('checkbox', { name: /Milk-shake/ }).check();
    await secao.getByRole('checkbox', { name: /Batata frita/ }).check();
    // Three chosen: the fourth waits.
    await expect(secao.getByRole('checkbox', { name: /Brownie/ }).isDisabled()).resolves.toBe(true);
    await secao.getByText('Limite de 3 sugestões: desmarque uma para escolher outra.').waitFor();
    await expect(secao.getByRole('list', { name: 'Sugestões escolhidas' }).getByRole('listitem').allTextContents()).resolves.toEqual([
      'Refrigerante lata',
      'Milk-shake',
      'Batata frita',
    ]);
    for (const [size, viewport] of EVERY_WIDTH) {
      await owner.setViewportSize(viewport);
      await settled(owner);
      await scrollToTop(form.getByRole('heading', { name: 'Peça também', exact: true }));
      await screenshot(owner, 'produto-form-peca-tambem', { fullPage: false, suffix: size });
    }
    await owner.setViewportSize(PHONE);
    await form.getByRole('button', { name: 'Salvar produto' }).click();
    await form.waitFor({ state: 'detached' });
    const salvos = await ownerApi<Produto[]>(owner, 'GET', '/produtos');
    expect(salvos.find(({ id }) => id === burger.id)?.sugestoes).toEqual([refri.id, shake.id, batata.id]);

    // The customer adds the burger: the cart suggests the drink and the fries, never the sold-out shake.
    const context = await customerContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(appUrl(`/loja/${slug}`));
    await page.getByRole('heading', { level: 1, name: 'Lanchonete do Rafa' }).waitFor();
    await add(page, 'X-Burger');
    await page.getByTestId('carrinho-botao').click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    const pecaTambem = sheet.getByTestId('peca-tambem');
    await pecaTambem.getByRole('heading', { name: 'Peça também' }).waitFor();
    const sugestoes = pecaTambem.getByTestId('sugestao');
    await expect(sugestoes.locator('p.line-clamp-2').allTextContents()).resolves.toEqual(['Refrigerante lata', 'Batata frita']);
    // In the shop's colours, each button a finger's 44 px: its layout box (offsetHeight), not the
    // drawn one, which the tap just made shrink (active:scale) for a moment.
    const botao = pecaTambem.getByRole('button', { name: 'Adicionar Refrigerante lata ao carrinho' });
    await expect(botao.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe('rgb(194, 65, 12)');
    for (const altura of await pecaTambem
      .getByRole('button')
      .evaluateAll((elements) => elements.map((e) => (e as HTMLElement).offsetHeight)))
      expect(altura).toBeGreaterThanOrEqual(44);

    for (const [size, viewport] of EVERY_WIDTH) {
      await page.setViewportSize(viewport);
      await pecaTambem.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await sheetShot(page, `carrinho-peca-tambem-${size}`);
    }
    await page.setViewportSize(PHONE);

    // One tap: the drink joins the order and leaves the suggestions.
    await add(pecaTambem, 'Refrigerante lata');
    await expect.poll(() => sheet.getByTestId('carrinho-linha').count()).toBe(2);
    await expect(sheet.getByTestId('carrinho-linha').locator('p.line-clamp-2').allTextContents()).resolves.toEqual([
      'X-Burger',
      'Refrigerante lata',
    ]);
    await expect(textOf(sheet.getByTestId('carrinho-total'))).resolves.toBe('R$ 31,00');
    await expect(sugestoes.locator('p.line-clamp-2').allTextContents()).resolves.toEqual(['Batata frita']);
    await sheetShot(page, 'carrinho-peca-tambem-depois');

    await context.close();
    await ownerContext.close();
  });
});
