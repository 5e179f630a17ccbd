import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS_DIR, appUrl, launchChromium, newContext, screenshot } from './browser.js';
import { adminApi, adminToken } from './owner-helpers.js';

// The e2e stack seeds /loja/demo: 'Café da Ana', 12 products in Cafés, Salgados, Doces and Bebidas,
// with service settings (pickup and delivery, cash, card and PIX): its cart is the checkout.
const WHATSAPP = '5511999998888';

/**
 * A returning customer: what a first checkout remembered on the device (public-pedido's
 * cliente-store), so the demo's cart goes straight to the summary. The whole checkout, from an
 * empty device, is public-pedido-checkout.test.ts's.
 */
const CLIENTE_LEMBRADO = { nome: 'Joana Lima', telefone: '11987654321', tipo: 'retirada', forma: 'dinheiro' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A customer's browser: no Web Share (so sharing copies the link), clipboard allowed, wa.me answered locally. */
async function customerContext(viewport = PHONE, { serviceWorkers = 'allow' as 'allow' | 'block' } = {}): Promise<BrowserContext> {
  const phone = viewport.width < 600;
  const context =
    serviceWorkers === 'allow'
      ? await newContext(browser, viewport)
      : // page.route does not see what a service worker fetches: the stubbed screens run without one.
        await browser.newContext({ viewport, locale: 'pt-BR', isMobile: phone, hasTouch: phone, serviceWorkers });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl('/')).origin });
  await context.addInitScript((cliente) => {
    delete (Navigator.prototype as { share?: unknown }).share;
    localStorage.setItem('vitrine:cliente', JSON.stringify(cliente));
  }, CLIENTE_LEMBRADO);
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><p>WhatsApp</p>' }),
  );
  return context;
}

/** Closes the toasts (at the top on phones, they cover the header for a few seconds). */
async function dismissToasts(page: Page) {
  await page
    .locator('[data-sonner-toast] [data-close-button]')
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
}

/** The whole screen: toasts gone, and a viewport as tall as the page so the floating cart sits at the bottom and every lazy picture loads. */
async function shot(page: Page, name: string) {
  await dismissToasts(page);
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ ...viewport, height: Math.max(height, viewport.height) });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => Promise.all(Array.from(document.images, (image) => image.decode().catch(() => {}))));
  await screenshot(page, name);
  await page.setViewportSize(viewport);
}

