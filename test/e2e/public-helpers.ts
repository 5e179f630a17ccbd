import { randomUUID } from 'node:crypto';
import type { PedidoInput, PedidoResponse } from '@vitrine/shared';
import type { Browser, BrowserContext, Locator, Page, Response, Route } from 'playwright-core';
import { expect } from 'vitest';
import { EVERY_WIDTH, PHONE, SCREENSHOTS, appUrl, expectNoSidewaysScroll, newContext, screenshot } from './browser.js';

/*
 * What the customer-side browser flows share (public-catalogo*, public-pedido-falhas): a customer's
 * browser, the demo shop's catalogue (/loja/demo, 'Café da Ana', seeded by the e2e stack) and its
 * cart, and what can be seen or tapped on them.
 */

/** The demo shop's WhatsApp number (scripts/lib/seed.ts). */
export const WHATSAPP = '5511999998888';

/**
 * A returning customer: what a first checkout remembered on the device (the public app's
 * checkout/cliente-store), so the demo's cart goes straight to the summary. The whole checkout, from an
 * empty device, is public-pedido-checkout.test.ts's.
 */
export const CLIENTE_LEMBRADO = { nome: 'Joana Lima', telefone: '11987654321', tipo: 'retirada', forma: 'dinheiro' };

/**
 * A customer's browser: no Web Share (so sharing copies the link), clipboard allowed, wa.me answered
 * locally; no service worker unless `serviceWorkers` is 'allow' (newContext: its precache is CPU a
 * flow spends for nothing, and page.route does not see what a worker fetches, so stubbed screens run without one).
 */
export async function customerContext(
  browser: Browser,
  viewport = PHONE,
  { serviceWorkers = 'block' as 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return asCustomer(await newContext(browser, viewport, { serviceWorkers }));
}

/** Makes a browser context the returning customer's (see customerContext). */
export async function asCustomer(context: BrowserContext): Promise<BrowserContext> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl('/')).origin });
  await context.addInitScript((cliente) => {
    delete (Navigator.prototype as { share?: unknown }).share;
    localStorage.setItem('vitrine:cliente', JSON.stringify(cliente));
  }, CLIENTE_LEMBRADO);
  return context;
}

/** Closes the toasts (at the top on phones, they cover the header for a few seconds). */
export async function dismissToasts(page: Page) {
  await page
    .locator('[data-sonner-toast] [data-close-button]')
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
}

/**
 * The whole screen: toasts gone, and a viewport as tall as the page so the floating cart sits at the
 * bottom and every lazy picture loads. Without pictures the toasts still go (what follows may tap
 * what they covered); the viewport is left alone.
 */
export async function shot(page: Page, name: string) {
  await dismissToasts(page);
  if (!SCREENSHOTS) return;
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ ...viewport, height: Math.max(height, viewport.height) });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => Promise.all(Array.from(document.images, (image) => image.decode().catch(() => {}))));
  await screenshot(page, name);
  await page.setViewportSize(viewport);
}

/**
 * The screen as the customer sees it (fixed sheets and bars: viewport captures) at 360, 390 and
 * 1280 px, its animations over and its pictures decoded, never wider than the screen; then back to
 * the phone. Pictures only with VITRINE_SCREENSHOTS=1; the width check always.
 */
export async function viewportShots(page: Page, name: string) {
  for (const [size, viewport] of EVERY_WIDTH) {
    await page.setViewportSize(viewport);
    await page.evaluate(() =>
      Promise.all([
        ...document.getAnimations().map((animation) => animation.finished.catch(() => {})),
        ...Array.from(document.images, (image) => image.decode().catch(() => {})),
      ]),
    );
    await expectNoSidewaysScroll(page);
    await screenshot(page, name, { fullPage: false, suffix: size });
  }
  await page.setViewportSize(PHONE);
}

/**
 * `element` in view at 360, 390 and 1280 px (viewport captures: a card, the cart's coupon), its
 * animations over, never wider than the screen; then back to the phone. The toasts go first: one
 * from a step before would cover the header. Pictures only with VITRINE_SCREENSHOTS=1; the width
 * check always.
 */
export async function elementShots(page: Page, element: Locator, name: string) {
  await dismissToasts(page);
  for (const [size, viewport] of EVERY_WIDTH) {
    await page.setViewportSize(viewport);
    await element.scrollIntoViewIfNeeded();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))));
    await expectNoSidewaysScroll(page);
    await screenshot(page, name, { fullPage: false, suffix: size });
  }
  await page.setViewportSize(PHONE);
}

/** The cart sheet once it (and any toast) has finished moving in: the screen as the customer sees it (a full-page capture would misplace the fixed layers). */
export async function sheetShot(page: Page, name: string) {
  const sheet = page.getByRole('dialog');
  await sheet.waitFor();
  // The sheet's own pictures: a lazy one of the page behind, below the fold, would never decode.
  await sheet.evaluate((element) =>
    Promise.all([
      ...document.getAnimations().map((animation) => animation.finished.catch(() => {})),
      ...Array.from(element.querySelectorAll('img'), (image) => image.decode().catch(() => {})),
    ]),
  );
  await screenshot(page, name, { fullPage: false });
}

