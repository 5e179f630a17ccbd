import { describe, expect, it } from 'vitest';
import { appUrl, DESKTOP, launchChromium, PHONE, screenshot } from './browser.js';
import {
  WHATSAPP,
  customerContext,
  shot,
  sheetShot,
  textOf,
  cards,
  expectCards,
  carrinhoBotao,
  carrinhoContagem,
  toSummary,
  addFromCard,
  toastSettled,
  reachable,
  onScreen,
  openCatalogue,
  abas,
  aba,
  underBar,
  sendPedido,
} from './public-helpers.js';

// The e2e stack seeds /loja/demo: 'Café da Ana', 12 products in Cafés, Salgados, Doces and Bebidas,
// with service settings (pickup and delivery, cash, card and PIX): its cart is the checkout.
// Browsing and ordering; offline, unavailable shops and failed orders have files of their own.

const browser = await launchChromium();

describe('Public catalogue on a phone', () => {
  it('when a customer searches, filters, adds from the product page and the grid, reloads and orders, then WhatsApp opens with the order; offline the catalogue still opens', async () => {
    const context = await customerContext(browser, PHONE, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    const origin = new URL(appUrl('/')).origin;

    // What the first visit downloads from our origin holds none of the owner app (its weight: public-page-weight.test.ts).
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.url().startsWith(origin) && response.url().endsWith('.js') && response.ok()) {
        scripts.set(new URL(response.url()).pathname, await response.body().catch(() => Buffer.alloc(0)));
      }
    });

    await openCatalogue(page);
    await expectCards(page, 12);
    await expect(page.getByText('Desenvolvido por').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Instagram' }).getAttribute('href')).resolves.toBe('https://instagram.com/cafedaana');
    await page.waitForLoadState('networkidle');
    const files = [...scripts.keys()];
    const code = [...scripts.values()].map((body) => body.toString('utf8')).join('\n');
    expect(code).not.toContain('identitytoolkit'); // Firebase Auth SDK
    expect(code).not.toContain('ZodError'); // zod, from the shared barrel
    expect(code).not.toContain('recharts');
    expect(
      files.filter((file) => /Owner|Admin|Dashboard|Produtos|Categorias|Configurac|Lojistas|Planos|google-sign-in/.test(file)),
    ).toEqual([]);
    await shot(page, 'catalogo');

    // Search: case- and accent-insensitive, on nome or descricao; the filter shows as a removable chip.
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('CAFE');
    await page.getByText('2 produtos', { exact: true }).waitFor();
    await expect(cards(page).allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Café expresso'),
      expect.stringContaining('Café gelado'),
    ]);
    await page.getByRole('button', { name: 'Remover busca “CAFE”' }).click();
    await page.getByText('2 produtos', { exact: true }).waitFor({ state: 'detached' });
    await expectCards(page, 12);

    // A menu: 'Destaques' first, then the categories in the owner's order; a tab jumps to its section.
    const { categorias } = (await (await page.request.get(appUrl('/api/loja/demo'))).json()) as { categorias: { nome: string }[] };
    await expect(abas(page).getByRole('link').allTextContents()).resolves.toEqual(['Destaques', ...categorias.map(({ nome }) => nome)]);
    await expect(page.getByTestId('destaques').getByRole('heading').allTextContents()).resolves.toEqual([
      'Destaques',
      'Cappuccino cremoso',
      'Fatia de pizza margherita',
    ]);
    await expect(aba(page, 'Destaques').getAttribute('aria-current')).resolves.toBe('true');
    await aba(page, 'Doces').click();
    await expect.poll(() => underBar(page, 'Doces')).toBeGreaterThanOrEqual(0);
    await expect.poll(() => underBar(page, 'Doces')).toBeLessThanOrEqual(16);
    await expect.poll(() => aba(page, 'Doces').getAttribute('aria-current')).toBe('true');
    // Scrolling by hand, the tab follows the section being read: the one whose title passed under the bar.
    const ultima = categorias.at(-1)!.nome;
    await page.evaluate((y) => scrollBy(0, y), (await underBar(page, ultima)) + 4);
    await expect.poll(() => aba(page, ultima).getAttribute('aria-current')).toBe('true');
    await page.evaluate(() => scrollBy(0, -200));
    await expect.poll(() => aba(page, categorias.at(-2)!.nome).getAttribute('aria-current')).toBe('true');

    // A link with a category ('?categoria=doces', as shared before the menu) shows that category alone;
    // a search inside it that leaves nothing: 'Nenhum produto encontrado' and 'Limpar filtros'.
    await openCatalogue(page, '/loja/demo?categoria=doces');
    await page.getByText('3 produtos', { exact: true }).waitFor();
    await shot(page, 'catalogo-filtrado');
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('pizza');
    await page.getByRole('heading', { name: 'Nenhum produto encontrado' }).waitFor();
    await shot(page, 'catalogo-nada-encontrado');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expectCards(page, 12);

    // Product page: 3 cookies; sharing copies the link.
    await openCatalogue(page, '/loja/demo?categoria=doces');
    await page.getByRole('link', { name: /Cookie de chocolate/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Cookie de chocolate' }).waitFor();
    const productUrl = page.url();
    expect(new URL(productUrl).pathname).toMatch(/^\/loja\/demo\/produto\/[\w-]+$/);
    const quantity = page.getByRole('group', { name: 'Quantidade', exact: true });
    await quantity.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await quantity.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(quantity.locator('output').textContent()).resolves.toBe('3');
    await shot(page, 'catalogo-produto');
    await page.getByRole('button', { name: 'Compartilhar produto' }).click();
    await page.getByText('Link copiado para a área de transferência!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(productUrl);

    // Adding goes back to the grid, where it was (the Doces filter kept), with a short confirmation; one espresso from the grid.
    await page.getByRole('button', { name: /^Adicionar/ }).click();
    await page.getByText('3 × Cookie de chocolate no carrinho').waitFor();
    await page.getByText('3 produtos', { exact: true }).waitFor();
    await expect(textOf(carrinhoContagem(page))).resolves.toBe('3 itens');
    await page.getByRole('button', { name: 'Remover filtro Doces' }).click();
    await expectCards(page, 12);
    await addFromCard(page, 'Café expresso').click();
    await expect(textOf(carrinhoContagem(page))).resolves.toBe('4 itens');

    // The cart is kept on the device.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Café da Ana' }).waitFor();
    await expect(textOf(carrinhoContagem(page))).resolves.toBe('4 itens');

    // 'Seu Pedido': lines, stepper, total.
    await carrinhoBotao(page).click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await sheet.waitFor();
    await expect(sheet.getByTestId('carrinho-linha').count()).resolves.toBe(2);
    await expect(textOf(sheet.getByTestId('carrinho-total'))).resolves.toBe('R$ 29,00');
    const espresso = sheet.getByRole('group', { name: 'Quantidade de Café expresso' });
    await espresso.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(textOf(sheet.getByTestId('carrinho-total'))).resolves.toBe('R$ 35,50');
    await espresso.getByRole('button', { name: 'Diminuir quantidade' }).click();
    await expect(textOf(sheet.getByTestId('carrinho-total'))).resolves.toBe('R$ 29,00');
    await sheetShot(page, 'catalogo-carrinho');

    // Order: POST with an Idempotency-Key, then wa.me in a new tab with the number and the summary.
    await toSummary(sheet);
    const { resposta, whatsapp, texto: text } = await sendPedido(page, sheet);
    expect(resposta.url()).toBe(appUrl('/api/loja/demo/pedido'));
    expect(resposta.status()).toBe(201);
    expect(resposta.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    const pedido = (await resposta.json()) as { codigo: string; total: number; texto_whatsapp: string };
    expect(pedido.total).toBe(29);
    expect(whatsapp.pathname).toBe(`/${WHATSAPP}`);
    expect(text).toBe(pedido.texto_whatsapp);
    expect(text).toContain(`#${pedido.codigo}`);
    expect(text).toContain('3 × Cookie de chocolate');
    expect(text).toContain('1 × Café expresso');
    expect(text).toContain('Total: R$ 29,00');
    await page.getByText('Pedido enviado! Você será redirecionado para o WhatsApp.').waitFor();
    await sheet.waitFor({ state: 'detached' });
    await expect(carrinhoBotao(page).count()).resolves.toBe(0); // the bar shows only with something in the cart

    // Offline: the service worker controls the page and holds the catalogue and its pictures.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForFunction(async () => {
      const catalogo = await caches.match('/api/loja/demo');
      const imagens = await (await caches.open('vitrine-imagens')).keys();
      return !!catalogo && imagens.length >= 4;
    });
    await context.setOffline(true);
    const offline = await page.goto(appUrl('/loja/demo'));
    expect(offline?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Café da Ana' }).waitFor();
    await expectCards(page, 12);
    await addFromCard(page, 'Sonho de doce de leite').click();
    await expect(textOf(carrinhoContagem(page))).resolves.toBe('1 item');
    await shot(page, 'catalogo-offline');
    await context.setOffline(false);
    await context.close();
  });
});

describe('Public catalogue as a menu', () => {
  it.each([PHONE, DESKTOP])(
    'when a customer opens the shop at $width×$height, then the compact header and the sticky bar leave whole rows of cards on the first screen (two on a phone)',
    async (viewport) => {
      const context = await customerContext(browser, viewport);
      const page = await context.newPage();
      await openCatalogue(page);
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete));
      // Rows whose cards are whole on the first screen (the floating cart button aside).
      const rows = await page.locator('main li article').evaluateAll((articles) => {
        const whole = articles.map((article) => article.getBoundingClientRect()).filter((box) => box.bottom <= innerHeight);
        return new Set(whole.map((box) => Math.round(box.top))).size;
      });
      // A desktop's four columns of square pictures are a row a screen; the phone's 3:2 cards fit two.
      expect(rows).toBeGreaterThanOrEqual(viewport.width < 600 ? 2 : 1);
      // The shop's state and delivery summary are in the header.
      await expect(page.getByRole('banner').getByTestId('loja-aberta').isVisible()).resolves.toBe(true);
      await screenshot(page, 'catalogo-menu-primeira-tela', { fullPage: false });

      // Further down, the bar stays on top with the tab of the section being read.
      await aba(page, 'Doces').click();
      await expect.poll(() => aba(page, 'Doces').getAttribute('aria-current')).toBe('true');
      await expect.poll(() => underBar(page, 'Doces')).toBeLessThanOrEqual(16);
      await screenshot(page, 'catalogo-menu-abas', { fullPage: false });
      await context.close();
    },
  );
});