/** The cart sheet once it (and any toast) has finished moving in: the screen as the customer sees it (a full-page capture would misplace the fixed layers). */
async function sheetShot(page: Page, name: string) {
  const sheet = page.getByRole('dialog');
  await sheet.waitFor();
  // The sheet's own pictures: a lazy one of the page behind, below the fold, would never decode.
  await sheet.evaluate((element) =>
    Promise.all([
      ...document.getAnimations().map((animation) => animation.finished.catch(() => {})),
      ...Array.from(element.querySelectorAll('img'), (image) => image.decode().catch(() => {})),
    ]),
  );
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const size = (page.viewportSize()?.width ?? 0) < 600 ? 'phone' : 'desktop';
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${size}.png`) });
}

/** A price as shown, with Intl's no-break space made plain. */
const textOf = async (locator: Locator) => (await locator.textContent())?.replace(/\s/g, ' ');

const cards = (page: Page) => page.getByTestId('produtos').getByRole('listitem');
const expectCards = (page: Page, count: number) => expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(count);
const cartButton = (page: Page) => page.getByTestId('carrinho-botao');
const cartCount = (page: Page) => page.getByTestId('carrinho-contagem');
/** From the open cart to the checkout's summary, where the shop's texto_botao sends the order (the customer's details are remembered). */
async function toSummary(sheet: Locator) {
  const continuar = sheet.getByRole('button', { name: 'Continuar' });
  // The demo's R$ 20 minimum: a single cheaper item is raised until the order reaches it.
  while (await continuar.isDisabled()) await sheet.getByRole('button', { name: 'Aumentar quantidade' }).first().click();
  await continuar.click();
  await sheet.getByText(/^Resumo · etapa 5 de 5$/).waitFor();
}
/** A card's button, by its accessible name: 'Adicionar' and the product. */
const addFromCard = (page: Page, produto: string) => page.getByRole('button', { name: `Adicionar ${produto} ao carrinho`, exact: true });

/** Waits until the toast saying `text` stands still: sliding in from the top, a new toast passes over the header for a moment (0.4 s). */
async function toastSettled(page: Page, text: string) {
  await page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: text }).waitFor();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))));
}

/** Whether a tap at the middle of the element reaches it, or something on top of it (the floating cart, a toast) takes it. */
const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return !!hit && element.contains(hit);
  });

/** The whole element is inside the viewport. */
const onScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= innerHeight;
  });

async function openCatalogue(page: Page, path = '/loja/demo') {
  await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1, name: 'Café da Ana' }).waitFor();
  // The HTML's first screen (public-primeira-tela.test.ts) until the app has taken over: its footer is the app's own.
  await page.getByText('Desenvolvido por').waitFor();
}

/** The menu's category tabs, in the sticky bar. */
const abas = (page: Page) => page.getByRole('navigation', { name: 'Categorias' });
const aba = (page: Page, name: string) => abas(page).getByRole('link', { name, exact: true });

/** Where a section's title sits against the sticky bar's bottom edge, in px (0 to 16: just under it). */
const underBar = (page: Page, titulo: string) =>
  page.getByRole('heading', { level: 2, name: titulo, exact: true }).evaluate((heading) => {
    const bar = document.querySelector('nav[aria-label="Categorias"]')!.closest('.sticky')!;
    return Math.round(heading.getBoundingClientRect().top - bar.getBoundingClientRect().bottom);
  });

describe('Public catalogue on a phone', () => {
  it('when a customer searches, filters, adds from the product page and the grid, reloads and orders, then WhatsApp opens with the order; offline the catalogue still opens', async () => {
    const context = await customerContext(PHONE);
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
    // a search inside it that leaves nothing: 'Nenhum produto encontrado' and 'Limpar Filtros'.
    await openCatalogue(page, '/loja/demo?categoria=doces');
    await page.getByText('3 produtos', { exact: true }).waitFor();
    await shot(page, 'catalogo-filtrado');
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('pizza');
    await page.getByRole('heading', { name: 'Nenhum produto encontrado' }).waitFor();
    await shot(page, 'catalogo-nada-encontrado');
    await page.getByRole('button', { name: 'Limpar Filtros' }).click();
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
    await expect(textOf(cartCount(page))).resolves.toBe('3 itens');
    await page.getByRole('button', { name: 'Remover filtro Doces' }).click();
    await expectCards(page, 12);
    await addFromCard(page, 'Café expresso').click();
    await expect(textOf(cartCount(page))).resolves.toBe('4 itens');

    // The cart is kept on the device.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Café da Ana' }).waitFor();
    await expect(textOf(cartCount(page))).resolves.toBe('4 itens');

    // 'Seu Pedido': lines, stepper, total.
    await cartButton(page).click();
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
    const orderResponse = page.waitForResponse((response) => response.url().endsWith('/api/loja/demo/pedido'));
    const whatsappTab = context.waitForEvent('page');
    await sheet.getByRole('button', { name: 'Fazer Pedido' }).click();
    const response = await orderResponse;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    const pedido = (await response.json()) as { codigo: string; total: number; texto_whatsapp: string };
    expect(pedido.total).toBe(29);
    const tab = await whatsappTab;
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    const whatsappUrl = new URL(tab.url());
    expect(whatsappUrl.pathname).toBe(`/${WHATSAPP}`);
    const text = whatsappUrl.searchParams.get('text')!;
    expect(text).toBe(pedido.texto_whatsapp);
    expect(text).toContain(`#${pedido.codigo}`);
    expect(text).toContain('3 × Cookie de chocolate');
    expect(text).toContain('1 × Café expresso');
    expect(text).toContain('Total: R$ 29,00');
    await page.getByText('Pedido enviado! Você será redirecionado para o WhatsApp.').waitFor();
    await sheet.waitFor({ state: 'detached' });
    await expect(cartButton(page).count()).resolves.toBe(0); // the bar shows only with something in the cart
    await tab.close();

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
    await expect(textOf(cartCount(page))).resolves.toBe('1 item');
    await shot(page, 'catalogo-offline');
    await context.setOffline(false);
    await context.close();
  });
});