/** A price as shown, with Intl's no-break space made plain. */
export const textOf = async (locator: Locator) => (await locator.textContent())?.replace(/\s/g, ' ');

export const cards = (page: Page) => page.getByTestId('produtos').getByRole('listitem');
export const expectCards = (page: Page, count: number) => expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(count);
export const carrinhoBotao = (page: Page) => page.getByTestId('carrinho-botao');
export const carrinhoContagem = (page: Page) => page.getByTestId('carrinho-contagem');
/** From the open cart to the checkout's summary, where the shop's texto_botao sends the order (the customer's details are remembered). */
export async function toSummary(sheet: Locator) {
  const continuar = sheet.getByRole('button', { name: 'Continuar' });
  // The demo's R$ 20 minimum: a single cheaper item is raised until the order reaches it.
  while (await continuar.isDisabled()) await sheet.getByRole('button', { name: 'Aumentar quantidade' }).first().click();
  await continuar.click();
  await sheet.getByText(/^Resumo · etapa 5 de 5$/).waitFor();
}
/** A card's button, by its accessible name: 'Adicionar' and the product. */
/**
 * Taps the summary's send button ('Fazer Pedido', the shop's own text, unless `botao`): the order's
 * answer (the POST to …/pedido, whatever it said) and the WhatsApp link the new tab opened at wa.me
 * (customerContext answers it locally), with its text and the tracking link in it; the tab is closed.
 */
export async function sendPedido(
  page: Page,
  sheet: Locator,
  botao: string | RegExp = 'Fazer Pedido',
): Promise<{ resposta: Response; whatsapp: URL; texto: string; acompanhamento: string | undefined }> {
  const resposta = page.waitForResponse((response) => response.request().method() === 'POST' && /\/pedido$/.test(response.url()));
  const aba = page.context().waitForEvent('page');
  await sheet.getByRole('button', { name: botao }).click();
  const [enviado, tab] = await Promise.all([resposta, aba]);
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  const whatsapp = new URL(tab.url());
  await tab.close();
  const texto = whatsapp.searchParams.get('text')!;
  return { resposta: enviado, whatsapp, texto, acompanhamento: /Acompanhe o pedido: (\S+)/.exec(texto)?.[1] };
}

/**
 * A customer's order sent straight to the stack's public API (POST /api/loja/{slug}/pedido) with a
 * fresh Idempotency-Key and the app's Origin, as the checkout sends it: how a flow that is not about the checkout sets up
 * its orders (umPedido, test/support/pedidos.ts, builds the body).
 */
export const pedirNaLoja = (slug: string, pedido: PedidoInput) =>
  fetch(appUrl(`/api/loja/${slug}/pedido`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(appUrl()).origin, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(pedido),
  });

/** pedirNaLoja for an order that must be placed: its answer (the code, the tracking link). */
export async function pedidoFeito(slug: string, pedido: PedidoInput): Promise<PedidoResponse> {
  const response = await pedirNaLoja(slug, pedido);
  const body = await response.text();
  expect(response.status, body).toBe(201);
  return JSON.parse(body) as PedidoResponse;
}

export const addFromCard = (page: Page, produto: string) =>
  page.getByRole('button', { name: `Adicionar ${produto} ao carrinho`, exact: true });

/** Waits until the toast saying `text` stands still: sliding in from the top, a new toast passes over the header for a moment (0.4 s). */
export async function toastSettled(page: Page, text: string) {
  await page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: text }).waitFor();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))));
}

/** Whether a tap at the middle of the element reaches it, or something on top of it (the floating cart, a toast) takes it. */
export const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return !!hit && element.contains(hit);
  });

/** The whole element is inside the viewport. */
export const onScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= innerHeight;
  });

export async function openCatalogue(page: Page, path = '/loja/demo') {
  await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1, name: 'Café da Ana' }).waitFor();
  // The HTML's first screen (public-primeira-tela.test.ts) until the app has taken over: its footer is the app's own.
  await page.getByText('Desenvolvido por').waitFor();
}

/** The menu's category tabs, in the sticky bar. */
export const abas = (page: Page) => page.getByRole('navigation', { name: 'Categorias' });
export const aba = (page: Page, name: string) => abas(page).getByRole('link', { name, exact: true });

/** Where a section's title sits against the sticky bar's bottom edge, in px (0 to 16: just under it). */
export const underBar = (page: Page, titulo: string) =>
  page.getByRole('heading', { level: 2, name: titulo, exact: true }).evaluate((heading) => {
    const bar = document.querySelector('nav[aria-label="Categorias"]')!.closest('.sticky')!;
    return Math.round(heading.getBoundingClientRect().top - bar.getBoundingClientRect().bottom);
  });

/** Answers `pattern` with a status and JSON body. */
export const answer = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