describe('Public catalogue on a desktop', () => {
  it('when a customer browses on a wide screen, then the grid has four columns and the product page two', async () => {
    const context = await customerContext(browser, DESKTOP);
    const page = await context.newPage();
    await openCatalogue(page);
    const columns = await page
      .getByTestId('produtos')
      .getByRole('list')
      .first()
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    await expect(abas(page).isVisible()).resolves.toBe(true);
    await shot(page, 'catalogo');
    await addFromCard(page, 'Croissant de manteiga').click();

    await page.getByRole('link', { name: /Suco de laranja/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Suco de laranja' }).waitFor();
    // One share button, in the header with its word.
    await expect(page.getByRole('button', { name: /Compartilhar/ }).count()).resolves.toBe(1);
    await expect(page.getByRole('banner').getByText('Compartilhar', { exact: true }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: /^Adicionar/ }).click();
    await page.getByText('1 × Suco de laranja no carrinho').waitFor(); // shot() then closes it
    await shot(page, 'catalogo-produto');

    await carrinhoBotao(page).click();
    await page.getByRole('dialog', { name: 'Seu Pedido' }).waitFor();
    await sheetShot(page, 'catalogo-carrinho');
    await context.close();
  });
});

describe.each([360, 390])('Public catalogue buttons on a %i px phone', (width) => {
  it("when a customer adds from a card, then the card says 'Adicionar' and only the cart's button orders, in the shop's words", async () => {
    const context = await customerContext(browser, { width, height: 800 });
    const page = await context.newPage();
    await openCatalogue(page);
    await expectCards(page, 12);

    // Every card: 'Adicionar' with its icon, whole; the shop's 'Fazer Pedido' nowhere in the grid. The demo's
    // product with options opens its page ('Escolher') and its sold-out one has no button.
    const grid = page.getByTestId('produtos');
    await expect(grid.getByText('Fazer Pedido').count()).resolves.toBe(0);
    const labels = grid.getByRole('button').locator('span');
    await expect(labels.allTextContents()).resolves.toEqual(Array(10).fill('Adicionar'));
    await grid.getByRole('link', { name: 'Escolher opções de Sanduíche natural' }).waitFor();
    await grid.locator('article').filter({ hasText: 'Pão na chapa' }).getByText('Esgotado').waitFor();
    await expect(labels.evaluateAll((spans) => spans.every((span) => span.scrollWidth <= span.clientWidth))).resolves.toBe(true);
    await expect(grid.getByRole('button').evaluateAll((buttons) => buttons.every((button) => button.querySelector('svg')))).resolves.toBe(
      true,
    );
    await addFromCard(page, 'Croissant de manteiga').click();
    await page.getByRole('button', { name: 'Adicionado: Croissant de manteiga no carrinho' }).waitFor();
    await expect(textOf(carrinhoContagem(page))).resolves.toBe('1 item');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await shot(page, `catalogo-${width}`);

    // The cart leads on; the checkout's summary sends the order with the shop's texto_botao ('Fazer Pedido', seeded).
    await carrinhoBotao(page).click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await sheet.waitFor();
    await sheetShot(page, `catalogo-carrinho-${width}`);
    await toSummary(sheet);
    const order = sheet.getByRole('button', { name: 'Fazer Pedido', exact: true });
    await expect(order.isVisible()).resolves.toBe(true);
    await expect(order.locator('svg').count()).resolves.toBe(1);
    await expect(order.locator('span').evaluate((label) => label.scrollWidth <= label.clientWidth)).resolves.toBe(true);
    await context.close();
  });

  it('when a customer is on a product page, then its sticky add button and the share button are never covered, and adding goes back to the menu with a toast', async () => {
    const context = await customerContext(browser, { width, height: 800 });
    const page = await context.newPage();
    await openCatalogue(page);
    await page.getByRole('link', { name: /Cookie de chocolate/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Cookie de chocolate' }).waitFor();
    const share = page.getByRole('button', { name: /Compartilhar/ });
    await expect(share.count()).resolves.toBe(1);
    // 'Adicionar' and the total, whole, even beside the stepper.
    const addLabel = page.getByRole('button', { name: /^Adicionar/ }).getByText('Adicionar', { exact: true });
    await expect(addLabel.evaluate((span) => span.scrollWidth <= span.clientWidth)).resolves.toBe(true);

    // 'Adicionar' stays on screen, stuck to its bottom (the page has no cart bar), and covers neither share nor 'Mais produtos'.
    const adicionar = page.getByRole('button', { name: /^Adicionar/ });
    const more = page.getByRole('button', { name: 'Mais produtos' });
    for (const position of [0, 0.5, 1]) {
      await page.evaluate((fraction) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * fraction), position);
      await expect(onScreen(adicionar), `'Adicionar' at ${position * 100}% of the page`).resolves.toBe(true);
      await expect(reachable(adicionar), `'Adicionar' at ${position * 100}% of the page`).resolves.toBe(true);
      await expect(reachable(share), `share at ${position * 100}% of the page`).resolves.toBe(true);
      // Below the fold at the top of a long page (options, the note): checked wherever it is on screen.
      if (await onScreen(more)) await expect(reachable(more), `'Mais produtos' at ${position * 100}%`).resolves.toBe(true);
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await shot(page, `catalogo-produto-${width}`);

    // Adding goes back to the menu, with a short confirmation.
    await adicionar.click();
    await toastSettled(page, '1 × Cookie de chocolate no carrinho');
    await expect(textOf(carrinhoContagem(page))).resolves.toBe('1 item');
    await screenshot(page, `catalogo-produto-toast-${width}`);
    await context.close();
  });
});