describe('Public catalogue as a menu', () => {
  it.each([PHONE, DESKTOP])(
    'when a customer opens the shop at $width×$height, then the compact header and the sticky bar leave whole rows of cards on the first screen (two on a phone)',
    async (viewport) => {
      const context = await customerContext(viewport, { serviceWorkers: 'block' });
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
      mkdirSync(SCREENSHOTS_DIR, { recursive: true });
      const size = viewport.width < 600 ? 'phone' : 'desktop';
      await page.screenshot({ path: join(SCREENSHOTS_DIR, `catalogo-menu-primeira-tela-${size}.png`) });

      // Further down, the bar stays on top with the tab of the section being read.
      await aba(page, 'Doces').click();
      await expect.poll(() => aba(page, 'Doces').getAttribute('aria-current')).toBe('true');
      await expect.poll(() => underBar(page, 'Doces')).toBeLessThanOrEqual(16);
      await page.screenshot({ path: join(SCREENSHOTS_DIR, `catalogo-menu-abas-${size}.png`) });
      await context.close();
    },
  );
});

describe('Public catalogue offline after one visit', () => {
  it('when a customer opened a catalogue once, then it and its product pages open offline without a second visit', async () => {
    const context = await customerContext(PHONE);
    const page = await context.newPage();
    await openCatalogue(page);
    // The first visit's answers arrived before the service worker: the page hands them over once it takes control.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForFunction(async () => !!(await caches.match('/api/loja/demo')));
    const productPath = await page.getByRole('link', { name: /Leite com achocolatado/ }).getAttribute('href');

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Café da Ana' }).waitFor();
    await expectCards(page, 12);
    // A product page never opened: it is found in the catalogue the service worker kept.
    await page.goto(appUrl(productPath!));
    await page.getByRole('heading', { level: 1, name: 'Leite com achocolatado' }).waitFor();
    await page.getByRole('button', { name: /^Adicionar/ }).click();
    await expect(textOf(cartCount(page))).resolves.toBe('1 item');
    await context.setOffline(false);
    await context.close();
  });
});

describe('Public catalogue on a desktop', () => {
  it('when a customer browses on a wide screen, then the grid has four columns and the product page two', async () => {
    const context = await customerContext(DESKTOP, { serviceWorkers: 'block' });
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

    await cartButton(page).click();
    await page.getByRole('dialog', { name: 'Seu Pedido' }).waitFor();
    await sheetShot(page, 'catalogo-carrinho');
    await context.close();
  });
});

describe.each([360, 390])('Public catalogue buttons on a %i px phone', (width) => {
  it("when a customer adds from a card, then the card says 'Adicionar' and only the cart's button orders, in the shop's words", async () => {
    const context = await customerContext({ width, height: 800 }, { serviceWorkers: 'block' });
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
    await expect(textOf(cartCount(page))).resolves.toBe('1 item');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await shot(page, `catalogo-${width}`);

    // The cart leads on; the checkout's summary sends the order with the shop's texto_botao ('Fazer Pedido', seeded).
    await cartButton(page).click();
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
    const context = await customerContext({ width, height: 800 }, { serviceWorkers: 'block' });
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
    await expect(textOf(cartCount(page))).resolves.toBe('1 item');
    await screenshot(page, `catalogo-produto-toast-${width}`);
    await context.close();
  });
});

describe('A suspended shop', () => {
  it('when the admin suspends the shop, then its customers see it is unavailable, with its name and a WhatsApp link to reach it, on the catalogue and product pages', async () => {
    const demo = (await (await fetch(appUrl('/api/loja/demo'))).json()) as {
      loja: { lojista_id: string };
      produtos: Array<{ id: string }>;
    };
    const token = await adminToken();
    const status = (value: string) => adminApi(token, 'PUT', `/admin/lojistas/${demo.loja.lojista_id}/status`, { status: value });
    const catalogueStatus = async () => (await fetch(appUrl('/api/loja/demo'))).status;
    // The pages' function (preview) keeps the shop's document a few seconds too, apart from the API's:
    // until it sees the change, its page still carries the catalogue, which the app then shows.
    const pageStatus = async () => (await fetch(appUrl('/loja/demo'))).status;
    await status('suspenso');
    try {
      await expect.poll(catalogueStatus, { timeout: 15_000 }).toBe(403);
      await expect.poll(pageStatus, { timeout: 15_000 }).toBe(403);
      for (const viewport of [{ width: 360, height: 740 }, PHONE, DESKTOP]) {
        const context = await customerContext(viewport, { serviceWorkers: 'block' });
        const page = await context.newPage();
        for (const path of ['/loja/demo', `/loja/demo/produto/${demo.produtos[0]!.id}`]) {
          await page.goto(appUrl(path));
          await page.getByRole('heading', { level: 1, name: 'Loja indisponível' }).waitFor();
          await page.getByText('O catálogo de Café da Ana não está disponível no momento.', { exact: false }).waitFor();
          const whatsapp = page.getByRole('link', { name: 'Falar no WhatsApp' });
          await expect(whatsapp.getAttribute('href')).resolves.toBe(`https://wa.me/${WHATSAPP}`);
          await expect(whatsapp.getAttribute('target')).resolves.toBe('_blank');
          await expect(page.getByText('+55 (11) 99999-8888', { exact: true }).isVisible()).resolves.toBe(true);
          // Nothing of the catalogue: no product, no cart.
          await expect(cartButton(page).count()).resolves.toBe(0);
          await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
        }
        await shot(page, viewport.width === 360 ? 'catalogo-loja-suspensa-360' : 'catalogo-loja-suspensa');
        // The link opens the shop's chat.
        const tab = context.waitForEvent('page');
        await page.getByRole('link', { name: 'Falar no WhatsApp' }).click();
        await (await tab).waitForURL(`https://wa.me/${WHATSAPP}`);
        await context.close();
      }
    } finally {
      await status('ativo');
      await expect.poll(catalogueStatus, { timeout: 15_000 }).toBe(200);
      await expect.poll(pageStatus, { timeout: 15_000 }).toBe(200);
    }
  });
});

/** Answers `pattern` with a status and JSON body. */
const answer = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('Public catalogue empty and error states (%s)', (_label, viewport) => {
  it('when the shop, catalogue or product cannot be shown, then each state has its own screen and text', async () => {
    const context = await customerContext(viewport, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const demo = (await (await fetch(appUrl('/api/loja/demo'))).json()) as { loja: Record<string, unknown> & { lojista_id: string } };

    const screens: Array<[name: string, path: string, api: string, status: number, body: unknown, text: string]> = [
      [
        'loja-indisponivel',
        '/loja/demo',
        '**/api/loja/demo',
        403,
        { error: 'Loja indisponível', codigo: 'loja_indisponivel' },
        'Loja indisponível',
      ],
      [
        'loja-indisponivel-sem-whatsapp',
        '/loja/demo',
        '**/api/loja/demo',
        403,
        { error: 'Loja indisponível', codigo: 'loja_indisponivel', loja: { nome_loja: 'Café da Ana', whatsapp: null } },
        'Loja indisponível',
      ],
      [
        'manutencao',
        '/loja/demo',
        '**/api/loja/demo',
        503,
        { error: 'Estamos em manutenção. Volte em alguns minutos.', codigo: 'manutencao' },
        'Estamos em manutenção',
      ],
      ['erro-catalogo', '/loja/demo', '**/api/loja/demo', 500, { error: 'Erro interno' }, 'Erro ao carregar catálogo'],
      ['catalogo-nao-encontrado', '/loja/demo', '**/api/loja/demo', 200, null, 'Catálogo não encontrado'],
      [
        'sem-produtos',
        '/loja/demo',
        '**/api/loja/demo',
        200,
        { loja: demo.loja, produtos: [], categorias: [] },
        'Nenhum produto disponível',
      ],
      [
        'erro-produto',
        '/loja/demo/produto/abc',
        '**/api/loja/demo/produto/abc',
        500,
        { error: 'Erro interno' },
        'Erro ao carregar produto',
      ],
    ];
    // The page as the preview function answers a shop it cannot draw: the app alone, which then reads the API.
    const semPrimeiraTela = async (route: Route) => route.fulfill({ response: await route.fetch({ url: appUrl('/index.html') }) });
    for (const [name, path, api, status, body, text] of screens) {
      await page.route(api, answer(status, body));
      await page.route(appUrl(path), semPrimeiraTela);
      await page.goto(appUrl(path));
      await page.getByRole('heading', { name: text }).waitFor();
      await shot(page, `catalogo-${name}`);
      await page.unroute(api);
      await page.unroute(appUrl(path));
    }

    // Real 404s: an unknown shop, an unknown shop id, an unknown product of a known shop.
    await page.goto(appUrl('/loja/nao-existe'));
    await page.getByRole('heading', { name: 'Loja não encontrada' }).waitFor();
    await shot(page, 'catalogo-loja-nao-encontrada');
    await page.goto(appUrl('/catalogo/lojista-que-nao-existe'));
    await page.getByRole('heading', { name: 'Loja não encontrada' }).waitFor();
    await page.goto(appUrl('/loja/demo/produto/nao-existe'));
    await page.getByRole('heading', { name: 'Produto não encontrado' }).waitFor();
    await shot(page, 'catalogo-produto-nao-encontrado');
    await page.getByRole('link', { name: 'Ver o catálogo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Café da Ana' }).waitFor();

    // The same catalogue by the shop's id.
    await page.goto(appUrl(`/catalogo/${demo.loja.lojista_id}`));
    await page.getByRole('heading', { level: 1, name: 'Café da Ana' }).waitFor();
    await expectCards(page, 12);

    // An empty cart has no bar to open it (issue 25): emptying the open cart says so instead.
    await expect(cartButton(page).count()).resolves.toBe(0);
    await addFromCard(page, 'Café expresso').click();
    await cartButton(page).click();
    await page.getByRole('button', { name: 'Remover do carrinho' }).click();
    await page.getByRole('heading', { name: 'Seu carrinho está vazio' }).waitFor();
    await sheetShot(page, 'catalogo-carrinho-vazio');
    await page.getByRole('button', { name: 'Ver produtos' }).click();
    await context.close();
  });
});

describe('Ordering when something fails', () => {
  it('when the answer to an order is lost, then the retry sends the same Idempotency-Key and gets the same order', async () => {
    const context = await customerContext(PHONE, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await openCatalogue(page);
    await addFromCard(page, 'Suco de laranja').click();
    await cartButton(page).click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await toSummary(sheet);

    // The server stores the order, the phone never hears back.
    const keys: string[] = [];
    await page.route('**/api/loja/demo/pedido', async (route) => {
      keys.push(route.request().headers()['idempotency-key']!);
      await route.fetch();
      await route.abort('connectionreset');
    });
    await sheet.getByRole('button', { name: 'Fazer Pedido' }).click();
    await page.getByText('Erro ao finalizar pedido. Tente novamente.').waitFor();
    await expect.poll(() => context.pages().length, { timeout: 5000 }).toBe(1); // the tab opened for WhatsApp was closed again
    await page.unroute('**/api/loja/demo/pedido');

    const retried = page.waitForRequest((request) => request.url().endsWith('/pedido'));
    const first = page.waitForResponse((response) => response.url().endsWith('/pedido'));
    const whatsappTab = context.waitForEvent('page');
    await sheet.getByRole('button', { name: 'Fazer Pedido' }).click();
    expect((await retried).headers()['idempotency-key']).toBe(keys[0]);
    expect((await first).status()).toBe(200); // the stored order, not a new one
    const tab = await whatsappTab;
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    await page.getByText('Pedido enviado! Você será redirecionado para o WhatsApp.').waitFor();
    await context.close();
  });

  it('when the order is refused or the shop has no WhatsApp, then the spec messages show and the cart stays', async () => {
    const context = await customerContext(PHONE, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await openCatalogue(page);
    await addFromCard(page, 'Cookie de chocolate').click();
    await cartButton(page).click();
    const sheet = page.getByRole('dialog', { name: 'Seu Pedido' });
    await toSummary(sheet);
    const send = sheet.getByRole('button', { name: 'Fazer Pedido' });

    await page.route('**/api/loja/demo/pedido', answer(400, { error: 'Um dos produtos não está mais disponível: Cookie de chocolate.' }));
    await send.click();
    await page.getByText('Erro ao processar pedido. Tente novamente.').waitFor();
    // In the toast and on the summary.
    await sheet.getByRole('alert').getByText('Um dos produtos não está mais disponível: Cookie de chocolate.').waitFor();
    await sheetShot(page, 'catalogo-carrinho-erro');
    await page.unroute('**/api/loja/demo/pedido');

    await page.route('**/api/lojista/*/whatsapp', answer(404, { error: 'Lojista ainda não configurou o WhatsApp.' }));
    await send.click();
    await page.getByText('Lojista ainda não configurou o WhatsApp. Entre em contato diretamente.').waitFor();
    await expect(sheet.getByText(/^\d+ × Cookie de chocolate$/).isVisible()).resolves.toBe(true);
    await expect.poll(() => context.pages().length, { timeout: 5000 }).toBe(1);
    await context.close();
  });
});
